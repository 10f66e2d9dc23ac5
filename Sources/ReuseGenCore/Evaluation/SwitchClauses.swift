/// The `case` clause of a `switch` a token is in, read from the tokens: inside
///
/// ```swift
/// switch cellType {
/// case .metadata:
///   tableView.dequeueReusableCell(withIdentifier: cellType.rawValue, for: indexPath)
/// ```
///
/// `cellType` holds `.metadata`, so `cellType.rawValue` is that case's raw value, as Swift's own
/// exhaustivity reasoning narrows it (Beam's stream cells).
extension SourceFile {
  /// The enum cases (`.name`, comma-separated) of the `case` clause around `token` of a `switch subject`;
  /// in its `default:` clause, those of `allCases` no other clause names (Beam's `default:` after ten
  /// clauses holds `.Title` alone). `nil` when `token` is in no such clause, or a clause's pattern binds or
  /// matches anything else.
  func switchedCases(
    of subject: String, around token: Int, within body: Int, allCases: () -> [String]?
  ) -> [String]? {
    guard let clause = enclosingSwitchClause(around: token, within: body), clause.subject == subject else {
      return nil
    }
    guard isWord(clause.label, "default") else { return caseNames(after: clause.label) }
    // `@unknown default:` runs for cases the enum may gain: none the sources know.
    guard !isWord(clause.label - 1, "unknown"), let close = matchingClose(clause.body), let all = allCases()
    else { return nil }
    var named = Set<String>()
    for label in clauseLabels(from: clause.body + 1, to: close) where label != clause.label {
      guard let names = caseNames(after: label) else { return nil }
      named.formUnion(names)
    }
    return all.filter { !named.contains($0) }
  }

  /// The `case` and `default` keywords that start the clauses of a `switch` body between `start` and `end`.
  private func clauseLabels(from start: Int, to end: Int) -> [Int] {
    var labels: [Int] = []
    var depth = 0
    for index in start..<end {
      switch tokens[index].kind {
      case .leftBrace, .leftParen, .leftSquare: depth += 1
      case .rightBrace, .rightParen, .rightSquare: depth -= 1
      case .identifier
      where depth == 0 && (isWord(index, "case") || isWord(index, "default")) && tokens[index].isAtStartOfLine:
        labels.append(index)
      default: break
      }
    }
    return labels
  }

  /// A `case let name as Type.Type:` clause of a `switch` over a metatype: inside it, `name` is the
  /// subject's type when that type is a kind of `Type`, and the clause does not run otherwise.
  struct MetatypeCastClause {
    var subject: String
    var name: String
    var type: [String]
    /// The casts of every clause of the same `switch`, in order.
    var siblings: [[String]]
    /// Whether the cast is an `if`'s condition, whose code runs only when it succeeds (no clause of a
    /// `switch` takes the type otherwise).
    var isIf = false
  }

  /// The metatype cast clause around `token` (Beam's `register<T>(_ type: T.Type)` helper, which switches
  /// over `type` with `case let cell as UITableViewCell.Type:`); `nil` when `token` is in none.
  func switchedMetatypeCast(around token: Int, within body: Int) -> MetatypeCastClause? {
    guard let clause = enclosingSwitchClause(around: token, within: body),
      let (name, type) = metatypeCast(after: clause.label),
      let close = matchingClose(clause.body)
    else { return nil }
    let siblings = clauseLabels(from: clause.body + 1, to: close).compactMap { metatypeCast(after: $0)?.type }
    return MetatypeCastClause(subject: clause.subject, name: name, type: type, siblings: siblings)
  }

