/// Appends JSON text to a byte buffer.
struct JSONWriter {
  var bytes: [UInt8] = []
  /// The places written (`place(_:form:)`).
  var places: [PlacedText.Place] = []

  /// Writes `location`'s line or column (`form`) as a number, recorded as a place.
  mutating func place(_ location: SourceLocation, form: PlacedText.Form) {
    let start = bytes.count
    raw(PlacedText.Place.printed(LineColumn(line: location.line, column: location.column), form: form))
    guard location.line > 0 else { return }
    places.append(PlacedText.Place(location: location, form: form, range: start..<bytes.count))
  }

  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes `"key": `, preceded by a separator unless it is the object's first field.
  mutating func field(_ key: String, first: Bool = false) {
    if !first { raw(", ") }
    string(key)
    raw(": ")
  }

  mutating func optionalString(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }

  /// Writes a string literal. Only `"`, `\\` and control characters need escaping; every other byte of
  /// valid UTF-8 is copied as it is.
  mutating func string(_ value: String) {
    stringContents(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes the string literal `"path:line:column"`, its line and column recorded as a place.
  mutating func string(_ path: String, then location: SourceLocation) {
    stringContents(path + ":")
    place(location, form: .lineAndColumn)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes the opening quote and `value`, escaped.
  private mutating func stringContents(_ value: String) {
    var value = value
    // The string's UTF-8 is read in place; names, paths and identifiers almost never hold a byte to escape,
    // and such a string is copied whole instead of byte by byte, which a listing of thousands of views
    // feels.
    value.withUTF8 { utf8 in
      bytes.append(UInt8(ascii: "\""))
      if utf8.contains(where: Self.needsEscaping) {
        appendEscaped(utf8)
      } else {
        bytes.append(contentsOf: utf8)
      }
    }
  }

  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default:
        bytes.append(byte)
      }
    }
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
