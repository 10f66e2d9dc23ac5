import Testing

@testable import ReuseGenCore

/// The lookup's one type-name table (`Lookup/TypeNames.swift`): the scoping every type name the
/// evaluator, the call-site layer, `audit` and `migrate` look up goes through.
@Suite struct TypeNameTableTests {
  private static func lookup(_ files: [(String, String)]) -> SourceLookup {
    ModuleSourcesTests.sources(files).lookup
  }

  private static func path(
    _ lookup: SourceLookup, _ components: [String], file: Int = 0, scope: [String] = []
  ) -> String? {
    try? lookup.declaredType(components, inFile: file, scope: scope).get().path
  }

  /// A name is looked up from the innermost enclosing type out, then at the top level, as Swift does; a
  /// type of that name nested in another type is not in scope.
  @Test func theInnermostEnclosingTypeComesFirst() {
    let lookup = Self.lookup([
      (
        "Types.swift",
        """
        enum Row {}
        enum Feed { enum Row {} }
        enum Profile { enum Row {} }
        """
      )
    ])
    #expect(Self.path(lookup, ["Row"], scope: ["Feed"]) == "Feed.Row")
    #expect(Self.path(lookup, ["Row"], scope: ["Profile"]) == "Profile.Row")
    #expect(Self.path(lookup, ["App", "Feed", "Row"]) == "Feed.Row")
    // Three types end with `Row`; from no scope the exact top-level one is the name.
    #expect(Self.path(lookup, ["Row"]) == "Row")
  }

  /// Apps declare a `private enum Row` in many files: the one of the file asking is the one it sees.
  @Test func aTypeOfTheFileItselfComesBeforeOnesOfOtherFiles() {
    let lookup = Self.lookup([
      ("A.swift", "private enum Row { case a }"),
      ("B.swift", "private enum Row { case b }"),
    ])
    #expect((try? lookup.declaredType(["Row"], inFile: 1, scope: []).get().file) == 1)
    #expect((try? lookup.declaredType(["Row"], inFile: 0, scope: []).get().file) == 0)
  }

  /// The one typealias of a name to a plain path stands for its target, and a typealias an enclosing type
  /// declares is followed from inside that type; any other typealias of a name makes the name unknown.
  @Test func typealiasesToAPlainPathAreFollowed() {
    let lookup = Self.lookup([
      (
        "Types.swift",
        """
        final class ProfileCell: UITableViewCell {}
        typealias AdminCell = ProfileCell
        enum Screen { enum Section {} }
        final class ViewModel {
          typealias Section = Screen.Section
        }
        typealias Pair = (Int, Int)
        """
      )
    ])
    #expect(Self.path(lookup, ["AdminCell"]) == "ProfileCell")
    #expect(Self.path(lookup, ["Section"], scope: ["ViewModel"]) == "Screen.Section")
    let pair = lookup.declaredType(["Pair"], inFile: 0, scope: [])
    #expect(!pair.isFailureNotDeclared)
    #expect((try? pair.get()) == nil)
  }

  /// A list or generate lookup over some of the files learns from the recorder which other files to read:
  /// every table the scoping asks records the name it asked.
  @Test func everyNameTheScopingAsksIsRecorded() {
    var lookup = Self.lookup([("Types.swift", "typealias AdminCell = ProfileCell")])
    let recorder = NameRecorder()
    lookup.recorder = recorder
    _ = lookup.declaredType(["AdminCell"], inFile: 0, scope: [])
    #expect(recorder.keys.contains(NameKey(kind: .type, name: "AdminCell")))
    #expect(recorder.keys.contains(NameKey(kind: .alias, name: "AdminCell")))
    // The alias's target, which another file may declare, is asked too.
    #expect(recorder.keys.contains(NameKey(kind: .type, name: "ProfileCell")))
  }

  /// Protocol inheritance comes from the protocol's declaration and from the conformances its extensions
  /// add: what `satisfies` and protocol defaults read.
  @Test func aProtocolRefinesWhatItsDeclarationAndExtensionsWrite() throws {
    let lookup = Self.lookup([
      (
        "Protocols.swift",
        """
        protocol Identified {}
        protocol Named: Identified {}
        protocol Listed {}
        extension Named: Listed {}
        final class Cell: UITableViewCell, Named {}
        """
      )
    ])
    #expect(lookup.typeNames.refinedProtocols(of: "Named", recorder: nil) == [["Identified"], ["Listed"]])
    let cell = try lookup.type(["Cell"], at: nil).get()
    #expect(lookup.satisfies(cell, "Identified"))
    #expect(lookup.satisfies(cell, "Listed"))
    #expect(!lookup.satisfies(cell, "Hashable"))
  }
}
