/// A `let` or `var` whose value `audit` may read: a member of a type, a global, or a local.
struct StringConstant {
  enum Scope: Equatable {
    /// A member of the type or extension with this qualified path.
    case member(String)
    /// A top-level declaration.
    case global
    /// A local declaration in the brace opened at this token index.
    case local(Int)
  }

  var name: String
  var scope: Scope
  /// The value when it can never change: a `let`, or a non-overridable computed property, whose value is one
  /// plain string literal. `nil` for every other binding of the name, which still shadows.
  var literal: String?
  var file: Int
  var token: Int
}

/// A type declared in the sources, as far as `audit` needs it.
struct DeclaredType {
  var path: String
  var isClass: Bool
  var isGeneric: Bool
  /// The first entry of a class's inheritance clause, as written.
  var superclass: [String]?
}

/// The scopes open at a token: what a name used there can refer to.
struct ScopeSnapshot {
  /// The qualified paths of the enclosing types and extensions, outermost first.
  var types: [String]
  /// The token indices of every open brace, outermost first.
  var braces: [Int]
}

/// What one pass over a file's tokens finds.
struct SourceIndex {
  var constants: [StringConstant] = []
  var types: [DeclaredType] = []
  var typeAliases: Set<String> = []
  /// Names that may be bound as parameters or closure parameters somewhere in the file; a bare use of one
  /// is never resolved to a member or global constant.
  var parameterNames: Set<String> = []
  /// Names declared as generic parameters somewhere in the file.
  var genericParameterNames: Set<String> = []
  /// The scope at each call-site candidate, by the index of its method-name token.
  var scopes: [Int: ScopeSnapshot] = [:]

  /// The method names whose calls `audit` reads.
  static let callNames: Set<String> = [
    "register", "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView",
    "registerAllReusableViews",
  ]

  private enum Brace {
    case type(String)
    case code(Int)

    var isCode: Bool {
      if case .code = self { return true }
      return false
    }
  }

  init(_ source: AuditSource, file: Int) {
    var stack: [Brace] = []
    var pendingType: (path: String, isExtension: Bool)?
    let tokens = source.tokens
    var index = 0
    func snapshot() -> ScopeSnapshot {
      var types: [String] = []
      var braces: [Int] = []
      for entry in stack {
        switch entry {
        case .type(let path): types.append(path)
        case .code(let open): braces.append(open)
        }
      }
      return ScopeSnapshot(types: types, braces: braces)
    }
    while index < tokens.count, tokens[index].kind != .endOfFile {
      let token = tokens[index]
      switch token.kind {
      case .leftBrace:
        if let pending = pendingType {
          var path = pending.path
          if !pending.isExtension, case .type(let outer)? = stack.last { path = outer + "." + path }
          stack.append(.type(path))
          pendingType = nil
        } else {
          stack.append(.code(index))
        }
      case .rightBrace:
        if !stack.isEmpty { stack.removeLast() }
      case .operator where source.text(index) == "<":
        // `<T: P>` or `<T>` or `<T, U>` declare generic parameters; uses such as `Array<Cell>` are
        // recorded too, which only makes resolution more careful.
        if let name = source.name(index + 1),
          source.isKind(index + 2, .colon) || source.text(index + 2) == ">"
            || source.isKind(index + 2, .comma)
        {
          genericParameterNames.insert(name)
        }
      case .identifier:
        let word = source.text(index)
        switch word {
        case "class", "struct", "enum", "actor", "protocol", "extension":
          if let name = source.name(index + 1), !Word.reservedAfterClass.contains(name),
            !source.isKind(index - 1, .period)
          {
            if word == "extension", let path = source.dottedPath(at: index + 1) {
              pendingType = (path.components.joined(separator: "."), true)
            } else {
              pendingType = (name, false)
              var outer: String?
              if case .type(let enclosing)? = stack.last { outer = enclosing }
              let path = outer.map { $0 + "." + name } ?? name
              var superclass: [String]?
              var next = index + 2
              let isGeneric = source.text(next) == "<"
              if isGeneric, let close = Self.closeAngle(source, next) { next = close + 1 }
              if word == "class", source.isKind(next, .colon) {
                superclass = source.dottedPath(at: next + 1)?.components
              }
              types.append(
                DeclaredType(
                  path: path, isClass: word == "class", isGeneric: isGeneric || stack.contains { $0.isCode },
                  superclass: superclass))
            }
          }
        case "typealias":
          if let name = source.name(index + 1) { typeAliases.insert(name) }
        case "let", "var":
          recordBinding(source, at: index, file: file, stack: stack)
        default:
          if Self.callNames.contains(word), source.isKind(index + 1, .leftParen),
            !source.isWord(index - 1, "func")
          {
            scopes[index] = snapshot()
          }
          if source.isKind(index + 1, .colon),
            source.isKind(index - 1, .leftParen) || source.isKind(index - 1, .comma)
              || source.isKind(index - 1, .identifier)
          {
            parameterNames.insert(word)
          } else if source.isWord(index + 1, "in") {
            parameterNames.insert(word)
          }
        }
      default:
        break
      }
      index += 1
    }
  }

