import Foundation
import Testing

@testable import ReuseGenCore

@Suite struct InterfaceBuilderMatcherTests {
  private typealias Fixtures = InterfaceBuilderFixtures

  private static func candidate(
    _ name: String,
    _ kind: ViewKind = .tableViewCell,
    objc: String? = nil,
    line: Int = 10
  ) -> InterfaceBuilderCandidate {
    InterfaceBuilderCandidate(name: name, objcName: objc, kind: kind, location: .swift(line))
  }

  /// The matcher's result, with the bindings listed in the candidates' order for comparison.
  private struct Result: Equatable {
    var bindings: [InterfaceBuilderBinding?]
    var diagnostics: [Diagnostic]
    var interfaceBuilderClassNames: Set<String>
  }

  private static func match(
    _ documents: [InterfaceBuilderDocument],
    _ candidates: [InterfaceBuilderCandidate],
    module: String = "App", objectiveCClasses: Set<String> = []
  ) -> Result {
    let match = InterfaceBuilderMatcher.match(
      documents, module: module, candidates: candidates, objectiveCClasses: objectiveCClasses)
    return Result(
      bindings: candidates.map { match.bindings[$0] }, diagnostics: match.diagnostics,
      interfaceBuilderClassNames: match.interfaceBuilderClassNames)
  }

  // MARK: The fixture module

  /// The fixture module's classes, one per line ten apart.
  private static let fixtureCandidates: [InterfaceBuilderCandidate] = [
    candidate("FeedCell", line: 10),
    candidate("ProfileCell", line: 20),
    candidate("PhotoCell", .collectionViewCell, line: 30),
    candidate("Legacy.Cell", objc: "LegacyCell", line: 40),
    candidate("SectionHeader", .tableViewHeaderFooterView, line: 50),
    candidate("BadgeView", .collectionReusableView, line: 60),
    candidate("DoubleCell", line: 70),
    candidate("StoryCell", line: 80),
    candidate("TileCell", .collectionViewCell, line: 90),
    candidate("TileHeader", .collectionReusableView, line: 100),
    candidate("TileFooter", .collectionReusableView, line: 110),
    candidate("Feed.CommentCell", line: 120),
    candidate("Feed.AvatarCell", line: 130),
    candidate("BrokenCell", line: 140),
    candidate("PlainCell", line: 150),
    candidate("ListCell", line: 160),
  ]

  @Test func fixtureModuleBindings() throws {
    let result = Self.match(try Fixtures.allDocuments(), Self.fixtureCandidates)
    let expected: [InterfaceBuilderBinding?] =
      [
        InterfaceBuilderBinding(source: .nib("FeedCell"), identifier: "FeedCell"),
        InterfaceBuilderBinding(source: .nib("ProfileCell"), identifier: "profile-cell"),
        InterfaceBuilderBinding(source: .nib("PhotoCell"), identifier: nil),
        InterfaceBuilderBinding(source: .nib("LegacyCell"), identifier: "legacy"),
        InterfaceBuilderBinding(source: .nib("SectionHeader"), identifier: nil),
        InterfaceBuilderBinding(source: .nib("BadgeView"), identifier: "badge"),
        nil,
      ]
      + Self.mainStoryboardBindings + [
        InterfaceBuilderBinding(
          source: .storyboard, identifier: "tile-footer",
          prototypeSettingIdentifier: SourceLocation(
            path: "Fixtures/InterfaceBuilder/Secondary.storyboard", line: 60, column: 33)),
        InterfaceBuilderBinding(source: .nib("FeedCommentCell"), identifier: "comment"),
        InterfaceBuilderBinding(source: .nib("FeedAvatarCell"), identifier: "avatar"),
        nil,
        nil,
        nil,
      ]
    #expect(result.bindings.count == expected.count)
    for (index, binding) in result.bindings.enumerated() {
      #expect(binding == expected[index], "\(Self.fixtureCandidates[index].name)")
    }
  }

