/// What each byte value can be to the lexer's inner loops. One table load answers "is this an identifier
/// byte?" or "can this byte end a string's text?", where a chain of comparisons costs several branches per
/// byte; identifiers, indentation and string text are most of a Swift file's bytes.
enum ByteClass {
  /// A letter, digit, `_`, or any byte of a multi-byte UTF-8 sequence: a byte that continues an identifier.
  static let identifierBody: UInt8 = 1 << 0
  /// A space, tab, vertical tab or form feed.
  static let horizontalWhitespace: UInt8 = 1 << 1
  /// `\n` or `\r`.
  static let newline: UInt8 = 1 << 2
  /// `\`, `"`, `\n` or `\r`: the bytes at which the text of a string literal may stop.
  static let stringSpecial: UInt8 = 1 << 3
  /// `/`, which may start a comment.
  static let slash: UInt8 = 1 << 4
  /// The bytes at which trivia may start: whitespace, line breaks and `/`.
  static let triviaStart = horizontalWhitespace | newline | slash

  /// The bytes of `word` (eight, the first in the lowest bits) that are not `identifierBody`, as the high
  /// bit of each such byte: a register-wide test of eight bytes at once, with no table load per byte.
  ///
  /// Each test works on the bytes' low seven bits, where adding a constant below 0x80 to a byte can never
  /// carry into the next one; the high bit of a sum then says whether the byte reached a bound.
  @inline(__always)
  static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits = 0x80 &* ones
    let low = word & (0x7F &* ones)
    // Letters: setting 0x20 maps `A`…`Z` onto `a`…`z`; then `a` ≤ byte ≤ `z`.
    let folded = low | (0x20 &* ones)
    let atLeastA = (folded &+ ((0x80 - 0x61) &* ones)) & highBits
    let atMostZ = ~(folded &+ ((0x7F - 0x7A) &* ones)) & highBits
    // Digits: `0` ≤ byte ≤ `9`.
    let atLeastZero = (low &+ ((0x80 - 0x30) &* ones)) & highBits
    let atMostNine = ~(low &+ ((0x7F - 0x39) &* ones)) & highBits
    // `_`: the byte equals 0x5F exactly when its difference from it is zero.
    let underscore = ~((low ^ (0x5F &* ones)) &+ (0x7F &* ones)) & highBits
    // Bytes of 0x80 and above belong to multi-byte UTF-8 sequences, which identifiers may hold.
    let identifier = (word & highBits) | (atLeastA & atMostZ) | (atLeastZero & atMostNine) | underscore
    return ~identifier & highBits
  }

  /// The classes of each of the 256 byte values. It is filled once and never written again, so sharing it
  /// across the scanning threads is safe; a pointer, unlike a Swift array, costs no bounds check or
  /// reference counting in the loops that read it.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
      let byte = UInt8(value)
      var classes: UInt8 = 0
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
        classes |= identifierBody
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        classes |= horizontalWhitespace
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        classes |= newline | stringSpecial
      case UInt8(ascii: "\\"), UInt8(ascii: "\""):
        classes |= stringSpecial
      case UInt8(ascii: "/"):
        classes |= slash
      default:
        break
      }
      table[value] = classes
    }
    return UnsafePointer(table)
  }()
}

/// What a byte starts when it is the first byte of a code token. The lexer's dispatch loads it from
/// `table` and jumps once, where a `switch` over the byte's value tests one range after another: letters
/// first, so that punctuation, half the tokens, waited behind five tests.
enum TokenStart {
  /// A letter, `_` or a byte of a multi-byte UTF-8 sequence.
  case identifier
  /// A decimal digit.
  case number
  /// `$`, which starts `$0` or `$name`.
  case dollarIdentifier
  /// `` ` ``, which starts a backticked identifier.
  case backtick
  /// `"`, which opens a string literal.
  case quote
  /// `#`, which starts a raw string, an extended regex or a pound keyword.
  case pound
  /// `(`, which counts in an interpolation.
  case leftParen
  /// `)`, which may close an interpolation.
  case rightParen
  /// `.`, a period or the start of a dotted operator.
  case period
  /// `/`, a regex literal or an operator.
  case slash
  /// Any other operator byte.
  case operatorByte
  /// A token that is always this one byte.
  case single(TokenKind)

  /// The token each of the 256 byte values starts, filled once like `ByteClass.table`. Whitespace and
  /// line breaks start no token; the lexer skips them as trivia before it looks here.
  nonisolated(unsafe) static let table: UnsafePointer<TokenStart> = {
    let table = UnsafeMutablePointer<TokenStart>.allocate(capacity: 256)
    for value in 0..<256 {
      table[value] = tokenStart(UInt8(value))
    }
    return UnsafePointer(table)
  }()

  private static func tokenStart(_ byte: UInt8) -> TokenStart {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      0x80...0xFF:
      return .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "$"): return .dollarIdentifier
    case UInt8(ascii: "`"): return .backtick
    case UInt8(ascii: "\""): return .quote
    case UInt8(ascii: "#"): return .pound
    case UInt8(ascii: "("): return .leftParen
    case UInt8(ascii: ")"): return .rightParen
    case UInt8(ascii: "."): return .period
    case UInt8(ascii: "/"): return .slash
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return .operatorByte
    case UInt8(ascii: "{"): return .single(.leftBrace)
    case UInt8(ascii: "}"): return .single(.rightBrace)
    case UInt8(ascii: "["): return .single(.leftSquare)
    case UInt8(ascii: "]"): return .single(.rightSquare)
    case UInt8(ascii: ","): return .single(.comma)
    case UInt8(ascii: ":"): return .single(.colon)
    case UInt8(ascii: ";"): return .single(.semicolon)
    case UInt8(ascii: "\\"): return .single(.backslash)
    case UInt8(ascii: "@"): return .single(.atSign)
    default: return .single(.unknown)
    }
  }
}
