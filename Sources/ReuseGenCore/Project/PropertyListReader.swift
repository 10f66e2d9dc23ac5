/// Reads an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`, from its bytes:
/// a cursor over UTF-8 bytes with one function per production, in the manner of swift-syntax's
/// `Lexer/Cursor.swift`. No input crashes it or makes it run long: nesting is bounded, every loop
/// advances, and anything unexpected is a `PropertyListError` with the line and column where it is.
///
/// The grammar, as Apple's `CFOldStylePList` reads it and Xcode writes it:
/// - a dictionary `{ key = value; … }` (a `;` after every entry), an array `( value, … )` (a trailing `,`
///   allowed), data `<hex digits and spaces>`, a string quoted with `"` (or `'`) with C escapes, octal
///   `\ooo` and `\Uxxxx`, or unquoted from `[A-Za-z0-9_$+/:.-]`;
/// - `/* … */` and `// …` comments anywhere between tokens, and the `// !$*UTF8*$!` first line.
package enum PropertyListReader {
  /// Deeper nesting than this is refused, so that a hostile file cannot exhaust the stack.
  static let maximumDepth = 256

  /// The value the whole of `bytes` holds: one value, then only spaces and comments.
  package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    var cursor = Cursor(bytes: bytes)
    let value = try cursor.value(depth: 0)
    try cursor.skipTrivia()
    guard cursor.isAtEnd else { throw cursor.error("unexpected text after the property list's end") }
    return value
  }

  /// A position in the bytes, and the productions read from there.
  private struct Cursor {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    func peek(_ ahead: Int = 0) -> UInt8? {
      offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    /// The error `message` at the cursor, with its line and column counted from the start.
    func error(_ message: String) -> PropertyListError {
      PropertyListError(message: message, location: PropertyListError.location(of: offset, in: bytes))
    }

    /// Skips white space and comments; an unterminated block comment is an error.
    mutating func skipTrivia() throws(PropertyListError) {
      while let byte = peek() {
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
          offset += 1
        } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
          while let next = peek(), next != 0x0A, next != 0x0D { offset += 1 }
        } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          let start = offset
          offset += 2
          while !isAtEnd, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { offset += 1 }
          guard !isAtEnd else {
            offset = start
            throw error("unterminated comment")
          }
          offset += 2
        } else {
          return
        }
      }
    }

    /// One value of any kind.
    mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
      try skipTrivia()
      guard let byte = peek() else { throw error("expected a value, found the end of the file") }
      switch byte {
      case UInt8(ascii: "{"):
        guard depth < PropertyListReader.maximumDepth else {
          throw error("the property list nests too deeply")
        }
        return .dictionary(try dictionary(depth: depth))
      case UInt8(ascii: "("):
        guard depth < PropertyListReader.maximumDepth else {
          throw error("the property list nests too deeply")
        }
        return .array(try array(depth: depth))
      case UInt8(ascii: "<"):
        return .data(try data())
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        return .string(try quoted())
      default:
        guard Cursor.isUnquoted(byte) else {
          throw error("expected a value, found '\(Cursor.describe(byte))'")
        }
        return .string(unquoted())
      }
    }

    mutating func dictionary(depth: Int) throws(PropertyListError) -> [String: PropertyList] {
      offset += 1
      var entries: [String: PropertyList] = [:]
      while true {
        try skipTrivia()
        guard let byte = peek() else {
          throw error("expected '}' to end the dictionary, found the end of the file")
        }
        if byte == UInt8(ascii: "}") {
          offset += 1
          return entries
        }
        let key: String
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          key = try quoted()
        } else if Cursor.isUnquoted(byte) {
          key = unquoted()
        } else {
          throw error("expected a key or '}', found '\(Cursor.describe(byte))'")
        }
        try skipTrivia()
        guard peek() == UInt8(ascii: "=") else { throw error("expected '=' after the key '\(key)'") }
        offset += 1
        entries[key] = try value(depth: depth + 1)
        try skipTrivia()
        guard peek() == UInt8(ascii: ";") else { throw error("expected ';' after the value of '\(key)'") }
        offset += 1
      }
    }

    mutating func array(depth: Int) throws(PropertyListError) -> [PropertyList] {
      offset += 1
      var elements: [PropertyList] = []
      while true {
        try skipTrivia()
        guard let byte = peek() else {
          throw error("expected ')' to end the array, found the end of the file")
        }
        if byte == UInt8(ascii: ")") {
          offset += 1
          return elements
        }
        elements.append(try value(depth: depth + 1))
        try skipTrivia()
        if peek() == UInt8(ascii: ",") {
          offset += 1
        } else if peek() != UInt8(ascii: ")") {
          throw error("expected ',' or ')' in the array")
        }
      }
    }

    mutating func data() throws(PropertyListError) -> [UInt8] {
      let start = offset
      offset += 1
      var result: [UInt8] = []
      var high: UInt8?
      while let byte = peek(), byte != UInt8(ascii: ">") {
        offset += 1
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        guard let nibble = Cursor.hexValue(byte) else {
          offset -= 1
          throw error("expected a hexadecimal digit in data, found '\(Cursor.describe(byte))'")
        }
        if let first = high {
          result.append(first << 4 | nibble)
          high = nil
        } else {
          high = nibble
        }
      }
      guard !isAtEnd else {
        offset = start
        throw error("unterminated data: expected '>'")
      }
      guard high == nil else { throw error("data has an odd number of hexadecimal digits") }
      offset += 1
      return result
    }

    /// A quoted string: its escapes decoded, its bytes read as UTF-8 (invalid bytes become U+FFFD).
    mutating func quoted() throws(PropertyListError) -> String {
      let start = offset
      let quote = bytes[offset]
      offset += 1
      var result: [UInt8] = []
      while let byte = peek(), byte != quote {
        offset += 1
        guard byte == UInt8(ascii: "\\") else {
          result.append(byte)
          continue
        }
        guard let escaped = peek() else { break }
        offset += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var code = UInt32(escaped - UInt8(ascii: "0"))
          for _ in 0..<2 {
            guard let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
            code = code * 8 + UInt32(digit - UInt8(ascii: "0"))
            offset += 1
          }
          result.append(contentsOf: Cursor.utf8(code & 0xFF))
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
          var code: UInt32 = 0
          for _ in 0..<4 {
            guard let digit = peek(), let nibble = Cursor.hexValue(digit) else { break }
            code = code * 16 + UInt32(nibble)
            offset += 1
          }
          result.append(contentsOf: Cursor.utf8(code))
        default:
          result.append(escaped)
        }
      }
      guard !isAtEnd else {
        offset = start
        throw error("unterminated string: expected a closing \(quote == UInt8(ascii: "'") ? "'" : "\"")")
      }
      offset += 1
      return String(decoding: result, as: UTF8.self)
    }

    mutating func unquoted() -> String {
      let start = offset
      while let byte = peek(), Cursor.isUnquoted(byte) {
        // `//` and `/*` start a comment even right after a word: `a/* b */` is `a`.
        if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"),
          offset > start
        {
          break
        }
        offset += 1
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Whether `byte` may stand in an unquoted string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
        UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
        return true
      default:
        return false
      }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }

    /// The UTF-8 bytes of the code point `code`, or of U+FFFD when it is none (a lone surrogate).
    static func utf8(_ code: UInt32) -> [UInt8] {
      Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
    }

    /// `byte` as a message shows it: the character when it is printable ASCII, else its code.
    static func describe(_ byte: UInt8) -> String {
      (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
  }
}

/// Why a property list could not be read, and where.
package struct PropertyListError: Error, Equatable, Sendable {
  /// What is wrong.
  package var message: String
  /// The 1-based line and column (in UTF-8 bytes, as compilers count) of the problem.
  package var location: (line: Int, column: Int)

  package static func == (lhs: PropertyListError, rhs: PropertyListError) -> Bool {
    lhs.message == rhs.message && lhs.location == rhs.location
  }

  /// The line and column of `offset` in `bytes`.
  static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
