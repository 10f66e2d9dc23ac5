import Foundation
import Testing

@testable import ReuseGenCore

/// The byte reader must read every document it accepts exactly as `XMLParser` does, and leave every
/// document it cannot prove well-formed to `XMLParser`.
@Suite struct InterfaceBuilderByteReaderTests {
  /// Both readers' documents for `text`; the byte reader's is `nil` when it leaves the text to `XMLParser`.
  private static func read(_ text: String, kind: InterfaceBuilderDocument.Kind = .xib)
    -> (bytes: InterfaceBuilderDocument?, parser: InterfaceBuilderDocument)
  {
    read(Array(text.utf8), kind: kind)
  }

  private static func read(_ bytes: [UInt8], kind: InterfaceBuilderDocument.Kind, path: String = "Test.xib")
    -> (bytes: InterfaceBuilderDocument?, parser: InterfaceBuilderDocument)
  {
    bytes.withUnsafeBufferPointer { buffer in
      (
        InterfaceBuilderByteReader.read(buffer, path: path, kind: kind),
        InterfaceBuilderReader.readWithXMLParser(buffer, path: path, kind: kind)
      )
    }
  }

  /// A xib whose one top-level cell has `attributes` and `body`.
  private static func cell(_ attributes: String, body: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell \(attributes)>\(body)</tableViewCell>
        </objects>
    </document>

    """
  }

  @Test(arguments: [
    // Attributes in any order, either quote, spaces around `=`.
    cell(#"reuseIdentifier="a" customClass="Cell" id="x""#),
    cell(#"customModule='App' customClass = 'Cell'  key="k" customModuleProvider="target""#),
    // The predefined entities and character references, in values ReuseGen reads and in others.
    cell(#"customClass="Cell" reuseIdentifier="&quot;a&amp;b&lt;c&gt;d&apos;""#),
    cell(#"customClass="Cell" reuseIdentifier="&#65;&#x42;&#x1F600;é" userLabel="&amp;""#),
    cell(#"customClass="Cell" reuseIdentifier='say "hi"' userLabel="it's""#),
    // White space inside values: tabs and line breaks become spaces, as XML normalizes them.
    cell("customClass=\"Cell\" reuseIdentifier=\"a\tb\nc\r\nd\re\""),
    cell(#"customClass="Cell" reuseIdentifier="a&#10;b&#9;c&#13;""#),
    // Text, comments, CDATA and empty elements around and inside.
    cell(
      #"customClass="Cell""#,
      body: "<!-- a <comment> - with dashes --><![CDATA[ <not> & ]] ]> ]]>text &amp; more<view/><view></view>"
    ),
    cell("customClass=\"Cell\"\n               reuseIdentifier=\"multi\"\n               key=\"line\""),
    // Empty values count as absent.
    cell(#"customClass="" reuseIdentifier="""#),
    // Names with digits, dots and dashes; `>` inside a value.
    cell(#"customClass="Cell" a-b.c_1="x>y""#, body: "<a.b-c/>"),
  ])
  func readsAsXMLParserDoes(text: String) throws {
    let (bytes, parser) = Self.read(text)
    let read = try #require(bytes, "the byte reader left a well-formed document to XMLParser")
    #expect(read == parser)
    #expect(!read.reusableElements.isEmpty)
  }

  @Test func storyboardPrototypesAndLocationsMatch() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <!-- leading comment -->
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene><objects><tableViewController>
          <tableView key="view"><prototypes>
            <tableViewCell customClass="Prototype" reuseIdentifier="p"/>
            <tableViewCell
                customClass="SpreadOver" reuseIdentifier="q"><view/></tableViewCell>
          </prototypes></tableView>
          <collectionView><cells><collectionViewCell customClass="Item" reuseIdentifier="i"/></cells>
            <collectionReusableView key="sectionHeaderView" customClass="Header" reuseIdentifier="h"/>
          </collectionView>
          <tableView><cells><tableViewCell customClass="Static"/></cells></tableView>
        </tableViewController></objects></scene></scenes>
      </document>
      <!-- trailing comment -->