  /// The conditions `let name = subject as? Type.Type` of the `if`s of the body that starts at `body`, each
  /// with the tokens it governs: its later conditions and its body (Beam's `dequeueReusable(_:for:)`: `if let
  /// headerFooterType = type as? UITableViewHeaderFooterView.Type, let headerFooter =
  /// dequeueReusableHeaderFooterView(…)`). There, `name` is the subject's type when that type is a kind of
  /// `Type`, and the code does not run otherwise; the `if`'s `else` runs whatever the type is, so a clause has
  /// no siblings. In order: a later one inside an earlier one is the inner. Read once per helper, not per call
  /// token in it.
  func ifMetatypeCasts(within body: Int) -> [(governs: Range<Int>, clause: MetatypeCastClause)] {
    guard let end = matchingClose(body) else { return [] }
    var found: [(governs: Range<Int>, clause: MetatypeCastClause)] = []
    for index in (body + 1)..<end where isWord(index, "if") {
      // The conditions, up to the `{` of the body at depth 0.
      var cursor = index + 1
      var depth = 0
      var cast: (name: String, subject: String, type: [String], end: Int)?
      while cursor < end {
        switch tokens[cursor].kind {
        case .leftParen, .leftSquare: depth += 1
        case .rightParen, .rightSquare: depth -= 1
        default: break
        }
        if depth == 0, isKind(cursor, .leftBrace) { break }
        if depth == 0, cast == nil, isWord(cursor, "let"), let found = metatypeCondition(at: cursor) {
          cast = found
        }
        cursor += 1
      }
      guard let cast, isKind(cursor, .leftBrace), let close = matchingClose(cursor) else { continue }
      found.append(
        (
          cast.end + 1..<close,
          MetatypeCastClause(
            subject: cast.subject, name: cast.name, type: cast.type, siblings: [], isIf: true)
        ))
    }
    return found
  }

  /// `let name = subject as? Type.Type` starting at the `let` at `start`, with its last token; `subject` is
  /// a name or `Name.self`.
  private func metatypeCondition(at start: Int) -> (name: String, subject: String, type: [String], end: Int)?
  {
    guard let name = name(start + 1), isKind(start + 2, .operator), text(start + 2) == "=",
      let subject = self.name(start + 3)
    else { return nil }
    var cursor = start + 4
    if isKind(cursor, .period), isWord(cursor + 1, "self") { cursor += 2 }
    guard isWord(cursor, "as"), let path = dottedPath(at: cursor + 2), path.components.count >= 2,
      path.components.last == "Type", isKind(cursor + 1, .operator), text(cursor + 1) == "?"
    else { return nil }
    return (name, subject, Array(path.components.dropLast()), path.last)
  }

  /// `let name as Type.Type` up to the `:` after a `case` keyword at `label`.
  private func metatypeCast(after label: Int) -> (name: String, type: [String])? {
    guard isWord(label + 1, "let"), let name = name(label + 2), isWord(label + 3, "as"),
      let path = dottedPath(at: label + 4), path.components.count >= 2, path.components.last == "Type",
      isKind(path.last + 1, .colon)
    else { return nil }
    return (name, Array(path.components.dropLast()))
  }

  /// The `case` or `default` keyword of the clause of a `switch subject { … }` that `token` is in, the `{`
  /// of the switch's body, and the subject when it is one name; `nil` outside any. The walk goes
  /// back no further than `body`, the outermost `{` of code around the token: a switch is inside it, and
  /// the callers ask of every call in a helper's body, whose file may be long.
  private func enclosingSwitchClause(around token: Int, within body: Int) -> (
    label: Int, body: Int, subject: String
  )? {
    var depth = 0
    var cursor = token - 1
    var label: Int?
    while cursor > body {
      switch tokens[cursor].kind {
      case .rightBrace, .rightParen, .rightSquare:
        depth += 1
      case .leftParen, .leftSquare:
        depth -= 1
        if depth < 0 { depth = 0 }
      case .leftBrace:
        if depth > 0 {
          depth -= 1
        } else if let label {
          // The brace that opens the switch's body, after `switch subject`.
          guard isWord(cursor - 2, "switch"), let subject = name(cursor - 1) else { return nil }
          return (label, cursor, subject)
        }
      // Another brace around the token (an `if` in the clause): the clause is further out.
      case .identifier where depth == 0 && label == nil:
        // A clause starts a line or follows `;`; `@unknown default:` is a clause too (not a subscript's
        // `default:` label).
        if isWord(cursor, "case") || (isWord(cursor, "default") && isKind(cursor + 1, .colon)),
          tokens[cursor].isAtStartOfLine || isKind(cursor - 1, .semicolon) || isWord(cursor - 1, "unknown")
        {
          label = cursor
        }
      default:
        break
      }
      cursor -= 1
    }
    return nil
  }

  /// `.a, .b` up to the `:` after a `case` keyword at `label`; `nil` for any other pattern.
  private func caseNames(after label: Int) -> [String]? {
    var names: [String] = []
    var index = label + 1
    while isKind(index, .period), let name = name(index + 1) {
      names.append(name)
      index += 2
      if isKind(index, .colon) { return names }
      guard isKind(index, .comma) else { return nil }
      index += 1
    }
    return nil
  }
}
