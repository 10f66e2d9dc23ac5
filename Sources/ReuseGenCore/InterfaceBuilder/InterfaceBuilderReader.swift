import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads `.xib` and `.storyboard` files into ``InterfaceBuilderDocument``s.
///
/// Reading never fails: malformed XML yields a document flagged ``InterfaceBuilderDocument/isMalformed``
/// with one warning at the line where the parser gave up, so one broken file cannot stop a run.
package enum InterfaceBuilderReader {
  /// Reads a document of a known kind.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - path: The path to print in diagnostics and to derive the nib name from; kept as given.
  ///   - kind: Whether the file is a xib or a storyboard.
  package static func read(_ data: Data, path: String, kind: InterfaceBuilderDocument.Kind)
    -> InterfaceBuilderDocument
  {
    data.withUnsafeBytes { read($0.bindMemory(to: UInt8.self), path: path, kind: kind) }
  }

  /// Reads a document of a known kind from its bytes, on any thread.
  ///
  /// `InterfaceBuilderByteReader` reads the well-formed documents Interface Builder writes, alike and about
  /// twenty times faster; any other document, malformed ones included, goes to `XMLParser`, which says
  /// where and how it is malformed. `XMLParser` (libxml2 on Linux) is not thread-safe, so that path runs
  /// one document at a time.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, kind: InterfaceBuilderDocument.Kind)
    -> InterfaceBuilderDocument
  {
    InterfaceBuilderByteReader.read(bytes, path: path, kind: kind)
      ?? readWithXMLParser(bytes, path: path, kind: kind)
  }

  private static let parserLock = NSLock()

  /// Reads a document with `XMLParser`, one document at a time.
  static func readWithXMLParser(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, kind: InterfaceBuilderDocument.Kind
  ) -> InterfaceBuilderDocument {
    parserLock.lock()
    defer { parserLock.unlock() }
    let array = Array(bytes)
    let collector = ElementCollector(
      path: path,
      kind: kind,
      startTags: XMLStartTagLocator.startTags(in: array)
    )
    let parser = XMLParser(data: Data(givingEveryProcessingInstructionData(array)))
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = collector
    let succeeded = parser.parse()

    var diagnostic = collector.firstError
    let end = SourceLocation(path: path, line: XMLStartTagLocator.lastLine(in: array), column: 1)
    if !collector.sawRootElement {
      // libxml2 reports a file without elements under several codes, "content after the root" among them;
      // saying so plainly is clearer.
      diagnostic = malformed("it has no root element", at: diagnostic?.location ?? end)
    } else if diagnostic == nil {
      // On Linux, `parse()` can return `true` for a truncated document without reporting any error, so
      // the collector's own bookkeeping is the reliable check for a document that ends too early.
      if let open = collector.openTags.last {
        diagnostic = malformed("it ends before the <\(open)> element is closed", at: end)
      } else if !succeeded {
        diagnostic = malformed(reason(forCode: (parser.parserError as NSError?)?.code), at: end)
      }
    }
    return InterfaceBuilderDocument(
      path: path,
      kind: kind,
      topLevelObjects: collector.recorder.topLevelObjects,
      reusableElements: collector.recorder.reusableElements,
      diagnostics: diagnostic.map { [$0] } ?? [],
      isMalformed: diagnostic != nil
    )
  }

  /// Reads a document whose kind the path's extension names.
  ///
  /// - Returns: `nil` when the path ends in neither `.xib` nor `.storyboard`.
  package static func read(_ data: Data, path: String) -> InterfaceBuilderDocument? {
    guard let kind = InterfaceBuilderDocument.Kind(path: path) else { return nil }
    return read(data, path: path, kind: kind)
  }

  /// Reads a file from disk.
  ///
  /// - Parameters:
  ///   - url: Where the file is.
  ///   - displayPath: The path to print in diagnostics, such as one relative to the current directory.
  /// - Returns: `nil` when `displayPath` ends in neither `.xib` nor `.storyboard`.
  /// - Throws: The error from reading the file.
  package static func read(contentsOf url: URL, displayPath: String) throws -> InterfaceBuilderDocument? {
    guard let kind = InterfaceBuilderDocument.Kind(path: displayPath) else { return nil }
    return read(try Data(contentsOf: url), path: displayPath, kind: kind)
  }

  /// `bytes` with a space before the `?>` of each processing instruction that has no data, such as
  /// `<?marker?>`: `XMLParser` on Linux hands such an instruction's missing data to `strlen` and crashes.
  /// With the space its data is empty, which XML reads the same. Only columns after it on its line move,
  /// and elements are located in the original bytes.
  static func givingEveryProcessingInstructionData(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var copied = 0
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, !XMLByteClass.isClass(bytes[end], XMLByteClass.whitespace),
        bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "<")
      {
        end += 1
      }
      if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"),
        bytes[end + 1] == UInt8(ascii: ">")
      {
        result += bytes[copied..<end]
        result.append(UInt8(ascii: " "))
        copied = end
      }
      index = end
    }
    guard copied > 0 else { return bytes }
    return result + bytes[copied...]
  }

  static func malformed(_ reason: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(InterfaceBuilderMessage.malformed(reason: reason), at: location)
  }

  /// Describes an `XMLParser` error code.
  ///
  /// The codes are libxml2's `xmlParserErrors`, which `XMLParser` passes through on every platform.
  /// `XMLParser.ErrorCode`'s raw values differ from them in swift-corelibs-foundation, so matching on its
  /// cases would describe the wrong error on Linux.
  static func reason(forCode code: Int?) -> String {
    let description: String? =
      switch code {
      case 5: "there is content after the root element"
      case 9: "it contains a character XML does not allow"
      case 38: "an attribute value contains '<'"
      case 39, 40: "an attribute value is not quoted properly"
      case 41: "an attribute has no value"
      case 42: "an attribute is repeated"
      case 45: "a comment is not closed"
      case 73: "a tag is missing its '>'"
      case 76: "a closing tag does not match the open element"
      case 77: "a tag is not finished"
      default: nil
      }
    let codeText = code.map { "XML error \($0)" } ?? "XML error"
    return description.map { "\($0) (\(codeText))" } ?? codeText
  }
}

