import Foundation
import Testing
import UIKit

@testable import FeedKit

/// Approach 1: `register(MyCell.self)` and `let cell: MyCell = dequeueReusableCell(for:)`, for class and
/// nib cells, with identifiers no one wrote by hand.
@MainActor
@Suite struct TypedRegisterAndDequeueTests {
  @Test func identifiersComeFromTheGeneratorAndInterfaceBuilder() {
    #expect(FeedViewController.PostCell.reuseIdentifier == "FeedKit.FeedViewController.PostCell")
    #expect(FeedViewController.DayHeader.reuseIdentifier == "FeedKit.FeedViewController.DayHeader")
    // PromoCell.xib sets "promo"; UIKit traps unless that is the identifier it is registered with.
    #expect(PromoCell.reuseIdentifier == "promo")
    #expect(PromoCell.reuseSource == .nib(name: "PromoCell", bundle: Bundle.module))
    #expect(BadgeCell.reuseIdentifier == "FeedKit.BadgeCell")
    #expect(PhotoCell.reuseSource == .class)
  }

  @Test func classCellRegistersAndDequeuesWithItsConcreteType() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(FeedViewController.PostCell.self)
    let cell: FeedViewController.PostCell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
    cell.configure(with: Sample.posts[0])
    #expect(cell.reuseIdentifier == "FeedKit.FeedViewController.PostCell")
    #expect(cell.detailTextLabel?.text == "Shipped the new feed")
  }

  @Test func nibCellIsLoadedFromItsNib() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(PromoCell.self)
    let cell = tableView.dequeueReusableCell(PromoCell.self, for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "promo")
    // `init?(coder:)` runs only for views loaded from a nib.
    #expect(cell.selectionStyle == .none)
  }

  @Test func headerFooterViewDequeuesNonOptional() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(FeedViewController.DayHeader.self)
    let header = tableView.dequeueReusableHeaderFooterView(FeedViewController.DayHeader.self)
    header.configure(title: "Today")
    #expect(header.textLabel?.text == "Today")
  }

  @Test func feedScreenShowsEveryRowThroughRegisterAll() throws {
    let controller = FeedViewController(days: Sample.days)
    controller.loadViewIfNeeded()
    let tableView = try #require(controller.tableView)
    tableView.layoutIfNeeded()
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is FeedViewController.PostCell)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is PromoCell)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 1)) is FeedViewController.PostCell)
    #expect(
      (tableView.headerView(forSection: 1) as? FeedViewController.DayHeader)?.textLabel?.text == "Yesterday")
  }

  @Test func collectionCellsAndSupplementaryViews() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(PhotoCell.self)
    collectionView.register(BadgeCell.self)
    collectionView.register(
      AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
    let indexPath = IndexPath(item: 0, section: 0)
    let photo: PhotoCell = collectionView.dequeueReusableCell(for: indexPath)
    let badge = collectionView.dequeueReusableCell(BadgeCell.self, for: indexPath)
    let header: AlbumHeaderView = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
    #expect(photo.reuseIdentifier == "FeedKit.PhotoCell")
    #expect(badge.reuseIdentifier == "FeedKit.BadgeCell")
    #expect(header.reuseIdentifier == "FeedKit.AlbumHeaderView")
  }

  @Test func genericCellGetsOneIdentifierPerSpecialization() {
    #expect(TagCell<String>.reuseIdentifier != TagCell<Int>.reuseIdentifier)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(TagCell<String>.self)
    collectionView.register(TagCell<Int>.self)
    let text: TagCell<String> = collectionView.dequeueReusableCell(for: IndexPath(item: 0, section: 0))
    let number: TagCell<Int> = collectionView.dequeueReusableCell(for: IndexPath(item: 1, section: 0))
    text.configure(with: "swift")
    number.configure(with: 6)
    #expect(text.value == "swift")
    #expect(number.value == 6)
  }

  @Test func registrationTablesListTheModule() {
    let cells = ReuseRegistry.tableViewCells.map { String(describing: $0) }
    #expect(cells.contains("PromoCell"))
    #expect(ReuseRegistry.tableViewHeaderFooterViews.count == 1)
    #expect(ReuseRegistry.collectionReusableViews.count == 1)
    // The generic TagCell has no known specialization, so it is not in the tables.
    #expect(ReuseRegistry.collectionViewCells.count == 2)
    #if DEBUG
      #expect(DebugInfoCell.reuseIdentifier == "FeedKit.DebugInfoCell")
      #expect(ReuseRegistry.tableViewCells.count == 3)
    #else
      #expect(ReuseRegistry.tableViewCells.count == 2)
    #endif
  }

  @Test func configuredDequeueWithoutARegistration() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.registerAllReusableViews()
    let cell = collectionView.dequeueConfiguredReusableCell(
      PhotoCell.self, for: IndexPath(item: 0, section: 0), item: Photo(id: 9, caption: "Sea")
    ) { cell, _, photo in
      cell.configure(with: photo)
    }
    #expect(cell.photo?.caption == "Sea")
  }
}

/// What Reusable's users reach for: a nib-backed view made from its nib outside any table, and a
/// supplementary dequeue that names the type.
@MainActor
@Suite struct ReusableParityTests {
  @Test func aNibBackedCellIsMadeFromItsNib() {
    let cell = PromoCell.instantiateFromNib()
    #expect(type(of: cell) == PromoCell.self)
    // `init?(coder:)` ran, as for every view loaded from a nib.
    #expect(cell.selectionStyle == .none)
  }

  @Test func aSupplementaryViewIsDequeuedByItsType() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
    let header = collectionView.dequeueReusableSupplementaryView(
      AlbumHeaderView.self, ofKind: UICollectionView.elementKindSectionHeader,
      for: IndexPath(item: 0, section: 0))
    #expect(header.reuseIdentifier == "FeedKit.AlbumHeaderView")
  }
}

/// A view that is not nib-backed cannot be made from a nib: the trap says so.
@Suite struct InstantiateFromNibTrapTests {
  @Test func aClassBasedViewTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = FeedViewController.PostCell.instantiateFromNib() }
    }
  }
}
