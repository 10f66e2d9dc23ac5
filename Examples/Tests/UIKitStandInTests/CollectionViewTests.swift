import Foundation
import Testing
@_spi(UIKitStandIn) import UIKit

/// A collection data source with registrations made up front, as UIKit requires.
final class RegistrationDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var items: [String]
  var selected: [IndexPath] = []
  let cellRegistration: UICollectionView.CellRegistration<ListCell, String>
  let headerRegistration: UICollectionView.SupplementaryRegistration<BannerView>

  init(items: [String]) {
    self.items = items
    cellRegistration = UICollectionView.CellRegistration { cell, _, item in
      cell.label.text = item
    }
    headerRegistration = UICollectionView.SupplementaryRegistration(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
      view.label.text = "\(kind) \(indexPath.section)"
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: cellRegistration, for: indexPath, item: items[indexPath.item])
  }

  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: 320, height: 44)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A classic data source with class registrations and a footer from the layout's reference size.
final class ClassicGridDataSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  var calls: [String] = []

  init(sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sections.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    calls.append("cell(\(indexPath.section),\(indexPath.item))")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath) as! GridCell
    cell.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    calls.append("\(kind)(\(indexPath.section))")
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "banner", for: indexPath)
  }
}

@MainActor
@Suite("UICollectionView")
struct CollectionViewTests {
  @Test("Element kinds have UIKit's values")
  func elementKinds() {
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
  }

  @Test("A registered cell class dequeues as that class, built through init(frame:)")
  func classRegistrationRoundTrip() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(GridCell.self, forCellWithReuseIdentifier: "grid")
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "grid", for: IndexPath(item: 0, section: 0))
    #expect(cell is GridCell)
    #expect((cell as? GridCell)?.label.superview === cell.contentView)
    #expect(cell.reuseIdentifier == "grid")
  }

  @Test("A registered supplementary class dequeues for its kind")
  func supplementaryRoundTrip() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    collectionView.register(
      BannerView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "banner")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "banner",
      for: IndexPath(item: 0, section: 0))
    #expect(view is BannerView)
    #expect(view.reuseIdentifier == "banner")
  }

  @Test("Registrations configure cells and headers the flow layout asks for, and reuse them")
  func registrations() throws {
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let dataSource = RegistrationDataSource(items: ["a", "b"])
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    collectionView.layoutIfNeeded()

    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ListCell)
    #expect(cell.label.text == "b")
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        as? BannerView)
    #expect(header.label.text == "UICollectionElementKindSectionHeader 0")
    #expect(
      collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)

    dataSource.items = ["c", "d"]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.compactMap { ($0 as? ListCell)?.label.text } == ["c", "d"])
    #expect(collectionView.visibleCells.contains { $0 === cell })

    collectionView._standInTapItem(at: IndexPath(item: 0, section: 0))
    #expect(dataSource.selected == [IndexPath(item: 0, section: 0)])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("Classic registration, counts, footers from the layout, and prepareForReuse on reuse")
  func classicDataSource() throws {
    let layout = UICollectionViewFlowLayout()
    layout.footerReferenceSize = CGSize(width: 320, height: 20)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(GridCell.self, forCellWithReuseIdentifier: "grid")
    collectionView.register(
      BannerView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "banner")
    let dataSource = ClassicGridDataSource(sections: [["a"], ["b", "c"]])
    collectionView.dataSource = dataSource
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 2)
    collectionView.layoutIfNeeded()
    #expect(
      dataSource.calls == [
        "cell(0,0)", "UICollectionElementKindSectionFooter(0)",
        "cell(1,0)", "cell(1,1)", "UICollectionElementKindSectionFooter(1)",
      ])
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? GridCell)
    #expect(first.prepareForReuseCount == 0)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(first.prepareForReuseCount == 1)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
  }

  @Test("A registration's handler may receive an optional item")
  func optionalItems() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var received: [String?] = []
    let registration = UICollectionView.CellRegistration<GridCell, String?> { _, _, item in
      received.append(item)
    }
    _ = collectionView.dequeueConfiguredReusableCell(
      using: registration, for: IndexPath(item: 0, section: 0), item: nil)
    _ = collectionView.dequeueConfiguredReusableCell(
      using: registration, for: IndexPath(item: 1, section: 0), item: "x")
    #expect(received == [nil, "x"])
  }
}
