/// The type syntax of declarations: generic parameters, inheritance clauses, compositions and paths.
extension ScannerState {
  /// Parses `<T, U: P>` starting at the `<`; returns the parameter names and the index after `>`.
  func parseGenericParameters(from start: Int) -> (names: [String], next: Int) {
    var names: [String] = []
    var depth = 0
    var cursor = start
    var expectingName = false
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .operator:
        var previous: UInt8 = 0
        for byte in bytes[token.start..<token.end] {
          if byte == UInt8(ascii: "<") { depth += 1 }
          // The `>` of a function type's `->` closes nothing.
          if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { depth -= 1 }
          previous = byte
        }
        expectingName = depth == 1 && bytes[token.end - 1] == UInt8(ascii: "<")
        if depth <= 0 { return (names, cursor + 1) }
      case .comma:
        expectingName = depth == 1
      case .identifier, .backtickIdentifier:
        if expectingName {
          let name = identifierText(token)
          if name != "each" {
            names.append(name)
            expectingName = false
          }
        }
      case .leftBrace, .rightBrace, .endOfFile, .semicolon:
        return (names, cursor)
      default:
        expectingName = false
      }
      cursor += 1
    }
    return (names, cursor)
  }

  /// Parses a comma-separated inheritance or conformance list up to the body or `where`.
  func parseTypeList(from start: Int) -> ([[TypeReference]], Int) {
    var entries: [[TypeReference]] = []
    var cursor = start
    while cursor < tokens.count {
      let (composition, next) = parseComposition(from: cursor)
      if !composition.isEmpty { entries.append(composition) }
      cursor = next
      guard cursor < tokens.count, tokens[cursor].kind == .comma else { break }
      cursor += 1
    }
    return (entries, cursor)
  }

  /// Parses one type, or a composition `A & B`, starting at `start`. Types the scanner cannot name, such
  /// as function types, are skipped.
  func parseComposition(from start: Int) -> ([TypeReference], Int) {
    var parts: [TypeReference] = []
    var cursor = start
    while cursor < tokens.count {
      let unmarked = cursor
      cursor = skipTypeAttributes(from: cursor)
      guard cursor < tokens.count else { break }
      let token = tokens[cursor]
      if token.kind == .leftParen {
        // `(UITableViewCell)` is the type itself; a tuple or a function type names no class.
        let (inner, afterInner) = parseComposition(from: cursor + 1)
        let closes = afterInner < tokens.count && tokens[afterInner].kind == .rightParen
        let isFunctionType =
          closes && afterInner + 1 < tokens.count && tokens[afterInner + 1].kind == .operator
          && text(tokens[afterInner + 1]).hasPrefix("->")
        if closes, !isFunctionType {
          parts += inner
          cursor = afterInner + 1
        } else {
          cursor = skipBalanced(from: cursor)
        }
      } else if isName(token) {
        var (reference, next) = parseTypePath(from: cursor)
        reference.isMarked = cursor != unmarked
        parts.append(reference)
        cursor = next
      } else {
        break
      }
      // Postfix `?`, `!` and `...` belong to the type.
      while cursor < tokens.count, tokens[cursor].kind == .operator, isAttached(cursor, kind: .operator),
        text(tokens[cursor]) != "&"
      {
        cursor += 1
      }
      guard cursor < tokens.count, tokens[cursor].kind == .operator, text(tokens[cursor]) == "&" else {
        break
      }
      cursor += 1
    }
    return (parts, cursor)
  }

  /// Skips `@unchecked`, `@preconcurrency`, `~` (as in `~Copyable`) and `any`/`some`.
  func skipTypeAttributes(from start: Int) -> Int {
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .atSign {
        cursor += 2
        if isAttached(cursor, kind: .leftParen) { cursor = skipBalanced(from: cursor) }
      } else if token.kind == .operator, text(token) == "~" {
        cursor += 1
      } else if token.kind == .identifier, cursor + 1 < tokens.count, isName(tokens[cursor + 1]),
        ["any", "some", "sending", "borrowing", "consuming", "isolated"].contains(text(token))
      {
        cursor += 1
      } else {
        return cursor
      }
    }
    return cursor
  }

  /// Parses `A.B<C>.D`, dropping generic arguments.
  func parseTypePath(from start: Int) -> (TypeReference, Int) {
    var reference = TypeReference(components: [identifierText(tokens[start])])
    var cursor = start + 1
    while cursor < tokens.count {
      if isOperator(cursor, startingWith: UInt8(ascii: "<")) && isAttached(cursor, kind: .operator) {
        reference.hasGenericArguments = true
        // Generic arguments end where a parameter list would, so one routine skips both.
        cursor = parseGenericParameters(from: cursor).next
      } else if tokens[cursor].kind == .period, cursor + 1 < tokens.count, isName(tokens[cursor + 1]) {
        reference.components.append(identifierText(tokens[cursor + 1]))
        cursor += 2
      } else {
        break
      }
    }
    return (reference, cursor)
  }

  /// Skips a `where` clause up to the body's `{`.
  func skipWhereClause(from start: Int) -> Int {
    guard start < tokens.count, tokens[start].kind == .identifier,
      words.classify(bytes, start: tokens[start].start, end: tokens[start].end) == .where
    else { return start }
    var cursor = start + 1
    while cursor < tokens.count {
      switch tokens[cursor].kind {
      case .leftBrace, .rightBrace, .endOfFile, .semicolon:
        return cursor
      case .leftParen, .leftSquare:
        cursor = skipBalanced(from: cursor)
      default:
        cursor += 1
      }
    }
    return cursor
  }

  /// Skips a balanced `(…)` or `[…]` group that starts at `start`; stops early at a brace.
  func skipBalanced(from start: Int) -> Int {
    var depth = 0
    var cursor = start
    while cursor < tokens.count {
      switch tokens[cursor].kind {
      case .leftParen, .leftSquare:
        depth += 1
      case .rightParen, .rightSquare:
        depth -= 1
        if depth <= 0 { return cursor + 1 }
      case .leftBrace, .rightBrace, .endOfFile:
        return cursor
      default:
        break
      }
      cursor += 1
    }
    return cursor
  }
}
