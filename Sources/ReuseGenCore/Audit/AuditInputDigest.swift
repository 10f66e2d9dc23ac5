/// The digest by which the audit cache (`AuditCache`) tells one content of an input file from another: two
/// contents of one digest give `audit` the same answer.
///
/// For most files that is a hash of every byte. A Swift file whose code ends with a line of its own, and
/// after it holds nothing but whitespace and `//` comments, is hashed without that tail, with only a flag
/// that it had one: a comment appended to the end of a file (an edit a developer makes while writing, and
/// one the benchmarks make) then keeps the kept output. Nothing `audit` reports reads such a tail:
/// - its tokens are the same, at the same lines and columns, since the tail follows the last of them and
///   the lexer reads it as trivia, and starts on a line after the last token's;
/// - the only text `audit` quotes from trivia is that between two tokens of one expression
///   (`SourceFile.text(from:through:)`), never the end-of-file token's;
/// - the comments it reads are the suppressions and the generated file's header, which spell `reusegen`:
///   a tail that holds that word is hashed whole.
enum AuditInputDigest {
  /// The digest of `bytes`, the contents of an input file; `isSwift` when it is a Swift source.
  static func digest(_ bytes: UnsafeBufferPointer<UInt8>, isSwift: Bool) -> UInt64 {
    digests(bytes, isSwift: isSwift).digest
  }

  /// The digest of `bytes` and, for a Swift file, its token digest (`tokenDigest`), from one lex.
  static func digests(_ bytes: UnsafeBufferPointer<UInt8>, isSwift: Bool) -> (digest: UInt64, tokens: UInt64?)
  {
    guard isSwift else { return (combine(ContentHash.of(bytes), 0), nil) }
    let lexed = Lexer.tokenize(bytes)
    let tokens = tokenDigest(bytes, tokens: lexed.tokens, lexedCleanly: lexed.diagnostics.isEmpty)
    guard let codeEnd = codeEndBeforePlainTail(bytes, tokens: lexed.tokens) else {
      return (combine(ContentHash.of(bytes), 0), tokens)
    }
    return (combine(ContentHash.of(UnsafeBufferPointer(rebasing: bytes[..<codeEnd])), 1), tokens)
  }

  /// The end of the file's last token when everything after it is a plain tail: a line break, then only
  /// whitespace and `//` comments that do not spell `reusegen`; `nil` otherwise.
  static func codeEndBeforePlainTail(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    codeEndBeforePlainTail(bytes, tokens: Lexer.tokenize(bytes).tokens)
  }

  private static func codeEndBeforePlainTail(_ bytes: UnsafeBufferPointer<UInt8>, tokens: [Token]) -> Int? {
    // The last token is the end of the file's; the one before it, if any, the last of the code.
    let codeEnd = tokens.count >= 2 ? tokens[tokens.count - 2].end : 0
    var position = codeEnd
    var sawLineBreak = codeEnd == 0
    while position < bytes.count {
      let byte = bytes[position]
      if Trivia.isWhitespace(byte) {
        if Trivia.isNewline(byte) { sawLineBreak = true }
        position += 1
        continue
      }
      let slash = UInt8(ascii: "/")
      guard sawLineBreak, byte == slash, position + 1 < bytes.count, bytes[position + 1] == slash else {
        return nil
      }
      var end = position + 2
      while end < bytes.count, !Trivia.isNewline(bytes[end]) { end += 1 }
      if String(decoding: bytes[position..<end], as: UTF8.self).contains("reusegen") { return nil }
      position = end
    }
    return codeEnd
  }

  /// The word whose files are hashed whole by `tokenDigest`: the suppressions and the generated file's
  /// header, the only comments `audit` reads, spell it.
  private static let readComment = ByteSearch("reusegen")

