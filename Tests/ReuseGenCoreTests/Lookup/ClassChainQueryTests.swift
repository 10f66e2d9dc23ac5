import Testing

@testable import ReuseGenCore

/// The one class-chain query (`Lookup/ClassChains.swift`): the evaluator's chain, `audit`'s and
/// `migrate`'s "is X a kind of Y", and the call-site layer's "may this value be a table view" are one walk.
@Suite struct ClassChainQueryTests {
  private static func lookup(_ files: [(String, String)]) -> SourceLookup {
    ModuleSourcesTests.sources(files).lookup
  }

  /// A superclass is looked up as Swift looks it up from its subclass's declaration: a type nested beside
  /// the subclass comes before a top-level type of the same name. The walk `audit` followed looked every
  /// superclass up from the top level, and took the top-level `Base`.
  @Test func aSuperclassIsLookedUpFromTheTypesAroundItsSubclass() {
    let lookup = Self.lookup([
      ("Base.swift", "class Base: NSObject {}"),
      (
        "Feed.swift",
        """
        enum Feed {
          class Base: UITableViewCell {}
          final class Cell: Base {}
        }
        """
      ),
    ])
    let chain = lookup.classChain(of: "Feed.Cell")
    #expect(chain.classes == ["Feed.Cell", "Feed.Base"])
    #expect(lookup.isClass(.module("Feed.Cell"), kindOf: .uikit("UITableViewCell")) == true)
    #expect(lookup.isClass(.module("Feed.Cell"), kindOf: .module("Base")) == false)
  }

  /// The evaluator's chain of a class and the chain `audit` relates classes by name the same module
  /// classes, then the evaluator's goes on through UIKit's classes above the root.
  @Test func theEvaluatorAndAuditReadOneWalk() throws {
    let lookup = Self.lookup([
      ("Cells.swift", "class BaseCell: UICollectionViewCell {}\nfinal class PhotoCell: BaseCell {}")
    ])
    let type = try lookup.type(["PhotoCell"], at: nil).get()
    let links = lookup.chain(of: type).map(\.type.qualifiedName)
    #expect(links.prefix(3) == ["PhotoCell", "BaseCell", "UICollectionViewCell"])
    #expect(lookup.classChain(of: "PhotoCell").classes == ["PhotoCell", "BaseCell"])
    guard case .uikit("UICollectionViewCell") = lookup.classChain(of: "PhotoCell").end else {
      Issue.record("the chain ends at UIKit's root")
      return
    }
  }

  /// A class above the reusable views' roots (`UIView`) ends the module's part as a superclass outside the
  /// module, as written, for `audit`; the evaluator still sees UIKit's classes above it.
  @Test func aUIKitClassAboveTheRootsEndsTheChainAsWritten() throws {
    let lookup = Self.lookup([("Badge.swift", "final class Badge: UIKit.UIView {}")])
    guard case .undeclared("UIKit.UIView") = lookup.classChain(of: "Badge").end else {
      Issue.record("the chain ends at the superclass as written")
      return
    }
    let type = try lookup.type(["Badge"], at: nil).get()
    #expect(lookup.chain(of: type).map(\.type.qualifiedName).contains("UIResponder"))
  }

  /// Whether a value's type may be a table or collection view: named like one anywhere up its chain, or
  /// a chain the sources do not show to its end; not a class without superclass, nor a struct.
  @Test func aReceiverMayBeAReuseViewUnlessItsWholeChainIsRead() throws {
    let lookup = Self.lookup([
      (
        "Types.swift",
        """
        class Analytics {}
        final class ScreenAnalytics: Analytics {}
        struct Settings {}
        class FeedTableView: UITableView {}
        final class HomeFeed: FeedTableView {}
        final class Badge: UIView {}
        final class Remote: SomeLibraryBase {}
        """
      )
    ])
    func mayBe(_ name: String) throws -> Bool {
      try lookup.mayBeReuseView(lookup.type([name], at: nil).get())
    }
    #expect(try !mayBe("Analytics"))
    #expect(try !mayBe("ScreenAnalytics"))
    #expect(try !mayBe("Settings"))
    #expect(try mayBe("HomeFeed"))
    #expect(try mayBe("Badge"))
    #expect(try mayBe("Remote"))
  }

  /// The walk takes the resolver's superclass step (`TypeNames.superclass(ofClause:)`), so `audit` relates
  /// the classes the listing lists: a superclass named through a typealias of a UIKit class, and a
  /// composition whose class part comes second (both checked with swiftc). The walk's own step ended the
  /// first at the typealias, as a base outside the module, and took the protocol for the second's
  /// superclass.
  @Test func theWalkTakesTheResolversSuperclassStep() throws {
    let source = """
      typealias Row = UITableViewCell
      final class FeedCell: Row {}
      protocol Configurable {}
      class Base: UICollectionViewCell {}
      final class PhotoCell: Configurable & Base {}
      typealias ListCell = UIKit.UICollectionViewListCell
      final class SettingsCell: ListCell {}
      """
    let lookup = Self.lookup([("Cells.swift", source)])
    #expect(lookup.isClass(.module("FeedCell"), kindOf: .uikit("UITableViewCell")) == true)
    guard case .uikit("UITableViewCell") = lookup.classChain(of: "FeedCell").end else {
      Issue.record("the chain ends at UIKit's root the typealias names")
      return
    }
    #expect(lookup.classChain(of: "PhotoCell").classes == ["PhotoCell", "Base"])
    #expect(lookup.isClass(.module("PhotoCell"), kindOf: .uikit("UICollectionViewCell")) == true)
    guard case .uikit("UICollectionViewListCell") = lookup.classChain(of: "SettingsCell").end else {
      Issue.record("the chain ends at the list cell, not its kind's first root")
      return
    }
    let type = try lookup.type(["FeedCell"], at: nil).get()
    #expect(
      lookup.chain(of: type).map(\.type.qualifiedName).prefix(3) == ["FeedCell", "UITableViewCell", "UIView"])
    #expect(
      analyzeModule(source).kinds == [
        "Base:collectionViewCell", "FeedCell:tableViewCell", "PhotoCell:collectionViewCell",
        "SettingsCell:collectionViewCell",
      ])
  }

  /// A chain that comes back to a class it met ends there, for every reader of the walk.
  @Test func aCycleEndsTheWalk() throws {
    let lookup = Self.lookup([("Cycle.swift", "class A: B {}\nclass B: A {}")])
    guard case .cycle = lookup.classChain(of: "A").end else {
      Issue.record("a cycle ends the chain")
      return
    }
    #expect(lookup.classChain(of: "A").classes == ["A", "B"])
    #expect(lookup.isClass(.module("A"), kindOf: .uikit("UITableViewCell")) == nil)
    #expect(try lookup.mayBeReuseView(lookup.type(["A"], at: nil).get()))
  }
}
