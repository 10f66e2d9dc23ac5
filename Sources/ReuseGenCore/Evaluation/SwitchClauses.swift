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
  /// `nil` when `token` is in no such clause, or the clause's pattern binds or matches anything else.
  func switchedCases(of subject: String, around token: Int, within body: Int) -> [String]? {
    guard let clause = enclosingSwitchClause(around: token, within: body), clause.subject == subject else {
      return nil
    }
    return caseNames(after: clause.label)
  }

  /// A `case let name as Type.Type:` clause of a `switch` over a metatype: inside it, `name` is the
  /// subject's type when that type is a kind of `Type`, and the clause does not run otherwise.
  struct MetatypeCastClause {
    var subject: String
    var name: String
    var type: [String]
    /// The casts of every clause of the same `switch`, in order.
    var siblings: [[String]]
  }

  /// The metatype cast clause around `token` (Beam's `register<T>(_ type: T.Type)` helper, which switches
  /// over `type` with `case let cell as UITableViewCell.Type:`); `nil` when `token` is in none.
  func switchedMetatypeCast(around token: Int, within body: Int) -> MetatypeCastClause? {
    guard let clause = enclosingSwitchClause(around: token, within: body),
      let (name, type) = metatypeCast(after: clause.label),
      let close = matchingClose(clause.body)
    else { return nil }
    var siblings: [[String]] = []
    var depth = 0
    for index in (clause.body + 1)..<close {
      switch tokens[index].kind {
      case .leftBrace, .leftParen, .leftSquare: depth += 1
      case .rightBrace, .rightParen, .rightSquare: depth -= 1
      case .identifier where depth == 0 && isWord(index, "case") && tokens[index].isAtStartOfLine:
        if let (_, sibling) = metatypeCast(after: index) { siblings.append(sibling) }
      default: break
      }
    }
    return MetatypeCastClause(subject: clause.subject, name: name, type: type, siblings: siblings)
  }

  /// `let name as Type.Type` up to the `:` after a `case` keyword at `label`.
  private func metatypeCast(after label: Int) -> (name: String, type: [String])? {
    guard isWord(label + 1, "let"), let name = name(label + 2), isWord(label + 3, "as"),
      let path = dottedPath(at: label + 4), path.components.count >= 2, path.components.last == "Type",
      isKind(path.last + 1, .colon)
    else { return nil }
    return (name, Array(path.components.dropLast()))
  }

  /// The `case` keyword of the clause of a `switch subject { … }` that `token` is in, the `{` of the switch's
  /// body, and the subject when it is one name; `nil` in a `default` clause or outside any. The walk goes
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
        if isWord(cursor, "default") { return nil }
        if isWord(cursor, "case"), tokens[cursor].isAtStartOfLine || isKind(cursor - 1, .semicolon) {
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
