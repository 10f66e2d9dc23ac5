import Foundation
import Testing
import UIKit

@testable import FeedKit

/// Approach 3: iOS 14 registrations built from the generated facts, created up front.
@MainActor
@Suite struct CellRegistrationTests {
  @Test func gridScreenUsesRegistrationsCreatedUpFront() throws {
    let controller = GridViewController(albums: Sample.albums)
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    collectionView.layoutIfNeeded()
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell
    #expect(cell?.photo?.caption == "Oslo")
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect((header as? AlbumHeaderView)?.title == "Pets")
  }

  @Test func classAndNibRegistrationsWithAnItem() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let photos = PhotoCell.cellRegistration { (cell: PhotoCell, _: IndexPath, photo: Photo) in
      cell.configure(with: photo)
    }
    let badges = BadgeCell.cellRegistration { (cell: BadgeCell, _: IndexPath, text: String) in
      cell.configure(text: text)
    }
    let indexPath = IndexPath(item: 0, section: 0)
    let photo = collectionView.dequeueConfiguredReusableCell(
      using: photos, for: indexPath, item: Photo(id: 1, caption: "Alps"))
    let badge = collectionView.dequeueConfiguredReusableCell(using: badges, for: indexPath, item: "New")
    #expect(photo.photo?.caption == "Alps")
    #expect(badge.text == "New")
  }

  @Test func classAndNibRegistrationsWithoutAnItem() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var configured: [String] = []
    let photos = PhotoCell.cellRegistration { (_: PhotoCell, indexPath: IndexPath, _: Void) in
      configured.append("photo \(indexPath.item)")
    }
    let badges = BadgeCell.cellRegistration { (_: BadgeCell, indexPath: IndexPath, _: Void) in
      configured.append("badge \(indexPath.item)")
    }
    _ = collectionView.dequeueConfiguredReusableCell(
      using: photos, for: IndexPath(item: 0, section: 0), item: ())
    _ = collectionView.dequeueConfiguredReusableCell(
      using: badges, for: IndexPath(item: 1, section: 0), item: ())
    #expect(configured == ["photo 0", "badge 1"])
  }

  @Test func supplementaryRegistration() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let registration = AlbumHeaderView.supplementaryRegistration(
      elementKind: UICollectionView.elementKindSectionFooter
    ) {
      header, kind, _ in
      header.configure(title: kind)
    }
    let footer = collectionView.dequeueConfiguredReusableSupplementary(
      using: registration, for: IndexPath(item: 0, section: 0))
    #expect(footer.title == UICollectionView.elementKindSectionFooter)
  }
}
