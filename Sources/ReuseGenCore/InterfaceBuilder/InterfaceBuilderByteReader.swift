#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the Interface Builder documents that are plainly well-formed straight from their bytes, reading
/// only the attributes ReuseGen records, and only of the elements it records.
///
/// `XMLParser` made a dictionary of every element's attributes and a `String` of every name, value and run
/// of text, which was most of the time `list` spent on Interface Builder files; and libxml2 behind it is not
/// thread-safe on Linux, so documents were read one at a time. This reader accepts a strict subset of XML
/// that libxml2 accepts too, and reads it as `XMLParser` does: UTF-8 without a byte-order mark, an optional
/// XML declaration of version 1.0 in UTF-8, comments, elements with ASCII names without namespace prefixes,
/// attributes in either quote, the five predefined entities and character references, and CDATA sections.
/// Anything else, whether a document type declaration, a processing instruction, an unknown entity or any
/// error, makes it return `nil`, and the caller reads the document with `XMLParser`, which also says where
/// a malformed document goes wrong. `InterfaceBuilderByteReaderTests` compare the two readers.
enum InterfaceBuilderByteReader {
  /// The document, or `nil` when it is not of the subset this reader proves well-formed.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, kind: InterfaceBuilderDocument.Kind)
    -> InterfaceBuilderDocument?
  {
    // libxml2 limits a text node to 10 MB and nesting to 256 levels; larger documents go to it, whose
    // answer stands.
    guard bytes.count < 8_000_000, bytes.baseAddress != nil else { return nil }
    var reader = ByteXMLReader(bytes: bytes, path: path, kind: kind)
    guard reader.readDocument() else { return nil }
    return InterfaceBuilderDocument(
      path: path, kind: kind, topLevelObjects: reader.recorder.topLevelObjects,
      reusableElements: reader.recorder.reusableElements)
  }
}

