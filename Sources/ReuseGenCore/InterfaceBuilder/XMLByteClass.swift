/// What each byte value can be to `InterfaceBuilderByteReader`'s loops: one table load tells whether a
/// byte of text, of an attribute value or of a comment needs a closer look, so the plain ASCII that makes
/// up nearly all of an Interface Builder file costs a load and a branch per byte.
enum XMLByteClass {
  /// Space, tab, line feed, carriage return: XML's white space.
  static let whitespace: UInt8 = 1 << 0
  /// `<`, `&`, `]`, a control character or a non-ASCII byte: what ends a run of plain character data.
  static let textSpecial: UInt8 = 1 << 1
  /// `<`, `&`, a quote, a control character or a non-ASCII byte, in an attribute value.
  static let attributeSpecial: UInt8 = 1 << 2
  /// `-`, a control character or a non-ASCII byte, in a comment.
  static let commentSpecial: UInt8 = 1 << 3
  /// `]`, a control character or a non-ASCII byte, in a CDATA section.
  static let cdataSpecial: UInt8 = 1 << 4
  /// A byte that may start a name of the subset the reader accepts: an ASCII letter or `_`.
  static let nameStart: UInt8 = 1 << 5
  /// A byte that may continue such a name: a letter, digit, `_`, `.` or `-`.
  static let nameBody: UInt8 = 1 << 6
  /// `&`, tab, line feed or carriage return: an attribute value holding one is not its own text.
  static let needsDecoding: UInt8 = 1 << 7

  /// Whether `byte` is of a class `mask` marks.
  static func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool { isClass(byte, mask, in: table) }

  /// Whether `byte` is of a class `mask` marks in `table`, this type's table as a caller keeps it: a loop
  /// over every byte reads the lazily made global once, not at each byte.
  static func isClass(_ byte: UInt8, _ mask: UInt8, in table: UnsafePointer<UInt8>) -> Bool {
    table[Int(byte)] & mask != 0
  }

  /// The classes of each of the 256 byte values, filled once and only read afterwards, so the reading
  /// threads share it safely.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
      let byte = UInt8(value)
      var classes: UInt8 = 0
      let isLineOrTab = byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      if isLineOrTab || byte == UInt8(ascii: " ") { classes |= whitespace }
      if isLineOrTab { classes |= needsDecoding }
      // Control characters other than tab and line breaks, and the bytes of multi-byte sequences.
      if (byte < 0x20 && !isLineOrTab) || byte >= 0x80 {
        classes |= textSpecial | attributeSpecial | commentSpecial | cdataSpecial
      }
      switch byte {
      case UInt8(ascii: "<"): classes |= textSpecial | attributeSpecial
      case UInt8(ascii: "&"): classes |= textSpecial | attributeSpecial | needsDecoding
      case UInt8(ascii: "]"): classes |= textSpecial | cdataSpecial
      case UInt8(ascii: "\""), UInt8(ascii: "'"): classes |= attributeSpecial
      case UInt8(ascii: "-"): classes |= commentSpecial
      default: break
      }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
        classes |= nameStart | nameBody
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
        classes |= nameBody
      default: break
      }
      table[value] = classes
    }
    return UnsafePointer(table)
  }()

  /// The length of the character at `offset` when it is one XML allows, or `nil`: a control character
  /// other than tab and line breaks, a malformed or overlong UTF-8 sequence, a surrogate, U+FFFE or U+FFFF.
  static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    let first = bytes[offset]
    if first < 0x80 {
      let allowed = first >= 0x20 || first == 0x09 || first == 0x0A || first == 0x0D
      return allowed ? 1 : nil
    }
    func continuation(_ index: Int, in range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      offset + index < bytes.count && range.contains(bytes[offset + index])
    }
    switch first {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : nil
    case 0xE0:
      return continuation(1, in: 0xA0...0xBF) && continuation(2) ? 3 : nil
    case 0xED:
      return continuation(1, in: 0x80...0x9F) && continuation(2) ? 3 : nil
    case 0xEF:
      guard continuation(1), continuation(2) else { return nil }
      // U+FFFE and U+FFFF are not characters of XML.
      return bytes[offset + 1] == 0xBF && bytes[offset + 2] >= 0xBE ? nil : 3
    case 0xE1...0xEC, 0xEE:
      return continuation(1) && continuation(2) ? 3 : nil
    case 0xF0:
      return continuation(1, in: 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4:
      return continuation(1, in: 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default:
      return nil
    }
  }
}
