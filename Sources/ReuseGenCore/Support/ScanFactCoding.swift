/// The binary encoding of what the scan finds in one file, for the scan cache (`ScanCache`): unsigned
/// LEB128 integers (zigzagged when signed), strings as their UTF-8 count and bytes, an optional as a flag
/// byte and its value, an array as its count and elements, an enumeration with raw values as the raw
/// value. A location's path is left out when it is the file's own, which is nearly always: the cache keys
/// an entry by that path, and the reader puts it back.
///
/// Every type's fields are written in declaration order. A field added to a scanned type must be added
/// here too, and `ScanCache.formatVersion` raised; `ScanCacheTests` counts the fields to catch a
/// forgotten one.
protocol ScanFact {
  /// Appends the value to `writer`.
  func write(to writer: inout ScanFactWriter)
  /// Reads a value `write(to:)` wrote, or throws for bytes it cannot have written.
  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid)
}

/// Builds one file's facts.
struct ScanFactWriter {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []
  /// The file's path, which its locations have.
  let path: String
  /// Where the line and column of each location in the file's own path are in `bytes`, in the order
  /// written: the facts without them are the file's shape, which an edit that only moves its
  /// declarations leaves as it was (`ScanCache.Record.shape`).
  private(set) var ownLocations: [(line: Int, column: Int, bytes: Range<Int>)] = []

  init(path: String) {
    self.path = path
  }

  /// Notes that the bytes from `start` on are the line and column of a location in the file's own path.
  mutating func noteOwnLocation(line: Int, column: Int, from start: Int) {
    ownLocations.append((line, column, start..<bytes.count))
  }

  /// A hash of the bytes without the own locations' lines and columns.
  var shapeHash: UInt64 {
    guard !ownLocations.isEmpty else { return bytes.withUnsafeBufferPointer(ContentHash.of) }
    var shape: [UInt8] = []
    shape.reserveCapacity(bytes.count)
    var start = 0
    for location in ownLocations {
      shape.append(contentsOf: bytes[start..<location.bytes.lowerBound])
      start = location.bytes.upperBound
    }
    shape.append(contentsOf: bytes[start...])
    return shape.withUnsafeBufferPointer(ContentHash.of)
  }

  mutating func write(_ value: some ScanFact) { value.write(to: &self) }

  mutating func writeUnsigned(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func writeByte(_ value: UInt8) { bytes.append(value) }

  /// Appends raw bytes, such as an array of fixed-size integers in the machine's order.
  mutating func writeRaw(_ raw: UnsafeRawBufferPointer) { bytes.append(contentsOf: raw) }
}

/// Reads one file's facts, checking every count and offset against the bytes: a cache is never trusted.
struct ScanFactReader {
  /// Bytes no writer produced.
  struct Invalid: Error {}

  private let base: UnsafePointer<UInt8>
  private let end: Int
  private var offset = 0
  /// The file's path, given back to its locations.
  let path: String
  /// How deep recursive values nest, bounded so that crafted bytes cannot exhaust the stack.
  private var depth = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
    // An empty buffer may have no address; no read then reaches it.
    base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
    end = bytes.count
    self.path = path
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == end }

  /// How many bytes were read.
  var position: Int { offset }

  mutating func read<Value: ScanFact>() throws(Invalid) -> Value { try Value(from: &self) }

  mutating func readByte() throws(Invalid) -> UInt8 {
    guard offset < end else { throw Invalid() }
    offset += 1
    return base[offset - 1]
  }

  mutating func readUnsigned() throws(Invalid) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try readByte()
      guard shift < 64 else { throw Invalid() }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// A count of things that each take at least `size` bytes, which must fit in what is left.
  mutating func readCount(ofSize size: Int = 1) throws(Invalid) -> Int {
    let count = try readUnsigned()
    guard count <= UInt64((end - offset) / max(size, 1)) else { throw Invalid() }
    return Int(count)
  }

  /// The next `count` bytes.
  mutating func readRaw(_ count: Int) throws(Invalid) -> UnsafeBufferPointer<UInt8> {
    guard count >= 0, count <= end - offset else { throw Invalid() }
    offset += count
    return UnsafeBufferPointer(start: base + offset - count, count: count)
  }

  /// Reads a value that may contain itself, one level deeper.
  mutating func nested<Value>(_ body: (inout ScanFactReader) throws(Invalid) -> Value) throws(Invalid)
    -> Value
  {
    guard depth < 64 else { throw Invalid() }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }
}

// MARK: - Values

extension UInt64: ScanFact {
  func write(to writer: inout ScanFactWriter) { writer.writeUnsigned(self) }
  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) { self = try reader.readUnsigned() }
}

extension Int: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.writeUnsigned(UInt64(bitPattern: Int64((self << 1) ^ (self >> (Int.bitWidth - 1)))))
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let zigzag = try reader.readUnsigned()
    self = Int(truncatingIfNeeded: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
  }
}

extension Bool: ScanFact {
  func write(to writer: inout ScanFactWriter) { writer.writeByte(self ? 1 : 0) }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    switch try reader.readByte() {
    case 0: self = false
    case 1: self = true
    default: throw ScanFactReader.Invalid()
    }
  }
}

extension String: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    var copy = self
    copy.withUTF8 { utf8 in
      writer.writeUnsigned(UInt64(utf8.count))
      writer.writeRaw(UnsafeRawBufferPointer(utf8))
    }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let count = try reader.readCount()
    self = String(decoding: try reader.readRaw(count), as: UTF8.self)
  }
}

extension Optional: ScanFact where Wrapped: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    guard let self else { return writer.writeByte(0) }
    writer.writeByte(1)
    writer.write(self)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self = try Bool(from: &reader) ? try Wrapped(from: &reader) : nil
  }
}

extension Array: ScanFact where Element: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.writeUnsigned(UInt64(count))
    for element in self { writer.write(element) }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let count = try reader.readCount()
    self = []
    reserveCapacity(count)
    for _ in 0..<count { append(try Element(from: &reader)) }
  }
}

/// An enumeration written as its raw value.
protocol RawValueScanFact: ScanFact, RawRepresentable where RawValue == String {}

extension RawValueScanFact {
  func write(to writer: inout ScanFactWriter) { writer.write(rawValue) }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    guard let value = Self(rawValue: try String(from: &reader)) else { throw ScanFactReader.Invalid() }
    self = value
  }
}
