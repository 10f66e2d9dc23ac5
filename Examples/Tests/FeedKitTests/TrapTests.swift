import Foundation
import Testing
import UIKit

@testable import FeedKit

/// The mistakes that crash apps at run time still trap here, with a message that names the type and the
/// identifier. Each runs in a child process (an exit test), which cannot capture values.
@Suite struct TrapTests {
  private static func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func dequeuingAnUnregisteredCellTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let tableView = UITableView(frame: .zero, style: .plain)
        let _: FeedViewController.PostCell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
      }
    }
    #expect(
      Self.standardError(result).contains(
        "unable to dequeue a cell with identifier FeedKit.FeedViewController.PostCell"))
  }

  @Test func dequeuingAnUnregisteredHeaderTrapsWithTypeAndIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let tableView = UITableView(frame: .zero, style: .plain)
        _ = tableView.dequeueReusableHeaderFooterView(FeedViewController.DayHeader.self)
      }
    }
    #expect(
      Self.standardError(result).contains(
        "Failed to dequeue a header/footer view of type 'FeedKit.FeedViewController.DayHeader' with identifier "
          + "'FeedKit.FeedViewController.DayHeader'"))
  }

  @Test func aCellOfTheWrongClassTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        // A hand-written string registration that points the badge's identifier at the wrong class.
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: BadgeCell.reuseIdentifier)
        let _: BadgeCell = collectionView.dequeueReusableCell(for: IndexPath(item: 0, section: 0))
      }
    }
    let message = Self.standardError(result)
    #expect(
      message.contains(
        "Failed to dequeue a cell of type 'FeedKit.BadgeCell' with identifier 'FeedKit.BadgeCell'"))
    #expect(message.contains("got a 'FeedKit.PhotoCell'"))
  }

  @Test func aNibRegisteredUnderAnotherIdentifierTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        guard case .nib(let name, let bundle) = PromoCell.reuseSource else { return }
        let tableView = UITableView(frame: .zero, style: .plain)
        // The hand-written mistake ReuseGen prevents: the class name instead of the xib's identifier.
        tableView.register(UINib(nibName: name, bundle: bundle), forCellReuseIdentifier: "PromoCell")
        _ = tableView.dequeueReusableCell(withIdentifier: "PromoCell", for: IndexPath(row: 0, section: 0))
      }
    }
    #expect(
      Self.standardError(result).contains(
        "cell reuse indentifier in nib (promo) does not match the identifier used to register the nib (PromoCell)"
      ))
  }

  @Test func aRegistrationCreatedInsideTheCellProviderTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let dataSource = LazyRegistrationDataSource()
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
      }
    }
    #expect(
      Self.standardError(result).contains(
        "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:"
      ))
  }
}

/// The anti-pattern UIKit asserts on since iOS 15: a registration made each time a cell is requested.
@MainActor
final class LazyRegistrationDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let registration = PhotoCell.cellRegistration { (_: PhotoCell, _: IndexPath, _: Int) in }
    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 0)
  }
}
