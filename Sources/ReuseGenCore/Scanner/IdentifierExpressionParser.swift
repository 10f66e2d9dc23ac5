/// Reads the expressions of SPEC §10.1 from tokens: string literals and their interpolations, `+`,
/// `String(describing:)`, `String(reflecting:)`, `NSStringFromClass(_:)` and dotted names. It is explicit
/// recursive descent over the lexer's tokens; anything else is `.unsupported`, never a guess.
struct IdentifierExpressionParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let tokens: UnsafeBufferPointer<Token>

  /// Interpolations and parentheses nest no deeper than this; deeper input is unsupported, not a crash.
  private static let maximumDepth = 32

  /// The value `for x in …` binds `x` to, for the sequence written at `first...last`. A coercion after it
  /// (`[A.self, B.self] as [any (UITableViewCell & Dequeuable).Type]`, as `migrate` types a loop's array)
  /// changes no element.
  func loopElement(from first: Int, through last: Int) -> IdentifierExpression {
    var end = last
    if let coercion = topLevel(from: first, through: last, where: { isWord($0, "as") }), coercion > first,
      coercion + 1 <= last, tokens[coercion + 1].kind == .leftSquare
    {
      end = coercion - 1
    }
    return .element(of: expression(from: first, through: end))
  }

  /// The expression of tokens `first...last`, which must be exactly one expression.
  func expression(from first: Int, through last: Int) -> IdentifierExpression {
    guard first <= last, last < tokens.count else { return .unsupported("") }
    if let expression = expression(from: first, through: last, depth: 0) { return expression }
    return .unsupported(shortened(from: first, through: last))
  }

  /// One expression filling tokens `first...last` exactly: a sum, or a ternary between such expressions.
  private func expression(from first: Int, through last: Int, depth: Int) -> IdentifierExpression? {
    guard depth < Self.maximumDepth, first <= last else { return nil }
    if let (expression, next) = sum(at: first, depth: depth), next == last + 1 { return expression }
    return ternary(from: first, through: last, depth: depth)
  }

  /// `condition ? a : b`, where `b` may be another ternary (the operator is right-associative); the
  /// condition is any tokens, since only the branches are values.
  private func ternary(from first: Int, through last: Int, depth: Int) -> IdentifierExpression? {
    guard let question = topLevel(from: first, through: last, where: isTernaryQuestionMark),
      let (whenTrue, colon) = sum(at: question + 1, depth: depth + 1), colon < last,
      tokens[colon].kind == .colon,
      let whenFalse = expression(from: colon + 1, through: last, depth: depth + 1)
    else { return nil }
    if case .choice(let rest) = whenFalse { return .choice([whenTrue] + rest) }
    return .choice([whenTrue, whenFalse])
  }

  /// A `?` with space before it, which is the ternary operator; `x?.y` and `T?` have none.
  private func isTernaryQuestionMark(_ index: Int) -> Bool {
    index > 0 && tokens[index].kind == .operator && text(index) == "?"
      && tokens[index - 1].end < tokens[index].start
  }

  /// The first token of `first...last` outside any bracket that satisfies `predicate`.
  private func topLevel(from first: Int, through last: Int, where predicate: (Int) -> Bool) -> Int? {
    var nesting = 0
    for index in first...last {
      if nesting == 0, predicate(index) { return index }
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: nesting += 1
      case .rightParen, .rightSquare, .rightBrace:
        nesting -= 1
        if nesting < 0 { return nil }
      default: break
      }
    }
    return nil
  }

  /// The closing bracket of the one that opens at `open`.
  private func matchingClose(_ open: Int) -> Int? {
    var nesting = 0
    for index in open..<tokens.count {
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: nesting += 1
      case .rightParen, .rightSquare, .rightBrace:
        nesting -= 1
        if nesting == 0 { return index }
      case .endOfFile: return nil
      default: break
      }
    }
    return nil
  }

  /// The last token of the statement that starts at `start`: before a new line, `;` or `}` outside brackets.
  private func statementEnd(from start: Int) -> Int {
    var index = start
    while index < tokens.count {
      if [.leftParen, .leftSquare, .leftBrace].contains(tokens[index].kind), let close = matchingClose(index)
      {
        index = close + 1
      } else {
        index += 1
      }
      if endsStatement(index) { return index - 1 }
    }
    return tokens.count - 1
  }

  /// The value of a property whose declaration continues at `start` (after its name): `= e`, `{ e }`,
  /// `{ return e }` or `{ get { return e } }`, with an optional `: String` before it; `nil` when the
  /// declaration has no value there or a type other than `String`. `isStored` tells `= e` from a body.
  func propertyValue(after start: Int) -> (expression: IdentifierExpression, isStored: Bool)? {
    propertyValue(after: start, allowingAlias: false).map { ($0.expression, $0.isStored) }
  }

  /// `propertyValue(after:)`, also for an annotation of one capitalized name other than `String`
  /// (`static var reuseIdentifier: ReuseIdentifier { … }`), which the result names as `alias`: a file
  /// cannot tell whether it names `String` through a typealias, so the lookup of the whole module decides.
  func propertyValue(after start: Int, allowingAlias: Bool)
    -> (expression: IdentifierExpression, isStored: Bool, alias: String?)?
  {
    var cursor = start
    var alias: String?
    if allowingAlias, cursor + 2 < tokens.count, tokens[cursor].kind == .colon,
      tokens[cursor + 1].kind == .identifier, metatypeOrString(at: cursor + 1) == nil,
      text(cursor + 1).first?.isUppercase == true,
      tokens[cursor + 2].kind == .leftBrace
        || (tokens[cursor + 2].kind == .operator && text(cursor + 2) == "=")
    {
      alias = text(cursor + 1)
      cursor += 2
    }
    if alias == nil, cursor < tokens.count, tokens[cursor].kind == .colon {
      // A `String`, or a metatype (`UITableViewCell.Type`), whose value names the types whose members a
      // path through it reads (`type.reuseIdentifier`).
      cursor += 1
      // `[UITableViewCell.Type]` or `[any (UITableViewCell & Dequeuable).Type]`: an array of metatypes, whose
      // elements a loop binds.
      if cursor < tokens.count, tokens[cursor].kind == .leftSquare {
        guard let close = matchingClose(cursor), close >= cursor + 3, isWord(close - 1, "Type"),
          tokens[close - 2].kind == .period
        else { return nil }
        cursor = close + 1
      } else {
        guard let next = metatypeOrString(at: cursor) else { return nil }
        cursor = next
      }
    }
    return bindingValue(at: cursor).map { ($0.expression, $0.isStored, alias) }
  }

  /// The token after a `String` or metatype annotation that starts at `start`; `nil` for any other type.
  private func metatypeOrString(at start: Int) -> Int? {
    var cursor = start
    if isWord(cursor, "any") { cursor += 1 }
    if cursor < tokens.count, tokens[cursor].kind == .leftParen {
      // `any (UITableViewCell & Dequeuable).Type`, as `migrate` retypes a row's metatype member.
      guard let close = matchingClose(cursor), close + 2 < tokens.count, tokens[close + 1].kind == .period,
        isWord(close + 2, "Type")
      else { return nil }
      return close + 3
    }
    guard let (path, next) = dottedPath(at: cursor),
      path == ["String"] || path.count > 1 && path.last == "Type"
    else { return nil }
    return next
  }

  /// The value after a binding's name and annotation, from token `start`: `= e` (stored) or a getter body.
  private func bindingValue(at start: Int) -> (expression: IdentifierExpression, isStored: Bool)? {
    var cursor = start
    guard cursor < tokens.count else { return nil }
    if tokens[cursor].kind == .operator, text(cursor) == "=" {
      cursor += 1
      guard cursor < tokens.count,
        let expression = expression(from: cursor, through: statementEnd(from: cursor), depth: 0)
      else {
        return (.unsupported(shortened(statementAt: cursor)), true)
      }
      return (expression, true)
    }
    guard tokens[cursor].kind == .leftBrace else { return nil }
    let bodyOpen = cursor
    cursor += 1
    // `{ get }` and `{ get set }` are a protocol's requirement, which has no value.
    if isWord(cursor, "get") || isWord(cursor, "set"),
      cursor + 1 < tokens.count, tokens[cursor + 1].kind != .leftBrace
    {
      return nil
    }
    var closings = 1
    if isWord(cursor, "get"), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .leftBrace {
      cursor += 2
      closings = 2
    }
    // The getter's body: one expression, a `switch` or an `if` whose every branch is one.
    let bodyClose = closings == 2 ? cursor - 1 : bodyOpen
    guard let close = matchingClose(bodyClose), close > cursor,
      let expression = branches(from: cursor, through: close - 1, depth: 0),
      (close..<(close + closings)).allSatisfy({ tokens[$0].kind == .rightBrace })
    else {
      // Quoted as the body returns it: without `return`, and without the brace that closes a one-line body.
      let start = isWord(cursor, "return") ? cursor + 1 : cursor
      return (.unsupported(shortened(statementAt: start, before: matchingClose(bodyClose))), false)
    }
    return (expression, false)
  }

  /// The value of a body `first...last` that returns one: `return e` or `e`; `switch x { case …: e … }` whose
  /// every case is such a body; `if c { … } else { … }` or `if c { … }` then `return e`, likewise.
  private func branches(from first: Int, through last: Int, depth: Int) -> IdentifierExpression? {
    guard depth < Self.maximumDepth, first <= last else { return nil }
    if isWord(first, "switch") { return switchCases(from: first, through: last, depth: depth) }
    if isWord(first, "if") { return ifBranches(from: first, through: last, depth: depth) }
    let start = isWord(first, "return") ? first + 1 : first
    return expression(from: start, through: last, depth: depth + 1)
  }

  /// `switch subject { case p: body … default: body }` filling `first...last`.
  private func switchCases(from first: Int, through last: Int, depth: Int) -> IdentifierExpression? {
    guard let open = topLevel(from: first + 1, through: last, where: { tokens[$0].kind == .leftBrace }),
      matchingClose(open) == last
    else { return nil }
    var choices: [IdentifierExpression] = []
    var cursor = open + 1
    while cursor < last {
      guard isWord(cursor, "case") || isWord(cursor, "default"),
        let colon = topLevel(from: cursor, through: last - 1, where: { tokens[$0].kind == .colon })
      else { return nil }
      let bodyStart = colon + 1
      let next =
        bodyStart < last
        ? topLevel(from: bodyStart, through: last - 1) { isWord($0, "case") || isWord($0, "default") } ?? last
        : last
      guard let value = branches(from: bodyStart, through: next - 1, depth: depth + 1) else { return nil }
      choices += Self.alternatives(value)
      cursor = next
    }
    return choices.isEmpty ? nil : .choice(choices)
  }

  /// `if condition { body } else if … else { body }`, or `if condition { body }` followed by a body that
  /// returns, filling `first...last`.
  private func ifBranches(from first: Int, through last: Int, depth: Int) -> IdentifierExpression? {
    guard let open = topLevel(from: first + 1, through: last, where: { tokens[$0].kind == .leftBrace }),
      let close = matchingClose(open), close <= last,
      let whenTrue = branches(from: open + 1, through: close - 1, depth: depth + 1), close < last
    else { return nil }
    let rest: IdentifierExpression?
    if isWord(close + 1, "else") {
      if isWord(close + 2, "if") {
        rest = ifBranches(from: close + 2, through: last, depth: depth + 1)
      } else {
        guard tokens[close + 2].kind == .leftBrace, matchingClose(close + 2) == last else { return nil }
        rest = branches(from: close + 3, through: last - 1, depth: depth + 1)
      }
    } else {
      rest = branches(from: close + 1, through: last, depth: depth + 1)
    }
    guard let rest else { return nil }
    return .choice(Self.alternatives(whenTrue) + Self.alternatives(rest))
  }

  /// The branches of a choice, or the one expression.
  private static func alternatives(_ expression: IdentifierExpression) -> [IdentifierExpression] {
    if case .choice(let parts) = expression { return parts }
    return [expression]
  }

  // MARK: - Grammar

  /// `term ('+' term)*`
  private func sum(at start: Int, depth: Int) -> (IdentifierExpression, Int)? {
    guard depth < Self.maximumDepth, var (first, next) = term(at: start, depth: depth) else { return nil }
    var parts = [first]
    while next < tokens.count, tokens[next].kind == .operator, text(next) == "+" {
      guard let (part, after) = term(at: next + 1, depth: depth) else { return nil }
      parts.append(part)
      next = after
    }
    if parts.count > 1 { first = .concatenation(parts) }
    return (first, next)
  }

  private func term(at start: Int, depth: Int) -> (IdentifierExpression, Int)? {
    guard let (base, next) = primary(at: start, depth: depth) else { return nil }
    return lastComponent(of: base, at: next) ?? (base, next)
  }

  /// `.components(separatedBy: "s").last!` or `.last ?? "…"` after `base`, which ends before `start`.
  private func lastComponent(of base: IdentifierExpression, at start: Int) -> (IdentifierExpression, Int)? {
    var cursor = start
    for (offset, word) in [(0, "."), (1, "components"), (2, "("), (3, "separatedBy"), (4, ":")] {
      guard cursor + offset < tokens.count, text(cursor + offset) == word else { return nil }
    }
    cursor += 5
    guard let (separator, afterSeparator) = stringLiteral(at: cursor, depth: Self.maximumDepth - 1),
      case .literal(let separatorText) = separator, afterSeparator + 2 < tokens.count,
      tokens[afterSeparator].kind == .rightParen, tokens[afterSeparator + 1].kind == .period,
      isWord(afterSeparator + 2, "last")
    else { return nil }
    cursor = afterSeparator + 3
    guard cursor < tokens.count, tokens[cursor].kind == .operator else { return nil }
    if text(cursor) == "!" {
      cursor += 1
    } else if text(cursor) == "??",
      let (_, next) = stringLiteral(at: cursor + 1, depth: Self.maximumDepth - 1)
    {
      cursor = next
    } else {
      return nil
    }
    return (.lastComponent(base, separator: separatorText), cursor)
  }

  private func primary(at start: Int, depth: Int) -> (IdentifierExpression, Int)? {
    guard start < tokens.count else { return nil }
    switch tokens[start].kind {
    case .stringQuote:
      return stringLiteral(at: start, depth: depth)
    case .leftParen:
      guard let (inner, next) = sum(at: start + 1, depth: depth + 1), next < tokens.count,
        tokens[next].kind == .rightParen
      else { return nil }
      return (inner, next + 1)
    case .leftSquare:
      return arrayLiteral(at: start, depth: depth)
    case .identifier, .backtickIdentifier, .dollarIdentifier:
      if let call = typeNameCall(at: start) { return call }
      guard var (path, next) = dottedPath(at: start) else { return nil }
      // `X.className.components(separatedBy:)…`: the path ends before the call.
      if path.count > 1, path.last == "components", next < tokens.count, tokens[next].kind == .leftParen {
        path.removeLast()
        next -= 2
      }
      // `X.cellIdentifier()`: a call without arguments, which a static or class method may answer. Its
      // result is read no further (`X.make().name` is not this).
      if next + 1 < tokens.count, tokens[next].kind == .leftParen, !tokens[next].isAtStartOfLine,
        tokens[next + 1].kind == .rightParen, path.last != "self",
        next + 2 >= tokens.count || ![.period, .leftParen, .leftSquare].contains(tokens[next + 2].kind)
          || tokens[next + 2].isAtStartOfLine
      {
        return (.staticCall(path), next + 2)
      }
      // Any other call or subscript after the name (`x.lowercased(with: nil)`) is nothing this grammar reads.
      if next < tokens.count, [.leftParen, .leftSquare].contains(tokens[next].kind),
        !tokens[next].isAtStartOfLine
      {
        return nil
      }

      // `Cell.self` is a metatype: the value of `var type: UITableViewCell.Type`, whose members are read.
      if path == ["self"] || path.dropLast().contains("self") && path.last == "self" { return nil }
      return (.reference(path), next)
    default:
      return nil
    }
  }

  /// `[a, b]`, or `[a, b,]`; a dictionary or an empty array is not read.
  private func arrayLiteral(at start: Int, depth: Int) -> (IdentifierExpression, Int)? {
    var elements: [IdentifierExpression] = []
    var cursor = start + 1
    while cursor < tokens.count, tokens[cursor].kind != .rightSquare {
      guard let (element, next) = sum(at: cursor, depth: depth + 1), next < tokens.count else { return nil }
      elements.append(element)
      cursor = next
      if tokens[cursor].kind == .comma {
        cursor += 1
      } else if tokens[cursor].kind != .rightSquare {
        return nil
      }
    }
    guard cursor < tokens.count, !elements.isEmpty else { return nil }
    return (.array(elements), cursor + 1)
  }

  /// `String(describing: T.self)`, `String(reflecting: T.self)` and `NSStringFromClass(T.self)`.
  private func typeNameCall(at start: Int) -> (IdentifierExpression, Int)? {
    let name = text(start)
    guard name == "String" || name == "NSStringFromClass", start + 1 < tokens.count,
      tokens[start + 1].kind == .leftParen
    else { return nil }
    var cursor = start + 2
    var label = "_"
    if name == "String" {
      guard cursor + 1 < tokens.count, tokens[cursor + 1].kind == .colon else { return nil }
      label = text(cursor)
      cursor += 2
    }
    guard let (operand, next) = typeOperand(at: cursor) ?? metatypeValue(at: cursor), next < tokens.count,
      tokens[next].kind == .rightParen
    else { return nil }
    switch (name, label) {
    case ("String", "describing"): return (.describing(operand), next + 1)
    case ("String", "reflecting"): return (.reflecting(operand), next + 1)
    case ("NSStringFromClass", "_"): return (.classString(operand), next + 1)
    default: return nil
    }
  }

  /// `self`, `Self.self`, `self.self` or `T.self`.
  private func typeOperand(at start: Int) -> (TypeOperand, Int)? {
    guard let (path, next) = dottedPath(at: start) else { return nil }
    if path == ["self"] || path == ["Self", "self"] || path == ["self", "self"] { return (.selfType, next) }
    guard path.count > 1, path.last == "self", !path.dropLast().contains("self") else { return nil }
    return (.type(Array(path.dropLast())), next)
  }

  /// A bare name passed where a metatype goes (`String(describing: viewClass)`, with `viewClass` a helper's
  /// `UITableViewCell.Type` parameter): the same operand as `viewClass.self`, the type its value holds.
  private func metatypeValue(at start: Int) -> (TypeOperand, Int)? {
    guard let (path, next) = dottedPath(at: start), path.count == 1, path != ["self"], path != ["Self"] else {
      return nil
    }
    return (.type(path), next)
  }

  /// A `"…"` literal whose segments have no escapes; each interpolation is a type operand, which prints
  /// as `String(describing:)` does, or a string expression.
  private func stringLiteral(at start: Int, depth: Int) -> (IdentifierExpression, Int)? {
    guard text(start) == "\"" else { return nil }
    var parts: [IdentifierExpression] = []
    var cursor = start + 1
    while cursor < tokens.count {
      switch tokens[cursor].kind {
      case .stringSegment:
        let segment = text(cursor)
        guard !segment.contains("\\") else { return nil }
        parts.append(.literal(segment))
        cursor += 1
      case .interpolationStart:
        guard text(cursor) == "\\(" else { return nil }
        if let (operand, next) = typeOperand(at: cursor + 1), next < tokens.count,
          tokens[next].kind == .interpolationEnd
        {
          parts.append(.describing(operand))
          cursor = next + 1
        } else if let (inner, next) = sum(at: cursor + 1, depth: depth + 1), next < tokens.count,
          tokens[next].kind == .interpolationEnd
        {
          parts.append(inner)
          cursor = next + 1
        } else {
          return nil
        }
      case .stringQuote:
        guard text(cursor) == "\"" else { return nil }
        switch parts.count {
        case 0: return (.literal(""), cursor + 1)
        case 1: return (parts[0], cursor + 1)
        default: return (.concatenation(parts), cursor + 1)
        }
      default:
        return nil
      }
    }
    return nil
  }

  /// `a.b.c`, backticks removed, and the index after it. A type's generic arguments written right after its
  /// name stay in its component as written without spaces (`GenericCell<Game>.identifier` is
  /// `["GenericCell<Game>", "identifier"]`): a specialization is a type of its own (`SpecializedTypeName`).
  private func dottedPath(at start: Int) -> ([String], Int)? {
    // A closure's anonymous parameter (`$0.reuseIdentifier`) is read as any other name.
    guard var first = name(start) ?? anonymousParameter(start) else { return nil }
    var cursor = start + 1
    if let (arguments, next) = genericArguments(at: cursor) {
      first += arguments
      cursor = next
    }
    var path = [first]
    while cursor + 1 < tokens.count, tokens[cursor].kind == .period, var next = name(cursor + 1) {
      cursor += 2
      if let (arguments, after) = genericArguments(at: cursor) {
        next += arguments
        cursor = after
      }
      path.append(next)
    }
    return (path, cursor)
  }

  /// `<Game>` or `<Outer.Inner, [Int]>` right after a type's name at `start` (no space before `<`, and a
  /// `.` right after `>`, as a specialization is written before its member): its text without spaces, and
  /// the index after it. A comparison (`a < b`) has spaces, and nothing but names, `.`, `,`, `[`, `]`, `:`
  /// and `?` may be between the angle brackets.
  private func genericArguments(at start: Int) -> (String, Int)? {
    guard start < tokens.count, start > 0, tokens[start].kind == .operator, text(start).hasPrefix("<"),
      tokens[start].start == tokens[start - 1].end
    else { return nil }
    var depth = 0
    var written = ""
    var index = start
    while index < tokens.count, index - start < 64 {
      let token = tokens[index]
      switch token.kind {
      case .operator:
        let operatorText = text(index)
        guard operatorText.allSatisfy({ "<>?!".contains($0) }) else { return nil }
        for character in operatorText where character == "<" || character == ">" {
          depth += character == "<" ? 1 : -1
          guard depth >= 0 else { return nil }
        }
      case .identifier, .backtickIdentifier, .period, .comma, .leftSquare, .rightSquare, .colon:
        break
      default:
        return nil
      }
      written += text(index)
      index += 1
      if depth == 0 {
        guard index < tokens.count, tokens[index].kind == .period, tokens[index].start == token.end else {
          return nil
        }
        return (written, index)
      }
    }
    return nil
  }

  // MARK: - Tokens

  private func text(_ index: Int) -> String {
    String(
      decoding: UnsafeBufferPointer(rebasing: bytes[tokens[index].start..<tokens[index].end]), as: UTF8.self)
  }

  private func isWord(_ index: Int, _ word: String) -> Bool {
    index < tokens.count && tokens[index].kind == .identifier && text(index) == word
  }

  private func name(_ index: Int) -> String? {
    guard index < tokens.count else { return nil }
    switch tokens[index].kind {
    case .identifier: return text(index)
    case .backtickIdentifier: return String(text(index).dropFirst().dropLast())
    default: return nil
    }
  }

  private func anonymousParameter(_ index: Int) -> String? {
    guard index < tokens.count, tokens[index].kind == .dollarIdentifier else { return nil }
    let written = text(index)
    return written.dropFirst().allSatisfy(\.isNumber) ? written : nil
  }

  /// Whether a stored value ends before token `index`: a new line, `;`, `}` or the end of the file.
  private func endsStatement(_ index: Int) -> Bool {
    guard index < tokens.count else { return true }
    let token = tokens[index]
    return token.isAtStartOfLine || token.kind == .semicolon || token.kind == .rightBrace
      || token.kind == .endOfFile
  }

  private func shortened(from first: Int, through last: Int) -> String {
    let range = UnsafeBufferPointer(rebasing: bytes[tokens[first].start..<tokens[last].end])
    // Every `let` whose value is no identifier expression passes here. In ASCII text without `\r` (the
    // one ASCII pair that makes one `Character`), each byte is a `Character`: the prefix is cut from the
    // bytes, without decoding and counting the whole statement.
    if range.count > 48, !range.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) {
      return String(decoding: UnsafeBufferPointer(rebasing: range.prefix(45)), as: UTF8.self) + "..."
    }
    let text = String(decoding: range, as: UTF8.self)
    return text.count > 48 ? String(text.prefix(45)) + "..." : text
  }

  /// The statement's text from `start` to the end of its line, shortened.
  private func shortened(statementAt start: Int, before limit: Int? = nil) -> String {
    guard start < tokens.count, start != limit else { return "" }
    var last = start
    while last + 1 < tokens.count, !tokens[last + 1].isAtStartOfLine, tokens[last + 1].kind != .endOfFile,
      last + 1 != limit
    {
      last += 1
    }
    return shortened(from: start, through: last)
  }
}