  @Test func fixtureModuleDiagnostics() throws {
    let result = Self.match(try Fixtures.allDocuments(), Self.fixtureCandidates)
    let broken = try #require(result.diagnostics.first)
    #expect(broken.location?.path == "Fixtures/InterfaceBuilder/Broken.xib")
    #expect(broken.location?.line == 18)
    #expect(broken.message.hasPrefix("malformed Interface Builder file"))
    #expect(
      result.diagnostics.dropFirst().map(\.rendered) == [
        "Fixtures/InterfaceBuilder/Main.storyboard:36:29: warning: tableViewCell has custom class 'GhostCell', "
          + "which matches no scanned class",
        "Fixtures/InterfaceBuilder/Main.storyboard:87:29: warning: Interface Builder declares 'ListCell' as a "
          + "collectionViewCell, but it is a tableViewCell\n"
          + "Sources/App/Cells.swift:160:7: note: 'ListCell' is declared here",
        "Fixtures/InterfaceBuilder/TwoViews.xib:20:9: warning: xib has 2 top-level objects, but UIKit registers "
          + "a nib only when it holds exactly one; 'DoubleCell' stays class-based",
        "Sources/App/Cells.swift:10:7: warning: 'FeedCell' has 3 different reuse identifiers in Interface "
          + "Builder; the generated API uses 'FeedCell'\n"
          + "Fixtures/InterfaceBuilder/FeedCell.xib:13:9: note: reuse identifier 'FeedCell' is set here\n"
          + "Fixtures/InterfaceBuilder/Main.storyboard:20:29: note: reuse identifier 'feed' is set here\n"
          + "Fixtures/InterfaceBuilder/Secondary.storyboard:31:37: note: reuse identifier 'feed-settings' is set "
          + "here",
        "Sources/App/Cells.swift:80:7: warning: 'StoryCell' has 2 different reuse identifiers in Interface "
          + "Builder; the generated API uses 'story'\n"
          + "Fixtures/InterfaceBuilder/Main.storyboard:28:29: note: reuse identifier 'story' is set here\n"
          + "Fixtures/InterfaceBuilder/Secondary.storyboard:23:37: note: reuse identifier 'story-secondary' is "
          + "set here",
      ]
    )
  }

  @Test func fixtureModuleClassNamesForTheResolver() throws {
    let result = Self.match(try Fixtures.allDocuments(), Self.fixtureCandidates)
    #expect(
      result.interfaceBuilderClassNames == [
        "FeedCell", "ProfileCell", "PhotoCell", "LegacyCell", "BadgeView", "DoubleCell", "StoryCell",
        "GhostCell", "TileCell", "ListCell", "TileHeader", "TileFooter", "Feed.CommentCell",
        "_TtCC3App4Feed10AvatarCell", "Feed.AvatarCell",
      ]
    )
  }

  @Test func outputDoesNotDependOnDocumentOrder() throws {
    let documents = try Fixtures.allDocuments()
    let forward = Self.match(documents, Self.fixtureCandidates)
    let backward = Self.match(documents.reversed(), Self.fixtureCandidates)
    let shuffled = Self.match(documents.shuffled(), Self.fixtureCandidates)
    #expect(forward == backward)
    #expect(forward == shuffled)
  }

  // MARK: Nib-backed views

  @Test func nibIdentifierEqualToTheClassName() throws {
    let result = Self.match([try Fixtures.document("FeedCell.xib")], [Self.candidate("FeedCell")])
    #expect(
      result.bindings == [InterfaceBuilderBinding(source: .nib("FeedCell"), identifier: "FeedCell")])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func nibIdentifierDifferentFromTheClassName() throws {
    let result = Self.match([try Fixtures.document("ProfileCell.xib")], [Self.candidate("ProfileCell")])
    #expect(
      result.bindings == [
        InterfaceBuilderBinding(source: .nib("ProfileCell"), identifier: "profile-cell")
      ]
    )
    #expect(result.diagnostics.isEmpty)
  }

  @Test func nibWithoutIdentifierLeavesTheIdentifierToTheStyle() throws {
    let result = Self.match(
      [try Fixtures.document("PhotoCell.xib")],
      [Self.candidate("PhotoCell", .collectionViewCell)]
    )
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("PhotoCell"), identifier: nil)])
  }

  @Test func nibNameComesFromTheFileNotTheClass() {
    let document = Fixtures.xib(
      Fixtures.xibTableCell("FeedCell", #" customModule="App" customModuleProvider="target""#),
      path: "Sources/App/Base.lproj/FeedRow.xib"
    )
    let result = Self.match([document], [Self.candidate("FeedCell")])
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("FeedRow"))])
  }

  @Test(arguments: [
    #" customModule="App" customModuleProvider="target""#,
    #" customModule="App""#,
    "",
    #" customModule="RenamedTarget" customModuleProvider="target""#,
  ])
  func moduleAttributesThatReferToThisModule(attributes: String) {
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell("FeedCell", attributes))],
      [Self.candidate("FeedCell")]
    )
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("Inline"))])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func classInAnotherModuleIsNeitherBoundNorReported() throws {
    // The module has its own `DesignSystemCell`, but IB means the one in `DesignSystem`.
    let result = Self.match(
      [try Fixtures.document("ExternalCell.xib"), try Fixtures.document("Main.storyboard")],
      [Self.candidate("DesignSystemCell")]
    )
    #expect(result.bindings == [nil])
    #expect(!result.diagnostics.contains { $0.message.contains("DesignSystemCell") })
    #expect(!result.interfaceBuilderClassNames.contains("DesignSystemCell"))
  }

  @Test func classReferencedByItsObjcName() throws {
    let result = Self.match(
      [try Fixtures.document("LegacyCell.xib")],
      [Self.candidate("Legacy.Cell", objc: "LegacyCell")]
    )
    #expect(
      result.bindings == [InterfaceBuilderBinding(source: .nib("LegacyCell"), identifier: "legacy")])
    #expect(result.diagnostics.isEmpty)
  }

  /// A custom class the module's Objective-C declares (edX's `OEXDownloadTableCell`, an `@interface` of the
  /// target's headers) is no class the scan missed: no warning says it matches none.
  @Test func aClassTheModulesObjectiveCDeclaresIsNoUnmatchedClass() {
    let document = Fixtures.xib(Fixtures.xibTableCell("OEXDownloadTableCell", ""))
    #expect(Self.match([document], [], objectiveCClasses: ["OEXDownloadTableCell"]).diagnostics.isEmpty)
    #expect(
      Self.match([document], []).diagnostics.map(\.rendered) == [
        "Inline.xib:11:9: warning: tableViewCell has custom class 'OEXDownloadTableCell', which matches no "
          + "scanned class"
      ])
  }

  @Test func swiftNameOfAnObjcNamedClassDoesNotMatch() {
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell("LegacyCell", #" customModule="App""#))],
      [Self.candidate("LegacyCell", objc: "LGYLegacyCell")]
    )
    #expect(result.bindings == [nil])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Inline.xib:11:9: warning: tableViewCell has custom class 'LegacyCell', which matches no scanned class "
          + "('LegacyCell' is known to Objective-C as 'LGYLegacyCell')"
      ]
    )
  }

  @Test func topLevelPlainViewMakesHeaderFooterViewsNibBacked() throws {
    let result = Self.match(
      [try Fixtures.document("SectionHeader.xib")],
      [Self.candidate("SectionHeader", .tableViewHeaderFooterView)]
    )
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("SectionHeader"))])
    #expect(result.diagnostics.isEmpty)
    // A plain view is no evidence that its class is a reusable view.
    #expect(result.interfaceBuilderClassNames.isEmpty)
  }

  @Test func topLevelPlainViewMakesSupplementaryViewsNibBacked() {
    let document = Fixtures.xib(
      Fixtures.xibTableCell("BannerView", #" customModule="App" customModuleProvider="target""#, tag: "view")
    )
    let result = Self.match([document], [Self.candidate("BannerView", .collectionReusableView)])
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("Inline"))])
  }

  @Test func topLevelPlainViewOfACellClassIsAKindMismatch() {
    let document = Fixtures.xib(Fixtures.xibTableCell("FeedCell", tag: "view"))
    let result = Self.match([document], [Self.candidate("FeedCell", line: 3)])
    #expect(result.bindings == [nil])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Inline.xib:11:9: warning: Interface Builder declares 'FeedCell' as a plain view, but it is a "
          + "tableViewCell\nSources/App/Cells.swift:3:7: note: 'FeedCell' is declared here"
      ]
    )
  }

  @Test func topLevelPlainViewOfAnUnknownClassIsSilent() {
    let document = Fixtures.xib(Fixtures.xibTableCell("GradientView", tag: "view"))
    let result = Self.match([document], [Self.candidate("FeedCell")])
    #expect(result.bindings == [nil])
    #expect(result.diagnostics.isEmpty)
  }

  // MARK: Nested names

  @Test(arguments: [
    "Feed.Cell",
    "App.Feed.Cell",
    "_TtCC3App4Feed4Cell",
  ])
  func nestedClassMatchesItsQualifiedAndRuntimeNames(customClass: String) {
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell(customClass))],
      [Self.candidate("Feed.Cell"), Self.candidate("Cell", line: 20)]
    )
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("Inline")), nil])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func classNestedInAStructOrEnumMatchesItsRuntimeName() {
    let documents = [
      Fixtures.xib(Fixtures.xibTableCell("_TtCV3App4Feed4Cell"), path: "A.xib"),
      Fixtures.xib(Fixtures.xibTableCell("_TtCCO3App5Outer5Inner4Cell"), path: "B.xib"),
    ]
    let result = Self.match(documents, [Self.candidate("Feed.Cell"), Self.candidate("Outer.Inner.Cell")])
    #expect(
      result.bindings == [
        InterfaceBuilderBinding(source: .nib("A")),
        InterfaceBuilderBinding(source: .nib("B")),
      ]
    )
  }

  @Test func topLevelClassMatchesItsRuntimeName() {
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell("App.FeedCell"))], [Self.candidate("FeedCell")])
    #expect(result.bindings == [InterfaceBuilderBinding(source: .nib("Inline"))])
  }

  @Test func simpleNameOfANestedClassDoesNotMatch() {
    let result = Self.match([Fixtures.xib(Fixtures.xibTableCell("Cell"))], [Self.candidate("Feed.Cell")])
    #expect(result.bindings == [nil])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Inline.xib:11:9: warning: tableViewCell has custom class 'Cell', which matches no scanned class "
          + "(the nested class is named 'Feed.Cell')"
      ]
    )
  }

  @Test func runtimeNameOfAnotherModulesClassDoesNotMatch() {
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell("_TtCC5Other4Feed4Cell"))],
      [Self.candidate("Feed.Cell")]
    )
    #expect(result.bindings == [nil])
    #expect(result.diagnostics.map(\.location?.line) == [11])
  }

  @Test func qualifiedSwiftNameWinsOverAModuleQualifiedReading() {
    // In module `Feed`, "Feed.Cell" is the nested class, not module `Feed`'s top-level `Cell`.
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell("Feed.Cell"))],
      [Self.candidate("Cell"), Self.candidate("Feed.Cell", line: 20)],
      module: "Feed"
    )
    #expect(result.bindings == [nil, InterfaceBuilderBinding(source: .nib("Inline"))])
  }

  @Test func demanglesSwiftRuntimeNames() {
    func decode(_ runtimeName: String) -> [String]? {
      InterfaceBuilderClassIndex.demangle(runtimeName).map { [$0.module, $0.name] }
    }
    #expect(decode("_TtC3App8FeedCell") == ["App", "FeedCell"])
    #expect(decode("_TtCC3App4Feed10AvatarCell") == ["App", "Feed.AvatarCell"])
    #expect(decode("_TtCVO3App1A1B1C") == ["App", "A.B.C"])
    #expect(decode("_TtVC3App4Feed4Cell") == nil)  // a struct is no view
    #expect(decode("_TtGC3App4Cell_") == nil)  // generic classes are not in IB
    #expect(decode("_TtCC3App4Feed") == nil)  // a name is missing
    #expect(decode("_TtC3App9Short") == nil)  // the length runs past the end
    #expect(decode("FeedCell") == nil)
  }

  // MARK: More than one top-level view

  @Test func xibWithTwoTopLevelViewsKeepsItsClassesClassBased() throws {
    let result = Self.match([try Fixtures.document("TwoViews.xib")], [Self.candidate("DoubleCell")])
    #expect(result.bindings == [nil])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Fixtures/InterfaceBuilder/TwoViews.xib:20:9: warning: xib has 2 top-level objects, but UIKit "
          + "registers a nib only when it holds exactly one; 'DoubleCell' stays class-based"
      ]
    )
  }

  @Test func strayTopLevelObjectAlsoPreventsRegistration() {
    let document = Fixtures.xib(
      """
              <tableViewCell id="Tc1-aa-000" customClass="FeedCell"/>
              <tableViewCell id="Tc2-aa-000" customClass="OtherCell"/>
              <tapGestureRecognizer id="Tg1-aa-000"/>
      """
    )
    let result = Self.match([document], [Self.candidate("FeedCell"), Self.candidate("OtherCell")])
    #expect(result.bindings == [nil, nil])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Inline.xib:12:9: warning: xib has 3 top-level objects, but UIKit registers a nib only when it holds "
          + "exactly one; 'FeedCell', 'OtherCell' stay class-based"
      ]
    )
  }

  @Test func xibWithSeveralObjectsButNoModuleViewsIsSilent() {
    let document = Fixtures.xib(
      """
              <view contentMode="scaleToFill" id="Vw1-aa-000"/>
              <view contentMode="scaleToFill" id="Vw2-aa-000" customClass="GradientView"/>
      """
    )
    let result = Self.match([document], [Self.candidate("FeedCell")])
    #expect(result.diagnostics.isEmpty)
  }

  // MARK: Storyboards

  @Test func storyboardPrototypesAreStoryboardViewsWithTheirIdentifiers() throws {
    let result = Self.match(
      [try Fixtures.document("Main.storyboard")],
      [
        Self.candidate("StoryCell"),
        Self.candidate("TileCell", .collectionViewCell),
        Self.candidate("TileHeader", .collectionReusableView),
      ]
    )
    #expect(result.bindings == Self.mainStoryboardBindings)
  }

  /// The bindings of `Main.storyboard`'s prototypes of `StoryCell`, `TileCell` and `TileHeader`, each with
  /// the prototype that sets its identifier.
  private static let mainStoryboardBindings: [InterfaceBuilderBinding?] = [
    ("story", 28, 29), ("tile", 79, 29), ("tile-header", 96, 25),
  ].map { identifier, line, column in
    InterfaceBuilderBinding(
      source: .storyboard, identifier: identifier,
      prototypeSettingIdentifier: SourceLocation(
        path: "Fixtures/InterfaceBuilder/Main.storyboard", line: line, column: column))
  }

  @Test func staticStoryboardCellsBindNothing() {
    let document = Fixtures.storyboard(
      """
                      <tableViewController id="Tc1-aa-000" sceneMemberID="viewController">
                          <tableView key="view" dataMode="static" style="grouped" id="Tv1-aa-000">
                              <sections>
                                  <tableViewSection id="Ts1-aa-000">
                                      <cells>
                                          <tableViewCell id="St1-aa-000" customClass="StaticCell"/>
                                      </cells>
                                  </tableViewSection>
                              </sections>
                          </tableView>
                      </tableViewController>
      """
    )
    let result = Self.match([document], [Self.candidate("StaticCell")])
    #expect(result.bindings == [nil])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func firstStoryboardInPathOrderWins() {
    let later = Fixtures.storyboard(Fixtures.tablePrototypes([("StoryCell", "b-id")]), path: "B.storyboard")
    let earlier = Fixtures.storyboard(Fixtures.tablePrototypes([("StoryCell", "a-id")]), path: "A.storyboard")
    let result = Self.match([later, earlier], [Self.candidate("StoryCell")])
    #expect(
      result.bindings == [
        InterfaceBuilderBinding(
          source: .storyboard, identifier: "a-id",
          prototypeSettingIdentifier: SourceLocation(path: "A.storyboard", line: 14, column: 29))
      ])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Sources/App/Cells.swift:10:7: warning: 'StoryCell' has 2 different reuse identifiers in Interface "
          + "Builder; the generated API uses 'a-id'\n"
          + "A.storyboard:14:29: note: reuse identifier 'a-id' is set here\n"
          + "B.storyboard:14:29: note: reuse identifier 'b-id' is set here"
      ]
    )
  }

  @Test func firstPrototypeInAFileWinsAmongItsOwn() {
    let document = Fixtures.storyboard(
      Fixtures.tablePrototypes([("StoryCell", "first"), ("StoryCell", "second")]))
    let result = Self.match([document], [Self.candidate("StoryCell")])
    #expect(
      result.bindings == [
        InterfaceBuilderBinding(
          source: .storyboard, identifier: "first",
          prototypeSettingIdentifier: SourceLocation(path: "Inline.storyboard", line: 14, column: 29))
      ])
    #expect(result.diagnostics.first?.notes.map(\.location?.line) == [14, 17])
  }

  @Test func sameIdentifierInSeveralStoryboardsIsNoConflict() {
    let documents = ["A.storyboard", "B.storyboard"].map {
      Fixtures.storyboard(Fixtures.tablePrototypes([("StoryCell", "story")]), path: $0)
    }
    let result = Self.match(documents, [Self.candidate("StoryCell")])
    #expect(
      result.bindings == [
        InterfaceBuilderBinding(
          source: .storyboard, identifier: "story",
          prototypeSettingIdentifier: SourceLocation(path: "A.storyboard", line: 14, column: 29))
      ])
    #expect(result.diagnostics.isEmpty)
  }

  // MARK: Precedence

  @Test func nibWinsOverStoryboard() {
    let nib = Fixtures.xib(
      Fixtures.xibTableCell("FeedCell", #" reuseIdentifier="nib-id""#), path: "Z/FeedCell.xib")
    let board = Fixtures.storyboard(
      Fixtures.tablePrototypes([("FeedCell", "board-id")]), path: "A.storyboard")
    let result = Self.match([board, nib], [Self.candidate("FeedCell")])
    #expect(
      result.bindings == [InterfaceBuilderBinding(source: .nib("FeedCell"), identifier: "nib-id")])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Sources/App/Cells.swift:10:7: warning: 'FeedCell' has 2 different reuse identifiers in Interface "
          + "Builder; the generated API uses 'nib-id'\n"
          + "A.storyboard:14:29: note: reuse identifier 'board-id' is set here\n"
          + "Z/FeedCell.xib:11:9: note: reuse identifier 'nib-id' is set here"
      ]
    )
  }

  @Test func nibWithoutIdentifierTakesTheStoryboardIdentifier() {
    let nib = Fixtures.xib(Fixtures.xibTableCell("FeedCell"), path: "FeedCell.xib")
    let board = Fixtures.storyboard(Fixtures.tablePrototypes([("FeedCell", "board-id")]))
    let result = Self.match([nib, board], [Self.candidate("FeedCell")])
    #expect(
      result.bindings == [
        InterfaceBuilderBinding(
          source: .nib("FeedCell"), identifier: "board-id",
          prototypeSettingIdentifier: SourceLocation(path: "Inline.storyboard", line: 14, column: 29))
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func twoNibsForOneClassRegisterTheFirstAndWarn() {
    let documents = [
      Fixtures.xib(Fixtures.xibTableCell("FeedCell", #" reuseIdentifier="feed""#), path: "B/FeedCompact.xib"),
      Fixtures.xib(Fixtures.xibTableCell("FeedCell", #" reuseIdentifier="feed""#), path: "A/FeedRegular.xib"),
    ]
    let result = Self.match(documents, [Self.candidate("FeedCell")])
    #expect(
      result.bindings == [InterfaceBuilderBinding(source: .nib("FeedRegular"), identifier: "feed")])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Sources/App/Cells.swift:10:7: warning: 'FeedCell' is the top-level view of 2 nibs; the generated API "
          + "registers nib 'FeedRegular'\n"
          + "A/FeedRegular.xib:11:9: note: nib 'FeedRegular' holds it here\n"
          + "B/FeedCompact.xib:11:9: note: nib 'FeedCompact' holds it here"
      ]
    )
  }

  @Test func localizedCopiesOfOneNibAreNoConflict() {
    let documents = ["Base.lproj/FeedCell.xib", "fr.lproj/FeedCell.xib"].map {
      Fixtures.xib(Fixtures.xibTableCell("FeedCell", #" reuseIdentifier="feed""#), path: $0)
    }
    let result = Self.match(documents, [Self.candidate("FeedCell")])
    #expect(
      result.bindings == [InterfaceBuilderBinding(source: .nib("FeedCell"), identifier: "feed")])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func duplicateDeclarationsInExclusiveBranchesAreBothBound() {
    let result = Self.match(
      [Fixtures.xib(Fixtures.xibTableCell("FeedCell"))],
      [Self.candidate("FeedCell", line: 3), Self.candidate("FeedCell", line: 7)]
    )
    #expect(
      result.bindings == Array(repeating: InterfaceBuilderBinding(source: .nib("Inline")), count: 2))
  }

  // MARK: Kinds and unmatched classes

  @Test func tagContradictingTheSwiftKindIsAWarning() {
    let document = Fixtures.xib(Fixtures.xibTableCell("FeedCell", tag: "collectionViewCell"))
    let result = Self.match([document], [Self.candidate("FeedCell", line: 4)])
    #expect(result.bindings == [nil])
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Inline.xib:11:9: warning: Interface Builder declares 'FeedCell' as a collectionViewCell, but it is a "
          + "tableViewCell\nSources/App/Cells.swift:4:7: note: 'FeedCell' is declared here"
      ]
    )
  }

  @Test func cellMatchingNoClassIsAWarningWithFileAndLine() throws {
    let result = Self.match([try Fixtures.document("FeedCell.xib")], [])
    #expect(result.bindings.isEmpty)
    #expect(
      result.diagnostics.map(\.rendered) == [
        "Fixtures/InterfaceBuilder/FeedCell.xib:13:9: warning: tableViewCell has custom class 'FeedCell', "
          + "which matches no scanned class"
      ]
    )
    #expect(result.interfaceBuilderClassNames == ["FeedCell"])
  }

  @Test func cellWithoutCustomClassIsIgnored() {
    let document = Fixtures.xib(
      #"        <tableViewCell contentMode="scaleToFill" reuseIdentifier="basic" id="Tc1-aa-000"/>"#
    )
    let result = Self.match([document], [Self.candidate("FeedCell")])
    #expect(result.bindings == [nil])
    #expect(result.diagnostics.isEmpty)
  }

  // MARK: Malformed files

  @Test func malformedFileIsReportedAndIgnored() throws {
    let result = Self.match([try Fixtures.document("Broken.xib")], [Self.candidate("BrokenCell")])
    #expect(result.bindings == [nil])
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.location?.line == 18)
    #expect(result.interfaceBuilderClassNames.isEmpty)
  }
}
