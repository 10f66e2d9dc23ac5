/// The type of a value as the sources write it down, for `row.reuseIdentifier` (SPEC §10.1): the member a
/// value's type declares is read only when that type is certain.
///
/// A value's type is certain when its declaration writes it (`let row: Row`, `var rows: [Row] = []`), or
/// when its initializer is a chain whose every link has such a type: a property of a typed value, an
/// element of an array whose type is written (`sections[i].rows[j]`), a call of an initializer
/// (`Model()`), of a function whose return type its declarations write alike (`rowAtIndexPath(indexPath)`,
/// preferring those of the caller's file), or `Row.allCases`. Anything else (`??`, a cast, a closure, an operator)
/// makes the type unknown, never guessed.
struct ValueShape: Equatable {
  var type: EvaluatedType
  /// Whether the value is an array of `type`, so that a subscript gives one.
  var isArray = false
}

extension SourceLookup {
  /// Links of a chain followed through other declarations before the type is taken for unknown.
  private static let maximumDepth = 12

  /// The type of the property or local `name` at `place`.
  func valueShape(of name: String, at place: ExpressionPlace, depth: Int = 0) -> ValueShape? {
    guard let binding = constant(named: name, at: place) else { return nil }
    return shape(of: binding, depth: depth)
  }

  /// The type of the instance property `name` that values of `type` have, as its declaration writes it.
  func memberShape(_ name: String, of type: EvaluatedType, depth: Int = 0) -> ValueShape? {
    let found = declarations(of: name, in: type)
    guard found.count == 1 else { return nil }
    return shape(of: found[0], depth: depth)
  }

  /// The type a binding's declaration gives it: its annotation, else its initializer's.
  private func shape(of binding: StringConstant, depth: Int) -> ValueShape? {
    guard depth < Self.maximumDepth else { return nil }
    let source = sources[binding.file]
    let place = ExpressionPlace(file: binding.file, token: binding.token, scope: binding.context)
    let next = binding.token + 1
    if source.isKind(next, .colon) { return writtenShape(source, at: next + 1, place: place) }
    if source.isWord(next, "in") {
      // `for row in rows`: an element of the sequence.
      guard var sequence = chainShape(source, at: next + 1, place: place, depth: depth + 1), sequence.isArray
      else { return nil }
      sequence.isArray = false
      return sequence
    }
    guard source.isKind(next, .operator), source.text(next) == "=" else { return nil }
    return chainShape(source, at: next + 1, place: place, depth: depth + 1)
  }

  /// `Row`, `Module.Row`, `Row?` or `[Row]`, written from `start`; a dictionary, tuple, closure or generic
  /// type is not read.
  private func writtenShape(_ source: SourceFile, at start: Int, place: ExpressionPlace) -> ValueShape? {
    var index = start
    let isArray = source.isKind(index, .leftSquare)
    if isArray { index += 1 }
    guard let path = source.dottedPath(at: index) else { return nil }
    index = path.last + 1
    if isArray {
      guard source.isKind(index, .rightSquare) else { return nil }
      index += 1
    }
    if source.isKind(index, .operator), source.text(index).hasPrefix("<") { return nil }
    guard case .success(let type) = self.type(path.components, at: place), type.module != nil else {
      return nil
    }
    return ValueShape(type: type, isArray: isArray)
  }

