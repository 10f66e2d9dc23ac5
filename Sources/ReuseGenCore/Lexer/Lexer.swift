#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lossless Swift lexer: a cursor over UTF-8 bytes that writes the input's tokens into a buffer.
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

  /// What one step through a string literal's body found.
  private enum StringPiece {
    /// Literal text from `start` to the cursor: a `.stringSegment`, which has no trivia of its own.
    case text(start: Int)
    /// The closing delimiter or an interpolation's `\(`, from `start` to the cursor.
    case delimiter(TokenKind, start: Int)
    /// The string was closed by a line break or the end of the input, with no text before it.
    case unterminated
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  /// `ByteClass.table`, held here so that the inner loops load it once.
  private let byteClasses = ByteClass.table
  /// The cursor of the methods that read the rarer constructs (strings, comments, `#`, regexes). The main
  /// loop in `lexAll(into:observer:)` keeps its own cursor in a local, which stays in a register, and
  /// hands it over through this property only around calls to them.
  private var position = 0
  /// The innermost mode. It is kept apart from the enclosing ones because every token asks for it, and a
  /// stored enum is cheaper to read than an array's last element.
  private var mode: Mode = .code(nil)
  /// The modes around `mode`, outermost first; empty in code outside every string.
  private var enclosingModes: [Mode] = []
  /// Bytes that bare-regex lookahead may still read. Real code spends a few bytes per `/`; a line of
  /// `(/[` repeated would make every `/` read to the end of the line. Once spent, `/` is an operator.
  private var regexLookaheadBudget: Int

  /// The problems found so far.
  private(set) var diagnostics: [LexerDiagnostic] = []

  /// Creates a lexer over `bytes`, which must stay valid while the lexer is used. A byte-order mark or
  /// shebang line is skipped here, to become the first token's leading trivia.
  private init(bytes: UnsafeBufferPointer<UInt8>) {
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
    var none = NoTokenObserver()
    return tokenize(bytes, into: buffer, observer: &none)
  }

  /// Lexes the whole input into `buffer`, as above, showing `observer` each token as it is written.
  static func tokenize<Observer: TokenObserver>(
    _ bytes: UnsafeBufferPointer<UInt8>, into buffer: TokenBuffer, observer: inout Observer
  ) -> [LexerDiagnostic] {
    let storage = buffer.prepare(forInputOfSize: bytes.count)
    var lexer = Lexer(bytes: bytes)
    buffer.count = lexer.lexAll(into: storage, observer: &observer)
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

  // MARK: - Main loop

  /// Writes the tokens of the whole input into `storage`, the last being `.endOfFile`, and returns how
  /// many it wrote.
  ///
  /// This is the lexer's hot path: a Swift file is mostly short tokens, each followed by one space or none
  /// before the next token or a line break. So the loop keeps its state in locals, which stay in
  /// registers: the cursor above all, which as a stored property would be written back to memory at
  /// every step, and the input, which would be reloaded after every store into `storage`. It reads that
  /// common trivia inline and writes each token straight into `storage`. Comments, strings, longer
  /// whitespace and the rarer tokens go to the methods below, which move `position`.
  private mutating func lexAll<Observer: TokenObserver>(
    into storage: UnsafeMutablePointer<Token>, observer: inout Observer
  ) -> Int {
    let bytes = self.bytes
    let classes = byteClasses
    let tokenStarts = TokenStart.table
    var cursor = position
    // Where the next token goes; a pointer rather than an index, which would be scaled on every store.
    var next = storage
    // The last slot, which only the `.endOfFile` token may take.
    let last = storage + bytes.count
    // Where the next token's leading trivia starts: after the previous token's trailing trivia, or at 0,
    // so that a byte-order mark or shebang line becomes the first token's trivia.
    var leadingStart = 0
    // Whether the trailing trivia of the last token that had any (a block comment's) held a line break.
    // A string's text has no trivia and leaves it as it was. The first token starts a line.
    var newlineInPreviousTrailingTrivia = true
    // Each turn writes at most one token; an unterminated string, or a single-line string's interpolation
    // abandoned at a line break, only changes the mode and turns again. Looping, rather than recursing,
    // keeps deeply nested open strings from exhausting the stack.
    while true {
      precondition(next <= last, "a token took no byte")
      let kind: TokenKind
      let start: Int
      let isAtStartOfLine: Bool
      if case .string(let delimiter) = mode {
        position = cursor
        let piece = lexStringPiece(delimiter)
        cursor = position
        switch piece {
        case .text(let textStart):
          next.pointee = Token(
            kind: .stringSegment,
            leadingTriviaStart: leadingStart,
            start: textStart,
            end: cursor,
            trailingTriviaEnd: cursor,
            isAtStartOfLine: false
          )
          observer.observe(.stringSegment, start: textStart, end: cursor, isAtStartOfLine: false)
          next += 1
          leadingStart = cursor
          continue
        case .unterminated:
          continue
        case .delimiter(let delimiterKind, let delimiterStart):
          kind = delimiterKind
          start = delimiterStart
          isAtStartOfLine = false
        }
      } else {
        // Leading trivia. The previous token's trailing trivia stopped at a line break, a `/` or, most
        // often, the next token; only the others take this branch, with the end of the input and a line
        // break that may end a single-line string's interpolation.
        var sawNewline = newlineInPreviousTrailingTrivia
        if cursor >= bytes.count || sawNewline || classes[Int(bytes[cursor])] & ByteClass.triviaStart != 0 {
          position = cursor
          if skipTrivia(stopAtNewline: false) { sawNewline = true }
          cursor = position
          if sawNewline, case .code(_?) = mode {
            abandonSingleLineInterpolations()
            // An abandoned interpolation can leave the cursor inside an enclosing multi-line string.
            if case .string = mode { continue }
          }
          guard cursor < bytes.count else {
            diagnoseOpenStringsAtEnd()
            next.pointee = Token(
              kind: .endOfFile,
              leadingTriviaStart: leadingStart,
              start: cursor,
              end: cursor,
              trailingTriviaEnd: cursor,
              isAtStartOfLine: sawNewline
            )
            observer.observe(.endOfFile, start: cursor, end: cursor, isAtStartOfLine: sawNewline)
            return storage.distance(to: next) + 1
          }
        }
        start = cursor
        switch tokenStarts[Int(bytes[start])] {
        case .identifier:
          cursor = Self.identifierEnd(in: bytes, from: start &+ 1, classes: classes)
          kind = .identifier
        case .single(let singleKind):
          cursor = start &+ 1
          kind = singleKind
        case .operatorByte:
          cursor = Self.operatorEnd(in: bytes, from: start)
          kind = .operator
        case .period:
          if start &+ 1 < bytes.count, bytes[start &+ 1] == UInt8(ascii: ".") {
            cursor = Self.operatorEnd(in: bytes, from: start)
            kind = .operator
          } else {
            cursor = start &+ 1
            kind = .period
          }
        case .leftParen:
          cursor = start &+ 1
          kind = .leftParen
          if case .code(var interpolation?) = mode {
            interpolation.parenDepth += 1
            mode = .code(interpolation)
          }
        case .rightParen:
          cursor = start &+ 1
          kind = lexRightParen()
        case .number:
          cursor = Self.numberEnd(in: bytes, from: start &+ 1)
          kind = .number
        case .dollarIdentifier:
          cursor = Self.identifierEnd(in: bytes, from: start &+ 1, classes: classes)
          kind = .dollarIdentifier
        case .slash:
          position = start
          kind = lexSlash(after: storage, count: storage.distance(to: next))
          cursor = position
        case .quote:
          position = start
          kind = openString(hashes: 0, start: start)
          cursor = position
        case .pound:
          position = start
          kind = lexPound()
          cursor = position
        case .backtick:
          position = start
          kind = lexBacktickIdentifier()
          cursor = position
        }
        isAtStartOfLine = sawNewline
      }

      // Trailing trivia, which only code has: a token that opens a string, or an interpolation's `)`,
      // leaves the cursor in the string's text. It is most often one space, or nothing before a line
      // break or the next token; only more whitespace or a `/` needs the general loop, which stops at a
      // line break.
      let end = cursor
      newlineInPreviousTrailingTrivia = false
      if case .code = mode, cursor < bytes.count {
        if bytes[cursor] == UInt8(ascii: " ") { cursor &+= 1 }
        if cursor < bytes.count {
          let byte = bytes[cursor]
          if classes[Int(byte)] & (ByteClass.horizontalWhitespace | ByteClass.slash) != 0 {
            position = cursor
            newlineInPreviousTrailingTrivia = skipTrivia(stopAtNewline: true)
            cursor = position
          }
        }
      }
      next.pointee = Token(
        kind: kind,
        leadingTriviaStart: leadingStart,
        start: start,
        end: end,
        trailingTriviaEnd: cursor,
        isAtStartOfLine: isAtStartOfLine
      )
      observer.observe(kind, start: start, end: end, isAtStartOfLine: isAtStartOfLine)
      next += 1
      leadingStart = cursor
    }
  }

  /// Reports the outermost string still open at the end of the input, once: the strings nested in it
  /// are open because it is, and one warning per level would bury the real one.
  private mutating func diagnoseOpenStringsAtEnd() {
    for case .string(let delimiter) in enclosingModes + [mode] {
      diagnose(at: delimiter.openingOffset, .unterminatedStringLiteral)
      break
    }
    mode = .code(nil)
    enclosingModes.removeAll()
  }

  // MARK: - Code

  /// The kind of a `)`, which closes an interpolation when it is not one of its own parentheses.
  private mutating func lexRightParen() -> TokenKind {
    guard case .code(var interpolation?) = mode else { return .rightParen }
    if interpolation.parenDepth == 0 {
      pop()
      return .interpolationEnd
    }
    interpolation.parenDepth -= 1
    mode = .code(interpolation)
    return .rightParen
  }

  /// Reads the regex or operator that starts with the `/` at the cursor. The `count` tokens in `storage`
  /// are those before it.
  private mutating func lexSlash(after storage: UnsafeMutablePointer<Token>, count: Int) -> TokenKind {
    if !Self.previousTokenEndsExpression(storage, count: count, bytes: bytes), let end = bareRegexEnd() {
      position = end
      return .regex
    }
    position = Self.operatorEnd(in: bytes, from: position)
    return .operator
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

  /// The end of the identifier bytes that start at `start`; `classes` is `ByteClass.table`.
  ///
  /// Most identifiers are short (in real apps half are under six bytes, nineteen in twenty under 21), so
  /// the first 24 bytes are each tested with one table load, unrolled, which ends a short name sooner than
  /// a register-wide test that costs as much as eight loads; the rest of a longer name is read eight bytes
  /// at a time. The unrolled loads run only while 24 bytes remain, and the input's last bytes are read
  /// one at a time.
  @inline(__always)
  private static func identifierEnd(
    in bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    classes: UnsafePointer<UInt8>
  ) -> Int {
    var cursor = start
    if cursor &+ 24 <= bytes.count {
      let end = cursor &+ 24
      while cursor < end {
        if classes[Int(bytes[cursor])] & ByteClass.identifierBody == 0 { return cursor }
        cursor &+= 1
      }
      return longIdentifierEnd(in: bytes, from: cursor, classes: classes)
    }
    while cursor < bytes.count, classes[Int(bytes[cursor])] & ByteClass.identifierBody != 0 {
      cursor &+= 1
    }
    return cursor
  }

  /// The end of the identifier bytes that start at `start`, for the rest of a long identifier: eight bytes
  /// at a time while eight remain, then one at a time.
  private static func longIdentifierEnd(
    in bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    classes: UnsafePointer<UInt8>
  ) -> Int {
    var cursor = start
    if let base = bytes.baseAddress {
      while cursor &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
        let stops = ByteClass.nonIdentifierBytes(word)
        if stops != 0 { return cursor &+ stops.trailingZeroBitCount / 8 }
        cursor &+= 8
      }
    }
    while cursor < bytes.count, classes[Int(bytes[cursor])] & ByteClass.identifierBody != 0 {
      cursor &+= 1
    }
    return cursor
  }

  /// The end of the number whose first byte is just before `start`: identifier bytes, a sign after an
  /// exponent's `e` or `p`, and a `.` followed by a digit.
  private static func numberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var cursor = start
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if isIdentifierBody(byte) {
        cursor += 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
        let previous = Optional(bytes[cursor - 1]),
        previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p")
          || previous == UInt8(ascii: "P")
      {
        cursor += 1
      } else if byte == UInt8(ascii: "."), cursor + 1 < bytes.count, bytes[cursor + 1] >= UInt8(ascii: "0"),
        bytes[cursor + 1] <= UInt8(ascii: "9")
      {
        cursor += 1
      } else {
        break
      }
    }
    return cursor
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
    diagnose(at: start, .unterminatedBacktickedIdentifier)
    position = start + 1
    return .unknown
  }

  /// The end of the operator that starts at `start`, read by maximal munch and stopping before a comment.
  /// Operators that start with `.` may contain dots; others may not.
  private static func operatorEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let allowsDots = bytes[start] == UInt8(ascii: ".")
    var cursor = start + 1
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "/"), cursor + 1 < bytes.count,
        bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*")
      {
        break
      }
      if isOperatorByte(byte) || (allowsDots && byte == UInt8(ascii: ".")) {
        cursor += 1
      } else {
        break
      }
    }
    return cursor
  }

  /// Whether the token before a `/` ends an expression, so that the `/` divides instead of starting a
  /// regular expression. That token is the last of the `count` in `storage`, or the one before it when
  /// the last is a string's text, which only ever follows a delimiter: the text is what a regex would
  /// follow only when a line break ended its string, and then the string's opening quote decides.
  @inline(__always)
  private static func previousTokenEndsExpression(
    _ storage: UnsafeMutablePointer<Token>,
    count: Int,
    bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var index = count - 1
    if index >= 0, storage[index].kind == .stringSegment { index -= 1 }
    guard index >= 0 else { return false }
    let previous = storage[index]
    return endsExpression(previous.kind, bytes: bytes, start: previous.start, end: previous.end)
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

  /// The byte `distance` bytes after the cursor, if the input holds it.
  private func peek(_ distance: Int) -> UInt8? {
    let index = position + distance
    return index < bytes.count ? bytes[index] : nil
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
      position = Self.identifierEnd(in: bytes, from: position, classes: byteClasses)
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
    diagnose(at: start, .unterminatedRegexLiteral)
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

  /// Reads the next piece of a string literal's body: its text up to the next delimiter or interpolation;
  /// or, at one, the string's closing delimiter or an interpolation's `\(`, entering the mode that
  /// follows. At a line break or the end of the input that leaves the string open, it closes the string,
  /// so that the caller reads on in the enclosing mode.
  private mutating func lexStringPiece(_ delimiter: StringDelimiter) -> StringPiece {
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
          return .delimiter(.interpolationStart, start: start)
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
          return .delimiter(.stringQuote, start: start)
        }
      }
      if !delimiter.isMultiline, Trivia.isNewline(byte) { break }
      position += 1
    }
    if position > start { return .text(start: start) }
    // At a line break or the end of input with the string still open.
    diagnose(at: delimiter.openingOffset, .unterminatedStringLiteral)
    pop()
    return .unterminated
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
    if let outermost { diagnose(at: outermost.openingOffset, .unterminatedStringLiteral) }
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
    if !comment.isClosed { diagnose(at: position, .unterminatedBlockComment) }
    position = comment.end
    return comment.hasNewline
  }

  private mutating func diagnose(at offset: Int, _ problem: LexerProblem) {
    diagnostics.append(LexerDiagnostic(offset: offset, problem: problem))
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
