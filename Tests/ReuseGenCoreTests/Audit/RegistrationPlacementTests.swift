import Foundation
import Testing

@testable import ReuseGenCore

/// Seed 003's crash: a registration created where cells are dequeued (SPEC §10.2), in the shapes apps
/// write it, and the up-front registration that is correct.
@Suite struct RegistrationPlacementTests {
  private static func errorLines(_ screen: String) throws -> [Int] {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Cells.swift", "import UIKit\nfinal class TagCell: UICollectionViewListCell {}\n")
    directory.write("Screen.swift", screen)
    let run = CommandRun(["audit", ".", "--module", "App", "--format", "json"], in: directory.path)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    return findings.filter { $0["kind"] as? String == "registrationInCellProvider" }.compactMap {
      $0["severity"] as? String == "error" ? $0["line"] as? Int : nil
    }
  }

  @Test func insideTheCellProvider() throws {
    let lines = try Self.errorLines(
      """
      import UIKit
      final class TagsViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        override func viewDidLoad() {
          super.viewDidLoad()
          dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, tag in
            let registration = UICollectionView.CellRegistration<TagCell, String> { cell, _, tag in
              cell.accessibilityLabel = tag
            }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
          }
        }
      }

      """)
    #expect(lines == [9])
  }

  @Test func insideCellForItemAtAndLazily() throws {
    let lines = try Self.errorLines(
      """
      import UIKit
      final class TagsViewController: UICollectionViewController {
        lazy var lazyRegistration = UICollectionView.CellRegistration<TagCell, String> { _, _, _ in }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        {
          if indexPath.item == 0 {
            return collectionView.dequeueConfiguredReusableCell(using: lazyRegistration, for: indexPath, item: "")
          }
          let registration = UICollectionView.CellRegistration<TagCell, String> { _, _, _ in }
          return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "")
        }
      }

      """)
    #expect(lines == [3, 10])
  }

  @Test func upFrontIsCorrect() throws {
    let lines = try Self.errorLines(
      """
      import UIKit
      final class TagsViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        lazy var usedEarly = UICollectionView.CellRegistration<TagCell, String> { _, _, _ in }
        override func viewDidLoad() {
          super.viewDidLoad()
          let registration = UICollectionView.CellRegistration<TagCell, String> { _, _, _ in }
          _ = usedEarly
          dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, tag in
            view.dequeueConfiguredReusableCell(using: tag.isEmpty ? registration : self.usedEarly, for: indexPath, item: tag)
          }
        }
      }

      """)
    #expect(lines.isEmpty)
  }
}