      """
    let (bytes, parser) = Self.read(text, kind: .storyboard)
    let read = try #require(bytes)
    #expect(read == parser)
    #expect(read.reusableElements.map(\.isPrototype) == [true, true, true, true, false])
  }

  @Test(arguments: [
    // Outside the subset: libxml2 decides, and says what is wrong.
    cell(#"customClass="Cell" reuseIdentifier="&unknown;""#),
    cell(#"customClass="Cell" reuseIdentifier="a<b""#),
    cell(#"customClass="Cell" customClass="Twice""#),
    cell(#"customClass="Cell"reuseIdentifier="a""#),
    cell(#"customClass="Cell" ns:attribute="a""#),
    cell(#"customClass="Cell" xmlns="urn:a""#),
    cell(#"customClass="Cell""#, body: "<!-- a -- b -->"),
    cell(#"customClass="Cell""#, body: "]]>"),
    cell(#"customClass="Cell""#, body: "<?pi?>"),
    cell(#"customClass="Cell""#, body: "&#0;"),
    cell(#"customClass="Cell""#, body: "\u{1}"),
    cell(#"customClass="Cell""#, body: "</view>"),
    "<?xml version=\"1.1\"?><document/>",
    "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>",
    "<!DOCTYPE document><document/>",
    "\u{FEFF}<document/>",
    " <?xml version=\"1.0\"?><document/>",
    "<document/>trailing",
    "<document>",
    "",
  ])
  func leavesOtherDocumentsToXMLParser(text: String) {
    // Only the byte reader reads these: `XMLParser` on Linux traps on some of them.
    let bytes = Array(text.utf8)
    #expect(
      bytes.withUnsafeBufferPointer { InterfaceBuilderByteReader.read($0, path: "T.xib", kind: .xib) } == nil)
  }

  @Test func malformedUTF8IsLeftToXMLParser() {
    // Only the byte reader reads these: `XMLParser` on Linux traps on some of them.
    let text = Array(Self.cell(#"customClass="Cell""#, body: "(here)").utf8)
    let here = text.firstIndex(of: UInt8(ascii: "("))!
    let sequences: [[UInt8]] = [
      [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0x80],
    ]
    for invalid in sequences {
      var bytes = text
      bytes.replaceSubrange(here..<here + 6, with: invalid)
      let document = bytes.withUnsafeBufferPointer {
        InterfaceBuilderByteReader.read($0, path: "Test.xib", kind: .xib)
      }
      #expect(document == nil)
    }
    var valid = text
    valid.replaceSubrange(here..<here + 6, with: Array("é€😀".utf8))
    #expect(
      valid.withUnsafeBufferPointer { InterfaceBuilderByteReader.read($0, path: "Test.xib", kind: .xib) }
        != nil)
  }

  @Test func tagsAreKnownByTheirWholeName() {
    let tags: [String: InterfaceBuilderTag] = [
      "objects": .objects, "placeholder": .placeholder, "view": .view, "prototypes": .prototypes,
      "cells": .cells, "tableView": .tableView, "collectionView": .collectionView,
      "tableViewCell": .tableViewCell, "tableViewHeaderFooterView": .tableViewHeaderFooterView,
      "collectionViewCell": .collectionViewCell, "collectionReusableView": .collectionReusableView,
      "viewX": .other, "vie": .other, "View": .other, "tableViewCelx": .other, "": .other, "rect": .other,
    ]
    for (name, tag) in tags { #expect(InterfaceBuilderTag(name) == tag, "\(name)") }
  }

  /// Regression: `XMLParser` on Linux crashed on a processing instruction without data, such as
  /// `<?marker?>`, and so did reusegen on any xib holding one.
  @Test func processingInstructionsWithoutDataAreRead() {
    let text = Self.cell(#"customClass="Cell""#, body: "<?marker?><?other data?><view/>")
    let document = InterfaceBuilderReader.read(Data(text.utf8), path: "Test.xib", kind: .xib)
    #expect(!document.isMalformed)
    #expect(document.reusableElements.map(\.object.customClass) == ["Cell"])
    let malformed = Self.cell(#"customClass="Cell""#, body: "<?marker?></view>")
    #expect(InterfaceBuilderReader.read(Data(malformed.utf8), path: "Test.xib", kind: .xib).isMalformed)
    #expect(
      InterfaceBuilderReader.givingEveryProcessingInstructionData(Array("<?a?><?b c?>< ?><??>".utf8))
        == Array("<?a ?><?b c?>< ?><??>".utf8))
  }

  @Test func readerFallsBackToXMLParserForWhatItLeaves() {
    let text = Self.cell(#"customClass="Cell" reuseIdentifier="a<b""#)
    let document = InterfaceBuilderReader.read(Data(text.utf8), path: "Test.xib", kind: .xib)
    #expect(document.isMalformed)
    #expect(document.diagnostics.first?.message.contains("'<'") == true)
  }

  /// Documents mutated at random, byte by byte, from one that both readers read: whatever the byte reader
  /// accepts, `XMLParser` must read alike, so a mutation that makes the document malformed must make the
  /// byte reader leave it.
  @Test func mutatedDocumentsTheByteReaderAcceptsReadAlike() {
    let original = Array(
      Self.cell(
        #"customClass="Cell" reuseIdentifier="a&amp;b" key='k'"#,
        body: "<!-- c --><![CDATA[d]]>&#65;<view customClass=\"V\"/>"
      ).utf8)
    let alphabet = Array("<>/!?&;#x=\"' \n\tab-]:[".utf8)
    var generator = SeededGenerator(seed: 28)
    var accepted = 0
    for _ in 0..<3_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.remove(at: position)
        case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: position)
        default: bytes[position] = alphabet.randomElement(using: &generator)!
        }
      }
      let (byteRead, parserRead) = Self.readIfAccepted(bytes)
      guard let byteRead else { continue }
      accepted += 1
      #expect(byteRead == parserRead, "\(String(decoding: bytes, as: UTF8.self))")
    }
    #expect(accepted > 100)
  }

  /// The byte reader's document, and `XMLParser`'s only when the byte reader accepted the bytes:
  /// `XMLParser` on Linux traps on some malformed ones.
  private static func readIfAccepted(_ bytes: [UInt8]) -> (
    InterfaceBuilderDocument?, InterfaceBuilderDocument?
  ) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let read = InterfaceBuilderByteReader.read(buffer, path: "Test.xib", kind: .xib) else {
        return (nil, nil)
      }
      return (read, InterfaceBuilderReader.readWithXMLParser(buffer, path: "Test.xib", kind: .xib))
    }
  }

  /// Every Interface Builder file of the test fixtures, and of the folder `REUSEGEN_INTERFACE_BUILDER_CORPUS`
  /// names (real apps' files, when a maintainer points it at them), reads alike; the fixtures that are
  /// well-formed are read by the byte reader.
  @Test func filesReadAlike() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    var roots = [fixtures]
    if let corpus = ProcessInfo.processInfo.environment["REUSEGEN_INTERFACE_BUILDER_CORPUS"] {
      roots.append(URL(fileURLWithPath: corpus))
    }
    var compared = 0
    for root in roots {
      let files =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL } ?? []
      for file in files {
        guard let kind = InterfaceBuilderDocument.Kind(path: file.path) else { continue }
        let (bytes, parser) = Self.read(Array(try Data(contentsOf: file)), kind: kind, path: file.path)
        if let bytes {
          #expect(bytes == parser, "\(file.path)")
        } else {
          #expect(parser.isMalformed, "the byte reader left well-formed \(file.path) to XMLParser")
        }
        compared += 1
      }
    }
    #expect(compared >= 20)
  }
}