  /// The type of the postfix chain that starts at `start` and makes up the whole initializer.
  private func chainShape(_ source: SourceFile, at start: Int, place: ExpressionPlace, depth: Int)
    -> ValueShape?
  {
    var index = start
    var shape: ValueShape
    if source.isKind(index, .leftSquare) {
      // `[Row]()`
      guard let close = source.matchingClose(index), source.isKind(close + 1, .leftParen),
        let written = writtenShape(source, at: index, place: place), written.isArray,
        let end = source.matchingClose(close + 1)
      else { return nil }
      shape = written
      index = end + 1
    } else {
      guard var name = source.name(index) else { return nil }
      if name == "self", source.isKind(index + 1, .period), let member = source.name(index + 2) {
        name = member
        index += 2
      }
      if source.isKind(index + 1, .leftParen) {
        guard let end = source.matchingClose(index + 1), let called = callShape(name, at: place) else {
          return nil
        }
        shape = called
        index = end + 1
      } else if let binding = constant(named: name, at: place) {
        guard let bound = self.shape(of: binding, depth: depth) else { return nil }
        shape = bound
        index += 1
      } else if let path = source.dottedPath(at: index), path.components.count > 1,
        case .success(let type) = self.type(Array(path.components.dropLast()), at: place), type.module != nil
      {
        // `Row.allCases`, or a static member of a type.
        let member = path.components.last!
        if member == "allCases" {
          shape = ValueShape(type: type, isArray: true)
        } else if member == "init", source.isKind(path.last + 1, .leftParen),
          let end = source.matchingClose(path.last + 1)
        {
          shape = ValueShape(type: type)
          index = end + 1
          return isWholeInitializer(source, endingBefore: index) ? shape : nil
        } else {
          guard let found = memberShape(member, of: type, depth: depth + 1) else { return nil }
          shape = found
        }
        index = path.last + 1
      } else {
        return nil
      }
    }
    while true {
      if isPostfixUnwrap(source, index) {
        index += 1
      } else if source.isKind(index, .leftSquare), let close = source.matchingClose(index) {
        guard shape.isArray else { return nil }
        shape.isArray = false
        index = close + 1
      } else if source.isKind(index, .period), let member = source.name(index + 1) {
        if shape.isArray {
          guard member == "first" || member == "last" else { return nil }
          shape.isArray = false
        } else if source.isKind(index + 2, .leftParen) {
          guard let end = source.matchingClose(index + 2), let called = callShape(member, at: place) else {
            return nil
          }
          shape = called
          index = end + 1
          continue
        } else {
          guard let found = memberShape(member, of: shape.type, depth: depth + 1) else { return nil }
          shape = found
        }
        index += 2
      } else {
        break
      }
    }
    return isWholeInitializer(source, endingBefore: index) ? shape : nil
  }

  /// `x?` and `x!` written against the value: optional chaining and a forced unwrap keep its type.
  private func isPostfixUnwrap(_ source: SourceFile, _ index: Int) -> Bool {
    guard source.isKind(index, .operator), ["?", "!"].contains(source.text(index)), index > 0 else {
      return false
    }
    return source.tokens[index].start == source.tokens[index - 1].end
  }

  /// Whether the chain ends the initializer: a new line, `else`, `{`, or a closing bracket or separator
  /// follows, not an operator, a cast or a trailing closure that would change its type.
  private func isWholeInitializer(_ source: SourceFile, endingBefore index: Int) -> Bool {
    guard index < source.tokens.count else { return false }
    let token = source.tokens[index]
    switch token.kind {
    case .endOfFile, .rightBrace, .rightParen, .rightSquare, .comma, .semicolon: return true
    // `if let row = rows.first {`, or a trailing closure, which does not change what the call returns.
    case .leftBrace: return true
    case .period, .operator: return false
    default: return token.isAtStartOfLine || source.isWord(index, "else")
    }
  }

  /// The type a call of `name` returns: a type's initializer, or a function whose every declaration of that
  /// name writes the same return type. Only a lookup over the whole module types calls
  /// (`SourceLookup.functionsByName`).
  private func callShape(_ name: String, at place: ExpressionPlace) -> ValueShape? {
    if name.first?.isUppercase == true {
      guard case .success(let type) = self.type([name], at: place), type.module != nil else { return nil }
      return ValueShape(type: type)
    }
    guard let all = functionsByName[name], !all.isEmpty else { return nil }
    // A method declared in the caller's file is the one a call there means (apps give every screen its own
    // `rowAtIndexPath(_:)`); elsewhere every declaration of the name must agree.
    let inFile = all.filter { $0.file == place.file }
    var result: ValueShape?
    for declaration in inFile.isEmpty ? all : inFile {
      let function = indices[declaration.file].functions[declaration.position]
      guard let returnType = function.returnType else { return nil }
      var written = returnType
      while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
      var isArray = false
      if written.hasPrefix("["), written.hasSuffix("]") {
        written = String(written.dropFirst().dropLast())
        isArray = true
      }
      let components = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard
        components.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
        case .success(let type) = self.type(components, at: place), type.module != nil
      else { return nil }
      // Declared in another file, the return type must name the same type there as at the call: a screen's
      // `Row` is not a view model's.
      if declaration.file != place.file {
        guard case .success(let there) = declaredType(components, inFile: declaration.file, scope: []),
          evaluated(there) == type
        else { return nil }
      }
      let shape = ValueShape(type: type, isArray: isArray)
      guard result == nil || result == shape else { return nil }
      result = shape
    }
    return result
  }
}
