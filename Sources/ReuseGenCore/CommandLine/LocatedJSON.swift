/// A JSON value with the line and column it starts at, so that `reusegen.json`'s errors point where a
/// compiler would (DESIGN.md §4).
///
/// `JSONSerialization` reports neither, and accepts what RFC 8259 forbids, such as a trailing comma; this
/// reader is strict: RFC 8259's grammar exactly, with duplicate keys in one object refused too.
struct LocatedJSON: Equatable {
  /// What a value is.
  enum Value: Equatable {
    case string(String)
    case number
    case bool(Bool)
    case null
    case array([LocatedJSON])
    /// Members in the file's order.
    case object([Member])
  }

  /// One member of an object: its key, where the key is, and its value.
  struct Member: Equatable {
    var key: String
    var keyLocation: SourceLocation
    var value: LocatedJSON
  }

  /// Why a file is not JSON, and where.
  struct SyntaxError: Error, Equatable {
    var message: String
    var location: SourceLocation
  }

  var value: Value
  var location: SourceLocation

  /// The strings of an array of strings, or `nil` for any other value.
  var strings: [String]? {
    guard case .array(let elements) = value else { return nil }
    var strings: [String] = []
    for element in elements {
      guard case .string(let string) = element.value else { return nil }
      strings.append(string)
    }
    return strings
  }

