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
    guard !ownLocations.isEmpty else { return bytes.withUnsafeBufferPointer(ScanCache.hash) }
    var shape: [UInt8] = []
    shape.reserveCapacity(bytes.count)
    var start = 0
    for location in ownLocations {
      shape.append(contentsOf: bytes[start..<location.bytes.lowerBound])
      start = location.bytes.upperBound
    }
    shape.append(contentsOf: bytes[start...])
    return shape.withUnsafeBufferPointer(ScanCache.hash)
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

extension AccessLevel: RawValueScanFact {}
extension ViewKind: RawValueScanFact {}
extension TypeDeclarationKind: RawValueScanFact {}
extension Diagnostic.Severity: RawValueScanFact {}
extension InterfaceBuilderDocument.Kind: RawValueScanFact {}

// MARK: - Locations and diagnostics

extension SourceLocation: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    let isOwnPath = path == writer.path
    writer.write(isOwnPath)
    if !isOwnPath { writer.write(path) }
    let start = writer.bytes.count
    writer.write(line)
    writer.write(column)
    if isOwnPath { writer.noteOwnLocation(line: line, column: column, from: start) }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let path = try Bool(from: &reader) ? reader.path : try String(from: &reader)
    self.init(path: path, line: try reader.read(), column: try reader.read())
  }
}

extension Diagnostic: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(location)
    writer.write(severity)
    writer.write(PlacedText(message, places: messagePlaces))
    writer.write(notes)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let location: SourceLocation? = try reader.read()
    let severity: Severity = try reader.read()
    let message: PlacedText = try reader.read()
    guard let places = message.places else { throw ScanFactReader.Invalid() }
    self.init(
      severity, message.text, at: location,
      notes: try reader.nested { reader throws(ScanFactReader.Invalid) in try reader.read() })
    messagePlaces = places
  }
}

extension PlacedText.Form: RawValueScanFact {}

extension PlacedText: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(text)
    writer.write(places != nil)
    writer.writeUnsigned(UInt64(places?.count ?? 0))
    for place in places ?? [] {
      writer.write(place.location)
      writer.write(place.form)
      writer.writeUnsigned(UInt64(place.range.lowerBound))
      writer.writeUnsigned(UInt64(place.range.upperBound))
    }
  }

  /// Reads a text whose places lie in it, in order, apart.
  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let text: String = try reader.read()
    let isPlaced: Bool = try reader.read()
    let count = try reader.readCount(ofSize: 4)
    var places: [Place] = []
    var end = 0
    for _ in 0..<count {
      let location: SourceLocation = try reader.read()
      let form: Form = try reader.read()
      let lower = try reader.readUnsigned()
      let upper = try reader.readUnsigned()
      guard let lower = Int(exactly: lower), let upper = Int(exactly: upper), end <= lower, lower <= upper,
        upper <= text.utf8.count
      else { throw ScanFactReader.Invalid() }
      places.append(Place(location: location, form: form, range: lower..<upper))
      end = upper
    }
    self.init(text, places: isPlaced ? places : nil)
  }
}

// MARK: - Declarations

extension TypeReference: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(components)
    writer.write(hasGenericArguments)
    writer.write(isMarked)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      components: try reader.read(), hasGenericArguments: try reader.read(), isMarked: try reader.read())
  }
}

extension ConditionalBranch: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(block)
    writer.write(clause)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(block: try reader.read(), clause: try reader.read())
  }
}

extension ConditionalContext: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(conditions)
    writer.write(branches)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(conditions: try reader.read(), branches: try reader.read())
  }
}

extension EnclosingDeclaration: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    switch self {
    case .type(let index):
      writer.writeByte(0)
      writer.write(index)
    case .extension(let index):
      writer.writeByte(1)
      writer.write(index)
    }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    switch try reader.readByte() {
    case 0: self = .type(try reader.read())
    case 1: self = .extension(try reader.read())
    default: throw ScanFactReader.Invalid()
    }
  }
}

