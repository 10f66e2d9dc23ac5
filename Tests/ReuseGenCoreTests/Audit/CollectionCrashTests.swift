import Foundation
import Testing

@testable import ReuseGenCore

/// The crashes collection views added (docs/Reference/Audit.md, rules `dequeue-not-returned`,
/// `supplementary-kind-mismatch` and `cell-not-dequeued`): the CollectionCrashes fixture, written as apps
/// write it, and small modules that pin what each rule leaves alone.
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

  /// A cell registration created up front names its cell class as a generic argument
  /// (`CellRegistration<UICollectionViewListCell, Item>`, as pocket-casts' and Mastodon's providers do); that
  /// use declares no generic parameter, so the same class created and returned in the provider is still
  /// known to be a collection view cell.
  @Test func aGenericArgumentDoesNotHideTheCellClass() throws {
    let found = try Self.audit(
      """
      import UIKit
      final class DiscoverViewController: UIViewController {
        enum Item: Hashable { case loading, podcast(String) }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
        func configureDataSource() {
          let podcastRegistration = UICollectionView.CellRegistration<GridCell, Item> { cell, _, _ in
            cell.backgroundColor = .systemBackground
          }
          let loadingRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, _ in
            cell.contentConfiguration = UIListContentConfiguration.cell()
          }
          dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .loading:
              return UICollectionViewListCell()
            case .podcast:
              return collectionView.dequeueConfiguredReusableCell(using: podcastRegistration, for: indexPath, item: item)
            }
          }
          _ = loadingRegistration
        }
        func placeholder<Cell: UICollectionViewCell, Model>(_ type: Cell.Type, model: Model) -> Cell { Cell() }
      }

      """)
    #expect(found == ["warning cell-not-dequeued Screen.swift:16"])
  }

  /// The `else` of a plain condition is a branch the collection view reaches (Rocket.Chat's loader row
  /// after the last message); only the `else` of a condition that binds, such as `guard let self`, is a
  /// fallback correct code never reaches.
  @Test func theElseOfAPlainConditionIsABranch() throws {
    let found = try Self.audit(
      """
      import UIKit
      final class MessagesViewController: UICollectionViewController {
        var messages: [String] = []
        var isLoadingMore = false
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          guard indexPath.item < messages.count else {
            return UICollectionViewCell()
          }
          if isLoadingMore {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath)
          } else {
            return GridCell()
          }
        }
      }
      final class DetailViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        func setupDataSource() {
          dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: { [weak self] collectionView, indexPath, row in
            guard let self else {
              return UICollectionViewCell()
            }
            if let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Grid", for: indexPath) as? GridCell {
              cell.tag = row + self.view.tag
              return cell
            } else {
              return UICollectionViewCell()
            }
          })
        }
      }

      """)
    #expect(
      found.filter { $0.contains("cell-not-dequeued") } == [
        "warning cell-not-dequeued Screen.swift:7", "warning cell-not-dequeued Screen.swift:12",
      ])
  }

  /// A provider given to the app's typealias of the diffable data source (OsmAnd's `typealias DataSource =
  /// UICollectionViewDiffableDataSource<Section, Item>`, declared in another file) is a cell provider too:
  /// a created cell returned beside `dequeueConfiguredReusableCell(using:for:item:)` crashes.
  @Test func aProviderOfATypealiasedDataSource() throws {
    let found = try Self.audit(
      """
      import UIKit
      final class FavoriteListViewController: UIViewController {
        enum Item: Hashable { case header, favorite(String) }
        typealias DataSource = UICollectionViewDiffableDataSource<Int, Item>
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      }
      extension FavoriteListViewController {
        func makeDataSource() -> DataSource {
          let favoriteRegistration = UICollectionView.CellRegistration<GridCell, String> { cell, _, _ in
            cell.backgroundColor = .systemBackground
          }
          let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .header:
              return GridCell()
            case .favorite(let favorite):
              return collectionView.dequeueConfiguredReusableCell(using: favoriteRegistration, for: indexPath, item: favorite)
            }
          }
          return dataSource
        }
      }

      """)
    #expect(found == ["warning cell-not-dequeued Screen.swift:15"])
  }
}
