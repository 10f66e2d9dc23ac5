import Testing

@testable import ReuseGenCore

/// The one table of UIKit's reusable-view classes that the resolver, the evaluator, `audit` and the
/// generator read.
@Suite struct UIKitClassesTests {
  @Test func everyKindHasOneRootThatNamesIt() {
    #expect(
      ViewKind.allCases.map(UIKitClasses.root(of:)) == [
        "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionViewCell", "UICollectionReusableView",
      ])
    for kind in ViewKind.allCases {
      #expect(UIKitClasses.kind(of: UIKitClasses.root(of: kind)) == kind)
    }
  }

  @Test func listCellsAreCollectionViewCells() {
    #expect(UIKitClasses.kind(of: "UICollectionViewListCell") == .collectionViewCell)
    #expect(UIKitClasses.kind(of: "UIView") == nil)
  }

  @Test func ancestorsRunUpToNSObject() {
    #expect(
      UIKitClasses.ancestors(of: "UICollectionViewListCell") == [
        "UICollectionViewListCell", "UICollectionViewCell", "UICollectionReusableView", "UIView",
        "UIResponder",
        "NSObject",
      ])
    #expect(
      UIKitClasses.ancestors(of: .tableViewCell) == ["UITableViewCell", "UIView", "UIResponder", "NSObject"])
  }

  @Test func theClassesAboveViewsAreTheOnesAppsExtend() {
    for name in ["UITableViewCell", "UIView", "UIResponder", "NSObject"] {
      #expect(UIKitClasses.isAncestorOfReusableViews(name))
    }
    #expect(!UIKitClasses.isAncestorOfReusableViews("UIViewController"))
  }
}
