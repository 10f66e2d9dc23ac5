import Foundation
import ReuseGenCore
import Testing

@Suite struct InterfaceBuilderReaderTests {
  // MARK: Documents

  @Test func readsXibKindPathAndTopLevelObjectsWithoutPlaceholders() throws {
    let document = try InterfaceBuilderFixtures.document("FeedCell.xib")
    #expect(document.kind == .xib)
    #expect(document.path == "Fixtures/InterfaceBuilder/FeedCell.xib")
    #expect(document.nibName == "FeedCell")
    #expect(!document.isMalformed)
    #expect(document.diagnostics.isEmpty)
    #expect(
      document.topLevelObjects == [
        InterfaceBuilderObject(
          tag: "tableViewCell",
          customClass: "FeedCell",
          customModule: "App",
          customModuleProvider: "target",
          reuseIdentifier: "FeedCell",
          location: SourceLocation(path: "Fixtures/InterfaceBuilder/FeedCell.xib", line: 13, column: 9)
        )
      ]
    )
  }

  @Test func topLevelCellIsAReusableElementWithItsImpliedKind() throws {
    let document = try InterfaceBuilderFixtures.document("FeedCell.xib")
    #expect(document.reusableElements.count == 1)
    let cell = try #require(document.reusableElements.first)
    #expect(cell.object == document.topLevelObjects[0])
    #expect(cell.impliedKind == .tableViewCell)
    #expect(cell.isTopLevel)
    #expect(!cell.isPrototype)
  }

  @Test func eachReusableTagImpliesItsKind() throws {
    let photo = try InterfaceBuilderFixtures.document("PhotoCell.xib").reusableElements
    let badge = try InterfaceBuilderFixtures.document("BadgeView.xib").reusableElements
    #expect(photo.map(\.impliedKind) == [.collectionViewCell])
    #expect(badge.map(\.impliedKind) == [.collectionReusableView])
    #expect(badge.first?.object.reuseIdentifier == "badge")
    let headerFooter = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("Footer", tag: "tableViewHeaderFooterView")
    )
    #expect(headerFooter.reusableElements.map(\.impliedKind) == [.tableViewHeaderFooterView])
  }

  @Test func readsModuleAttributesAsWritten() throws {
    let profile = try #require(try InterfaceBuilderFixtures.document("ProfileCell.xib").topLevelObjects.first)
    #expect(profile.customModule == "App")
    #expect(profile.customModuleProvider == nil)
    #expect(profile.reuseIdentifier == "profile-cell")
    let legacy = try #require(try InterfaceBuilderFixtures.document("LegacyCell.xib").topLevelObjects.first)
    #expect(legacy.customClass == "LegacyCell")
    #expect(legacy.customModule == nil)
    let photo = try #require(try InterfaceBuilderFixtures.document("PhotoCell.xib").topLevelObjects.first)
    #expect(photo.reuseIdentifier == nil)
    #expect(photo.location.line == 12)
  }

  @Test func topLevelPlainViewWithCustomClassIsReusableButNestedViewsAreNot() throws {
    let document = try InterfaceBuilderFixtures.document("SectionHeader.xib")
    #expect(document.topLevelObjects.map(\.tag) == ["view"])
    #expect(document.reusableElements.count == 1)
    let header = try #require(document.reusableElements.first)
    #expect(header.object.customClass == "SectionHeader")
    #expect(header.impliedKind == nil)
    #expect(header.isTopLevel)
    #expect(header.object.location.line == 13)
  }

  @Test func topLevelPlainViewWithoutCustomClassIsNotReusable() {
    let document = InterfaceBuilderFixtures.xib(
      """
              <view contentMode="scaleToFill" id="Vw1-aa-000">
                  <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
              </view>
      """
    )
    #expect(document.topLevelObjects.count == 1)
    #expect(document.reusableElements.isEmpty)
  }

  @Test func countsEveryNonPlaceholderTopLevelObject() throws {
    let document = try InterfaceBuilderFixtures.document("TwoViews.xib")
    #expect(document.topLevelObjects.map(\.tag) == ["tableViewCell", "view"])
    #expect(document.topLevelObjects.map(\.location.line) == [11, 20])
    let gesture = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("FeedCell") + "\n"
        + #"        <tapGestureRecognizer id="Tg1-aa-000"/>"#
    )
    #expect(gesture.topLevelObjects.map(\.tag) == ["tableViewCell", "tapGestureRecognizer"])
    #expect(gesture.topLevelObjects.map(\.location.line) == [11, 14])
  }

  @Test func cellsNestedInsideXibObjectsAreNotTopLevel() {
    let document = InterfaceBuilderFixtures.xib(
      """
              <view contentMode="scaleToFill" id="Vw1-aa-000">
                  <subviews>
                      <tableViewCell contentMode="scaleToFill" id="Tc1-aa-000" customClass="EmbeddedCell"/>
                  </subviews>
              </view>
      """
    )
    #expect(document.reusableElements.count == 1)
    #expect(document.reusableElements.first?.isTopLevel == false)
    #expect(document.reusableElements.first?.isPrototype == false)
    #expect(document.reusableElements.first?.object.location.line == 13)
  }

  // MARK: Storyboards

  @Test func storyboardPrototypesAreFlaggedAndNeverTopLevel() throws {
    let document = try InterfaceBuilderFixtures.document("Main.storyboard")
    #expect(document.kind == .storyboard)
    #expect(document.nibName == nil)
    #expect(document.topLevelObjects.isEmpty)
    let elements = document.reusableElements
    #expect(
      elements.map(\.object.customClass) == [
        "FeedCell", "StoryCell", "GhostCell", "DesignSystemCell", "TileCell", "ListCell", "TileHeader",
      ]
    )
    #expect(elements.allSatisfy { $0.isPrototype && !$0.isTopLevel })
    #expect(
      elements.map(\.impliedKind) == [
        .tableViewCell, .tableViewCell, .tableViewCell, .tableViewCell,
        .collectionViewCell, .collectionViewCell, .collectionReusableView,
      ]
    )
    #expect(elements.map(\.object.location.line) == [20, 28, 36, 44, 79, 87, 96])
    #expect(elements.map(\.object.location.column) == [29, 29, 29, 29, 29, 29, 25])
    #expect(elements.map(\.object.reuseIdentifier).first == "feed")
    #expect(elements.last?.object.key == "sectionHeaderView")
  }

  @Test func prototypesInsideAPlainViewControllerAndFooterViewsAreFlagged() throws {
    let document = try InterfaceBuilderFixtures.document("Secondary.storyboard")
    #expect(
      document.reusableElements.map(\.object.customClass) == [
        "StoryCell", "FeedCell", "TileCell", "TileFooter",
      ])
    #expect(document.reusableElements.allSatisfy { $0.isPrototype })
    #expect(document.reusableElements.map(\.object.location.line) == [23, 31, 51, 60])
    #expect(document.reusableElements.last?.object.key == "sectionFooterView")
  }

  @Test func staticTableCellsAreNotPrototypes() {
    let document = InterfaceBuilderFixtures.storyboard(
      """
                      <tableViewController id="Tc1-aa-000" sceneMemberID="viewController">
                          <tableView key="view" dataMode="static" style="grouped" id="Tv1-aa-000">
                              <sections>
                                  <tableViewSection id="Ts1-aa-000">
                                      <cells>
                                          <tableViewCell id="St1-aa-000" customClass="StaticCell" customModule="App" customModuleProvider="target"/>
                                      </cells>
                                  </tableViewSection>
                              </sections>
                          </tableView>
                      </tableViewController>
      """
    )
    #expect(document.reusableElements.count == 1)
    #expect(document.reusableElements.first?.isPrototype == false)
    #expect(document.reusableElements.first?.object.location.line == 16)
  }

  @Test func xibsHaveNoPrototypes() {
    let document = InterfaceBuilderFixtures.xib(
      """
              <collectionView clipsSubviews="YES" dataMode="none" id="Cv1-aa-000">
                  <cells>
                      <collectionViewCell id="Cc1-aa-000" customClass="TileCell"/>
                  </cells>
              </collectionView>
      """
    )
    #expect(document.reusableElements.map(\.isPrototype) == [false])
  }

  // MARK: Locations

  @Test func startTagSpreadOverSeveralLinesIsReportedWhereItBegins() {
    let document = InterfaceBuilderFixtures.xib(
      """
              <tableViewCell contentMode="scaleToFill"
                  reuseIdentifier="multi"
                  id="Ml1-aa-000" customClass="MultiLineCell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              </tableViewCell>
      """
    )
    #expect(document.topLevelObjects.first?.location.line == 11)
    #expect(document.topLevelObjects.first?.location.column == 9)
    #expect(document.topLevelObjects.first?.reuseIdentifier == "multi")
  }

  @Test func columnsCountUTF8BytesAndSkipMarkupInsideCommentsAndCDATA() {
    let document = InterfaceBuilderFixtures.xib(
      """
              <!--Café <tableViewCell customClass="Fake"/>--><tableViewCell id="Ut1-aa-000" customClass="AfterComment"/>
              <userDefinedRuntimeAttributes><![CDATA[<tableViewCell>]]></userDefinedRuntimeAttributes>
              <tableViewCell id="Ut2-aa-000" customClass="Second" userLabel="a > b"/>
      """
    )
    #expect(document.reusableElements.map(\.object.customClass) == ["AfterComment", "Second"])
    // "Café" is five characters but six UTF-8 bytes.
    let commentBytes = #"<!--Café <tableViewCell customClass="Fake"/>-->"#.utf8.count
    #expect(
      document.reusableElements.first?.object.location
        == SourceLocation(path: "Inline.xib", line: 11, column: 9 + commentBytes))
    #expect(document.reusableElements.last?.object.location.line == 13)
  }

  @Test func emptyAttributeValuesCountAsAbsent() {
    let document = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("FeedCell", #" reuseIdentifier="" customModule="""#)
    )
    #expect(document.topLevelObjects.first?.reuseIdentifier == nil)
    #expect(document.topLevelObjects.first?.customModule == nil)
  }

  // MARK: Malformed files

  @Test func mismatchedTagIsAWarningAtTheParserErrorLine() throws {
    let document = try InterfaceBuilderFixtures.document("Broken.xib")
    #expect(document.isMalformed)
    #expect(document.diagnostics.count == 1)
    let warning = try #require(document.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.location?.path == "Fixtures/InterfaceBuilder/Broken.xib")
    #expect(warning.location?.line == 18)
    #expect(
      warning.message
        == "malformed Interface Builder file: a closing tag does not match the open element (XML error 76); "
        + "its views are ignored"
    )
  }

  @Test func truncatedDocumentIsAWarningAtItsLastLine() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <tableViewCell id="Tr1-aa-000" customClass="TruncatedCell">

      """
    let document = InterfaceBuilderReader.read(Data(text.utf8), path: "Truncated.xib", kind: .xib)
    #expect(document.isMalformed)
    #expect(document.diagnostics.map(\.location?.line) == [4])
    #expect(document.diagnostics.first?.severity == .warning)
    #expect(document.diagnostics.first?.message.hasPrefix("malformed Interface Builder file:") == true)
  }

  @Test(arguments: ["", "   \n", "not xml at all"])
  func filesWithoutElementsAreWarnings(text: String) {
    let document = InterfaceBuilderReader.read(Data(text.utf8), path: "Odd.xib", kind: .xib)
    #expect(document.isMalformed)
    #expect(
      document.diagnostics.map(\.message) == [
        "malformed Interface Builder file: it has no root element; its views are ignored"
      ]
    )
    #expect(document.diagnostics.first?.severity == .warning)
  }

  @Test func unclosedElementIsReportedWhereTheParserNoticed() {
    let document = InterfaceBuilderReader.read(
      Data("<document>\n<objects>\n</document>\n".utf8),
      path: "Odd.xib",
      kind: .xib
    )
    #expect(document.isMalformed)
    #expect(document.diagnostics.map(\.location?.line) == [3])
  }

  @Test func badAttributeIsReportedOnItsLine() {
    let document = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("FeedCell", #" reuseIdentifier="a<b""#)
    )
    #expect(document.isMalformed)
    #expect(document.diagnostics.first?.location?.line == 11)
    #expect(document.diagnostics.first?.message.contains("'<'") == true)
  }

  // MARK: Paths

  @Test func kindComesFromThePathExtension() {
    #expect(InterfaceBuilderDocument.Kind(path: "A/B.xib") == .xib)
    #expect(InterfaceBuilderDocument.Kind(path: "A/B.Storyboard") == .storyboard)
    #expect(InterfaceBuilderDocument.Kind(path: "A/B.swift") == nil)
    #expect(InterfaceBuilderReader.read(Data(), path: "Cell.swift") == nil)
    #expect(
      InterfaceBuilderReader.read(Data("<document/>".utf8), path: "Main.storyboard")?.kind == .storyboard)
  }

  @Test func nibNameIsTheFileNameWithoutExtension() {
    let document = InterfaceBuilderDocument(path: "Sources/App/Base.lproj/FeedCell.xib", kind: .xib)
    #expect(document.nibName == "FeedCell")
    #expect(InterfaceBuilderDocument(path: "Cell.v2.xib", kind: .xib).nibName == "Cell.v2")
  }
}
