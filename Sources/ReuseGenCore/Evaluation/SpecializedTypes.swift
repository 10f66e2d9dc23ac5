/// A generic type's specialization, as the parser keeps it in a path component: `GenericCell<Game>`.
/// `String(describing: GenericCell<Outer.Game>.self)` is `GenericCell<Game>` (SPEC §10.1): each argument
/// as it prints itself, so the arguments are resolved as types, typealiases followed.
enum SpecializedTypeName {
  /// The name without its generic arguments, and the arguments' texts when there are any.
  static func split(_ component: String) -> (name: String, arguments: [String]?) {
    guard let open = component.firstIndex(of: "<"), component.hasSuffix(">") else { return (component, nil) }
    let inner = component[component.index(after: open)..<component.index(before: component.endIndex)]
    return (String(component[..<open]), topLevel(inner, separatedBy: ","))
  }

  /// `Outer.Inner<A>` as its components, a component's own generic arguments kept with it.
  static func components(_ text: String) -> [String] {
    topLevel(Substring(text), separatedBy: ".")
  }

  /// The parts of `text` between the `separator`s outside angle and square brackets.
  private static func topLevel(_ text: Substring, separatedBy separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "<", "[": depth += 1
      case ">", "]": depth -= 1
      default: break
      }
      if character == separator, depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }
}

extension IdentifierEvaluator {
  /// Specializations nest no deeper than this (`A<B<C<…>>>`).
  private static let maximumSpecializationDepth = 8

  /// The type `path` names at `place`, with the generic arguments its last component is written with.
  func specializedType(_ path: [String], at place: ExpressionPlace?, depth: Int = 0) -> Result<
    EvaluatedType, EvaluationFailure
  > {
    let written = path.joined(separator: ".")
    guard let lookup else { return .failure(.notLookedUp(written)) }
    guard path.contains(where: { $0.contains("<") }) else { return lookup.type(path, at: place) }
    guard depth < Self.maximumSpecializationDepth else {
      return .failure(.genericArgumentsTooDeep(written))
    }
    let split = path.map(SpecializedTypeName.split)
    return lookup.type(split.map(\.name), at: place).flatMap { type in
      // Arguments of an enclosing type leave the type generic: only the innermost name is printed, and
      // whether with that type's arguments is not read here.
      guard let arguments = split.last?.arguments else { return .success(type) }
      var specialized = type
      specialized.genericArguments = []
      for argument in arguments {
        guard !argument.isEmpty, !argument.hasPrefix("["), !argument.hasSuffix("?"), !argument.hasSuffix("!")
        else {
          return .failure(.genericArgumentNotSpelled(argument))
        }
        switch specializedType(SpecializedTypeName.components(argument), at: place, depth: depth + 1) {
        case .success(let resolved): specialized.genericArguments?.append(resolved)
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(specialized)
    }
  }
}
