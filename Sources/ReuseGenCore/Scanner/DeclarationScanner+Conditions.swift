/// `#if` blocks: the scanner follows each clause, and records the condition every declaration in it needs.
extension ScannerState {
  mutating func handleDirective(_ token: Token) {
    let directive = text(token)
    let conditionStart = index + 1
    var conditionEnd = conditionStart
    if directive == "#if" || directive == "#elseif" {
      conditionEnd = endOfCondition(from: conditionStart)
    }
    let condition = renderCondition(conditionStart..<conditionEnd)
    switch directive {
    case "#if":
      blocks.append(
        ConditionalBlock(
          id: nextBlockID,
          clauseConditions: [condition],
          scopeDepth: scopes.count,
          offset: token.start
        ))
      nextBlockID += 1
    case "#elseif", "#else":
      guard var block = blocks.popLast() else {
        warn(.directiveWithoutIf(directive: directive), at: token.start)
        break
      }
      restoreScopes(to: block.scopeDepth)
      block.isElse = directive == "#else"
      if !block.isElse { block.clauseConditions.append(condition) }
      block.rendered = nil
      block.clause += 1
      blocks.append(block)
    case "#endif":
      guard let block = blocks.popLast() else {
        warn(.endifWithoutIf, at: token.start)
        break
      }
      restoreScopes(to: block.scopeDepth)
    default:
      // `#available`, `#selector`, freestanding macros: expressions the scanner need not understand.
      clearPending()
    }
    index = max(conditionEnd, index + 1)
  }

  /// The conditions of the open clauses, rendered as DESIGN.md §4 says: `c` for `#if c`;
  /// `!(c1) && … && (c)` for an `#elseif c`; `!(c1) && … && !(cn)` for `#else`.
  mutating func conditionalContext() -> ConditionalContext {
    var context = ConditionalContext()
    for index in blocks.indices {
      if blocks[index].rendered == nil {
        let block = blocks[index]
        let earlier = block.isElse ? block.clauseConditions[...] : block.clauseConditions.dropLast()
        var parts = earlier.map { "!(\($0))" }
        if !block.isElse, let current = block.clauseConditions.last {
          parts.append(block.clause == 0 ? current : "(\(current))")
        }
        blocks[index].rendered = parts.joined(separator: " && ")
      }
      let block = blocks[index]
      context.conditions.append(block.rendered ?? "")
      context.branches.append(ConditionalBranch(block: block.id, clause: block.clause))
    }
    return context
  }

  /// Each clause of an `#if` must be balanced; a clause that leaves braces open is malformed, and closing
  /// them keeps one bad clause from corrupting the scopes of the rest of the file.
  mutating func restoreScopes(to depth: Int) {
    if scopes.count > depth {
      warn(.missingClosingBraceInIfClause, at: scopes[depth].braceOffset)
      scopes.removeSubrange(depth...)
    }
    pendingBody = nil
  }

  /// The end of an `#if` condition: the end of its line, unless an open parenthesis or a binary operator
  /// at the end of the line (or `&&` / `||` at the start of the next) carries the expression on, as
  /// Swift's parser does.
  func endOfCondition(from start: Int) -> Int {
    var cursor = start
    var depth = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .endOfFile || token.kind == .poundKeyword { break }
      if cursor > start, token.isAtStartOfLine, depth == 0 {
        let previous = tokens[cursor - 1]
        let continues =
          (previous.kind == .operator && !isPostfix(previous))
          || (token.kind == .operator && ["&&", "||"].contains(text(token)))
        if !continues { break }
      }
      switch token.kind {
      case .leftParen: depth += 1
      case .rightParen: depth = max(0, depth - 1)
      case .leftBrace, .rightBrace: return cursor
      default: break
      }
      cursor += 1
    }
    return cursor
  }

  /// A `!` written right after an operand, as in `#if x!`, does not continue onto the next line.
  func isPostfix(_ token: Token) -> Bool {
    token.start > 0 && !Trivia.isWhitespace(bytes[token.start - 1]) && text(token) != "&&"
      && text(token) != "||"
  }

  /// Whether trivia holds whitespace once its comments are removed: `os(/* x */iOS)` renders as
  /// `os(iOS)`, and `A /* x */ && B` as `A && B`.
  func containsWhitespace(_ range: Range<Int>) -> Bool {
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "/"), cursor + 1 < range.upperBound, bytes[cursor + 1] == UInt8(ascii: "*") {
        // A block comment separates nothing by itself: `os(/* x */iOS)` is `os(iOS)`.
        cursor = Trivia.blockComment(in: bytes, from: cursor, limit: range.upperBound).end
        continue
      }
      if byte == UInt8(ascii: "/"), cursor + 1 < range.upperBound, bytes[cursor + 1] == UInt8(ascii: "/") {
        // A line comment runs to the line break, which is whitespace.
        return true
      }
      if Trivia.isWhitespace(byte) { return true }
      cursor += 1
    }
    return false
  }

  /// The condition's tokens with each run of whitespace and comments collapsed to one space.
  func renderCondition(_ range: Range<Int>) -> String {
    var rendered: [UInt8] = []
    for tokenIndex in range {
      let token = tokens[tokenIndex]
      if tokenIndex > range.lowerBound, containsWhitespace(tokens[tokenIndex - 1].end..<token.start) {
        rendered.append(UInt8(ascii: " "))
      }
      rendered += bytes[token.start..<token.end]
    }
    return String(decoding: rendered, as: UTF8.self)
  }
}