  /// The digest of a Swift file's tokens (`tokens`, lexed from `bytes`) and of the trivia `audit` may read,
  /// without the line breaks, indentation and comments between statements: two contents of one token
  /// digest give `audit` the same answer but for the lines and columns of the file's own locations, which
  /// keep their order (`AuditCache`, "moved locations"). `nil` for a file that must be equal byte for byte:
  /// one the lexer complained about, one that spells `reusegen` (a suppression reads its comment and the
  /// line it stands on), one with `#line`, `#column` or `#sourceLocation`, whose values are lines.
  ///
  /// Why it stands. The digest holds every token's kind, every byte of every token, and every byte of the
  /// trivia between two tokens except the file's first and a run that holds a line break, lies outside every parenthesis,
  /// bracket and interpolation, is beside no `.` and comes before no opening parenthesis or bracket, and
  /// continues no expression (`continuesExpression`); of
  /// such a run only its last byte (the spacing before a token, which a ternary's `?` and a `#if`
  /// condition read). `audit` reads trivia in three ways: a line
  /// break before a token (`Token.isAtStartOfLine`, the same in both since the runs left out hold one
  /// and the others are kept); the byte before a token (kept); and the text of a run of tokens it quotes:
  /// an argument of a call (inside its parentheses), a receiver (names, `.` and bracketed groups), a loop's
  /// sequence, or a statement up to the end of its line; each of which holds no trivia left out.
  static func tokenDigest(_ bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], lexedCleanly: Bool) -> UInt64?
  {
    guard lexedCleanly, !readComment.occurs(in: bytes) else { return nil }
    // Each token's kind; the bytes kept, in order; the tokens before which a run of trivia was left out.
    // One pass over the tokens, with nothing but their kinds read for most: the debug build runs it on every
    // file of a cold run.
    var kinds = [UInt8](repeating: 0, count: tokens.count)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var leftOut: [UInt8] = []
    var copied = 0
    var isLinePound = false
    tokens.withUnsafeBufferPointer { tokens in
      kinds.withUnsafeMutableBufferPointer { kinds in
        var depth = 0
        var previous = TokenKind.endOfFile
        var lastLeftOut = 0
        for index in 0..<tokens.count {
          let kind = tokens[index].kind
          kinds[index] = kind.rawValue
          if kind == .poundKeyword, Self.isLinePound(bytes, tokens[index]) {
            isLinePound = true
            return
          }
          if index == 0 {
            // The trivia before the first token, which no token precedes: nothing reads it but the
            // comments that spell `reusegen`.
            copied = tokens[0].start
          } else if depth == 0, tokens[index].isAtStartOfLine, kind != .period, kind != .leftParen,
            kind != .leftSquare, previous != .period,
            !Self.continuesExpression(bytes, tokens, at: index, since: lastLeftOut)
          {
            lastLeftOut = index
            let (start, end) = (tokens[index - 1].end, tokens[index].start)
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            kept.append(bytes[end - 1])
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: index).littleEndian) {
              leftOut.append(contentsOf: $0)
            }
            copied = end
          }
          switch kind {
          case .leftParen, .leftSquare, .interpolationStart: depth += 1
          case .rightParen, .rightSquare, .interpolationEnd: depth = max(0, depth - 1)
          default: break
          }
          previous = kind
        }
      }
    }
    if isLinePound { return nil }
    kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    var writer = ScanFactWriter(path: "")
    for part in [kinds, kept, leftOut] {
      writer.writeUnsigned(UInt64(part.count))
      writer.writeUnsigned(part.withUnsafeBufferPointer(ContentHash.of))
    }
    return writer.bytes.withUnsafeBufferPointer(ContentHash.of)
  }

  /// Whether the line break before token `index` (outside every parenthesis and bracket) may lie inside
  /// an expression whose text is quoted: beside an operator, a `:` or a `,` (a binary operator, a ternary,
  /// a list continued on the next line), before `as` or `is`, or in the header of a `for … in … {` loop,
  /// whose sequence is quoted when it is not understood. The header is looked for back to `since`, the
  /// last token before which a run was left out: by induction none was inside a header.
  private static func continuesExpression(
    _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, at index: Int, since: Int
  ) -> Bool {
    func continues(_ kind: TokenKind) -> Bool { kind == .operator || kind == .colon || kind == .comma }
    if continues(tokens[index].kind) || continues(tokens[index - 1].kind)
      || isWord(bytes, tokens[index], "as") || isWord(bytes, tokens[index], "is")
    {
      return true
    }
    var depth = 0
    var cursor = index - 1
    while cursor >= since {
      switch tokens[cursor].kind {
      case .rightParen, .rightSquare, .interpolationEnd: depth += 1
      case .leftParen, .leftSquare, .interpolationStart: depth = max(0, depth - 1)
      case .leftBrace, .rightBrace, .semicolon:
        if depth == 0 { return false }
      case .identifier:
        if depth == 0, isWord(bytes, tokens[cursor], "for") { return true }
      default: break
      }
      cursor -= 1
    }
    return false
  }

  /// Whether `token` is the identifier `word`, an ASCII word.
  private static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token, _ word: StaticString)
    -> Bool
  {
    guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else { return false }
    return UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount).elementsEqual(
      UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
  }

  /// Whether the `#` keyword `token` is one whose value is a line or column.
  private static func isLinePound(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    return text == "#line" || text == "#column" || text == "#sourceLocation"
  }

  private static func combine(_ hash: UInt64, _ flag: UInt8) -> UInt64 {
    var writer = ScanFactWriter(path: "")
    writer.writeUnsigned(hash)
    writer.writeByte(flag)
    return writer.bytes.withUnsafeBufferPointer(ContentHash.of)
  }
}
