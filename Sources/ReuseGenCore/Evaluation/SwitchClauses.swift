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
  func switchedCases(of subject: String, around token: Int) -> [String]? {
    var depth = 0
    var cursor = token - 1
    var label: Int?
    while cursor >= 0 {
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
          guard isWord(cursor - 2, "switch"), name(cursor - 1) == subject else { return nil }
          return caseNames(after: label)
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