extension TypeDeclaration: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(kind)
    writer.write(name)
    writer.write(qualifiedName)
    writer.write(enclosing)
    writer.write(isLocal)
    writer.write(location)
    writer.write(explicitAccess)
    writer.write(isFinal)
    writer.write(objcName)
    writer.write(genericParameters)
    writer.write(inheritance)
    writer.write(adoptedText)
    writer.write(conditional)
    writer.write(scopeIdentities)
    writer.write(isInGenericCode)
    writer.write(availability)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      kind: try reader.read(), name: try reader.read(), qualifiedName: try reader.read(),
      enclosing: try reader.read(), isLocal: try reader.read(), location: try reader.read(),
      explicitAccess: try reader.read(), isFinal: try reader.read(), objcName: try reader.read(),
      genericParameters: try reader.read(), inheritance: try reader.read(), adoptedText: try reader.read(),
      conditional: try reader.read(),
      scopeIdentities: try reader.read(), isInGenericCode: try reader.read(), availability: try reader.read())
  }
}

extension ExtensionDeclaration: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(extendedType)
    writer.write(enclosing)
    writer.write(isLocal)
    writer.write(location)
    writer.write(explicitAccess)
    writer.write(conformances)
    writer.write(conditional)
    writer.write(availability)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      extendedType: try reader.read(), enclosing: try reader.read(), isLocal: try reader.read(),
      location: try reader.read(), explicitAccess: try reader.read(), conformances: try reader.read(),
      conditional: try reader.read(), availability: try reader.read())
  }
}

extension StaticPropertyDeclaration: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(name)
    writer.write(owner)
    writer.write(location)
    writer.write(value)
    writer.write(isStored)
    writer.write(explicitAccess)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      name: try reader.read(), owner: try reader.read(), location: try reader.read(),
      value: try reader.read(),
      isStored: try reader.read(), explicitAccess: try reader.read())
  }
}

extension HelperMethodDeclaration: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(name)
    writer.write(labels)
    writer.write(owner)
    writer.write(location)
    writer.write(explicitAccess)
    writer.write(parameterClass)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      name: try reader.read(), labels: try reader.read(), owner: try reader.read(),
      location: try reader.read(),
      explicitAccess: try reader.read(), parameterClass: try reader.read())
  }
}

extension TypeAliasDeclaration: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(name)
    writer.write(enclosing)
    writer.write(isLocal)
    writer.write(location)
    writer.write(target)
    writer.write(targetIsPlainPath)
    writer.write(conditional)
    writer.write(scopeIdentities)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      name: try reader.read(), enclosing: try reader.read(), isLocal: try reader.read(),
      location: try reader.read(), target: try reader.read(), targetIsPlainPath: try reader.read(),
      conditional: try reader.read(), scopeIdentities: try reader.read())
  }
}

extension TypeOperand: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    switch self {
    case .selfType: writer.writeByte(0)
    case .type(let path):
      writer.writeByte(1)
      writer.write(path)
    }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    switch try reader.readByte() {
    case 0: self = .selfType
    case 1: self = .type(try reader.read())
    default: throw ScanFactReader.Invalid()
    }
  }
}

extension IdentifierExpression: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    switch self {
    case .literal(let value):
      writer.writeByte(0)
      writer.write(value)
    case .concatenation(let parts):
      writer.writeByte(1)
      writer.write(parts)
    case .describing(let operand):
      writer.writeByte(2)
      writer.write(operand)
    case .reflecting(let operand):
      writer.writeByte(3)
      writer.write(operand)
    case .classString(let operand):
      writer.writeByte(4)
      writer.write(operand)
    case .reference(let path):
      writer.writeByte(5)
      writer.write(path)
    case .lastComponent(let base, let separator):
      writer.writeByte(6)
      writer.write(base)
      writer.write(separator)
    case .choice(let branches):
      writer.writeByte(7)
      writer.write(branches)
    case .array(let elements):
      writer.writeByte(8)
      writer.write(elements)
    case .element(let sequence):
      writer.writeByte(9)
      writer.write(sequence)
    case .unsupported(let text):
      writer.writeByte(10)
      writer.write(text)
    case .staticCall(let path):
      writer.writeByte(11)
      writer.write(path)
    }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let tag = try reader.readByte()
    self = try reader.nested { reader throws(ScanFactReader.Invalid) in
      switch tag {
      case 0: .literal(try reader.read())
      case 1: .concatenation(try reader.read())
      case 2: .describing(try reader.read())
      case 3: .reflecting(try reader.read())
      case 4: .classString(try reader.read())
      case 5: .reference(try reader.read())
      case 6: .lastComponent(try reader.read(), separator: try reader.read())
      case 7: .choice(try reader.read())
      case 8: .array(try reader.read())
      case 9: .element(of: try reader.read())
      case 10: .unsupported(try reader.read())
      case 11: .staticCall(try reader.read())
      default: throw ScanFactReader.Invalid()
      }
    }
  }
}

