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

  /// `UIKit.` is the one qualifier dropped: the helper hosts, the module's conformances and `audit`'s
  /// roots all read a written `UIKit.UITableView` as `UITableView` through it, and another module's
  /// name, or a name that only begins like it, is left as written.
  @Test func theUIKitQualifierIsTheOneDropped() {
    #expect(UIKitClasses.withoutModuleName("UIKit.UITableView") == "UITableView")
    #expect(UIKitClasses.withoutModuleName("UITableView") == "UITableView")
    #expect(UIKitClasses.withoutModuleName("FeedKit.UITableView") == "FeedKit.UITableView")
    #expect(UIKitClasses.withoutModuleName("UIKitExtras.Cell") == "UIKitExtras.Cell")
    #expect(HelperHost(extendedPath: "UIKit.UICollectionView") == .collectionView)
    #expect(HelperHost(extendedPath: "FeedKit.UICollectionView") == nil)
  }
}