  private static func closeAngle(_ source: AuditSource, _ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < source.tokens.count, source.tokens[index].kind != .endOfFile {
      let text = source.text(index)
      if source.tokens[index].kind == .operator {
        depth += text.filter { $0 == "<" }.count
        depth -= text.filter { $0 == ">" }.count
        if depth <= 0 { return index }
      } else if source.tokens[index].kind == .leftBrace {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Records `let NAME = "literal"`, `static var NAME: String { "literal" }` and every other binding of a
  /// name, whose value is then unknown.
  private mutating func recordBinding(_ source: AuditSource, at keyword: Int, file: Int, stack: [Brace]) {
    guard let name = source.name(keyword + 1) else { return }
    let scope: StringConstant.Scope
    switch stack.last {
    case .type(let path)?: scope = .member(path)
    case .code(let open)?: scope = .local(open)
    case nil: scope = .global
    }
    let isLet = source.isWord(keyword, "let")
    // `class var` can be overridden, so its value depends on the dynamic type.
    var modifier = keyword - 1
    var overridable = false
    while source.isKind(modifier, .identifier),
      ["static", "class", "private", "fileprivate", "internal", "public", "package", "final", "nonisolated"]
        .contains(source.text(modifier))
    {
      if source.text(modifier) == "class" { overridable = true }
      modifier -= 1
    }
    var next = keyword + 2
    if source.isKind(next, .colon) {
      // A type annotation: only `String` keeps the value a plain string.
      guard source.isWord(next + 1, "String") else {
        constants.append(
          StringConstant(name: name, scope: scope, literal: nil, file: file, token: keyword + 1))
        return
      }
      next += 2
    }
    var literal: String?
    if isLet, source.text(next) == "=" {
      literal = Self.literal(source, at: next + 1, endingStatement: true)
    } else if !isLet, !overridable, source.isKind(next, .leftBrace) {
      var first = next + 1
      if source.isWord(first, "return") { first += 1 }
      if let value = Self.literal(source, at: first, endingStatement: false),
        source.isKind(first + (value.isEmpty ? 2 : 3), .rightBrace)
      {
        literal = value
      }
    }
    constants.append(
      StringConstant(name: name, scope: scope, literal: literal, file: file, token: keyword + 1))
  }

  /// The literal at `start` when it is a plain string literal, and, if asked, the statement ends after it.
  private static func literal(_ source: AuditSource, at start: Int, endingStatement: Bool) -> String? {
    guard source.isKind(start, .stringQuote) else { return nil }
    let last = source.isKind(start + 1, .stringQuote) ? start + 1 : start + 2
    guard last < source.tokens.count, let value = source.stringLiteral(from: start, through: last) else {
      return nil
    }
    if endingStatement {
      let after = source.tokens[last + 1]
      guard
        after.isAtStartOfLine || after.kind == .semicolon || after.kind == .rightBrace
          || after.kind == .endOfFile
      else { return nil }
    }
    return value
  }
}