  /// Parses `bytes` as one JSON value, diagnostics naming `path`.
  static func parse(_ bytes: [UInt8], path: String) throws(SyntaxError) -> LocatedJSON {
    var reader = Reader(bytes: bytes, path: path)
    // A byte order mark, which some editors write, is no part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.offset = 3
      reader.lineStart = 3
    }
    reader.skipWhitespace()
    let value = try reader.value()
    reader.skipWhitespace()
    guard reader.isAtEnd else { throw reader.error("unexpected text after the JSON value") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    let path: String
    var offset = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8], path: String) {
      self.bytes = bytes
      self.path = path
    }

    var isAtEnd: Bool { offset >= bytes.count }
    var location: SourceLocation { SourceLocation(path: path, line: line, column: offset - lineStart + 1) }

    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: location) }

    /// What stands at the current offset, for messages.
    var found: String {
      guard !isAtEnd else { return "the end of the file" }
      let byte = bytes[offset]
      return byte >= 0x20 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "byte \(byte)"
    }

    mutating func skipWhitespace() {
      while !isAtEnd {
        switch bytes[offset] {
        case UInt8(ascii: "\n"):
          offset += 1
          line += 1
          lineStart = offset
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
        default: return
        }
      }
    }

    mutating func value() throws(SyntaxError) -> LocatedJSON {
      let start = location
      guard !isAtEnd else { throw error("expected a value, found the end of the file") }
      switch bytes[offset] {
      case UInt8(ascii: "{"): return LocatedJSON(value: try object(), location: start)
      case UInt8(ascii: "["): return LocatedJSON(value: try array(), location: start)
      case UInt8(ascii: "\""): return LocatedJSON(value: .string(try string()), location: start)
      case UInt8(ascii: "t"):
        try literal("true")
        return LocatedJSON(value: .bool(true), location: start)
      case UInt8(ascii: "f"):
        try literal("false")
        return LocatedJSON(value: .bool(false), location: start)
      case UInt8(ascii: "n"):
        try literal("null")
        return LocatedJSON(value: .null, location: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try number()
        return LocatedJSON(value: .number, location: start)
      default: throw error("expected a value, found \(found)")
      }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
      let expected = Array(word.utf8)
      guard bytes[offset...].starts(with: expected) else { throw error("expected a value, found \(found)") }
      offset += expected.count
    }

    private mutating func digits() -> Int {
      let start = offset
      while !isAtEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
      return offset - start
    }

    private mutating func number() throws(SyntaxError) {
      if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      if !isAtEnd, bytes[offset] == UInt8(ascii: "0") {
        offset += 1
      } else if digits() == 0 {
        throw error("expected a digit, found \(found)")
      }
      if !isAtEnd, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard digits() > 0 else { throw error("expected a digit, found \(found)") }
      }
      if !isAtEnd, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
        offset += 1
        if !isAtEnd, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard digits() > 0 else { throw error("expected a digit, found \(found)") }
      }
    }

    mutating func string() throws(SyntaxError) -> String {
      offset += 1
      var scalars = String.UnicodeScalarView()
      var pendingHighSurrogate: UInt32?
      var text: [UInt8] = []
      // A lone surrogate is not a character; it reads as U+FFFD, as Foundation reads it.
      func replacePendingSurrogate() {
        if pendingHighSurrogate != nil { scalars.append("\u{FFFD}") }
        pendingHighSurrogate = nil
      }
      func flush() {
        guard !text.isEmpty else { return }
        replacePendingSurrogate()
        scalars.append(contentsOf: String(decoding: text, as: UTF8.self).unicodeScalars)
        text.removeAll()
      }
      while true {
        guard !isAtEnd else { throw error("unterminated string") }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          offset += 1
          flush()
          replacePendingSurrogate()
          return String(scalars)
        }
        guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
        guard byte == UInt8(ascii: "\\") else {
          text.append(byte)
          offset += 1
          continue
        }
        offset += 1
        guard !isAtEnd else { throw error("unterminated string") }
        let escaped = bytes[offset]
        offset += 1
        let simple: [UInt8: UInt8] = [
          UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
          UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
          UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[escaped] {
          text.append(replacement)
          continue
        }
        guard escaped == UInt8(ascii: "u") else {
          offset -= 2
          throw error("invalid escape in a string")
        }
        guard offset + 4 <= bytes.count,
          let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits after '\\u'") }
        offset += 4
        flush()
        if let high = pendingHighSurrogate, (0xDC00...0xDFFF).contains(code) {
          pendingHighSurrogate = nil
          scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
          continue
        }
        replacePendingSurrogate()
        if (0xD800...0xDBFF).contains(code) {
          pendingHighSurrogate = code
        } else {
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        }
      }
    }

    private mutating func array() throws(SyntaxError) -> Value {
      .array(try elements(closedBy: "]") { reader throws(SyntaxError) in try reader.value() })
    }

    private mutating func object() throws(SyntaxError) -> Value {
      var keys = Set<String>()
      return .object(
        try elements(closedBy: "}") { reader throws(SyntaxError) in
          guard !reader.isAtEnd, reader.bytes[reader.offset] == UInt8(ascii: "\"") else {
            throw reader.error("expected a key in quotes, found \(reader.found)")
          }
          let keyLocation = reader.location
          let key = try reader.string()
          guard keys.insert(key).inserted else {
            throw SyntaxError(message: "duplicate key '\(key)'", location: keyLocation)
          }
          reader.skipWhitespace()
          guard !reader.isAtEnd, reader.bytes[reader.offset] == UInt8(ascii: ":") else {
            throw reader.error("expected ':', found \(reader.found)")
          }
          reader.offset += 1
          reader.skipWhitespace()
          return Member(key: key, keyLocation: keyLocation, value: try reader.value())
        })
    }

    /// The comma-separated elements of an array or members of an object, read by `element` after the
    /// opening bracket up to the closing one, `close`. A comma before `close` is an error, as RFC 8259
    /// says, where `JSONSerialization` accepts it.
    private mutating func elements<Element>(
      closedBy close: Unicode.Scalar, _ element: (inout Reader) throws(SyntaxError) -> Element
    ) throws(SyntaxError) -> [Element] {
      let closing = UInt8(ascii: close)
      offset += 1
      var elements: [Element] = []
      skipWhitespace()
      if !isAtEnd, bytes[offset] == closing {
        offset += 1
        return elements
      }
      while true {
        skipWhitespace()
        if !isAtEnd, bytes[offset] == closing, !elements.isEmpty {
          throw error("a trailing comma is not allowed in JSON")
        }
        elements.append(try element(&self))
        skipWhitespace()
        guard !isAtEnd, bytes[offset] == closing || bytes[offset] == UInt8(ascii: ",") else {
          throw error("expected ',' or '\(close)', found \(found)")
        }
        offset += 1
        if bytes[offset - 1] == closing { return elements }
      }
    }
  }
}