/// The `XMLParser` delegate that records the objects ReuseGen cares about while the parser walks the file.
private final class ElementCollector: NSObject, XMLParserDelegate {
  let path: String
  let startTags: [XMLStartTagLocator.StartTag]
  var nextStartTag = 0
  /// The names of the open elements, outermost first.
  var openTags: [String] = []
  var sawRootElement = false
  var recorder: InterfaceBuilderElementRecorder
  var firstError: Diagnostic?

  init(path: String, kind: InterfaceBuilderDocument.Kind, startTags: [XMLStartTagLocator.StartTag]) {
    self.path = path
    self.recorder = InterfaceBuilderElementRecorder(kind: kind)
    self.startTags = startTags
  }

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let location = startLocation(of: elementName, parser: parser)
    sawRootElement = true
    openTags.append(elementName)
    let tag = InterfaceBuilderTag(elementName)
    guard recorder.records(tag) else {
      recorder.open(tag, object: nil)
      return
    }
    recorder.open(
      tag,
      object: InterfaceBuilderObject(
        tag: elementName,
        customClass: attributes["customClass"],
        customModule: attributes["customModule"],
        customModuleProvider: attributes["customModuleProvider"],
        reuseIdentifier: attributes["reuseIdentifier"],
        key: attributes["key"],
        location: location
      ))
  }

  func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?
  ) {
    if !openTags.isEmpty {
      openTags.removeLast()
    }
    recorder.close()
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    // libxml2 may go on reporting follow-up errors; the first one is where the file went wrong.
    guard firstError == nil else { return }
    let location = SourceLocation(
      path: path,
      line: max(parser.lineNumber, 1),
      column: max(parser.columnNumber, 1)
    )
    firstError = InterfaceBuilderReader.malformed(
      InterfaceBuilderReader.reason(forCode: (parseError as NSError).code),
      at: location
    )
  }

  /// The position of the `<` that opens the element the parser just reported.
  ///
  /// Pairs the element with the next start tag the locator found. Should the two ever disagree, it skips
  /// ahead to the next tag of that name that begins no later than the parser's line, and as a last resort
  /// uses the parser's own position.
  private func startLocation(of name: String, parser: XMLParser) -> SourceLocation {
    // A parser that reports no line puts no bound on the search.
    let parserLine = parser.lineNumber > 0 ? parser.lineNumber : Int.max
    var index = nextStartTag
    while index < startTags.count, startTags[index].name != name || startTags[index].line > parserLine {
      index += 1
    }
    guard index < startTags.count else {
      return SourceLocation(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }
    nextStartTag = index + 1
    return SourceLocation(path: path, line: startTags[index].line, column: startTags[index].column)
  }
}
