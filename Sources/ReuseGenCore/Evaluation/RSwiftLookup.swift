/// How the identifier evaluator reads R.swift's names (SPEC §10.7): `R.nib.x.name`, `R.nib.x.identifier`,
/// `R.reuseIdentifier.x` and `R.reuseIdentifier.x.identifier` evaluate to the strings R.swift's generated
/// code holds, through types the lookup makes up for `R`, `R.nib`, `R.reuseIdentifier` and their members.
extension RSwiftNames {
  /// The outermost name R.swift generates, and the two of its namespaces that hold reuse names.
  static let root = "R"
  static let nibNamespace = "nib"
  static let reuseIdentifierNamespace = "reuseIdentifier"

  /// The names, when the module's `R` is plausibly R.swift's; `nil` otherwise (the conservative rule):
  /// - no Swift file read (module or context) declares a type, typealias or global named `R`, which would
  ///   be the `R` the code means, but R.swift's own output, `R.generated.swift` (the name R.swift's
  ///   documentation gives it), when an app commits it: its names are the ones derived here;
  /// - and one of the module's Swift files imports R.swift's runtime library, `Rswift` (R.swift 5 and
  ///   earlier) or `RswiftResources` (R.swift 7), as apps that build `R.generated.swift` in a build phase
  ///   do: without it, an undeclared `R` may be any other generator's, and its sites stay unresolved.
  static func derived(
    documents: [InterfaceBuilderDocument], moduleName: String, sources: [SourceFile], moduleFileCount: Int,
    indices: [SourceIndex], typeNames: TypeNames
  ) -> RSwiftNames? {
    guard !documents.isEmpty,
      sources.prefix(moduleFileCount).contains(where: importsRSwiftLibrary),
      !zip(sources, indices).contains(where: { !isRSwiftOutput($0.path) && declaresRoot($1) }),
      // A type whose path ends with `R`, from the one type-name table, numbered as `sources` are.
      !(typeNames.typesInLookup(named: root, recorder: nil) ?? []).contains(where: { type in
        type.file >= sources.count || !isRSwiftOutput(sources[type.file].path)
      })
    else { return nil }
    return RSwiftNames(documents: documents, moduleName: moduleName)
  }

  /// Whether the file has `import Rswift` or `import RswiftResources` (optionally `@_exported`, or of one
  /// declaration: `import struct Rswift.NibResource`).
  private static func importsRSwiftLibrary(_ source: SourceFile) -> Bool {
    // Both module names start with `Rswift`, which nearly no file spells: one search of the bytes spares
    // the walk through every token of the others, a tenth of a debug build's audit.
    guard libraryNameSearch.occurs(in: source.bytes) else { return false }
    for index in source.tokens.indices where source.isWord(index, "import") {
      var next = index + 1
      if let kind = source.name(next),
        ["struct", "class", "enum", "protocol", "typealias", "func"].contains(kind)
      {
        next += 1
      }
      if let module = source.name(next), module == "Rswift" || module == "RswiftResources" { return true }
    }
    return false
  }

  private static let libraryNameSearch = ByteSearch("Rswift", anchor: "R")

  /// Whether `path` (`R.reuseIdentifier.userCell`, `R.nib.userCell`) starts as R.swift's generated names
  /// of reuse identifiers and nibs do.
  static func isSpelledAsGenerated(_ path: [String]) -> Bool {
    path.count > 1 && path[0] == root && (path[1] == nibNamespace || path[1] == reuseIdentifierNamespace)
  }

  /// Whether the file is the one R.swift writes.
  private static func isRSwiftOutput(_ path: String) -> Bool {
    path == "R.generated.swift" || path.hasSuffix("/R.generated.swift")
  }

  /// Whether the file declares a typealias or global named `R` (its types are the type-name table's).
  private static func declaresRoot(_ index: SourceIndex) -> Bool {
    index.typeAliases.contains(root)
      || index.constants.contains { $0.name == root && $0.scope == .global }
  }