/// The cursor of one document's read. Each `read…` function returns `false` where the document leaves the
/// subset, which abandons the read.
private struct ByteXMLReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let path: String
  /// `XMLByteClass.table`, read once: through the lazily made global, every byte's test checked that it
  /// was made. Tested through the static `XMLByteClass.isClass(_:_:in:)`: a call of a method of the
  /// reader from a mutating one copies the whole reader in a debug build (the plugins').
  let classes = XMLByteClass.table
  var offset = 0
  var recorder: InterfaceBuilderElementRecorder
  /// The name of each open element, as its start and end offsets, to match end tags against.
  var openNames: [(start: Int, end: Int)] = []
  /// The attribute names of the current start tag, to find a repeated one.
  var attributeNames: [(start: Int, end: Int)] = []
  /// The line of `lineCountedUpTo`, and where that line starts: lines are counted only up to the elements
  /// recorded, when they are.
  var line = 1
  var lineStart = 0
  var lineCountedUpTo = 0

  init(bytes: UnsafeBufferPointer<UInt8>, path: String, kind: InterfaceBuilderDocument.Kind) {
    self.bytes = bytes
    self.path = path
    self.recorder = InterfaceBuilderElementRecorder(kind: kind)
  }

  /// Skips the bytes `mask` does not mark, and returns the first it marks, at `offset`; `nil` at the end.
  private mutating func nextMarked(_ mask: UInt8) -> UInt8? {
    while offset < bytes.count {
      let current = bytes[offset]
      if XMLByteClass.isClass(current, mask, in: classes) { return current }
      offset += 1
    }
    return nil
  }

  // MARK: - Document

  mutating func readDocument() -> Bool {
    guard readDeclaration(), skipMiscellany(), bytes.byte(at: offset) == UInt8(ascii: "<") else {
      return false
    }
    guard readElements(), skipMiscellany() else { return false }
    return offset == bytes.count
  }

  /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` at the very start, if it is there;
  /// the encoding and standalone declarations are optional, and any other form leaves the subset.
  private mutating func readDeclaration() -> Bool {
    guard bytes.starts(with: "<?xml", at: 0) else {
      // A byte-order mark or another processing instruction first.
      return bytes.byte(at: 0) != 0xEF && !bytes.starts(with: "<?", at: 0)
    }
    offset = 5
    var expected: [StaticString] = ["version", "encoding", "standalone"]
    var sawVersion = false
    while true {
      let hadSpace = skipWhitespace()
      if bytes.starts(with: "?>", at: offset) {
        offset += 2
        return sawVersion
      }
      guard hadSpace, let name = expected.firstIndex(where: { bytes.starts(with: $0, at: offset) }) else {
        return false
      }
      offset += expected[name].utf8CodeUnitCount
      skipWhitespace()
      guard bytes.byte(at: offset) == UInt8(ascii: "=") else { return false }
      offset += 1
      skipWhitespace()
      guard let quote = bytes.byte(at: offset), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
      else {
        return false
      }
      let valueStart = offset + 1
      guard let valueEnd = (valueStart..<bytes.count).first(where: { bytes[$0] == quote }) else {
        return false
      }
      let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
      let accepted: Bool =
        switch expected[name].description {
        case "version": value == "1.0"
        case "encoding": value.lowercased() == "utf-8"
        default: value == "yes" || value == "no"
        }
      guard accepted else { return false }
      if name == 0 { sawVersion = true }
      // Each declaration may follow only those before it.
      expected.removeFirst(name + 1)
      offset = valueEnd + 1
    }
  }

  /// Skips white space and comments, as may come before and after the root element.
  private mutating func skipMiscellany() -> Bool {
    while true {
      skipWhitespace()
      guard bytes.starts(with: "<!--", at: offset) else { return true }
      guard readComment() else { return false }
    }
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = offset
    while offset < bytes.count, XMLByteClass.isClass(bytes[offset], XMLByteClass.whitespace, in: classes) {
      offset += 1
    }
    return offset > start
  }

  // MARK: - Elements

  /// Reads the root element, from its `<` to the end of its end tag.
  private mutating func readElements() -> Bool {
    while true {
      // At a `<`.
      switch bytes.byte(at: offset + 1) {
      case UInt8(ascii: "/"):
        guard readEndTag() else { return false }
        if openNames.isEmpty { return true }
      case UInt8(ascii: "!"):
        if bytes.starts(with: "<!--", at: offset) {
          guard readComment() else { return false }
        } else if bytes.starts(with: "<![CDATA[", at: offset) {
          guard readCDATA() else { return false }
        } else {
          return false
        }
      default:
        guard readStartTag() else { return false }
        if openNames.isEmpty { return true }
      }
      guard readText() else { return false }
    }
  }

  /// Reads character data up to the next `<`.
  private mutating func readText() -> Bool {
    while let current = nextMarked(XMLByteClass.textSpecial) {
      switch current {
      case UInt8(ascii: "<"):
        return true
      case UInt8(ascii: "&"):
        guard readReference() != nil else { return false }
      case UInt8(ascii: "]"):
        // `]]>` may not appear in text.
        guard !bytes.starts(with: "]]>", at: offset) else { return false }
        offset += 1
      default:
        guard skipCharacter() else { return false }
      }
    }
    // The document ends inside the root element.
    return false
  }

  /// Reads a name of ASCII letters, digits, `_`, `.` and `-`, not starting with a digit, `.` or `-`.
  /// A `:` (a namespace prefix) or any other character leaves the subset.
  private mutating func readName() -> (start: Int, end: Int)? {
    let start = offset
    guard offset < bytes.count, XMLByteClass.isClass(bytes[offset], XMLByteClass.nameStart, in: classes)
    else {
      return nil
    }
    offset += 1
    while offset < bytes.count, XMLByteClass.isClass(bytes[offset], XMLByteClass.nameBody, in: classes) {
      offset += 1
    }
    return (start, offset)
  }

  private mutating func readStartTag() -> Bool {
    let tagStart = offset
    offset += 1
    guard let name = readName(), openNames.count < 200 else { return false }
    let tag = InterfaceBuilderTag(UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]))
    let records = recorder.records(tag)
    var values = RecordedAttributes()
    attributeNames.removeAll(keepingCapacity: true)
    var isEmptyElement = false
    while true {
      let hadSpace = skipWhitespace()
      guard let current = bytes.byte(at: offset) else { return false }
      if current == UInt8(ascii: ">") {
        offset += 1
        break
      }
      if current == UInt8(ascii: "/") {
        guard bytes.byte(at: offset + 1) == UInt8(ascii: ">") else { return false }
        offset += 2
        isEmptyElement = true
        break
      }
      guard hadSpace, let attribute = readName() else { return false }
      // A namespace declaration is libxml2's to judge.
      guard !bytes.starts(with: "xmlns", at: attribute.start),
        !attributeNames.contains(where: { bytes.sameName($0, attribute) })
      else { return false }
      attributeNames.append(attribute)
      skipWhitespace()
      guard bytes.byte(at: offset) == UInt8(ascii: "=") else { return false }
      offset += 1
      skipWhitespace()
      guard let value = readAttributeValue() else { return false }
      if records {
        values.store(value, named: UnsafeBufferPointer(rebasing: bytes[attribute.start..<attribute.end]))
      }
    }
    var object: InterfaceBuilderObject?
    if records {
      object = InterfaceBuilderObject(
        tag: String(decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self),
        customClass: values.customClass.map(decodedValue),
        customModule: values.customModule.map(decodedValue),
        customModuleProvider: values.customModuleProvider.map(decodedValue),
        reuseIdentifier: values.reuseIdentifier.map(decodedValue),
        key: values.key.map(decodedValue),
        location: location(of: tagStart))
    }
    recorder.open(tag, object: object)
    if isEmptyElement {
      recorder.close()
    } else {
      openNames.append(name)
    }
    return true
  }

  private mutating func readEndTag() -> Bool {
    offset += 2
    guard let name = readName(), let open = openNames.popLast(), bytes.sameName(name, open) else {
      return false
    }
    skipWhitespace()
    guard bytes.byte(at: offset) == UInt8(ascii: ">") else { return false }
    offset += 1
    recorder.close()
    return true
  }

  /// Reads a quoted attribute value, checking its characters and references, and returns where its text
  /// starts and ends.
  private mutating func readAttributeValue() -> (start: Int, end: Int)? {
    guard let quote = bytes.byte(at: offset), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      return nil
    }
    offset += 1
    let start = offset
    while let current = nextMarked(XMLByteClass.attributeSpecial) {
      switch current {
      case quote:
        offset += 1
        return (start, offset - 1)
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        offset += 1
      case UInt8(ascii: "&"):
        guard readReference() != nil else { return nil }
      case UInt8(ascii: "<"):
        return nil
      default:
        guard skipCharacter() else { return nil }
      }
    }
    return nil
  }

  // MARK: - Comments, CDATA, characters

  /// Reads `<!-- … -->`, in which `--` may not appear.
  private mutating func readComment() -> Bool {
    readSection(openingLength: 4, closing: "-->", mask: XMLByteClass.commentSpecial, isComment: true)
  }

  /// Reads `<![CDATA[ … ]]>`.
  private mutating func readCDATA() -> Bool {
    readSection(openingLength: 9, closing: "]]>", mask: XMLByteClass.cdataSpecial, isComment: false)
  }

  /// Reads a comment or CDATA section up to the end of `closing`, whose first byte is the one ASCII byte
  /// `mask` marks.
  private mutating func readSection(openingLength: Int, closing: StaticString, mask: UInt8, isComment: Bool)
    -> Bool
  {
    offset += openingLength
    while let current = nextMarked(mask) {
      guard current >= 0x20, current < 0x80 else {
        guard skipCharacter() else { return false }
        continue
      }
      if bytes.starts(with: closing, at: offset) {
        offset += closing.utf8CodeUnitCount
        return true
      }
      // `--` may appear in a comment only before its `>`.
      if isComment, bytes.byte(at: offset + 1) == UInt8(ascii: "-") { return false }
      offset += 1
    }
    return false
  }

  /// Skips one character that is not plain ASCII text: a well-formed UTF-8 sequence of a character XML
  /// allows. Control characters other than tab and line breaks are not allowed.
  private mutating func skipCharacter() -> Bool {
    guard let length = XMLByteClass.characterLength(bytes, at: offset) else { return false }
    offset += length
    return true
  }

  /// Reads `&…;` and returns the character it stands for: one of the five predefined entities, or a
  /// character reference to a character XML allows. Any other entity leaves the subset.
  private mutating func readReference() -> Unicode.Scalar? {
    let start = offset + 1
    guard
      let semicolon = (start..<min(bytes.count, start + 12)).first(where: { bytes[$0] == UInt8(ascii: ";") })
    else { return nil }
    let body = UnsafeBufferPointer(rebasing: bytes[start..<semicolon])
    offset = semicolon + 1
    return Self.character(ofReference: body)
  }

  /// The character of the reference whose text between `&` and `;` is `body`.
  static func character(ofReference body: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    guard let first = body.first else { return nil }
    guard first == UInt8(ascii: "#") else {
      switch String(decoding: body, as: UTF8.self) {
      case "lt": return "<"
      case "gt": return ">"
      case "amp": return "&"
      case "apos": return "'"
      case "quot": return "\""
      default: return nil
      }
    }
    let isHex = body.count > 1 && body[1] == UInt8(ascii: "x")
    let digits = body.dropFirst(isHex ? 2 : 1)
    guard !digits.isEmpty, digits.count <= 8 else { return nil }
    var value: UInt32 = 0
    for digit in digits {
      let digitValue: UInt32
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digitValue = UInt32(digit - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex:
        digitValue = UInt32(digit - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex:
        digitValue = UInt32(digit - UInt8(ascii: "A") + 10)
      default: return nil
      }
      value = value * (isHex ? 16 : 10) + digitValue
    }
    // XML's `Char`: tab, line feed, carriage return, and U+0020 up, without surrogates, U+FFFE and U+FFFF.
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: return Unicode.Scalar(value)
    default: return nil
    }
  }

  // MARK: - Values and positions

  /// An attribute's value as `XMLParser` reports it: references replaced by their characters, and each tab,
  /// line feed, carriage return or CR LF pair by one space, as XML normalizes attribute values.
  private func decodedValue(_ range: (start: Int, end: Int)) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
    let classes = classes
    guard raw.contains(where: { XMLByteClass.isClass($0, XMLByteClass.needsDecoding, in: classes) }) else {
      return String(decoding: raw, as: UTF8.self)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = range.start
    while index < range.end {
      let current = bytes[index]
      switch current {
      case UInt8(ascii: "&"):
        let semicolon = (index..<range.end).first { bytes[$0] == UInt8(ascii: ";") }!
        let character = Self.character(
          ofReference: UnsafeBufferPointer(rebasing: bytes[index + 1..<semicolon]))!
        decoded.append(contentsOf: String(character).utf8)
        index = semicolon + 1
      case UInt8(ascii: "\r"):
        decoded.append(UInt8(ascii: " "))
        index += index + 1 < range.end && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
        decoded.append(UInt8(ascii: " "))
        index += 1
      default:
        decoded.append(current)
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Where the `<` at `position` is: lines end at `\n` only, and columns count UTF-8 bytes, as
  /// `XMLStartTagLocator` counts them.
  private mutating func location(of position: Int) -> SourceLocation {
    let base = bytes.baseAddress!
    while lineCountedUpTo < position,
      let newline = memchr(base + lineCountedUpTo, Int32(UInt8(ascii: "\n")), position - lineCountedUpTo)
    {
      line += 1
      lineStart = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
      lineCountedUpTo = lineStart
    }
    lineCountedUpTo = position
    return SourceLocation(path: path, line: line, column: position - lineStart + 1)
  }
}

/// Where the values of the attributes ReuseGen reads are, in one start tag.
private struct RecordedAttributes {
  var customClass: (start: Int, end: Int)?
  var customModule: (start: Int, end: Int)?
  var customModuleProvider: (start: Int, end: Int)?
  var reuseIdentifier: (start: Int, end: Int)?
  var key: (start: Int, end: Int)?

  mutating func store(_ value: (start: Int, end: Int), named name: UnsafeBufferPointer<UInt8>) {
    func isNamed(_ spelling: StaticString) -> Bool {
      spelling.withUTF8Buffer { $0.elementsEqual(name) }
    }
    switch name.count {
    case 3 where isNamed("key"): key = value
    case 11 where isNamed("customClass"): customClass = value
    case 12 where isNamed("customModule"): customModule = value
    case 15 where isNamed("reuseIdentifier"): reuseIdentifier = value
    case 20 where isNamed("customModuleProvider"): customModuleProvider = value
    default: break
    }
  }
}

/// The reads of a document's bytes that the reader's `mutating` functions make: on the buffer, not the
/// reader, because in a debug build (the plugins') a call of a non-mutating method of the reader from a
/// mutating one copies the whole reader, its arrays and strings included, for every byte it tests.
extension UnsafeBufferPointer<UInt8> {
  fileprivate func byte(at position: Int) -> UInt8? {
    position < count ? self[position] : nil
  }

  fileprivate func starts(with prefix: StaticString, at position: Int) -> Bool {
    prefix.withUTF8Buffer { expected in
      guard position + expected.count <= count else { return false }
      for index in 0..<expected.count where self[position + index] != expected[index] { return false }
      return true
    }
  }

  fileprivate func sameName(_ first: (start: Int, end: Int), _ second: (start: Int, end: Int)) -> Bool {
    guard first.end - first.start == second.end - second.start else { return false }
    return memcmp(
      baseAddress! + first.start, baseAddress! + second.start, first.end - first.start)
      == 0
  }
}
