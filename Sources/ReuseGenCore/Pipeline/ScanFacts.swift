// How each scanned value is written to the scan cache, in the encoding of `Support/ScanFactCoding.swift`.

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
    writer.write(valueAlias)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      name: try reader.read(), owner: try reader.read(), location: try reader.read(),
      value: try reader.read(),
      isStored: try reader.read(), explicitAccess: try reader.read(), valueAlias: try reader.read())
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

extension PrintedSeverities: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    for count in [errors, warnings, notes] { writer.write(count) }
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(errors: try reader.read(), warnings: try reader.read(), notes: try reader.read())
  }
}
