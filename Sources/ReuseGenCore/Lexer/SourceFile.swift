/// One Swift file, read and lexed once: its bytes, its lossless tokens (those the scan lexed) and its lines
/// by the compiler's rule (`LineTable`). Every position the call-site layer, `audit` and `migrate` print
/// comes from here (DESIGN.md §10).
struct SourceFile: Sendable {
  /// The path printed in diagnostics.
  let path: String
  /// The path to open and rewrite.
  let filePath: String
  /// The file's bytes.
  let bytes: [UInt8]
  /// The tokens, ending with `.endOfFile`; they and their trivia tile `bytes`.
  let tokens: [Token]
  /// Where each line starts, by the compiler's line breaks (`LineTable`).
  let lineStarts: [Int]

  /// Lexes `bytes`: for text made in memory, such as a file as migrated.
  init(path: String, filePath: String, bytes: [UInt8]) {
    self.init(
      path: path, filePath: filePath, bytes: bytes,
      tokens: bytes.withUnsafeBufferPointer { Lexer.tokenize($0).tokens })
  }

  /// A file with the tokens its scan lexed, so that no file is lexed twice.
  init(path: String, filePath: String, bytes: [UInt8], tokens: [Token]) {
    self.path = path
    self.filePath = filePath
    self.bytes = bytes
    self.tokens = tokens
    lineStarts = bytes.withUnsafeBufferPointer { LineTable.lineStarts(of: $0) }
  }

  /// The text of token `index`.
  func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
  }

  /// The text from the start of token `first` to the end of token `last`, trivia between them included.
  func text(from first: Int, through last: Int) -> String {
    String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
  }

  /// Whether token `index` is the word `word`.
  func isWord(_ index: Int, _ word: String) -> Bool {
    // Conditions, not `&&`: in a debug build (the plugins') each operand of `&&` after the first is a
    // closure that copies the whole file to read `tokens`, and the index asks this of most tokens.
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    return hasText(index, word)
  }

  /// Whether token `index`'s text is `text`, compared byte for byte: indexing and reading call sites test
  /// most tokens this way, and making a `String` of each cost more than the test.
  func hasText(_ index: Int, _ text: String) -> Bool {
    let token = tokens[index]
    // The length first, which rules out most tokens; then the bytes, through the file's array alone: a
    // closure that captured `self` would copy the whole file in a debug build (the plugins').
    guard token.end - token.start == text.utf8.count else { return false }
    let bytes = bytes
    var text = text
    return text.withUTF8 { Self.bytes(bytes, at: token.start, equal: $0) }
  }

  /// Whether token `index`'s text is the UTF-8 `expected`.
  func hasText(_ index: Int, bytes expected: UnsafeBufferPointer<UInt8>) -> Bool {
    let token = tokens[index]
    guard token.end - token.start == expected.count else { return false }
    return Self.bytes(bytes, at: token.start, equal: expected)
  }

  /// Whether `bytes` hold `expected` from `start` on.
  private static func bytes(_ bytes: [UInt8], at start: Int, equal expected: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var offset = 0
    while offset < expected.count {
      if bytes[start + offset] != expected[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Whether token `index` has kind `kind`.
  func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
    // Conditions, not `&&`, as in `isWord`.
    guard index >= 0, index < tokens.count else { return false }
    return tokens[index].kind == kind
  }

  /// The identifier token's name without backticks, or `nil` for any other token.
  func name(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count else { return nil }
    switch tokens[index].kind {
    case .identifier: return text(index)
    case .backtickIdentifier: return String(text(index).dropFirst().dropLast())
    default: return nil
    }
  }

  /// The location of byte `offset`, columns in UTF-8 bytes.
  func location(ofOffset offset: Int) -> SourceLocation {
    let line = LineTable.line(containing: offset, lineStarts: lineStarts)
    return SourceLocation(path: path, line: line + 1, column: offset - lineStarts[line] + 1)
  }

  /// The location of token `index`.
  func location(_ index: Int) -> SourceLocation { location(ofOffset: tokens[index].start) }

  /// The index of the token that opens the bracket closed at `close` (`)`, `]` or `}`), or `nil` when the
  /// file starts first.
  func matchingOpen(_ close: Int) -> Int? {
    let closing = tokens[close].kind
    let opening: TokenKind =
      switch closing {
      case .rightParen: .leftParen
      case .rightSquare: .leftSquare
      default: .leftBrace
      }
    var depth = 0
    var index = close
    while index >= 0 {
      let kind = tokens[index].kind
      if kind == closing {
        depth += 1
      } else if kind == opening {
        depth -= 1
        if depth == 0 { return index }
      }
      index -= 1
    }
    return nil
  }

  /// The index of the token that closes the bracket opened at `open`, or `nil` when the file ends first.
  func matchingClose(_ open: Int) -> Int? {
    let opening = tokens[open].kind
    let closing: TokenKind =
      switch opening {
      case .leftParen: .rightParen
      case .leftSquare: .rightSquare
      default: .rightBrace
      }
    var depth = 0
    var index = open
    while index < tokens.count {
      let kind = tokens[index].kind
      if kind == opening {
        depth += 1
      } else if kind == closing {
        depth -= 1
        if depth == 0 { return index }
      } else if kind == .endOfFile {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Reads a dotted path of names starting at `start`, such as `Feed.Cell`: the names and the index of the
  /// last token.
  func dottedPath(at start: Int) -> (components: [String], last: Int)? {
    guard let first = name(start) else { return nil }
    var components = [first]
    var index = start
    while isKind(index + 1, .period), let next = name(index + 2) {
      components.append(next)
      index += 2
    }
    return (components, index)
  }

  /// The string a literal spells when tokens `first...last` are one single-line string literal without
  /// interpolations or escapes.
  func stringLiteral(from first: Int, through last: Int) -> String? {
    guard tokens[first].kind == .stringQuote, tokens[last].kind == .stringQuote, text(first) == "\"",
      text(last) == "\""
    else { return nil }
    if last == first + 1 { return "" }
    guard last == first + 2, tokens[first + 1].kind == .stringSegment else { return nil }
    let segment = text(first + 1)
    guard !segment.contains("\\") else { return nil }
    return segment
  }
}
