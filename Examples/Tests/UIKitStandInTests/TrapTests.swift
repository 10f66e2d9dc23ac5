import Foundation
import Testing
import UIKit

// One exit test per trap. An exit test runs its body in a child process and cannot capture values, so
// each body builds everything it needs; the checks read the child's standard error for UIKit's message.

/// The child's standard error, as text.
private func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A data source that creates its cell registration inside `collectionView(_:cellForItemAt:)`.
final class LazyRegistrationDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let registration = UICollectionView.CellRegistration<GridCell, Int> { _, _, _ in }
    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 0)
  }
}

/// A data source that creates its header registration inside the supplementary view call.
final class LazySupplementaryRegistrationDataSource: NSObject, UICollectionViewDataSource {
  let cellRegistration = UICollectionView.CellRegistration<GridCell, Int> { _, _, _ in }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: 0)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let registration = UICollectionView.SupplementaryRegistration<BannerView>(elementKind: kind) { _, _, _ in
    }
    return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
  }
}

/// A data source that returns a cell it made itself instead of dequeuing one.
final class HandMadeCellDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}

@Suite("Traps carry UIKit's messages")
struct TrapTests {
  @Test("A table cell dequeued for an unregistered identifier")
  func unregisteredTableCell() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let tableView = UITableView()
        _ = tableView.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
      }
    }
    #expect(
      standardError(result).contains(
        "reason: 'unable to dequeue a cell with identifier Missing - must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard'"))
  }

  @Test("A collection cell dequeued for an unregistered identifier")
  func unregisteredCollectionCell() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = collectionView.dequeueReusableCell(
          withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
      }
    }
    #expect(
      standardError(result).contains(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register "
          + "a nib or a class for the identifier or connect a prototype cell in a storyboard"))
  }

  @Test("A supplementary view dequeued for an unregistered identifier")
  func unregisteredSupplementaryView() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(
          BannerView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
          withReuseIdentifier: "Missing")
        _ = collectionView.dequeueReusableSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Missing",
          for: IndexPath(item: 0, section: 0))
      }
    }
    #expect(
      standardError(result).contains(
        "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Missing"))
  }

  @Test("A table cell nib whose identifier differs from the registered one")
  func tableNibMismatch() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let tableView = UITableView()
        tableView.register(
          UINib(nibName: "MismatchedNibCell", bundle: .module), forCellReuseIdentifier: "FeedNibCell")
        _ = tableView.dequeueReusableCell(withIdentifier: "FeedNibCell", for: IndexPath(row: 0, section: 0))
      }
    }
    #expect(
      standardError(result).contains(
        "cell reuse indentifier in nib (SomethingElse) does not match the identifier used to register the nib "
          + "(FeedNibCell)"))
  }

  @Test("A collection cell nib whose identifier differs from the registered one")
  func collectionNibMismatch() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(
          UINib(nibName: "GridNibCell", bundle: .module), forCellWithReuseIdentifier: "Other")
        _ = collectionView.dequeueReusableCell(
          withReuseIdentifier: "Other", for: IndexPath(item: 0, section: 0))
      }
    }
    #expect(
      standardError(result).contains(
        "view reuse identifier in nib (GridNibCell) does not match the identifier used to register the nib "
          + "(Other)"))
  }

  @Test("A cell registration created inside collectionView(_:cellForItemAt:)")
  func cellRegistrationInsideProvider() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = LazyRegistrationDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
      }
    }
    let message = standardError(result)
    #expect(
      message.contains(
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell "
          + "provider."))
    #expect(message.contains("Registration: <UICollectionViewCellRegistration: 0x"))
  }

  @Test("A supplementary registration created inside the supplementary view call")
  func supplementaryRegistrationInsideProvider() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 40)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let dataSource = LazySupplementaryRegistrationDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
      }
    }
    #expect(
      standardError(result).contains(
        "Attempted to dequeue a supplementary view using a registration that was created inside "
          + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:"))
  }

  @Test("A registration whose nib holds a cell of another class")
  func registrationTypeMismatch() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<GridCell, Int>(
          cellNib: UINib(nibName: "GridNibCell", bundle: .module)
        ) { _, _, _ in }
        _ = collectionView.dequeueConfiguredReusableCell(
          using: registration, for: IndexPath(item: 0, section: 0), item: 0)
      }
    }
    #expect(
      standardError(result).contains(
        "Could not cast value of type 'UIKitStandInTests.GridNibCell' to 'UIKitStandInTests.GridCell'."))
  }

  @Test("A collection data source that returns a cell it did not dequeue")
  func cellWithoutReuseIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = HandMadeCellDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
      }
    }
    #expect(
      standardError(result).contains(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
          + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"))
  }

  @Test("Registering a class that is not a cell")
  func registeringANonCellClass() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(BannerView.self, forCellWithReuseIdentifier: "banner")
      }
    }
    #expect(
      standardError(result).contains(
        "attempt to register a cell class which is not a subclass of UICollectionViewCell "
          + "(UIKitStandInTests.BannerView)"))
  }

  @Test("A registered nib with more than one top-level object")
  func nibWithTwoTopLevelObjects() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let tableView = UITableView()
        tableView.register(UINib(nibName: "TwoTopLevelViews", bundle: .module), forCellReuseIdentifier: "two")
        _ = tableView.dequeueReusableCell(withIdentifier: "two")
      }
    }
    #expect(
      standardError(result).contains(
        "invalid nib registered for identifier (two) - nib must contain exactly one top level object which "
          + "must be a UITableViewCell instance"))
  }

  @Test("A nib that is not in the bundle")
  func missingNib() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UINib(nibName: "NoSuchNib", bundle: .module).instantiate(withOwner: nil)
      }
    }
    let message = standardError(result)
    #expect(message.contains("Could not load NIB in bundle: 'NSBundle <"))
    #expect(message.contains("> (loaded)' with name 'NoSuchNib'"))
  }

  @Test("An index path without exactly two indices")
  func invalidIndexPath() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IndexPath(index: 3).row
    }
    #expect(standardError(result).contains("Invalid index path for use with UITableView."))
  }
}
