import Foundation
import Testing
import UIKit

@MainActor
@Suite("UINib")
struct NibTests {
  @Test("instantiate builds the xib's top-level object with its custom class, through init(coder:)")
  func instantiate() throws {
    let objects = UINib(nibName: "FeedNibCell", bundle: fixtures).instantiate(withOwner: nil, options: nil)
    #expect(objects.count == 1)
    let cell = try #require(objects.first as? FeedNibCell)
    #expect(cell.loadedWithCoder)
    #expect(cell.awokeFromNib)
    #expect(cell.reuseIdentifier == "FeedNibCell")
    #expect(cell.frame.size == CGSize(width: 320, height: 60))
    #expect(cell.detailTextLabel != nil, "the xib's style is subtitle")
  }

  @Test("A table registers a nib and dequeues its cell, then reuses it")
  func tableNibRegistration() throws {
    let tableView = UITableView()
    tableView.register(UINib(nibName: "FeedNibCell", bundle: fixtures), forCellReuseIdentifier: "FeedNibCell")
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "FeedNibCell", for: IndexPath(row: 0, section: 0))
    #expect(cell is FeedNibCell)
    #expect(cell.reuseIdentifier == "FeedNibCell")
  }

  @Test("A nib cell without a reuse identifier takes the one it was registered with")
  func anonymousNibCell() {
    let tableView = UITableView()
    tableView.register(UINib(nibName: "AnonymousNibCell", bundle: fixtures), forCellReuseIdentifier: "any")
    let cell = tableView.dequeueReusableCell(withIdentifier: "any")
    #expect(cell is FeedNibCell)
    #expect(cell?.reuseIdentifier == "any")
  }

  @Test("A plain <view> whose custom class is a header/footer view registers as a header/footer nib")
  func headerFooterNib() {
    let tableView = UITableView()
    tableView.register(
      UINib(nibName: "SectionNibHeader", bundle: fixtures), forHeaderFooterViewReuseIdentifier: "header")
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    #expect(view is SectionNibHeader)
    #expect(view?.reuseIdentifier == "header")
    #expect(view?.frame.height == 40)
  }

  @Test("Collection views register nibs for cells and supplementary views")
  func collectionNibs() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      UINib(nibName: "GridNibCell", bundle: fixtures), forCellWithReuseIdentifier: "GridNibCell")
    collectionView.register(
      UINib(nibName: "BannerNibView", bundle: fixtures),
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "BannerNibView")
    let indexPath = IndexPath(item: 0, section: 0)
    #expect(
      collectionView.dequeueReusableCell(withReuseIdentifier: "GridNibCell", for: indexPath) is GridNibCell)
    let footer = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "BannerNibView", for: indexPath)
    #expect(footer is BannerNibView)
  }

  @Test("A cell registration built from a nib dequeues the nib's cell")
  func nibRegistration() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<GridNibCell, Int>(
      cellNib: UINib(nibName: "GridNibCell", bundle: fixtures)
    ) { _, _, _ in }
    let cell = collectionView.dequeueConfiguredReusableCell(
      using: registration, for: IndexPath(item: 0, section: 0), item: 1)
    #expect(type(of: cell) == GridNibCell.self)
  }

  @Test("An unknown custom class falls back to the element's UIKit class, as UIKit does")
  func unknownClass() {
    let objects = UINib(nibName: "UnknownClassCell", bundle: fixtures).instantiate(withOwner: nil)
    #expect(objects.count == 1)
    #expect(type(of: objects[0]) == UICollectionViewCell.self)
  }

  @Test("A xib with two top-level views gives two objects")
  func twoTopLevelObjects() {
    let objects = UINib(nibName: "TwoTopLevelViews", bundle: fixtures).instantiate(withOwner: nil)
    #expect(objects.count == 2)
    #expect(objects.first is FeedNibCell)
    #expect(type(of: objects[1]) == UIView.self)
  }

  @Test("A view controller with a nib name takes its view from the nib")
  func viewControllerNib() {
    let controller = UIViewController(nibName: "SectionNibHeader", bundle: fixtures)
    #expect(controller.view is SectionNibHeader)
  }
}
