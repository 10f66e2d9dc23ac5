import Foundation
import Testing

@testable import ReuseGenCore

/// The crashes collection views added (README, rules `dequeue-not-returned`, `supplementary-kind-mismatch`
/// and `cell-not-dequeued`): the CollectionCrashes fixture, written as apps write it, and small modules that
/// pin what each rule leaves alone.
@Suite struct CollectionCrashTests {
  private static func findings(_ run: CommandRun) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    return (object?["findings"] as? [[String: Any]] ?? []).map {
      "\($0["severity"] as? String ?? "") \($0["rule"] as? String ?? "") "
        + "\((($0["file"] as? String) ?? "").split(separator: "/").last ?? ""):\($0["line"] as? Int ?? 0)"
    }
  }

  @Test func theFixtureCrashesWhereUIKitWould() throws {
    let run = CommandRun(
      ["audit", "CollectionCrashes", "--module", "CollectionCrashes", "--format", "json"],
      in: Fixtures.path("Audit"))
    #expect(run.status == .failure)
    #expect(
      try Self.findings(run) == [
        "error cell-not-dequeued BadgesViewController.swift:16",
        "warning cell-not-dequeued BadgesViewController.swift:41",
        "error dequeue-not-returned BadgesViewController.swift:64",
        "error dequeue-not-returned ProfileViewController.swift:30",
        "error supplementary-kind-mismatch StoreViewController.swift:31",
      ])
  }

  private static func audit(_ screen: String) throws -> [String] {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App/Cells.swift",
      "import UIKit\nfinal class GridCell: UICollectionViewCell {}\nfinal class Footer: UICollectionReusableView {}\n"
        + "final class Row: UITableViewCell {}\n")
    directory.write("App/Screen.swift", screen)
    return try findings(CommandRun(["audit", "App", "--format", "json"], in: directory.path))
  }

  /// A kind passed through (`ofKind: kind`) or registered by a storyboard is not judged; a kind that
  /// matches is correct.
  @Test func kindsAreJudgedOnlyWhenBothAreKnown() throws {
    let found = try Self.audit(
      """
      import UIKit
      final class Screen: UICollectionViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(Footer.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer")
          collectionView.register(Footer.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Badge")
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
          if kind == "badge" {
            return collectionView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "Badge", for: indexPath)
          }
          if indexPath.section == 0 {
            return collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer", for: indexPath)
          }
          return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
        }
      }

      """)
    #expect(found.filter { $0.hasPrefix("error") }.isEmpty)
  }

  /// Table views accept a cell made by hand; a collection view's fallback after a cast is never reached;
  /// a cell created in a sizing method is never returned.
  @Test func freshCellsThatDoNotCrash() throws {
    let found = try Self.audit(
      """
      import UIKit
      final class Table: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          Row()
        }
      }
      final class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(GridCell.self, forCellWithReuseIdentifier: "Grid")
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath) as? GridCell else {
            return UICollectionViewCell()
          }
          return cell
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
          GridCell().systemLayoutSizeFitting(.zero)
        }
      }

      """)
    #expect(found.isEmpty)
  }

  /// A base data source's placeholder, which every subclass overrides (as Habitica's generic
  /// `BaseReactiveCollectionViewDataSource` does), is never asked for a cell.
  @Test func aPlaceholderSubclassesOverrideIsNoCrash() throws {
    let found = try Self.audit(
      """
      import UIKit
      class BaseDataSource<Model>: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          return UICollectionViewCell()
        }
      }
      final class GridDataSource: BaseDataSource<String> {
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
        }
      }
      final class Unrelated: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          return UICollectionViewCell()
        }
      }

      """)
    #expect(found.filter { $0.contains("cell-not-dequeued") } == ["error cell-not-dequeued Screen.swift:16"])
  }

  /// The shapes of the created cell: a single-expression provider, `.init`, and two dequeues in separate
  /// branches, which is one per request.
  @Test func shapesOfTheCrash() throws {
    let found = try Self.audit(
      """
      import UIKit
      final class Grid: UIViewController {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(GridCell.self, forCellWithReuseIdentifier: "Grid")
          dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in GridCell.init() }
        }
      }
      final class Other: UICollectionViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(GridCell.self, forCellWithReuseIdentifier: "Grid")
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          if indexPath.item == 0 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
          }
          return collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
        }
      }

      """)
    #expect(found == ["error cell-not-dequeued Screen.swift:8"])
  }
}