extension ScannedFile: ScanFact {
  /// A context module's tag and the mark of an Objective-C interface are set after the scan, never cached.
  func write(to writer: inout ScanFactWriter) {
    writer.write(types)
    writer.write(extensions)
    writer.write(typeAliases)
    writer.write(staticProperties)
    writer.write(helperMethods)
    writer.write(helperHostFunctions)
    writer.write(diagnostics)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(path: reader.path)
    types = try reader.read()
    extensions = try reader.read()
    typeAliases = try reader.read()
    staticProperties = try reader.read()
    helperMethods = try reader.read()
    helperHostFunctions = try reader.read()
    diagnostics = try reader.read()
  }
}

/// What the scan of `list` and `generate` keeps of one Swift file. The keys come first: a run that may
/// print its kept output reads them alone (`ScanCache.prefix(of:)`).
struct SwiftFileFacts: Equatable, ScanFact {
  var scanned: ScannedFile
  /// `nil` for a file reusegen generated.
  var keys: DeclarationKeys?

  func write(to writer: inout ScanFactWriter) {
    writer.write(keys)
    writer.write(scanned)
  }

  init(scanned: ScannedFile, keys: DeclarationKeys?) {
    self.scanned = scanned
    self.keys = keys
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let keys: DeclarationKeys? = try reader.read()
    self.init(scanned: try reader.read(), keys: keys)
  }
}

extension DeclarationKeys: ScanFact {
  /// The keys as 8-byte words in the machine's order, copied whole both ways.
  func write(to writer: inout ScanFactWriter) {
    writer.write(isEverything)
    writer.writeUnsigned(UInt64(hashes.count))
    hashes.withUnsafeBytes { writer.writeRaw($0) }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    if try Bool(from: &reader) {
      self = .everything
      return
    }
    let count = try reader.readCount(ofSize: MemoryLayout<UInt64>.size)
    let raw = try reader.readRaw(count * MemoryLayout<UInt64>.size)
    self.init(
      hashes: [UInt64](unsafeUninitializedCapacity: count) { hashes, initialized in
        UnsafeMutableRawBufferPointer(hashes).copyMemory(from: UnsafeRawBufferPointer(raw))
        initialized = count
      }, isEverything: false)
  }
}

// MARK: - Interface Builder

extension InterfaceBuilderObject: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(tag)
    writer.write(customClass)
    writer.write(customModule)
    writer.write(customModuleProvider)
    writer.write(reuseIdentifier)
    writer.write(key)
    writer.write(location)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      tag: try reader.read(), customClass: try reader.read(), customModule: try reader.read(),
      customModuleProvider: try reader.read(), reuseIdentifier: try reader.read(), key: try reader.read(),
      location: try reader.read())
  }
}

extension InterfaceBuilderReusableElement: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(object)
    writer.write(impliedKind)
    writer.write(isTopLevel)
    writer.write(isPrototype)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      object: try reader.read(), impliedKind: try reader.read(), isTopLevel: try reader.read(),
      isPrototype: try reader.read())
  }
}

extension InterfaceBuilderDocument: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(kind)
    writer.write(topLevelObjects)
    writer.write(reusableElements)
    writer.write(diagnostics)
    writer.write(isMalformed)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      path: reader.path, kind: try reader.read(), topLevelObjects: try reader.read(),
      reusableElements: try reader.read(), diagnostics: try reader.read(), isMalformed: try reader.read())
  }
}
