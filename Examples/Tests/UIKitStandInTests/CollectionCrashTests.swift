import Foundation
import Testing
import UIKit

// The crashes of audit's collection view rules (docs/Reference/Audit.md: dequeue-not-returned,
// supplementary-kind-mismatch, cell-not-dequeued), each as an app writes it, which traps with UIKit's
// message, and its fix, which runs.

/// A screen with a header that sizes its header by dequeuing one (`measuresByDequeuing`), or by measuring a
/// header it made for that; and which dequeues its footer as a header when `swapsKinds` is set.
final class HeaderScreen: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let measuresByDequeuing: Bool
  let dequeuesTwice: Bool
  let swapsKinds: Bool
  private let sizingHeader = BannerView(frame: .zero)

  init(measuresByDequeuing: Bool = false, dequeuesTwice: Bool = false, swapsKinds: Bool = false) {
    self.measuresByDequeuing = measuresByDequeuing
    self.dequeuesTwice = dequeuesTwice
    self.swapsKinds = swapsKinds
  }

  @MainActor func install(in collectionView: UICollectionView) {
    collectionView.register(GridCell.self, forCellWithReuseIdentifier: "Grid")
    collectionView.register(
      BannerView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collectionView.register(
      BannerView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Footer")
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  /// A collection view with `screen` as its data source and delegate, after its first layout. Exit tests
  /// call it with the screen they build, since their bodies capture nothing.
  @MainActor static func laidOut(_ screen: HeaderScreen) -> UICollectionView {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    screen.install(in: collectionView)
    collectionView.layoutIfNeeded()
    // The collection view holds its data source weakly, as UIKit does.
    withExtendedLifetime(screen) {}
    return collectionView
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
    if dequeuesTwice {
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let identifier = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
    let dequeuedKind = swapsKinds ? UICollectionView.elementKindSectionHeader : kind
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: dequeuedKind, withReuseIdentifier: identifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    let header =
      measuresByDequeuing
      ? collectionView.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
        for: IndexPath(item: 0, section: section)) as! BannerView
      : sizingHeader
    header.label.text = "Section \(section)"
    return CGSize(width: 320, height: 44)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    CGSize(width: 320, height: 20)
  }
}

/// A data source that dequeues its cells, the fix of `HandMadeCellDataSource`.
final class DequeuingCellDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
  }
}

private func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

@Suite("Collection view crashes audit finds, and their fixes")
@MainActor
struct CollectionCrashTests {
  @Test("A header dequeued to measure it traps as iOS 18 does")
  func sizingByDequeue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = HeaderScreen.laidOut(HeaderScreen(measuresByDequeuing: true)) }
    }
    #expect(
      standardError(result).contains(
        "reason: 'Expected dequeued view to be returned to the collection view in preparation for display. "
          + "When the collection view's data source is asked to provide a view for a given index path, ensure "
          + "that a single view is dequeued and returned to the collection view. Avoid dequeuing views without "
          + "a request from the collection view."))
    #expect(standardError(result).contains("Dequeued view: <UIKitStandInTests.BannerView>"))
  }

  @Test("A cell dequeued twice for one index path traps as iOS 18 does")
  func dequeuedTwice() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = HeaderScreen.laidOut(HeaderScreen(dequeuesTwice: true)) }
    }
    #expect(standardError(result).contains("Expected dequeued view to be returned to the collection view"))
    #expect(standardError(result).contains("Dequeued view: <UIKitStandInTests.GridCell>"))
  }

  @Test("A footer registration dequeued as a header traps")
  func swappedKinds() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = HeaderScreen.laidOut(HeaderScreen(swapsKinds: true)) }
    }
    #expect(
      standardError(result).contains(
        "reason: 'could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier "
          + "Footer - must register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard'"))
  }

  @Test("The fixes run: a sizing header, one dequeue per request, the kind UIKit asks for")
  func fixedScreenRuns() {
    let screen = HeaderScreen()
    let collectionView = HeaderScreen.laidOut(screen)
    #expect(collectionView.visibleCells.count == 2)
    let section = IndexPath(item: 0, section: 0)
    #expect(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: section)?
        .reuseIdentifier == "Header")
    #expect(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: section)?
        .reuseIdentifier == "Footer")
    // A second layout reuses what the first dequeued, and still returns every dequeued view.
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.count == 2)
  }

  @Test("A dequeued cell, the fix of a cell created by hand, runs")
  func dequeuedCellRuns() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(GridCell.self, forCellWithReuseIdentifier: "Grid")
    let dataSource = DequeuingCellDataSource()
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.first?.reuseIdentifier == "Grid")
  }
}
