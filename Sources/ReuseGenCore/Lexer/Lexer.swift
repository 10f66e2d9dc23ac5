#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lossless Swift lexer: a cursor over UTF-8 bytes that hands out one token at a time.
///
/// It never fails. Bytes that start no Swift token become `.unknown` tokens, and unterminated comments,
/// strings and regular expressions produce a diagnostic and end where Swift's own lexer would end them.
/// Every byte is consumed exactly once, except the few lookahead bytes that decide a `/`, so the time is
/// linear in the input's size.
package struct Lexer {
  /// What the cursor is inside; the stack's top decides how the next bytes are read.
  private enum Mode {
    /// Ordinary code, at top level or inside an interpolation.
    case code(Interpolation?)
    /// The body of a string literal.
    case string(StringDelimiter)
  }

  /// An open `\(` and the string it belongs to.
  private struct Interpolation {
    var parenDepth: Int
    var stringIsSingleLine: Bool
  }

  /// How a string literal that is being read will close.
  private struct StringDelimiter {
    var hashes: Int
    var isMultiline: Bool
    var openingOffset: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  /// `ByteClass.table`, held here so that the inner loops load it once.
  private let byteClasses = ByteClass.table
  private var position = 0
  /// The innermost mode. It is kept apart from the enclosing ones because every token asks for it, and a
  /// stored enum is cheaper to read than an array's last element.
  private var mode: Mode = .code(nil)
  /// The modes around `mode`, outermost first; empty in code outside every string.
  private var enclosingModes: [Mode] = []
  /// The previous token, kept so that a `/` can tell whether it follows an expression. Deciding only
  /// when a `/` appears keeps keyword checks off the path of every other token.
  private var previousKind: TokenKind?
  private var previousStart = 0
  private var previousEnd = 0
  private var newlineInPreviousTrailingTrivia = true
  private var finished = false
  /// Bytes that bare-regex lookahead may still read. Real code spends a few bytes per `/`; a line of
  /// `(/[` repeated would make every `/` read to the end of the line. Once spent, `/` is an operator.
  private var regexLookaheadBudget: Int

  /// Where the next token's leading trivia starts; it begins at 0 so that a byte-order mark or shebang
  /// line becomes the first token's trivia.
  private var nextLeadingStart = 0

  /// The problems found so far.
  package private(set) var diagnostics: [LexerDiagnostic] = []

  /// Creates a lexer over `bytes`, which must stay valid while the lexer is used.
  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.regexLookaheadBudget = 2 * bytes.count + Self.maximumBareRegexLength
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
    }
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "#"),
      bytes[position + 1] == UInt8(ascii: "!")
    {
      skipToEndOfLine()
    }
  }

  /// Returns the next token. After the input is exhausted it returns `.endOfFile` tokens forever.
  package mutating func next() -> Token {
    lexToken()
  }

  /// Lexes the whole input into an array that ends with the `.endOfFile` token.
  package static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    tokens: [Token], diagnostics: [LexerDiagnostic]
  ) {
    let buffer = TokenBuffer()
    // The tokens live in the buffer, which must outlive the copy.
    return withExtendedLifetime(buffer) {
      let diagnostics = tokenize(bytes, into: buffer)
      return (Array(buffer.tokens), diagnostics)
    }
  }

  /// Lexes the whole input into `buffer`, replacing what it held, and returns the diagnostics. Every token
  /// but the last takes at least one byte, so `bytes.count + 1` tokens always fit, and the loop writes
  /// them with no capacity checks.
  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: TokenBuffer) -> [LexerDiagnostic] {
    let storage = buffer.prepare(forInputOfSize: bytes.count)
    var lexer = Lexer(bytes: bytes)
    var count = 0
    while true {
      let token = lexer.next()
      precondition(count <= bytes.count, "a token took no byte")
      storage[count] = token
      count += 1
      if token.kind == .endOfFile { break }
    }
    buffer.count = count
    return lexer.diagnostics
  }

  // MARK: - Modes

  private mutating func push(_ newMode: Mode) {
    enclosingModes.append(mode)
    mode = newMode
  }

  /// Leaves the innermost string or interpolation; the code outside every string is never left.
  private mutating func pop() {
    mode = enclosingModes.popLast() ?? .code(nil)
  }

  // MARK: - Dispatch

  private mutating func lexToken() -> Token {
    // The loop, rather than recursion, re-dispatches after an unterminated string is closed, so that
    // deeply nested open strings cannot exhaust the stack.
    let leadingStart = nextLeadingStart
    while true {
      if case .string(let delimiter) = mode {
        if let token = lexStringBody(delimiter, leadingStart: leadingStart) { return token }
        continue
      }
      let sawNewline = skipTrivia(stopAtNewline: false) || newlineInPreviousTrailingTrivia
      if sawNewline {
        abandonSingleLineInterpolations()
        // An abandoned interpolation can leave the cursor inside an enclosing multi-line string.
        if case .string = mode { continue }
      }
      let start = position
      guard position < bytes.count else {
        diagnoseOpenStringsAtEnd()
        return finish(.endOfFile, leadingStart: leadingStart, start: start, atLineStart: sawNewline)
      }
      let kind = lexCodeToken()
      return finish(kind, leadingStart: leadingStart, start: start, atLineStart: sawNewline)
    }
  }

  /// Reports the outermost string still open at the end of the input, once: the strings nested in it
  /// are open because it is, and one warning per level would bury the real one.
  private mutating func diagnoseOpenStringsAtEnd() {
    guard !finished else { return }
    finished = true
    for case .string(let delimiter) in enclosingModes + [mode] {
      diagnose(at: delimiter.openingOffset, "unterminated string literal")
      break
    }
    mode = .code(nil)
    enclosingModes.removeAll()
  }

  private mutating func finish(
    _ kind: TokenKind,
    leadingStart: Int,
    start: Int,
    atLineStart: Bool
  ) -> Token {
    let end = position
    var trailingEnd = end
    newlineInPreviousTrailingTrivia = false
    if kind != .endOfFile, case .code = mode {
      newlineInPreviousTrailingTrivia = skipTrivia(stopAtNewline: true)
      trailingEnd = position
    }
    previousKind = kind
    previousStart = start
    previousEnd = end
    nextLeadingStart = trailingEnd
    return Token(
      kind: kind,
      leadingTriviaStart: leadingStart,
      start: start,
      end: end,
      trailingTriviaEnd: trailingEnd,
      isAtStartOfLine: atLineStart
    )
  }

  // MARK: - Code

  @inline(__always)
  private mutating func lexCodeToken() -> TokenKind {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      0x80...0xFF:
      position += 1
      skipIdentifierBody()
      return .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
      return .number
    case UInt8(ascii: "`"):
      return lexBacktickIdentifier()
    case UInt8(ascii: "$"):
      position += 1
      skipIdentifierBody()
      return .dollarIdentifier
    case UInt8(ascii: "\""):
      return openString(hashes: 0, start: position)
    case UInt8(ascii: "#"):
      return lexPound()
    case UInt8(ascii: "@"):
      position += 1
      return .atSign
    case UInt8(ascii: "("):
      position += 1
      if case .code(var interpolation?) = mode {
        interpolation.parenDepth += 1
        mode = .code(interpolation)
      }
      return .leftParen
    case UInt8(ascii: ")"):
      position += 1
      if case .code(var interpolation?) = mode {
        if interpolation.parenDepth == 0 {
          pop()
          return .interpolationEnd
        }
        interpolation.parenDepth -= 1
        mode = .code(interpolation)
      }
      return .rightParen
    case UInt8(ascii: "{"): return single(.leftBrace)
    case UInt8(ascii: "}"): return single(.rightBrace)
    case UInt8(ascii: "["): return single(.leftSquare)
    case UInt8(ascii: "]"): return single(.rightSquare)
    case UInt8(ascii: ","): return single(.comma)
    case UInt8(ascii: ":"): return single(.colon)
    case UInt8(ascii: ";"): return single(.semicolon)
    case UInt8(ascii: "\\"): return single(.backslash)
    case UInt8(ascii: "."):
      if peek(1) == UInt8(ascii: ".") {
        lexOperator()
        return .operator
      }
      return single(.period)
    case UInt8(ascii: "/"):
      let followsExpression = previousKind.map {
        Self.endsExpression($0, bytes: bytes, start: previousStart, end: previousEnd)
      }
      if followsExpression != true, let end = bareRegexEnd() {
        position = end
        return .regex
      }
      lexOperator()
      return .operator
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      lexOperator()
      return .operator
    default:
      return single(.unknown)
    }
  }

  private mutating func single(_ kind: TokenKind) -> TokenKind {
    position += 1
    return kind
  }

  private func peek(_ distance: Int) -> UInt8? {
    let index = position + distance
    return index < bytes.count ? bytes[index] : nil
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  private mutating func skipIdentifierBody() {
    // A local cursor stays in a register; `position` would be stored back on every byte. Identifiers are
    // most of a Swift file's bytes, so they are read eight at a time while eight remain.
    var cursor = position
    if let base = bytes.baseAddress {
      while cursor &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
        let stops = ByteClass.nonIdentifierBytes(word)
        if stops != 0 {
          position = cursor &+ stops.trailingZeroBitCount / 8
          return
        }
        cursor &+= 8
      }
    }
    while cursor < bytes.count, byteClasses[Int(bytes[cursor])] & ByteClass.identifierBody != 0 {
      cursor &+= 1
    }
    position = cursor
  }

  private mutating func lexNumber() {
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isIdentifierBody(byte) {
        position += 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
        let previous = Optional(bytes[position - 1]),
        previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p")
          || previous == UInt8(ascii: "P")
      {
        position += 1
      } else if byte == UInt8(ascii: "."), let after = peek(1), after >= UInt8(ascii: "0"),
        after <= UInt8(ascii: "9")
      {
        position += 1
      } else {
        return
      }
    }
  }

  private mutating func lexBacktickIdentifier() -> TokenKind {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "`") {
        position += 1
        return .backtickIdentifier
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      position += 1
    }
    diagnose(at: start, "unterminated backticked identifier")
    position = start + 1
    return .unknown
  }

  /// Reads an operator by maximal munch, stopping before a comment. Operators that start with `.` may
  /// contain dots; others may not.
  private mutating func lexOperator() {
    let allowsDots = bytes[position] == UInt8(ascii: ".")
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/"), let after = peek(1),
        after == UInt8(ascii: "/") || after == UInt8(ascii: "*")
      {
        return
      }
      if Self.isOperatorByte(byte) || (allowsDots && byte == UInt8(ascii: ".")) {
        position += 1
      } else {
        return
      }
    }
  }

  /// Whether a token of this kind ends an expression, so that a `/` after it divides instead of starting a
  /// regular expression. This follows SE-0354: a bare `/` starts a regex only where an expression may
  /// start.
  private static func endsExpression(
    _ kind: TokenKind,
    bytes: UnsafeBufferPointer<UInt8>,
    start: Int,
    end: Int
  ) -> Bool {
    switch kind {
    case .identifier:
      return !Keywords.isExpressionIntroducer(bytes, start: start, end: end)
    case .backtickIdentifier, .dollarIdentifier, .number, .stringQuote, .regex, .rightParen, .rightSquare,
      .rightBrace, .interpolationEnd, .poundKeyword:
      return true
    case .operator:
      // A postfix `!` or `?`, or a generic's closing `>`, written right after an operand.
      let last = bytes[end - 1]
      return (last == UInt8(ascii: "!") || last == UInt8(ascii: "?") || last == UInt8(ascii: ">"))
        && start > 0 && !Trivia.isWhitespace(bytes[start - 1])
    default:
      return false
    }
  }

  /// The longest bare `/…/` regex literal the lexer recognizes, in bytes.
  static let maximumBareRegexLength = 4_096

  /// Returns the end of a bare `/…/` regex starting at the cursor, or `nil` when the `/` is an operator.
  private mutating func bareRegexEnd() -> Int? {
    guard let first = peek(1), !Trivia.isWhitespace(first), first != UInt8(ascii: "/"),
      first != UInt8(ascii: "*")
    else { return nil }
    var index = position + 1
    var groups = 0
    // A failed lookahead is repeated for the next `/`, so each is bounded (no real bare regex literal
    // comes near this length; a longer one needs the `#/…/#` form anyway) and all share a budget.
    guard regexLookaheadBudget > 0 else { return nil }
    let limit = min(bytes.count, position + Self.maximumBareRegexLength)
    defer { regexLookaheadBudget -= index - position }
    while index < limit {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return nil
      case UInt8(ascii: "\\"):
        index += 2
        continue
      case UInt8(ascii: "("):
        groups += 1
      case UInt8(ascii: ")"):
        // As in Swift, a bare regex never holds an unbalanced `)`: `reduce(1, /)` and `(/)` pass the
        // operator itself.
        if groups == 0 { return nil }
        groups -= 1
      case UInt8(ascii: "/"):
        // As in Swift, the first unescaped `/` ends the literal, even inside `[…]`. A bare regex may
        // not end with whitespace, which would make `a / b / c` a regex.
        return Trivia.isWhitespace(bytes[index - 1]) ? nil : index + 1
      default:
        break
      }
      index += 1
    }
    return nil
  }

  private mutating func lexPound() -> TokenKind {
    let start = position
    var hashes = 0
    while position < bytes.count, bytes[position] == UInt8(ascii: "#") {
      hashes += 1
      position += 1
    }
    guard position < bytes.count else {
      position = start + 1
      return .unknown
    }
    let byte = bytes[position]
    if byte == UInt8(ascii: "\"") {
      return openString(hashes: hashes, start: start)
    }
    if byte == UInt8(ascii: "/") {
      lexExtendedRegex(hashes: hashes, start: start)
      return .regex
    }
    if hashes == 1, Self.isIdentifierBody(byte), byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") {
      skipIdentifierBody()
      return .poundKeyword
    }
    position = start + 1
    return .unknown
  }

  private mutating func lexExtendedRegex(hashes: Int, start: Int) {
    position += 1
    let isMultiline = position < bytes.count && Trivia.isNewline(bytes[position])
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        position = min(position + 2, bytes.count)
        continue
      }
      if !isMultiline, Trivia.isNewline(byte) { break }
      if byte == UInt8(ascii: "/"), countHashes(from: position + 1, upTo: hashes) == hashes {
        position += 1 + hashes
        return
      }
      position += 1
    }
    diagnose(at: start, "unterminated regex literal")
  }

  private func countHashes(from index: Int, upTo limit: Int) -> Int {
    var count = 0
    while count < limit, index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") {
      count += 1
    }
    return count
  }

  // MARK: - Strings

  private mutating func openString(hashes: Int, start: Int) -> TokenKind {
    // The cursor is at the first quote.
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += isMultiline ? 3 : 1
    push(.string(StringDelimiter(hashes: hashes, isMultiline: isMultiline, openingOffset: start)))
    return .stringQuote
  }

  /// Reads string content up to the next delimiter or interpolation. Returns `nil` after closing an
  /// unterminated string, so that the caller reads on in the enclosing mode.
  private mutating func lexStringBody(_ delimiter: StringDelimiter, leadingStart: Int) -> Token? {
    let start = position
    while position < bytes.count {
      // Text that holds no backslash, quote or line break is skipped by the class table.
      var cursor = position
      while cursor < bytes.count, byteClasses[Int(bytes[cursor])] & ByteClass.stringSpecial == 0 {
        cursor &+= 1
      }
      position = cursor
      guard cursor < bytes.count else { break }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        let hashes = countHashes(from: position + 1, upTo: delimiter.hashes)
        guard hashes == delimiter.hashes else {
          position += 1
          continue
        }
        let afterHashes = position + 1 + hashes
        if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
          if position > start { break }
          position = afterHashes + 1
          push(.code(Interpolation(parenDepth: 0, stringIsSingleLine: !delimiter.isMultiline)))
          return finish(.interpolationStart, leadingStart: leadingStart, start: start, atLineStart: false)
        }
        if afterHashes < bytes.count, !delimiter.isMultiline, Trivia.isNewline(bytes[afterHashes]) {
          position = afterHashes
          continue
        }
        position = min(afterHashes + 1, bytes.count)
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let quotes = delimiter.isMultiline ? 3 : 1
        var matches = true
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { matches = false }
        if matches, countHashes(from: position + quotes, upTo: delimiter.hashes) == delimiter.hashes {
          if position > start { break }
          position += quotes + delimiter.hashes
          pop()
          return finish(.stringQuote, leadingStart: leadingStart, start: start, atLineStart: false)
        }
      }
      if !delimiter.isMultiline, Trivia.isNewline(byte) { break }
      position += 1
    }
    if position > start {
      nextLeadingStart = position
      return Token(
        kind: .stringSegment,
        leadingTriviaStart: leadingStart,
        start: start,
        end: position,
        trailingTriviaEnd: position,
        isAtStartOfLine: false
      )
    }
    // At a line break or the end of input with the string still open.
    diagnose(at: delimiter.openingOffset, "unterminated string literal")
    pop()
    return nil
  }

  /// A line break inside the interpolation of a single-line string ends the string, as Swift's lexer does.
  private mutating func abandonSingleLineInterpolations() {
    var outermost: StringDelimiter?
    while case .code(let interpolation?) = mode, interpolation.stringIsSingleLine {
      pop()
      if case .string(let delimiter) = mode {
        outermost = delimiter
        pop()
      }
    }
    if let outermost { diagnose(at: outermost.openingOffset, "unterminated string literal") }
  }

  // MARK: - Trivia

  /// Skips whitespace and comments. With `stopAtNewline`, stops before a line break (trailing trivia).
  /// Returns whether a line break was skipped.
  private mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
    var sawNewline = false
    while true {
      // Runs of whitespace, indentation above all, are read with a local cursor. Every whitespace byte is
      // at most a space, so one comparison ends the run at the first byte of the next token, where the
      // loop stops most often.
      var cursor = position
      while cursor < bytes.count {
        let byte = bytes[cursor]
        if byte > UInt8(ascii: " ") { break }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
          cursor &+= 1
        } else if (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) && !stopAtNewline {
          sawNewline = true
          cursor = endOfSpaces(from: cursor &+ 1)
        } else {
          break
        }
      }
      position = cursor
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "/") else { return sawNewline }
      let next = bytes[cursor + 1]
      if next == UInt8(ascii: "/") {
        skipToEndOfLine()
      } else if next == UInt8(ascii: "*") {
        if skipBlockComment() { sawNewline = true }
      } else {
        return sawNewline
      }
    }
  }

  /// The offset after the spaces that start at `start`: a line's indentation, read eight bytes at a time.
  @inline(__always)
  private func endOfSpaces(from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let spaces: UInt64 = 0x2020_2020_2020_2020
    var cursor = start
    while cursor &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
      let different = word ^ spaces
      if different != 0 {
        // The lowest byte that is not a space ends the run.
        return cursor &+ different.trailingZeroBitCount / 8
      }
      cursor &+= 8
    }
    return cursor
  }

  /// Moves to the next `\n` or `\r`, or to the end. `memchr` skips a comment's text a word at a time.
  private mutating func skipToEndOfLine() {
    guard position < bytes.count, let base = bytes.baseAddress else { return }
    var end = bytes.count
    if let found = memchr(base + position, Int32(UInt8(ascii: "\n")), end - position) {
      end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    if let found = memchr(base + position, Int32(UInt8(ascii: "\r")), end - position) {
      end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    position = end
  }

  /// Skips a possibly nested block comment; returns whether it contained a line break.
  private mutating func skipBlockComment() -> Bool {
    let comment = Trivia.blockComment(in: bytes, from: position, limit: bytes.count)
    if !comment.isClosed { diagnose(at: position, "unterminated '/*' comment") }
    position = comment.end
    return comment.hasNewline
  }

  private mutating func diagnose(at offset: Int, _ message: String) {
    diagnostics.append(LexerDiagnostic(offset: offset, message: message))
  }
}

/// Byte classes shared by the lexer and the scanner.
enum Trivia {
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isNewline(byte) || byte == 0x0B
      || byte == 0x0C
  }

  static func isNewline(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// The possibly nested block comment whose `/*` is at `start`, read no further than `limit`: the offset
  /// after its `*/` (or `limit`), whether it closed, and whether it holds a line break.
  static func blockComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int)
    -> (end: Int, isClosed: Bool, hasNewline: Bool)
  {
    var position = start
    var depth = 0
    var hasNewline = false
    while position < limit {
      let byte = bytes[position]
      let next = position + 1 < limit ? bytes[position + 1] : 0
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return (position, true, hasNewline) }
      } else {
        if isNewline(byte) { hasNewline = true }
        position += 1
      }
    }
    return (limit, false, hasNewline)
  }
}
