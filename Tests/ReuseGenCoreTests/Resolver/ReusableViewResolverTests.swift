import Testing

@testable import ReuseGenCore

@Suite struct ReusableViewResolverTests {
  @Test func everyRootAndTheUIKitPrefix() {
    let analysis = analyzeModule(
      """
      class A: UITableViewCell {}
      class B: UITableViewHeaderFooterView {}
      class C: UICollectionViewCell {}
      class D: UICollectionViewListCell {}
      class E: UICollectionReusableView {}
      class F: UIKit.UITableViewCell {}
      class G: UIView {}
      class H: NSObject, UITableViewDataSource {}
      struct I: Hashable {}
      """)
    #expect(
      analysis.kinds == [
        "A:tableViewCell", "B:tableViewHeaderFooterView", "C:collectionViewCell", "D:collectionViewCell",
        "E:collectionReusableView", "F:tableViewCell",
      ])
  }

  @Test func inheritanceAcrossFilesInAnyOrder() {
    let analysis = analyzeModule([
      ("Z.swift", "class Base: UICollectionViewCell {}"),
      ("A.swift", "final class Leaf: Middle {}"),
      ("M.swift", "class Middle: Base {}"),
    ])
    #expect(
      analysis.kinds == ["Base:collectionViewCell", "Leaf:collectionViewCell", "Middle:collectionViewCell"])
    #expect(analysis.view("Leaf")?.conformance == .inherited)
    #expect(analysis.view("Leaf")?.conformanceRoot == "Base")
    #expect(analysis.view("Base")?.conformance == .generated)
  }

  @Test func innermostScopeWinsThenTopLevel() {
    let analysis = analyzeModule(
      """
      class Base: UITableViewCell {}
      enum Feed {
        class Base: UICollectionViewCell {}
        class Cell: Base {}
      }
      enum Other {
        class Cell: Base {}
      }
      """)
    #expect(analysis.view("Feed.Cell")?.kind == .collectionViewCell)
    #expect(analysis.view("Other.Cell")?.kind == .tableViewCell)
  }

  @Test func extensionBodySeesExtendedTypeButNotItsParent() {
    let analysis = analyzeModule([
      (
        "A.swift",
        """
        enum A {
          class Base: UICollectionViewCell {}
          enum B {}
        }
        class Base: UITableViewCell {}
        """
      ),
      (
        "B.swift",
        """
        extension A.B {
          class Cell: Base {}
        }
        """
      ),
    ])
    // `A.Base` is not visible from `extension A.B`; the top-level `Base` is.
    #expect(analysis.view("A.B.Cell")?.kind == .tableViewCell)
  }

  @Test func lexicallyNestedTypeSeesOuterTypes() {
    let analysis = analyzeModule(
      """
      enum A {
        class Base: UICollectionViewCell {}
        enum B {
          class Cell: Base {}
        }
      }
      """)
    #expect(analysis.view("A.B.Cell")?.kind == .collectionViewCell)
  }

  @Test func memberTypesInheritedFromSuperclassAreInScope() {
    let analysis = analyzeModule(
      """
      class Screen: UIViewController {
        class Row: UITableViewCell {}
      }
      class Detail: Screen {
        class Fancy: Row {}
      }
      """)
    #expect(analysis.view("Detail.Fancy")?.kind == .tableViewCell)
  }

  @Test func moduleClassNamedLikeARootShadowsUIKit() {
    let analysis = analyzeModule(
      """
      class UITableViewCell: UIView {}
      class Cell: UITableViewCell {}
      class Real: UIKit.UITableViewCell {}
      """)
    #expect(analysis.kinds == ["Real:tableViewCell"])
  }

  /// Files of two targets given as one module (DuckDuckGo's two `UserAuthenticator`s): the resolver takes
  /// the first declaration of a name declared twice, in path order, where the evaluator proves nothing
  /// ("names more than one type"). Both resolved through the one type-name table (`classLookup`).
  @Test func aNameDeclaredTwiceIsTheFirstDeclarationToTheResolver() {
    let analysis = analyzeModule([
      ("AppTarget/Base.swift", "class BaseCell: UITableViewCell {}\n"),
      ("Extension/Base.swift", "class BaseCell: UIView {}\n"),
      ("Feed/FeedCell.swift", "final class FeedCell: BaseCell {}\n"),
    ])
    #expect(analysis.kinds == ["BaseCell:tableViewCell", "FeedCell:tableViewCell"])
  }

  /// A class declared in an extension spelled through a typealias sees the members other extensions
  /// declare under the type's own path (`Scripts/swiftsyntax-oracle/cases/lookup.swift`, which CI's
  /// SwiftSyntax cross-check caught when the extension's scope was the alias's spelling alone), and the
  /// members declared under the alias's spelling.
  @Test func anExtensionThroughATypealiasSeesTheTypesMembersUnderBothSpellings() {
    let analysis = analyzeModule(
      """
      enum Hub { enum Cards {} }
      extension Hub.Cards { class Base: UICollectionViewCell {} }
      typealias Cards = Hub.Cards
      extension Cards {
        class Tile: UITableViewCell {}
        final class ViaAlias: Base {}
        final class Sibling: Tile {}
      }
      """)
    #expect(
      analysis.kinds == [
        "Hub.Cards.Base:collectionViewCell", "Hub.Cards.Sibling:tableViewCell",
        "Hub.Cards.Tile:tableViewCell",
        "Hub.Cards.ViaAlias:collectionViewCell",
      ])
  }

  /// A typealias chain through a member of a type declared in an extension spelled through another
  /// typealias, and a composition whose class part is UIKit's: each reached through the table.
  @Test func aQualifiedTypealiasMemberNamesUIKitsRoot() {
    let analysis = analyzeModule(
      """
      enum Theme { enum Cells {} }
      typealias Cells = Theme.Cells
      extension Cells { typealias Tile = UIKit.UICollectionViewCell & Sendable }
      final class Card: Theme.Cells.Tile {}
      final class Other: Cells.Tile {}
      """)
    #expect(analysis.kinds == ["Card:collectionViewCell", "Other:collectionViewCell"])
  }

  /// Swift finds a member of an enclosing type before a type of the same name at the top level: `Row`
  /// inside `Theme` is the nested typealias, the list cell, not the top-level table view cell (a
  /// regression of the one type-name table; the scan had it right before).
  @Test func aNestedTypealiasShadowsATopLevelTypeOfItsName() {
    let analysis = analyzeModule([
      (
        "Theme.swift",
        """
        enum Theme {
          typealias Row = UICollectionViewListCell
          final class StyledRow: Row {}
          enum Inner {
            final class DeeperRow: Row {}
            class Row: UITableViewHeaderFooterView {}
          }
        }
        """
      ),
      ("Row.swift", "class Row: UITableViewCell {}\nfinal class PlainRow: Row {}\n"),
    ])
    #expect(
      analysis.kinds == [
        "PlainRow:tableViewCell", "Row:tableViewCell", "Theme.Inner.DeeperRow:tableViewHeaderFooterView",
        "Theme.Inner.Row:tableViewHeaderFooterView", "Theme.StyledRow:collectionViewCell",
      ])
  }

  @Test func typealiasesTopLevelNestedAndCompositions() {
    let analysis = analyzeModule(
      """
      typealias Row = UIKit.UITableViewCell
      enum Styles {
        typealias Tile = UICollectionViewCell
        class Cell: Tile {}
      }
      typealias Configurable = Row & Reconfigurable
      class A: Row {}
      class B: Configurable {}
      class C: Styles.Tile {}
      """)
    #expect(
      analysis.kinds == [
        "A:tableViewCell", "B:tableViewCell", "C:collectionViewCell", "Styles.Cell:collectionViewCell",
      ])
  }

  @Test func genericClassesAndGenericSuperclasses() {
    let analysis = analyzeModule(
      """
      class Box<Model>: UICollectionViewCell {}
      final class IntBox: Box<Int> {}
      struct Section<Item> {
        class Header: UICollectionReusableView {}
      }
      extension Section {
        class Footer: UICollectionReusableView {}
      }
      """)
    #expect(analysis.view("Box")?.isGeneric == true)
    #expect(analysis.view("Box")?.identifier == nil)
    #expect(analysis.view("IntBox")?.isGeneric == false)
    #expect(analysis.view("IntBox")?.identifier == "App.IntBox")
    #expect(analysis.view("Section.Header")?.isGeneric == true)
    #expect(analysis.view("Section.Footer")?.isGeneric == true)
  }

  @Test func unreachableClassesAreSkippedWithReasons() {
    let analysis = analyzeModule(
      """
      private class A: UITableViewCell {}
      fileprivate class B: UITableViewCell {}
      private enum Hidden { class C: UITableViewCell {} }
      private extension Visible { class D: UITableViewCell {} }
      fileprivate struct Secret {}
      extension Secret { class E: UITableViewCell {} }
      enum Visible {}
      func build() { class F: UITableViewCell {} }
      class G: UITableViewCell {}
      """)
    let skipped = analysis.views.filter { $0.status.isSkipped }.map(\.name)
    #expect(skipped == ["A", "B", "Hidden.C", "Visible.D", "Secret.E", "F"].sorted())
    #expect(analysis.view("G")?.status == .generated)
    #expect(analysis.views.allSatisfy { $0.status == .generated || $0.status.reason != nil })
    let warnings = analysis.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 6)
    #expect(warnings.first?.rendered.hasPrefix("App.swift:1:15: warning: 'A' is declared private") == true)
  }

  @Test func handWrittenConformancesInClauseOrExtension() {
    let analysis = analyzeModule([
      ("A.swift", "class A: UITableViewCell, Dequeuable {}\nclass B: UITableViewCell {}\nclass C: A {}"),
      ("B.swift", "extension B: Dequeuable {}"),
    ])
    #expect(analysis.view("A")?.conformance == .handWritten)
    #expect(analysis.view("B")?.conformance == .handWritten)
    #expect(analysis.view("C")?.conformance == .inherited)
    // The conformance is the user's, and the generated file completes it with identifiers of its own
    // unless the user declared them.
    #expect(analysis.views.map(\.identifier) == ["App.A", "App.B", "App.C"])
    let declared = analyzeModule(
      "class A: UITableViewCell, Dequeuable { static let reuseIdentifier = \"a\" }\nclass C: A {}")
    #expect(declared.views.map(\.identifier) == ["a", "a"])
    #expect(declared.views.allSatisfy { $0.identifierSource == .declared })
  }

  @Test func identifierStyles() {
    let source = "enum Feed { class Cell: UITableViewCell {} }"
    #expect(analyzeModule(source, style: .moduleQualified).views[0].identifier == "App.Feed.Cell")
    #expect(analyzeModule(source, style: .qualified).views[0].identifier == "Feed.Cell")
    #expect(analyzeModule(source, style: .className).views[0].identifier == "Cell")
  }

  /// Swift spells a class nested in another module's type through that module at run time
  /// (`String(reflecting:)`), so only the module's own nesting lets the type name be the identifier.
  @Test func runTimeSpellingFollowsTheEnclosingTypesModule() {
    let analysis = analyzeModule(
      """
      import UIKit
      struct Feed { class Cell: UITableViewCell {} }
      extension Feed { class Header: UITableViewHeaderFooterView {} }
      typealias Screen = Feed
      extension Screen { final class Footer: UITableViewHeaderFooterView {} }
      extension UIViewController { class InlineCell: UITableViewCell {} }
      extension UITableViewCell { class Badge: UICollectionReusableView {} }
      class Top: UICollectionViewCell {}
      """)
    for name in ["Feed.Cell", "Feed.Header", "Feed.Footer", "Top"] {
      #expect(analysis.view(name)?.isSpelledThroughItsModule == true, "\(name)")
    }
    for name in ["UIViewController.InlineCell", "UITableViewCell.Badge"] {
      #expect(analysis.view(name)?.isSpelledThroughItsModule == false, "\(name)")
    }
  }

  @Test func duplicateIdentifiersAreErrorsExceptInExclusiveBranches() {
    let exclusive = analyzeModule(
      """
      #if os(iOS)
      class Cell: UITableViewCell {}
      #else
      class Cell: UITableViewCell {}
      #endif
      """)
    #expect(exclusive.views.count == 2)
    #expect(!exclusive.hasErrors)

    let clash = analyzeModule(
      [
        ("A.swift", "enum A { class Cell: UITableViewCell {} }"),
        ("B.swift", "enum B { class Cell: UITableViewCell {} }"),
      ],
      style: .className)
    #expect(clash.hasErrors)
    #expect(
      clash.diagnostics.map(\.rendered) == [
        "B.swift:1:16: error: reuse identifier 'Cell' of 'B.Cell' is already used by 'A.Cell'\nA.swift:1:16: note: 'A.Cell' declared here"
      ])
  }

  @Test func moduleQualifiedSuperclassPaths() {
    let analysis = analyzeModule("enum Feed { class Base: UITableViewCell {} }\nclass Cell: App.Feed.Base {}")
    #expect(analysis.view("Cell")?.kind == .tableViewCell)
  }

  @Test func cyclesAreDiagnosedNotFatal() {
    let analysis = analyzeModule("class A: B {}\nclass B: C {}\nclass C: A {}\nclass D: UITableViewCell {}")
    #expect(analysis.kinds == ["D:tableViewCell"])
    #expect(analysis.diagnostics.contains { $0.message.hasPrefix("circular inheritance") })
  }

  @Test func externalBasesNeedDeclaringAndGetANote() {
    let source = [("App.swift", "class Swipe: SwipeTableViewCell {}\nclass Model: Codable {}")]
    let undeclared = analyzeModule(source)
    #expect(undeclared.views.isEmpty)
    #expect(undeclared.diagnostics.map(\.severity) == [.note])
    #expect(undeclared.diagnostics.first?.message.contains("--base SwipeTableViewCell=tableViewCell") == true)

    let declared = analyzeModule(source, bases: ["SwipeTableViewCell": .tableViewCell])
    #expect(declared.kinds == ["Swipe:tableViewCell"])
    #expect(declared.view("Swipe")?.conformance == .generated)
  }

  @Test func genericParameterIsNotASuperclass() {
    let analysis = analyzeModule(
      "class UITableViewCell {}\nstruct Box<UITableViewCell> { class Cell: UITableViewCell {} }")
    #expect(analysis.views.isEmpty)
  }

  @Test func localClassesSeeTheirSiblings() {
    let analysis = analyzeModule("func make() {\n  class Base: UITableViewCell {}\n  class Leaf: Base {}\n}")
    #expect(analysis.kinds == ["Base:tableViewCell", "Leaf:tableViewCell"])
    #expect(analysis.views.allSatisfy { $0.status.isSkipped })
  }

  // Regressions found by comparing with SwiftSyntax (Scripts/compare-with-swiftsyntax.sh).

  @Test func typesNestedInLocalTypesAreLocal() {
    let analysis = analyzeModule("func f() {\n  class Outer {\n    class Inner: UITableViewCell {}\n  }\n}")
    #expect(analysis.kinds == ["Inner:tableViewCell"])
    #expect(analysis.view("Inner")?.status.isSkipped == true)
  }

  @Test func localTypesAreVisibleOnlyInsideTheirBody() {
    let analysis = analyzeModule(
      """
      class Card: UITableViewCell {}
      func a() { class Card: UIView {} }
      func b() { final class Fancy: Card {} }
      func c() { class Base: UITableViewCell {} }
      func d() { class Base: UIView {}; final class Sub: Base {} }
      func e(flag: Bool) {
        class Outer: UICollectionViewCell {}
        if flag { final class Inner: Outer {} }
      }
      """)
    #expect(analysis.view("Fancy")?.kind == .tableViewCell)
    #expect(analysis.view("Sub") == nil)
    #expect(analysis.view("Inner")?.kind == .collectionViewCell)
  }

  @Test func localMemberPathsAndEnclosingTypeMembers() {
    let analysis = analyzeModule(
      """
      func f() {
        class LocalVC: UIViewController { class Cell: UITableViewCell {} }
        final class ViaMember: LocalVC.Cell {}
      }
      class Screen: UIViewController {
        class Base: UITableViewCell {}
        func a() { class Base: UIView {} }
        func b() { final class FromMethod: Base {} }
      }
      """)
    #expect(analysis.view("ViaMember")?.kind == .tableViewCell)
    #expect(analysis.view("FromMethod")?.kind == .tableViewCell)
  }

  @Test func namesFollowTypealiasesOfExtendedTypes() {
    let analysis = analyzeModule(
      """
      enum Hub { enum Cards {} }
      typealias Cards = Hub.Cards
      extension Cards { final class ViaAlias: UITableViewCell {} }
      struct Box<T> {}
      typealias IntBox = Box<Int>
      extension IntBox { final class Specialised: UITableViewCell {} }
      """)
    #expect(analysis.views.map(\.name) == ["Box.Specialised", "Hub.Cards.ViaAlias"])
    #expect(analysis.view("Box.Specialised")?.isGeneric == true)
  }

  /// Only the files with an extension spelled through an alias are keyed again (`SymbolTable.rekey`): their
  /// types and aliases, nested at any depth, are found by their real paths from every other file.
  @Test func declarationsInExtensionsThroughAliasesAreFoundFromOtherFiles() {
    let analysis = analyzeModule([
      (
        "A.swift",
        """
        extension Cards {
          class Base: UITableViewCell {
            final class Inner: UICollectionViewCell {}
          }
          typealias Row = UITableViewCell
        }
        extension Hub { final class Plain: UITableViewCell {} }
        """
      ),
      ("B.swift", "enum Hub { enum Cards {} }\ntypealias Cards = Hub.Cards\n"),
      (
        "C.swift",
        """
        final class FromBase: Hub.Cards.Base {}
        final class FromRow: Hub.Cards.Row {}
        final class FromInner: Cards.Base.Inner {}
        """
      ),
    ])
    #expect(
      analysis.kinds == [
        "FromBase:tableViewCell", "FromInner:collectionViewCell", "FromRow:tableViewCell",
        "Hub.Cards.Base:tableViewCell", "Hub.Cards.Base.Inner:collectionViewCell", "Hub.Plain:tableViewCell",
      ])
  }

  @Test func localTypesOfGenericFunctionsAreGeneric() {
    let analysis = analyzeModule(
      """
      func make<T>(_ value: T, handler: () -> Void = { }) { final class InGeneric: UITableViewCell {} }
      func plain() { final class InPlain: UITableViewCell {} }
      """)
    #expect(analysis.view("InGeneric")?.isGeneric == true)
    #expect(analysis.view("InPlain")?.isGeneric == false)
  }

  @Test func functionTypesInGenericArgumentsAndParenthesizedTypes() {
    let analysis = analyzeModule(
      """
      class Handler<T>: UITableViewCell {}
      final class Arrow: Handler<(Int) -> Void> {
        final class Nested: UITableViewCell {}
      }
      typealias Paren = (UITableViewCell)
      final class ThroughParen: Paren {}
      """)
    #expect(analysis.view("Arrow.Nested")?.status == .generated)
    #expect(analysis.view("ThroughParen")?.kind == .tableViewCell)
  }

  @Test func localTypealiasesAreFollowed() {
    let analysis = analyzeModule(
      """
      func makeRow() { typealias Base = UITableViewCell; final class ViaLocalAlias: Base {} }
      func makeTile() { class Inner: UICollectionViewCell {}; typealias Short = Inner; final class ViaLocalAliasToLocal: Short {} }
      """)
    #expect(analysis.view("ViaLocalAlias")?.kind == .tableViewCell)
    #expect(analysis.view("ViaLocalAliasToLocal")?.kind == .collectionViewCell)
  }

  @Test func extensionsThroughAliasesOfOtherModulesTypesUseTheirName() {
    let analysis = analyzeModule(
      "typealias TV = UITableView\nextension TV { final class ViaAlias: UITableViewCell {} }")
    #expect(analysis.views.map(\.name) == ["UITableView.ViaAlias"])
  }

  @Test func unappliedDivisionDoesNotHideDeclarations() {
    let analysis = analyzeModule(
      """
      final class StatsViewController: UIViewController {
        func ratio(_ values: [Double]) -> Double {
          if values.reduce(1, /) > 0.5 { return 1/2 }
          return 0
        }
        final class StatCell: UITableViewCell {}
      }
      let divide: (Double, Double) -> Double = (/); final class AfterOperator: UITableViewCell {}; let half = 1/2
      """)
    #expect(analysis.views.map(\.name) == ["AfterOperator", "StatsViewController.StatCell"])
  }
}