  /// The type a path under `R` names, as the lookup gives it: `nil` for a path R.swift's reuse names do
  /// not cover (`R.string.…`, or no `R` at all), a failure for a nib or identifier it does not derive.
  func type(_ path: [String]) -> Result<EvaluatedType, EvaluationFailure>? {
    guard path.first == Self.root else { return nil }
    let namespaces = [Self.nibNamespace, Self.reuseIdentifierNamespace]
    switch path.count {
    case 1: return .success(synthesized(path))
    case 2 where namespaces.contains(path[1]): return .success(synthesized(path))
    case 3 where path[1] == Self.nibNamespace:
      guard nibs[path[2]] != nil else {
        return .failure(
          .rswiftNoNib(path[2]))
      }
      return .success(synthesized(path))
    case 3 where path[1] == Self.reuseIdentifierNamespace:
      guard reuseIdentifiers[path[2]] != nil else {
        return .failure(
          .rswiftNoReuseIdentifier(path[2]))
      }
      return .success(synthesized(path))
    default: return nil
    }
  }

  /// The member `name` of a type `type(_:)` made: `nil` for any other type.
  func member(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure>? {
    guard type.module == moduleName, type.path.first == Self.root, !type.isClass else { return nil }
    let path = type.path
    func value(_ string: String) -> Result<NamedValue, EvaluationFailure> {
      .success(NamedValue(expression: .literal(string), place: nil, isStored: true, owner: type))
    }
    switch (path.count, path.count > 1 ? path[1] : "") {
    case (2, Self.reuseIdentifierNamespace):
      // `R.reuseIdentifier.x` where a string is expected: R.swift's own overloads take its identifier.
      return reuseIdentifiers[name]?.object.reuseIdentifier.map(value)
    case (2, Self.nibNamespace):
      // R.swift 5's `dequeueReusableCell(withIdentifier: R.nib.x, for:)` takes a nib that has one.
      guard let nib = nibs[name] else { return nil }
      return identifier(of: nib, written: "R.nib." + name).flatMap(value)
    case (3, Self.nibNamespace):
      guard let nib = nibs[path[2]] else { return nil }
      switch name {
      case "name": return value(nib.fileName)
      case "identifier": return identifier(of: nib, written: "R.nib." + path[2]).flatMap(value)
      default: return nil
      }
    case (3, Self.reuseIdentifierNamespace):
      guard name == "identifier" else { return nil }
      return reuseIdentifiers[path[2]]?.object.reuseIdentifier.map(value)
    default:
      return nil
    }
  }

  /// A nib's reuse identifier, or why R.swift gives it none.
  private func identifier(of nib: Nib, written: String) -> Result<String, EvaluationFailure> {
    guard let identifier = nib.reusable?.object.reuseIdentifier else {
      return .failure(
        .rswiftNibWithoutIdentifier(written))
    }
    return .success(identifier)
  }

  /// The type that stands for `path`: no class, so that nothing takes it for a view.
  private func synthesized(_ path: [String]) -> EvaluatedType {
    EvaluatedType(path: path, module: moduleName, isClass: false, isSpelledThroughItsModule: false)
  }

  /// Whether `path` (`R.nib.x` or `R.reuseIdentifier.x`, as written) names one of R.swift's resources.
  func resource(_ path: [String]) -> Resource? {
    guard path.count == 3, path[0] == Self.root else { return nil }
    switch path[1] {
    case Self.nibNamespace: return nibs[path[2]].map { .nib($0) }
    case Self.reuseIdentifierNamespace: return reuseIdentifiers[path[2]].map { .reuseIdentifier($0) }
    default: return nil
    }
  }

  /// A resource a call passes whole: `R.nib.x` or `R.reuseIdentifier.x`.
  enum Resource {
    case nib(Nib)
    case reuseIdentifier(InterfaceBuilderReusableElement)

    /// The view with a reuse identifier the resource stands for, if any.
    var reusable: InterfaceBuilderReusableElement? {
      switch self {
      case .nib(let nib): nib.reusable
      case .reuseIdentifier(let element): element
      }
    }
  }
}
