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

  /// Swift's scoping, not a last-name match (DESIGN.md §10, (a)): from inside a type, a member type its
  /// superclass declares is in scope; a type nested in an unrelated type is not, even when it is the only
  /// one of its name.
  @Test func memberTypesOfSuperclassesAreInScopeAndOtherNestedTypesAreNot() {
    let lookup = Self.lookup([
      (
        "BaseListViewController.swift",
        """
        class BaseListViewController: UIViewController {
          final class Cell: UITableViewCell {}
        }
        """
      ),
      (
        "FeedViewController.swift",
        """
        final class FeedViewController: BaseListViewController {
          override func viewDidLoad() {
            tableView.register(Cell.self, forCellReuseIdentifier: "feed")
          }
        }
        """
      ),
      (
        "ProfileViewController.swift",
        """
        final class ProfileViewController: UIViewController {
          final class Cell: UITableViewCell {}
          enum Section { case header }
        }
        """
      ),
      ("Settings.swift", "final class SettingsViewController: UIViewController {}"),
    ])
    #expect(
      Self.path(lookup, ["Cell"], file: 1, scope: ["FeedViewController"]) == "BaseListViewController.Cell")
    #expect(
      Self.path(lookup, ["Cell"], file: 2, scope: ["ProfileViewController"]) == "ProfileViewController.Cell")
    // `Section` is declared once, in `ProfileViewController`: Swift does not see it from elsewhere.
    #expect(Self.path(lookup, ["Section"], file: 3, scope: ["SettingsViewController"]) == nil)
    #expect(lookup.declaredType(["Section"], inFile: 3, scope: []).isFailureNotDeclared)
    #expect(
      Self.path(lookup, ["ProfileViewController", "Section"], file: 3) == "ProfileViewController.Section")
    // A subclass's scope sees what its superclass's does, and the call-site layer reads it so.
    #expect(
      lookup.resolveClass(["Cell"], inFile: 1, scope: ["FeedViewController"])
        == .module("BaseListViewController.Cell"))
  }

  /// The resolver's classification and the chain query give one answer for a class whose superclass is a
  /// member type of its enclosing class's superclass, beside another screen's type of that name.
  @Test func theResolverAndTheChainQueryScopeAnInheritedMemberTypeAlike() {
    let files = [
      (
        "BaseListViewController.swift",
        """
        class BaseListViewController: UIViewController {
          class Cell: UITableViewCell {}
        }
        """
      ),
      (
        "FeedViewController.swift",
        """
        final class FeedViewController: BaseListViewController {
          final class FeedCell: Cell {}
        }
        """
      ),
      ("ProfileViewController.swift", "final class ProfileViewController { final class Cell {} }"),
    ]
    let lookup = Self.lookup(files)
    #expect(
      lookup.classChain(of: "FeedViewController.FeedCell").classes == [
        "FeedViewController.FeedCell", "BaseListViewController.Cell",
      ])
    #expect(lookup.isClass(.module("FeedViewController.FeedCell"), kindOf: .uikit("UITableViewCell")) == true)
    let scanned = files.map { path, text in
      Array(text.utf8).withUnsafeBufferPointer { DeclarationScanner.scan($0, path: path) }
    }
    var resolver = ReusableViewResolver(files: scanned, module: "App")
    #expect(
      resolver.resolve().views.map(\.view.name) == [
        "BaseListViewController.Cell", "FeedViewController.FeedCell",
      ])
  }

  /// A context module's class named like a UIKit root (a stand-in of UIKit for tests or previews) never
  /// shadows UIKit's in the module that imports it (DESIGN.md §10, (b)), as the resolver sees it too.
  @Test func aContextModulesClassNamedLikeAUIKitRootDoesNotShadowUIKit() {
    let read = [
      ("FeedCell.swift", "final class FeedCell: UITableViewCell {}"),
      ("UIKitStandIn/UITableViewCell.swift", "open class UITableViewCell: UIView {}"),
    ].map { path, text in SourceFile(path: path, filePath: path, bytes: Array(text.utf8)) }
    let lookup = ModuleSources(
      read: read, modules: ["App", "StandIn"], moduleFileCount: 1, moduleName: "App"
    ).lookup
    #expect(lookup.resolveClass(["UITableViewCell"], inFile: 0) == .uikit("UITableViewCell"))
    #expect(lookup.isClass(.module("FeedCell"), kindOf: .uikit("UITableViewCell")) == true)
    let scanned = read.enumerated().map { index, source in
      var file = source.bytes.withUnsafeBufferPointer { DeclarationScanner.scan($0, path: source.path) }
      if index == 1 { file.contextModule = "StandIn" }
      return file
    }
    var resolver = ReusableViewResolver(files: scanned, module: "App")
    #expect(resolver.resolve().views.map(\.view.name) == ["FeedCell"])
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

  /// The table is built from the scanner's declarations, which keep every kind's inheritance clause: a
  /// struct's or an enum's conformances give it a protocol's defaults and satisfy the protocol, as a
  /// class's do (the scanner once kept the clauses of classes and protocols only).
  @Test func aStructOrEnumAdoptsWhatItsClauseWrites() throws {
    let lookup = Self.lookup([
      (
        "Rows.swift",
        """
        protocol Identified {}
        extension Identified { static var reuseIdentifier: String { "row" } }
        struct Row: Identified {}
        enum Kind: String, Identified { case a }
        """
      )
    ])
    for name in ["Row", "Kind"] {
      let type = try lookup.type([name], at: nil).get()
      #expect(lookup.satisfies(type, "Identified"), "\(name)")
      let value = lookup.member("reuseIdentifier", of: type).flatMap {
        IdentifierEvaluator(lookup: lookup).evaluate($0.expression, selfType: $0.owner, at: $0.place)
      }
      #expect((try? value.get()) == "row", "\(name)")
    }
  }

  /// The lookup leaves out files it cannot read or that reusegen generated, so its numbers differ from the
  /// scan's: the table numbers each type's file as the lookup does, and a type of the asking file comes
  /// first whatever was left out before it.
  @Test func typesAreNumberedByTheLookupsFilesNotTheScans() throws {
    let texts = [
      "private enum Row { static let id = \"a\" }", "", "private enum Row { static let id = \"c\" }",
    ]
    let read = texts.indices.map { position -> SourceFile? in
      let path = "\(position).swift"
      return position == 1 ? nil : SourceFile(path: path, filePath: path, bytes: Array(texts[position].utf8))
    }
    let lookup = ModuleSources(
      read: read, modules: Array(repeating: "App", count: read.count), moduleFileCount: read.count,
      moduleName: "App"
    ).lookup
    #expect(lookup.sources.count == 2)
    let row = try lookup.declaredType(["Row"], inFile: 1, scope: []).get()
    #expect(row.file == 1)
    let id = lookup.member("id", of: lookup.evaluated(row)).flatMap {
      IdentifierEvaluator(lookup: lookup).evaluate($0.expression, selfType: $0.owner, at: $0.place)
    }
    #expect((try? id.get()) == "c")
  }

  /// `list` and `generate` read only the files their identifiers need, and leave out the files reusegen
  /// generated: the one table of every file's declarations is numbered as their lookup's files are.
  @Test func aListLookupNumbersTypesPastAGeneratedFile() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "A.swift",
      "final class ACell: UITableViewCell {\n  static let reuseIdentifier = Row.id\n}\n"
        + "private enum Row { static let id = \"a\" }\n")
    directory.write("B.swift", GeneratedFileMarker.swiftHeader + " 1.0\n")
    directory.write(
      "C.swift",
      "final class CCell: UITableViewCell {\n  static let reuseIdentifier = Row.id\n}\n"
        + "private enum Row { static let id = \"c\" }\n")
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    let scan = ParallelScanner.scan(inputs.swiftFiles)
    try #require(scan.keys.count == 3 && scan.keys[1] == nil)
    let lookup = DeclaredIdentifierLookup.reading(
      inputs.swiftFiles, keys: scan.keys, declarations: scan.scanned,
      modules: Array(repeating: "App", count: scan.keys.count), moduleName: "App")
    for (cell, expected) in [("CCell", "c"), ("ACell", "a")] {
      let value = lookup.evaluate { lookup in
        lookup.member("reuseIdentifier", of: EvaluatedType(path: [cell], module: "App")).flatMap {
          IdentifierEvaluator(lookup: lookup).evaluate($0.expression, selfType: $0.owner, at: $0.place)
        }
      }
      #expect((try? value.get()) == expected, "\(cell)")
    }
  }

  /// The scanner's declarations are declarations: `import class Module.Name` and a parameter labelled
  /// `class` declare no type, and a clause is read past an attributed entry (`@unchecked Sendable`) to the
  /// protocols after it, which the lookup's own reading of a file's tokens once missed, and such an entry
  /// first is no superclass.
  @Test func onlyDeclarationsDeclareTypesAndClausesReadPastAttributes() throws {
    let lookup = Self.lookup([
      (
        "Cell.swift",
        """
        import class Foundation.Bundle
        protocol Identified {}
        final class Cell: UITableViewCell, @unchecked Sendable, Identified {
          func select(class chosenClass: Int) {}
        }
        final class Holder: @unchecked Sendable {}
        """
      )
    ])
    // A marked first entry is a conformance: `Holder` has no superclass, and its chain ends at itself.
    #expect(lookup.typeNames.types(named: "Holder", recorder: nil)?.first?.superclass == nil)
    #expect(lookup.typeNames.types(named: "Foundation", recorder: nil) == nil)
    #expect(lookup.typeNames.types(named: "chosenClass", recorder: nil) == nil)
    let cell = try lookup.type(["Cell"], at: nil).get()
    #expect(lookup.satisfies(cell, "Identified"))
  }

  // The ways of naming a type the resolver's classification reads, each asked of the table, and of the
  // resolver, which gives the same class (DESIGN.md §10, "One type-name table").

  /// A typealias at the head of a qualified path stands for the type it names, looked up in the alias's
  /// own scope, and the rest of the path are members of that type.
  @Test func aTypealiasHeadsAQualifiedPath() {
    let source = """
      enum Hub { enum Cards { class Base: UITableViewCell { final class Inner: UICollectionViewCell {} } } }
      typealias Cards = Hub.Cards
      final class FromInner: Cards.Base.Inner {}
      """
    let lookup = Self.lookup([("App.swift", source)])
    #expect(Self.path(lookup, ["Cards", "Base", "Inner"]) == "Hub.Cards.Base.Inner")
    #expect(Self.path(lookup, ["App", "Cards", "Base"]) == "Hub.Cards.Base")
    #expect(lookup.classChain(of: "FromInner").classes == ["FromInner", "Hub.Cards.Base.Inner"])
    #expect(analyzeModule(source).view("FromInner")?.kind == .collectionViewCell)
  }

  /// A typealias a type declares is a member of it, followed in its own scope: `Deck` is `Hub.Deck` from
  /// inside `Hub`, whatever the top level declares.
  @Test func aTypealiasIsAMemberOfTheTypeThatDeclaresIt() {
    let source = """
      enum Deck {}
      enum Hub {
        enum Deck { final class Row: UITableViewCell {} }
        typealias Cards = Deck
      }
      final class FromRow: Hub.Cards.Row {}
      """
    let lookup = Self.lookup([("App.swift", source)])
    #expect(Self.path(lookup, ["Hub", "Cards", "Row"]) == "Hub.Deck.Row")
    #expect(lookup.isClass(.module("FromRow"), kindOf: .uikit("UITableViewCell")) == true)
    #expect(analyzeModule(source).view("FromRow")?.kind == .tableViewCell)
  }

  /// A typealias of a composition names its class part, which is what a class can inherit from.
  @Test func aCompositionNamesItsClassPart() {
    let source = """
      class Row: UITableViewCell {}
      protocol Reconfigurable {}
      typealias Configurable = Reconfigurable & Row
      final class Cell: Configurable {}
      """
    let lookup = Self.lookup([("App.swift", source)])
    #expect(Self.path(lookup, ["Configurable"]) == "Row")
    #expect(lookup.classChain(of: "Cell").classes == ["Cell", "Row"])
    #expect(analyzeModule(source).kinds == ["Cell:tableViewCell", "Row:tableViewCell"])
  }

  /// An extension spelled through a typealias declares its types in the aliased type: `Box.Specialised`
  /// is the type `extension IntBox` declares, which the lookup's index knows by the path as written.
  @Test func anExtensionThroughATypealiasDeclaresTheAliasedTypesMembers() {
    let source = """
      struct Box<T> {}
      typealias IntBox = Box<Int>
      extension IntBox { class Specialised: UITableViewCell {} }
      final class Derived: Box.Specialised {}
      """
    let lookup = Self.lookup([("App.swift", source)])
    #expect(Self.path(lookup, ["Box", "Specialised"]) == "IntBox.Specialised")
    #expect(lookup.classChain(of: "Derived").classes == ["Derived", "IntBox.Specialised"])
    #expect(analyzeModule(source).view("Derived")?.kind == .tableViewCell)
  }

  /// An extension's body sees the members of the type it extends, not those of the types around that type,
  /// as Swift scopes it: in `extension Feed.Section`, `Base` is the top-level `Base`, not `Feed.Base`
  /// (checked with swiftc: a class method of each says which). The resolver, the chain query and a
  /// typealias the extension declares agree; the evaluator's walk took `Feed.Base`, which the resolver
  /// did not.
  @Test func anExtensionOfANestedTypeSeesNotTheTypesAroundIt() {
    let source = """
      class Base: NSObject {}
      enum Feed {
        class Base: UITableViewCell {}
        struct Section {}
      }
      extension Feed.Section {
        final class Cell: Base {}
        typealias Row = Base
        struct Inner { final class Nested: Base {} }
      }
      extension Feed {
        final class Sibling: Base {}
      }
      """
    let lookup = Self.lookup([("App.swift", source)])
    #expect(lookup.classChain(of: "Feed.Section.Cell").classes == ["Feed.Section.Cell", "Base"])
    #expect(lookup.isClass(.module("Feed.Section.Cell"), kindOf: .uikit("UITableViewCell")) == false)
    #expect(
      lookup.classChain(of: "Feed.Section.Inner.Nested").classes == ["Feed.Section.Inner.Nested", "Base"])
    #expect(Self.path(lookup, ["Feed", "Section", "Row"]) == "Base")
    // `extension Feed` sees `Feed`'s members.
    #expect(lookup.isClass(.module("Feed.Sibling"), kindOf: .uikit("UITableViewCell")) == true)
    #expect(analyzeModule(source).kinds == ["Feed.Base:tableViewCell", "Feed.Sibling:tableViewCell"])
  }

  /// `App.X` and `Context.X` name that module's `X`, where both declare one.
  @Test func aModuleQualifierChoosesThatModulesType() throws {
    let files = [
      (
        "Cell.swift",
        """
        class Cell: UITableViewCell {}
        final class A: App.Cell {}
        final class B: Kit.Cell {}
        """
      ),
      ("Kit/Cell.swift", "open class Cell: UICollectionViewCell {}"),
    ]
    let read = files.map { path, text in SourceFile(path: path, filePath: path, bytes: Array(text.utf8)) }
    let lookup = ModuleSources(read: read, modules: ["App", "Kit"], moduleFileCount: 1, moduleName: "App")
      .lookup
    #expect(try lookup.declaredType(["App", "Cell"], inFile: 0, scope: []).get().file == 0)
    #expect(try lookup.declaredType(["Kit", "Cell"], inFile: 0, scope: []).get().file == 1)
    let scanned = read.enumerated().map { index, source in
      var file = source.bytes.withUnsafeBufferPointer { DeclarationScanner.scan($0, path: source.path) }
      if index == 1 { file.contextModule = "Kit" }
      return file
    }
    var resolver = ReusableViewResolver(files: scanned, module: "App")
    #expect(
      resolver.resolve().views.map { "\($0.view.name):\($0.view.kind.rawValue)" } == [
        "Cell:tableViewCell", "A:tableViewCell", "B:collectionViewCell",
      ])
  }

  /// A module's own top-level type shadows a context module's of the same name, as Swift looks names up
  /// (checked with swiftc: an app's `enum Names` beside an imported module's is the app's); from a file of
  /// the context module its own is the one; two of the module's own are still ambiguous.
  @Test func aModulesOwnTypeShadowsAContextModulesOfTheSameName() throws {
    let files = [
      ("App/Names.swift", "enum Names {}"),
      ("App/Feed.swift", "enum Feed {}"),
      ("Kit/Names.swift", "public enum Names {}\npublic enum Feed {}"),
    ]
    let read = files.map { path, text in SourceFile(path: path, filePath: path, bytes: Array(text.utf8)) }
    let lookup = ModuleSources(
      read: read, modules: ["App", "App", "Kit"], moduleFileCount: 2, moduleName: "App"
    )
    .lookup
    #expect(try lookup.declaredType(["Names"], inFile: 1, scope: []).get().file == 0)
    #expect(try lookup.declaredType(["Feed"], inFile: 0, scope: []).get().file == 1)
    #expect(try lookup.declaredType(["Names"], inFile: 2, scope: []).get().file == 2)
    #expect(try lookup.declaredType(["Kit", "Names"], inFile: 1, scope: []).get().file == 2)
    // From a third file: the file that declares the name sees its own.
    let twice = Self.lookup([
      ("A/Names.swift", "enum Names {}"), ("B/Names.swift", "enum Names {}"), ("C/Use.swift", "enum Use {}"),
    ])
    #expect(throws: EvaluationFailure.self) { try twice.declaredType(["Names"], inFile: 2, scope: []).get() }
  }

  /// A declared type keeps its number among its file's types, by which the resolver keeps what it
  /// concludes of each class.
  @Test func aDeclaredTypeKeepsItsNumberInItsFile() throws {
    let lookup = Self.lookup([
      ("A.swift", "enum Other {}"),
      ("B.swift", "enum Feed {}\nenum Hub { enum Inner {}; final class Cell: UITableViewCell {} }"),
    ])
    let cell = try lookup.declaredType(["Hub", "Cell"], inFile: 0, scope: []).get()
    #expect((cell.file, cell.index) == (1, 3))
  }

  /// At a file's top level a typealias another type declares is not in scope (owncloud's `class Action`
  /// beside `typealias Action = (OptionItem) -> Void` in `OptionItem`); one at the top level, or in the
  /// asking file's code, is, and makes the name unknown; inside types any may be a superclass's member.
  @Test func aTypealiasAnotherTypeDeclaresIsNotInScopeAtTheTopLevel() {
    let files = [
      (
        "Action.swift",
        """
        class Action: UITableViewCell {}
        final class CopyAction: Action {}
        """
      ),
      ("OptionItem.swift", "final class OptionItem { typealias Action = (OptionItem) -> Void }"),
      ("Local.swift", "func run() { typealias Action = Int }"),
    ]
    let lookup = Self.lookup(files)
    #expect(Self.path(lookup, ["Action"]) == "Action")
    #expect(Self.path(lookup, ["Action"], file: 1, scope: ["OptionItem"]) == nil)
    #expect(Self.path(lookup, ["Action"], file: 2) == nil)
    #expect(lookup.classChain(of: "CopyAction").classes == ["CopyAction", "Action"])
    #expect(analyzeModule(files).kinds == ["Action:tableViewCell", "CopyAction:tableViewCell"])
  }

  /// A chain of typealiases is followed up to the table's bound; a longer one, or one that goes round,
  /// is a failure that says so, as the resolver warns of one past its own bound.
  @Test func aChainOfTypealiasesTooLongToFollowSaysSo() {
    let chain = (1...20).map { "typealias Link\($0) = Link\($0 - 1) & Marker" }
    let source = (["class Link0: UITableViewCell {}", "protocol Marker {}"] + chain).joined(separator: "\n")
    let lookup = Self.lookup([
      ("Chain.swift", source + "\ntypealias Loop = Round & Marker\ntypealias Round = Loop")
    ])
    #expect(Self.path(lookup, ["Link10"]) == "Link0")
    for name in ["Link20", "Loop"] {
      let failure = lookup.declaredType([name], inFile: 0, scope: []).failure
      #expect(failure == EvaluationFailure.chainTooLong(maximum: 16))
    }
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}
