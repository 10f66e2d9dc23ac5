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
      default:
        break
      }
      table[value] = classes
    }
    return UnsafePointer(table)
  }()
}
