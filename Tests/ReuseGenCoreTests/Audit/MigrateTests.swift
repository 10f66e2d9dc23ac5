import Foundation
import Testing

@testable import ReuseGenCore

/// `reusegen migrate`: what it rewrites, what it leaves alone, and that it is lossless and idempotent.
@Suite struct MigrateTests {
  /// A copy of a fixture module in a temporary folder.
  private static func copy(_ fixture: String) -> TemporaryDirectory {
    TemporaryDirectory.copy(ofFixture: fixture)
  }

  private static let shopArguments = [
    "--module", "Shop", "--identifier-style", "class-name", "--bundle", "main",
  ]

  @Test func shopMigratesToTheReviewedSources() throws {
    let directory = Self.copy("Audit/Shop")
    defer { directory.remove() }
    let run = CommandRun(["migrate", ".", "--write"] + Self.shopArguments, in: directory.path)
    #expect(run.status == .success)
    // The wishlist and the reviews each move their "Cell" to their own class (GroupScopes.swift).
    #expect(run.standardError.contains("Rewrote 20 call sites in 3 files; left 1 as it was"))
    #expect(
      run.standardError.contains("Identifiers.swift:6:14: note: 'ReuseID.product' is no longer referenced"))
    for file in ["ProductsViewController.swift", "GalleryViewController.swift", "OrdersViewController.swift"]
    {
      let expectedPath = Fixtures.path("Audit/ShopMigrated/\(file).golden")
      let migrated = try #require(directory.read(file))
      if Fixtures.updating { try migrated.write(toFile: expectedPath, atomically: true, encoding: .utf8) }
      #expect(migrated == (try String(contentsOfFile: expectedPath, encoding: .utf8)), "\(file)")
    }
    // Files with nothing to migrate are not touched.
    #expect(
      directory.read("Cells.swift")
        == (try String(contentsOfFile: Fixtures.path("Audit/Shop/Cells.swift"), encoding: .utf8)))

    // A second run changes nothing.
    let again = CommandRun(["migrate", "."] + Self.shopArguments, in: directory.path)
    #expect(again.status == .success)
    #expect(again.standardOutput.isEmpty)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
    // And the migrated module audits clean.
    let audit = CommandRun(
      ["audit", ".", "--module", "Shop", "--identifier-style", "class-name"], in: directory.path)
    #expect(audit.status == .success)
  }

  @Test func withoutWriteItPrintsADiffThatApplies() throws {
    let directory = Self.copy("Audit/Shop")
    defer { directory.remove() }
    let run = CommandRun(["migrate", "."] + Self.shopArguments, in: directory.path)
    #expect(
      run.standardOutput.hasPrefix(
        "--- a/GalleryViewController.swift\t\n+++ b/GalleryViewController.swift\t\n@@ -4,18 +4,17 @@\n"))
    // Removed lines come before the lines that replace them, as `diff -u` prints a hunk.
    #expect(
      run.standardOutput.contains(
        "-    tableView.register(UINib(nibName: \"BannerCell\", bundle: nil), forCellReuseIdentifier: ReuseID.banner)\n-"
      ))
    #expect(run.standardOutput.contains("\n+    tableView.register(BannerCell.self)\n"))
    // Nothing was written.
    #expect(
      directory.read("ProductsViewController.swift")
        == (try String(
          contentsOfFile: Fixtures.path("Audit/Shop/ProductsViewController.swift"), encoding: .utf8)))
    directory.write("changes.diff", run.standardOutput)
    let patch = Process()
    patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
    patch.arguments = ["-p1", "-s", "-i", "changes.diff"]
    patch.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    try patch.run()
    patch.waitUntilExit()
    #expect(patch.terminationStatus == 0)
    #expect(
      directory.read("ProductsViewController.swift")
        == (try String(
          contentsOfFile: Fixtures.path("Audit/ShopMigrated/ProductsViewController.swift.golden"),
          encoding: .utf8)))
  }

  private static func migrate(_ files: [String: String], _ extra: [String] = []) -> (
    CommandRun, TemporaryDirectory
  ) {
    let directory = TemporaryDirectory()
    for (name, contents) in files { directory.write(name, contents) }
    return (
      CommandRun(["migrate", ".", "--module", "App", "--write"] + extra, in: directory.path), directory
    )
  }

  private static let cells = """
    import UIKit
    final class ACell: UITableViewCell {
      static let reuseIdentifier = "a"
    }
    enum Registrations {
      @MainActor static func register(in tableView: UITableView) {
        tableView.register(ACell.self, forCellReuseIdentifier: ACell.reuseIdentifier)
      }
    }

    """

  @Test func rewritesKeepEveryOtherByte() throws {
    let screen =
      "import UIKit\r\nfinal class Screen: UITableViewController {\r\n"
      + "  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\r\n"
      + "    let cell = /* typed */ tableView.dequeueReusableCell(withIdentifier: \"a\", for: /* row */ indexPath) as! ACell // done\r\n"
      + "    return cell\r\n  }\r\n}\r\n"
    let (run, directory) = Self.migrate(["Cells.swift": Self.cells, "Screen.swift": screen])
    defer { directory.remove() }
    #expect(run.status == .success)
    #expect(
      directory.read("Screen.swift")
        == screen.replacingOccurrences(
          of: "dequeueReusableCell(withIdentifier: \"a\", for: /* row */ indexPath) as! ACell",
          with: "dequeueReusableCell(ACell.self, for: /* row */ indexPath)"))
  }

  @Test func writesThroughSymbolicLinks() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "Real/Screen.swift",
      """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(ACell.self, forCellReuseIdentifier: "a")
        }
      }

      """)
    directory.write("App/Cells.swift", Self.cells)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/App/Screen.swift", withDestinationPath: directory.path + "/Real/Screen.swift"
    )
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.status == .success)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/App/Screen.swift")
    #expect(link == directory.path + "/Real/Screen.swift")
    #expect(directory.read("Real/Screen.swift")?.contains("tableView.register(ACell.self)\n") == true)
  }

  /// WooCommerce's own `register(_ type: UITableViewCell.Type)` takes cells only: a header/footer view's
  /// registration moves to the generated `register(_:)`, which no call of the app's resolves to, and a
  /// cell's to a typed identifier, since its typed call would resolve to the app's helper.
  @Test func anOwnHelperForCellsLeavesHeadersToTheGeneratedOne() throws {
    let screen = """
      import UIKit
      extension UITableView {
        func register(_ type: UITableViewCell.Type) {
          register(type, forCellReuseIdentifier: "\\(type)")
        }
      }
      final class TitleCell: UITableViewCell {}
      final class SectionHeaderView: UITableViewHeaderFooterView {}
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(TitleCell.self, forCellReuseIdentifier: "title")
          tableView.register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath) as! TitleCell
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! SectionHeaderView
        }
      }

      """
    let (run, directory) = Self.migrate(["Screen.swift": screen])
    defer { directory.remove() }
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(migrated.contains("    tableView.register(SectionHeaderView.self)\n"))
    #expect(migrated.contains("    tableView.dequeueReusableHeaderFooterView(SectionHeaderView.self)\n"))
    // The cell's `register(TitleCell.self)` would call the app's helper: its string moves to a typed
    // identifier instead.
    #expect(migrated.contains("    tableView.register(identifier: .title)\n"))
    #expect(
      run.standardError.contains("Rewrote 4 call sites in 1 file; left 1 as it was"), "\(run.standardError)")
  }

  /// One class in two xibs, each registered under its own string on one table view (Sileo's
  /// `PackageListHeader` and `NewsDateHeader`): the string of the xib the class's typed API loads may not
  /// move to the class's identifier where the other string already is that identifier, from the other xib,
  /// since the later registration would replace the earlier.
  @Test func aStringDoesNotMoveOntoAnotherNibsRegistration() throws {
    let xib = try String(contentsOfFile: Fixtures.path("Audit/Shop/BannerCell.xib"), encoding: .utf8)
      .replacingOccurrences(of: "reuseIdentifier=\"BannerCell\"", with: "")
    let screen = """
      import UIKit
      final class BannerCell: UITableViewCell {}
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(UINib(nibName: "AdBannerCell", bundle: nil), forCellReuseIdentifier: "AdBannerCell")
          tableView.register(UINib(nibName: "BannerCell", bundle: nil), forCellReuseIdentifier: "BannerCell")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "AdBannerCell", for: indexPath) as! BannerCell
          }
          return tableView.dequeueReusableCell(withIdentifier: "BannerCell", for: indexPath) as! BannerCell
        }
      }

      """
    let (run, directory) = Self.migrate(
      ["Screen.swift": screen, "AdBannerCell.xib": xib, "BannerCell.xib": xib],
      ["--identifier-style", "class-name", "--bundle", "main"])
    defer { directory.remove() }
    let migrated = try #require(directory.read("Screen.swift"))
    // The ad keeps its string and its xib, through a typed identifier; nothing registers the ad's xib under
    // "BannerCell", where the banner's own registration would replace it (before, `register(BannerCell.self)`
    // did, and both rows showed the banner's xib).
    #expect(migrated.contains("tableView.register(identifier: .adBannerCell)\n"))
    #expect(!migrated.contains("tableView.register(BannerCell.self)"))
    #expect(
      migrated.contains(
        "static var adBannerCell: Self { Self(\"AdBannerCell\", source: .nib(name: \"AdBannerCell\", bundle: nil)) }"
      ))
    #expect(run.standardError.contains("Rewrote 3 call sites in 1 file; left 1 as it was"))
  }

  @Test func leavesWhatItCannotProve() throws {
    let screen = """
      import UIKit
      final class NibCell: UITableViewCell {}
      final class Screen: UITableViewController {
        weak var other: UITableView?
        override func viewDidLoad() {
          tableView.register(LibraryCell.self, forCellReuseIdentifier: "b")
          tableView.register(NibCell.self, forCellReuseIdentifier: "App.NibCell")
          tableView.register(UINib(nibName: "NibCell", bundle: nil), forCellReuseIdentifier: "App.NibCell")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let any: Any? = nil
          _ = any as? ACell ?? tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath) as! ACell
          _ = other?.dequeueReusableCell(withIdentifier: "a", for: indexPath) as! ACell
          _ = tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath) as? ACell & Sendable
          return tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath) as! ACell?
        }
      }

      """
    let xib = try String(
      contentsOfFile: Fixtures.path("Audit/Shop/BannerCell.xib"), encoding: .utf8
    ).replacingOccurrences(of: "BannerCell", with: "NibCell").replacingOccurrences(
      of: "reuseIdentifier=\"NibCell\"", with: "")
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells, "Screen.swift": screen, "NibCell.xib": xib,
    ])
    defer { directory.remove() }
    #expect(run.status == .success)
    // The nib-backed cell's class, registered without its nib under the view's own string, keeps being
    // registered so, through a typed identifier; nothing else changes.
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(
      migrated.hasPrefix(
        screen.replacingOccurrences(
          of: "tableView.register(NibCell.self, forCellReuseIdentifier: \"App.NibCell\")",
          with: "tableView.register(identifier: .appNibCell)")))
    #expect(migrated.hasSuffix("static var appNibCell: Self { Self(\"App.NibCell\") }\n}\n"))
    #expect(
      run.standardError.contains(
        "Screen.swift:6:15: note: not migrated: reuse identifier 'b' names no reusable view of the module"))
    #expect(
      run.standardError.contains(
        "Screen.swift:8:15: note: not migrated: the nib's bundle is not the one the generated file loads it from (--bundle class)"
      ))
    #expect(
      run.standardError.contains("Screen.swift:12:36: note: not migrated: the force cast cannot be removed"))
    #expect(
      run.standardError.contains("Screen.swift:13:16: note: not migrated: the receiver is optionally chained")
    )
    #expect(
      run.standardError.contains(
        "Screen.swift:14:19: note: not migrated: the conditional cast cannot become a coercion"))
    #expect(
      run.standardError.contains("Screen.swift:15:22: note: not migrated: the force cast cannot be removed"))
  }

  /// A registration of a value whose class is not known, a `var` that holds a nib (edX's drop-down
  /// `register(cellNib, …)`), says so: the note does not call it a class written otherwise.
  @Test func aRegisteredValueOfUnknownClassIsSaidToBeUnread() throws {
    let screen = """
      import UIKit
      final class DropDownCell: UITableViewCell {}
      final class DropDown: UIView {
        let tableView = UITableView()
        public var cellNib = UINib(nibName: "DropDownCell", bundle: nil)
        func setUp() {
          tableView.register(cellNib, forCellReuseIdentifier: "DropDownCell")
        }
        func cell(at indexPath: IndexPath) -> DropDownCell {
          tableView.dequeueReusableCell(withIdentifier: "DropDownCell", for: indexPath) as! DropDownCell
        }
      }

      """
    let (run, directory) = Self.migrate(["DropDown.swift": screen])
    defer { directory.remove() }
    #expect(
      run.standardError.contains(
        "it registers 'cellNib', which reusegen reads as neither a class nor a nib, so whether it is the nib of "
          + "'DropDownCell' is not known"), "\(run.standardError)")
    #expect(!run.standardError.contains("is not written as"))
  }

  @Test func neverRewritesToAHelperTheGeneratedFileLeavesOut() throws {
    let helpers = """
      import UIKit
      extension UITableView {
        func register<T: UITableViewCell>(_ type: T.Type) {
          register(type, forCellReuseIdentifier: String(describing: type))
        }
      }

      """
    let screen = """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(ACell.self, forCellReuseIdentifier: ACell.reuseIdentifier)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: ACell.reuseIdentifier, for: indexPath) as! ACell
        }
      }

      """
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells, "Helpers.swift": helpers, "Screen.swift": screen,
    ])
    defer { directory.remove() }
    #expect(
      run.standardError.contains(
        "not migrated: the module's own 'UITableView.register(_:)' replaces the generated one"))
    #expect(
      directory.read("Screen.swift")?.contains("tableView.register(ACell.self, forCellReuseIdentifier:")
        == true)
    #expect(
      directory.read("Screen.swift")?.contains("tableView.dequeueReusableCell(ACell.self, for: indexPath)\n")
        == true)
  }

  /// The Examples package runs both catalogs on the UIKit stand-in and compares what they hand out; this keeps
  /// the migrated one exactly what `migrate --write` makes of the original.
  @Test func examplesMigratedCatalogIsTheMigrationOfLegacyCatalog() throws {
    let examples = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Examples/Sources").path
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(
      atPath: examples + "/LegacyCatalog", toPath: directory.path + "/MigratedCatalog")
    // The identifier style comes from the module's reusegen.json, as the plugin's generate reads it.
    let run = CommandRun(
      [
        "migrate", "MigratedCatalog", "--module", "MigratedCatalog", "--config",
        "MigratedCatalog/reusegen.json",
        "--bundle", "module", "--write",
      ], in: directory.path)
    #expect(run.standardError.contains("Rewrote 27 call sites in 3 files; left 0 as they were"))
    for file in [
      "CatalogViewController.swift", "Cells.swift", "SettingsViewController.swift", "Snapshot.swift",
      "AboutViewController.swift",
    ] {
      let expected = try String(contentsOfFile: examples + "/MigratedCatalog/" + file, encoding: .utf8)
      #expect(directory.read("MigratedCatalog/" + file) == expected, "\(file)")
    }
  }

  /// The Examples' adoption modules register and dequeue through their own helpers, which the generated file
  /// leaves out: migration moves a string call to such a helper only where the helper does what the
  /// generated one would and takes the view (TimelineFeature's `StatusCell` is neither `Reusable` nor
  /// `TableViewReusable`, so its string calls stay). Their `register(_:)` helpers take cells only, so
  /// TimelineFeature's header registration moves to the generated header/footer `register(_:)`.
  @Test func examplesWithTheirOwnHelpersAreLeftAlone() {
    let examples = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Examples/Sources").path
    for module in ["TimelineFeature", "InboxFeature", "FeedKit"] {
      let run = CommandRun(["migrate", module, "--module", module, "--bundle", "module"], in: examples)
      #expect(run.status == .success)
      if module == "TimelineFeature" {
        #expect(
          run.standardOutput.contains(
            "-      TimelineHeaderView.self, forHeaderFooterViewReuseIdentifier: TimelineHeaderView.reuseIdentifier)\n"
              + "+      TimelineHeaderView.self)\n"), "\(run.standardOutput)")
        #expect(run.standardError.contains("Would rewrite 1 call site in 1 file; left 6 as they were"))
        continue
      }
      #expect(run.standardOutput.isEmpty, "\(module)")
      #expect(run.standardError.contains("Would rewrite 0 call sites in 0 files"), "\(module)")
    }
  }

  @Test func helpAndUsage() {
    let help = CommandRun(["migrate", "--help"], in: "/")
    #expect(help.status == .success)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: Rewrite register and dequeue calls"))
    #expect(help.standardOutput.contains("--write"))
    #expect(CommandRun(["migrate"], in: "/").status == .usage)
    #expect(CommandRun(["migrate", ".", "--format", "json"], in: "/").status == .usage)
    #expect(CommandRun(["migrate", ".", "--bundle", "nowhere"], in: "/").status == .usage)
  }
}

/// Identifier groups (SPEC §10.3): the app's own strings move when all their sites can, together.
@Suite struct MigrateGroupTests {
  private static func migrate(_ files: [String: String]) -> (CommandRun, TemporaryDirectory) {
    let directory = TemporaryDirectory()
    for (name, contents) in files { directory.write(name, contents) }
    return (CommandRun(["migrate", ".", "--module", "App", "--write"], in: directory.path), directory)
  }

  private static let cells = """
    import UIKit
    final class EpisodeCell: UITableViewCell {}
    final class PodcastCell: UITableViewCell {}

    """

  /// A framework that registers a nib its app target ships (ChatSecureCore's `OTRComposeGroupBuddyCell`,
  /// loaded from `OTRAssets.resourcesBundle`): with `--project` the framework's xibs are its own, so the
  /// nib is none of them, and the note says so instead of naming another nib of the view.
  @Test func aNibNoXibOfTheModuleHoldsIsNamedAsNotRead() {
    let screen = """
      import UIKit
      final class BuddyCell: UICollectionViewCell {}
      final class ComposeViewController: UIViewController, UICollectionViewDataSource {
        @IBOutlet var collectionView: UICollectionView!
        override func viewDidLoad() {
          super.viewDidLoad()
          let cellNib = UINib(nibName: "BuddyCell", bundle: Bundle.main)
          collectionView.register(cellNib, forCellWithReuseIdentifier: "BuddyCell")
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: "BuddyCell", for: indexPath) as! BuddyCell
        }
      }

      """
    let (run, directory) = Self.migrate(["Screen.swift": screen])
    defer { directory.remove() }
    #expect(run.status == .success)
    #expect(
      run.standardError.contains(
        "Screen.swift:8:20: note: not migrated: reuse identifier 'BuddyCell' moves to the typed API only with "
          + "all its call sites, and this one cannot move: no xib of the module is named 'BuddyCell' (another "
          + "target or bundle may ship it), so what the nib holds is not known, and register(_:) of "
          + "'BuddyCell' would register its class"))
    #expect(!run.standardError.contains("is backed by"))
    #expect(directory.read("Screen.swift") == screen)
  }

  /// A group that already uses the typed identifier, for the same view, does not block the app's own string
  /// from moving to it, even where one of its dequeues is not cast; else the first run would leave a group
  /// that a second run moves (pocket-casts' "TopLevelSettingsCell").
  @Test func aGroupOfTheTypedIdentifierForTheSameViewDoesNotBlock() {
    let screen = { (name: String, identifier: String, dequeue: String) in
      """
      import UIKit
      final class \(name): UITableViewController {
        override func viewDidLoad() {
          tableView.register(EpisodeCell.self, forCellReuseIdentifier: "\(identifier)")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          \(dequeue)
        }
      }

      """
    }
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells,
      "Settings.swift": screen(
        "SettingsScreen", "settings",
        #"tableView.dequeueReusableCell(withIdentifier: "settings", for: indexPath) as! EpisodeCell"#),
      "Options.swift": screen(
        "OptionsScreen", "App.EpisodeCell",
        #"tableView.dequeueReusableCell(withIdentifier: "App.EpisodeCell", for: indexPath)"#),
    ])
    defer { directory.remove() }
    #expect(run.standardError.contains("Rewrote 4 call sites in 2 files; left 0 as they were"))
    #expect(
      directory.read("Settings.swift")?.contains(
        "tableView.dequeueReusableCell(EpisodeCell.self, for: indexPath)\n") == true)
    let second = CommandRun(["migrate", ".", "--module", "App", "--write"], in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files; left 0 as they were"))
  }

  /// A dequeue of a storyboard prototype that is not cast gets the prototype's class, when a module view:
  /// it moves, and its name keeps UIKit's type (DuckDuckGo's BookmarkFolderCell). A prototype of plain
  /// `UITableViewCell` has no typed API.
  @Test func anUncastDequeueOfAPrototypeGetsItsClass() {
    let prototype = { (identifier: String, customClass: String) in
      #"<tableViewCell reuseIdentifier="\#(identifier)" id="\#(identifier)-1" "#
        + (customClass.isEmpty
          ? "" : #"customClass="\#(customClass)" customModule="App" customModuleProvider="target""#)
        + "/>"
    }
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells,
      "Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tableViewController id="t1" customClass="Screen" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                          <tableView key="view" dataMode="prototypes" id="v1">
                              <prototypes>
                                  \(prototype("EpisodeCell", "EpisodeCell"))
                                  \(prototype("plain", ""))
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            return cell
          }
          let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
          cell.accessoryType = .disclosureIndicator
          return cell
        }
      }

      """,
    ])
    defer { directory.remove() }
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    let migrated = directory.read("Screen.swift") ?? ""
    #expect(
      migrated.contains(
        "let cell: UITableViewCell = tableView.dequeueReusableCell(EpisodeCell.self, for: indexPath)\n"))
    // A prototype of no custom class gets a typed identifier, which its storyboard registers.
    #expect(
      migrated.contains("let cell = tableView.dequeueReusableCell(identifier: .plain, for: indexPath)\n"))
    #expect(migrated.contains(#"static var plain: Self { Self("plain", source: .storyboard) }"#))
  }

  /// One string set by a prototype of the module's class in one scene and by prototypes of plain
  /// `UITableViewCell` in others (PopcornTime's "cell" in iOS.storyboard): the group stays, and its note
  /// names both, not "names no reusable view of the module", which was untrue.
  @Test func aStringOfAModuleViewAndOfUIKitPrototypesSaysBoth() {
    let scene = { (id: String, controller: String, customClass: String) in
      """
              <scene sceneID="\(id)">
                  <objects>
                      <tableViewController id="\(id)-c" customClass="\(controller)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                          <tableView key="view" dataMode="prototypes" id="\(id)-v">
                              <prototypes>
                                  <tableViewCell reuseIdentifier="cell" id="\(id)-p" \(customClass.isEmpty ? "" : #"customClass="\#(customClass)" customModule="App" customModuleProvider="target""#)/>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
      """
    }
    let screen = { (name: String, cast: String) in
      """
      final class \(name): UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)\(cast)
        }
      }

      """
    }
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells,
      "Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
      \(scene("s1", "Downloads", "EpisodeCell"))
      \(scene("s2", "Options", ""))
          </scenes>
      </document>

      """,
      "Screens.swift": "import UIKit\n" + screen("Downloads", " as! EpisodeCell") + screen("Options", ""),
    ])
    defer { directory.remove() }
    #expect(
      run.standardError.contains(
        "note: not migrated: reuse identifier 'cell' is used for 'EpisodeCell' and set by a storyboard "
          + "prototype of a class not of the module (UIKit's or another module's)"))
    #expect(!run.standardError.contains("names no reusable view"))
    #expect(run.standardError.contains("Rewrote 0 call sites in 0 files"))
  }

  /// A nib-backed header registered from a value reusegen cannot read (PopcornTime's sticky header, whose
  /// nib a delegate returns): the note says what it registers is not known, not that it registers the class.
  @Test func aRegistrationOfAnUnreadValueSaysSo() throws {
    let screen = """
      import UIKit
      final class StickyHeader: UICollectionReusableView {}
      protocol HeaderSource: AnyObject {
        func nibForHeader() -> UINib?
      }
      final class Screen: UIViewController {
        @IBOutlet var collectionView: UICollectionView!
        weak var delegate: HeaderSource?
        override func viewDidLoad() {
          super.viewDidLoad()
          if let nib = delegate?.nibForHeader() {
            collectionView.register(
              nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
              withReuseIdentifier: "stickyHeader")
          }
        }
        func header(_ collectionView: UICollectionView, kind: String, at indexPath: IndexPath) -> StickyHeader {
          collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "stickyHeader", for: indexPath) as! StickyHeader
        }
      }

      """
    let xib = try String(contentsOfFile: Fixtures.path("Audit/Shop/BannerCell.xib"), encoding: .utf8)
      .replacingOccurrences(of: "BannerCell", with: "StickyHeader")
      .replacingOccurrences(of: "tableViewCell", with: "collectionReusableView")
      .replacingOccurrences(of: #" reuseIdentifier="StickyHeader""#, with: "")
    let (run, directory) = Self.migrate(["Screen.swift": screen, "StickyHeader.xib": xib])
    defer { directory.remove() }
    #expect(
      run.standardError.contains(
        "Screen.swift:12:22: note: not migrated: reuse identifier 'stickyHeader' moves to the typed API only "
          + "with all its call sites, and this one cannot move: it registers 'nib', which reusegen reads as "
          + "neither a class nor a nib, so whether it is the nib of 'StickyHeader' is not known"))
    #expect(!run.standardError.contains("so register(_:) would not register its class"))
    #expect(directory.read("Screen.swift") == screen)
  }

  /// A one-element array's `forEach` runs its registration once (21 of one wallet's 35 `forEach`
  /// registrations): the statement becomes the typed call it stands for. Two elements, or a closure that
  /// does more than the call, stay.
  @Test func aOneElementForEachRegistrationBecomesItsTypedCall() throws {
    let screen = """
      import UIKit
      final class WordCell: UITableViewCell {}
      final class QRCell: UITableViewCell {}
      final class NoteCell: UITableViewCell {}
      final class TagCell: UITableViewCell {}
      final class WalletViewController: UIViewController, UITableViewDataSource {
        @IBOutlet var tableView: UITableView!
        override func viewDidLoad() {
          super.viewDidLoad()
          ["WordCell", "QRCell"].forEach { tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $0) }
          ["NoteCell"].forEach {
            tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $0)
          }
          ["TagCell"].forEach { name in
            print(name)
            tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: name)
          }
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          switch indexPath.row {
          case 0: return tableView.dequeueReusableCell(withIdentifier: "WordCell", for: indexPath) as! WordCell
          case 1: return tableView.dequeueReusableCell(withIdentifier: "QRCell", for: indexPath) as! QRCell
          case 2: return tableView.dequeueReusableCell(withIdentifier: "TagCell", for: indexPath) as! TagCell
          default: return tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
          }
        }
      }

      """
    let xib = try String(contentsOfFile: Fixtures.path("Audit/Shop/BannerCell.xib"), encoding: .utf8)
    var files = ["Screen.swift": screen]
    for cell in ["WordCell", "QRCell", "NoteCell", "TagCell"] {
      files[cell + ".xib"] = xib.replacingOccurrences(of: "BannerCell", with: cell)
        .replacingOccurrences(of: #" reuseIdentifier="\#(cell)""#, with: "")
    }
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    for (name, contents) in files { directory.write(name, contents) }
    let run = CommandRun(
      ["migrate", ".", "--module", "App", "--write", "--bundle", "main"], in: directory.path)
    #expect(run.status == .success)
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(
      migrated.contains(
        "    super.viewDidLoad()\n    [\"WordCell\", \"QRCell\"].forEach { tableView.register(UINib(nibName: $0, "
          + "bundle: nil), forCellReuseIdentifier: $0) }\n    tableView.register(NoteCell.self)\n    [\"TagCell\"]"
      ))
    #expect(migrated.contains("default: return tableView.dequeueReusableCell(NoteCell.self, for: indexPath)"))
    #expect(migrated.contains("print(name)\n      tableView.register(UINib(nibName: name, bundle: nil)"))
    #expect(!run.standardError.contains("no longer referenced"))
  }

  /// A screen that registers `type` under `identifier` and dequeues it with `as? cast`, whose `else` is
  /// `fallback`.
  private static func screen(registering type: String, as identifier: String, cast: String, fallback: String)
    -> String
  {
    """
    import UIKit
    final class Screen: UITableViewController {
      override func viewDidLoad() {
        tableView.register(\(type).self, forCellReuseIdentifier: "\(identifier)")
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "\(identifier)", for: indexPath) as? \(cast) else {
          \(fallback)
        }
        return cell
      }
    }

    """
  }

  /// The typed dequeue names the view as the cast did: through a typealias, or the short name its scope
  /// gives it (Mastodon's `typealias AdminTableViewCell = SearchResultsProfileTableViewCell`).
  @Test func theTypedDequeueSpellsTheViewAsTheCastDid() {
    let (_, directory) = Self.migrate([
      "Cells.swift": Self.cells + "typealias AdminCell = EpisodeCell\n",
      "Screen.swift": Self.screen(
        registering: "AdminCell", as: "admin", cast: "AdminCell", fallback: "fatalError()"),
    ])
    defer { directory.remove() }
    let migrated = directory.read("Screen.swift") ?? ""
    #expect(migrated.contains("tableView.register(AdminCell.self)\n"))
    #expect(
      migrated.contains("tableView.dequeueReusableCell(AdminCell.self, for: indexPath) as AdminCell? else {"))
  }

  @Test func theAppsOwnStringMovesWithItsWholeGroup() {
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells,
      "Screen.swift": Self.screen(
        registering: "EpisodeCell", as: "episodeCell", cast: "EpisodeCell",
        fallback: "return UITableViewCell()"),
    ])
    defer { directory.remove() }
    #expect(run.status == .success)
    #expect(
      directory.read("Screen.swift") == """
        import UIKit
        final class Screen: UITableViewController {
          override func viewDidLoad() {
            tableView.register(EpisodeCell.self)
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let cell = tableView.dequeueReusableCell(EpisodeCell.self, for: indexPath) as EpisodeCell? else {
              return UITableViewCell()
            }
            return cell
          }
        }

        """)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
  }

  /// A group that cannot move whole to its view's identifier moves the sites that can to a typed identifier
  /// whose raw value is the app's string, so every site still means "episodeCell" (SPEC §10.6); the one that
  /// cannot has its own note. Before SPEC §10.6 nothing moved here.
  @Test func oneSiteThatCannotMoveKeepsTheStringAndTheOthersPassATypedIdentifierOfIt() {
    let (run, directory) = Self.migrate(["Cells.swift": Self.cells, "Screen.swift": Self.partialScreen])
    defer { directory.remove() }
    #expect(directory.read("Screen.swift") == Self.partiallyMoved(Self.partialScreen))
    #expect(
      run.standardError.contains(
        "Screen.swift:8:16: note: not migrated: reuse identifier 'episodeCell' stays a string here, the one the "
          + "group's other calls pass as the typed identifier '.episodeCell', because this call cannot pass it: "
          + "the receiver is optionally chained"))
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 1 as it was"))
    let again = CommandRun(["migrate", ".", "--module", "App"], in: directory.path)
    #expect(again.standardOutput.isEmpty)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files; left 1 as it was"))
    let audit = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(audit.status == .success)
    #expect(audit.standardOutput.contains("0 errors, 0 warnings"), "\(audit.standardOutput)")
  }

  /// Once nothing blocks the group, a later run moves it whole to the view's API (SPEC §10.6): the calls
  /// that passed the typed identifier too, and a note says its declaration can go.
  @Test func aSiteFixedLaterLetsTheGroupMoveWholeToTheViewsAPI() {
    let fixed = Self.partiallyMoved(
      Self.partialScreen.replacingOccurrences(of: "other?.dequeue", with: "other!.dequeue"))
    let (run, directory) = Self.migrate(["Cells.swift": Self.cells, "Screen.swift": fixed])
    defer { directory.remove() }
    #expect(
      directory.read("Screen.swift")
        == fixed
        .replacingOccurrences(of: "register(identifier: .episodeCell)", with: "register(EpisodeCell.self)")
        .replacingOccurrences(
          of: "(withIdentifier: \"episodeCell\", for: indexPath) as! EpisodeCell",
          with: "(EpisodeCell.self, for: indexPath)"
        )
        .replacingOccurrences(
          of: "(identifier: .episodeCell, for: indexPath)", with: "(EpisodeCell.self, for: indexPath)"))
    #expect(run.standardError.contains("Rewrote 3 call sites in 1 file; left 0 as they were"))
    #expect(
      run.standardError.contains(
        "Screen.swift:15:14: note: no register or dequeue call passes '.episodeCell' any more; its declaration "
          + "can be deleted"))
  }

  /// While a site still blocks the view's API, a site that can pass the typed identifier joins the member
  /// the group's other sites pass, declared once; a string site beside a typed identifier of its string
  /// never moves to the view's own identifier, which nothing registers.
  @Test func aNewSiteBesideAPartialMoveJoinsItsTypedIdentifier() {
    let dequeue =
      "tableView.dequeueReusableCell(withIdentifier: \"episodeCell\", for: indexPath) as! EpisodeCell"
    let partial = Self.partiallyMoved(Self.partialScreen).replacingOccurrences(
      of: "    return tableView.dequeueReusableCell(identifier:",
      with: "    _ = \(dequeue)\n    return tableView.dequeueReusableCell(identifier:")
    let (run, directory) = Self.migrate(["Cells.swift": Self.cells, "Screen.swift": partial])
    defer { directory.remove() }
    #expect(
      directory.read("Screen.swift")
        == partial.replacingOccurrences(
          of: "_ = \(dequeue)",
          with: "_ = tableView.dequeueReusableCell(identifier: .episodeCell, for: indexPath)"))
    #expect(run.standardError.contains("Rewrote 1 call site in 1 file; left 1 as it was"))
  }

  /// An error keeps its group as it is: a group that would move in part (its dequeue on the Optional
  /// `other` cannot move) moves nothing when one of its sites is a dequeue in a sizing method.
  @Test func anErrorKeepsAGroupThatWouldMoveInPartAsItIs() {
    let screen = """
      import UIKit
      final class PhotoCell: UICollectionViewCell {}
      final class Screen: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        weak var other: UICollectionView?
        override func viewDidLoad() {
          collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          if collectionView === other {
            return other?.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
          }
          return collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        }
        func collectionView(
          _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
          return cell.bounds.size
        }
      }

      """
    let (run, directory) = Self.migrate(["Screen.swift": screen])
    defer { directory.remove() }
    #expect(directory.read("Screen.swift") == screen)
    #expect(run.standardError.contains("an error at this call site keeps reuse identifier 'photo' as it is"))
    #expect(run.standardError.contains("Rewrote 0 call sites in 0 files; left 4 as they were"))
  }

  /// The screen of the tests above: the dequeue on the Optional `other` cannot take a typed call.
  private static let partialScreen = """
    import UIKit
    final class Screen: UITableViewController {
      weak var other: UITableView?
      override func viewDidLoad() {
        tableView.register(EpisodeCell.self, forCellReuseIdentifier: "episodeCell")
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        _ = other?.dequeueReusableCell(withIdentifier: "episodeCell", for: indexPath) as! EpisodeCell
        return tableView.dequeueReusableCell(withIdentifier: "episodeCell", for: indexPath) as! EpisodeCell
      }
    }

    """

  /// The screen as a partial move leaves it: its registration and its last dequeue pass `.episodeCell`,
  /// declared at the end of the file.
  private static func partiallyMoved(_ screen: String) -> String {
    screen
      .replacingOccurrences(
        of: "tableView.register(EpisodeCell.self, forCellReuseIdentifier: \"episodeCell\")",
        with: "tableView.register(identifier: .episodeCell)"
      )
      .replacingOccurrences(
        of: "return tableView.dequeueReusableCell(withIdentifier: \"episodeCell\", for: indexPath) as! "
          + "EpisodeCell",
        with: "return tableView.dequeueReusableCell(identifier: .episodeCell, for: indexPath)")
        + """

        // Reuse identifiers the app chose, each declared once with its class for the typed API.
        extension TypedReuseIdentifier where View == EpisodeCell {
          static var episodeCell: Self { Self("episodeCell") }
        }

        """
  }

  @Test func anErrorKeepsOnlyTheGroupsItTouches() {
    let (run, directory) = Self.migrate([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(EpisodeCell.self, forCellReuseIdentifier: "episodeCell")
          tableView.register(PodcastCell.self, forCellReuseIdentifier: "podcast")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "podcast", for: indexPath) as! EpisodeCell
          }
          return tableView.dequeueReusableCell(withIdentifier: "episodeCell", for: indexPath) as! EpisodeCell
        }
      }

      """,
    ])
    defer { directory.remove() }
    let migrated = directory.read("Screen.swift") ?? ""
    #expect(migrated.contains("tableView.register(EpisodeCell.self)\n"))
    #expect(migrated.contains("return tableView.dequeueReusableCell(EpisodeCell.self, for: indexPath)\n"))
    #expect(migrated.contains("tableView.register(PodcastCell.self, forCellReuseIdentifier: \"podcast\")"))
    #expect(
      run.standardError.contains("an error at this call site keeps reuse identifier 'podcast' as it is"))
  }

  /// The analysis's errors are re-derived on every pass: a duplicate-identifier error keeps its group as it
  /// is whether or not an earlier pass deleted a line above it (`let headerID` here, which the header's
  /// move leaves unused). Matched by the first read's positions, the error missed the group in pass 2.
  @Test(arguments: [true, false])
  func anAnalysisErrorKeepsItsGroupWhateverAnEarlierPassRemoved(headerIDAboveTheError: Bool) {
    let registration =
      headerIDAboveTheError
      ? "    let headerID = \"NotesHeader\"\n"
        + "    tableView.register(NotesHeader.self, forHeaderFooterViewReuseIdentifier: headerID)\n"
      : "    tableView.register(NotesHeader.self, forHeaderFooterViewReuseIdentifier: \"NotesHeader\")\n"
    let screen = """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
      \(registration)\
          tableView.register(SecondCell.self, forCellReuseIdentifier: "Dup")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "Dup", for: indexPath)
        }
      }
      final class NotesHeader: UITableViewHeaderFooterView {}
      final class SecondCell: UITableViewCell {
        static let reuseIdentifier = "Dup"
      }

      """
    let first = """
      import UIKit
      final class FirstCell: UITableViewCell {
        static let reuseIdentifier = "Dup"
      }

      """
    let (run, directory) = Self.migrate(["Cells.swift": first, "Screen.swift": screen])
    defer { directory.remove() }
    let migrated = directory.read("Screen.swift") ?? ""
    #expect(migrated.contains("tableView.register(NotesHeader.self)\n"))
    #expect(!migrated.contains("let headerID"))
    #expect(migrated.contains("tableView.register(SecondCell.self, forCellReuseIdentifier: \"Dup\")\n"))
    #expect(migrated.contains("tableView.dequeueReusableCell(withIdentifier: \"Dup\", for: indexPath)\n"))
    #expect(run.standardError.contains("an error about 'SecondCell' keeps reuse identifier 'Dup' as it is"))
  }
}

/// The Podcasts fixture: a module written in the idioms of real apps (its own strings, an enum,
/// `String(describing:)`, `"\(T.self)"`, `guard let … as?`, a protocol default and its own helpers).
@Suite struct RealIdiomsFixtureTests {
  /// A copy of the audit fixture `name` in a temporary folder, and the fixture's own folder.
  private static func copy(_ name: String) throws -> (TemporaryDirectory, String) {
    let directory = TemporaryDirectory()
    let folder = Fixtures.path("Audit/" + name)
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
      directory.write(file, try String(contentsOfFile: folder + "/" + file, encoding: .utf8))
    }
    return (directory, folder)
  }

  @Test func auditFindsNothingWrongAndResolvesEverySite() {
    let run = CommandRun(["audit", Fixtures.path("Audit/Podcasts"), "--module", "Podcasts"], in: "/")
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("audit: 27 call sites (27 resolved), 0 errors, 0 warnings"))
  }

  @Test func migrateMovesEveryStringSiteOnceAndAuditStaysClean() throws {
    let (directory, _) = try Self.copy("Podcasts")
    defer { directory.remove() }
    let first = CommandRun(["migrate", ".", "--module", "Podcasts", "--write"], in: directory.path)
    // The two Optional header dequeues keep UIKit's call, and the two helper bodies are the helpers'.
    #expect(first.standardError.contains("Rewrote 23 call sites in 3 files; left 4 as they were"))
    let migrated = directory.read("EpisodesViewController.swift") ?? ""
    #expect(migrated.contains("tableView.register(EpisodeCell.self)\n"))
    #expect(
      migrated.contains(
        "guard let cell = tableView.dequeueReusableCell(EpisodeCell.self, for: indexPath) as EpisodeCell?"))
    // UIKit's Optional header dequeue stays one, with the view's identifier: the typed dequeue would trap
    // where this one returned nil.
    #expect(
      migrated.contains(
        "tableView.dequeueReusableHeaderFooterView(withIdentifier: ShowNotesHeader.reuseIdentifier) as? ShowNotesHeader"
      ))
    // The app's own helpers stay, and so do their calls.
    #expect(migrated.contains("tableView.register(cellType: SettingsCell.self)"))
    let second = CommandRun(["migrate", ".", "--module", "Podcasts", "--write"], in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files; left 4 as they were"))
    let audit = CommandRun(["audit", ".", "--module", "Podcasts"], in: directory.path)
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains(": error: "))
  }

  /// Dequeues that are not cast keep the type UIKit's call gave them; the Optional dequeue takes the index
  /// path of `tableView(_:cellForRowAt:)`, and only there.
  @Test func migrateMovesDequeuesThatAreNotCastAndKeepsTheirTypes() throws {
    let (directory, _) = try Self.copy("Podcasts")
    defer { directory.remove() }
    _ = CommandRun(["migrate", ".", "--module", "Podcasts", "--write"], in: directory.path)
    let migrated = directory.read("DiscoverViewController.swift") ?? ""
    #expect(
      migrated.contains("      cell = tableView.dequeueReusableCell(FeaturedCell.self, for: indexPath)\n"))
    #expect(
      migrated.contains(
        "let trending: UITableViewCell = tableView.dequeueReusableCell(TrendingCell.self, for: indexPath)\n      cell = trending"
      ))
    #expect(
      migrated.contains(
        "let trending: UITableViewCell = tableView.dequeueReusableCell(TrendingCell.self, for: indexPath)\n      if let"
      ))
    #expect(
      migrated.contains(
        "let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionTitleView.reuseIdentifier)"
      ))
    #expect(migrated.contains("    tableView.dequeueReusableCell(GenreCell.self, for: indexPath)\n  }"))
    #expect(
      migrated.contains("let cell = tableView.dequeueReusableCell(SearchResultCell.self, for: indexPath)\n"))
    // A sizing cell in heightForRowAt must not be dequeued with an index path: it keeps UIKit's Optional,
    // and its binding keeps UIKit's type.
    #expect(migrated.contains("tableView.register(SizingCell.self)\n"))
    #expect(
      migrated.contains(
        "guard let sizing: UITableViewCell = tableView.dequeueReusableCell(SizingCell.self) else { return 44 }"
      ))
  }

  /// When the app's own `dequeueReusableCell(_:for:)` serves only its own protocol's cells, the generated
  /// one is left out; a force-cast dequeue bound to a new name then moves to the generated
  /// `dequeueReusableCell(for:)`, typed by the binding (pocket-casts' `PCTableViewController`).
  @Test func aCellTheAppsHelperDoesNotTakeMovesToTheInferringDequeue() throws {
    let (directory, _) = try Self.copy("PlayerScreens")
    defer { directory.remove() }
    let arguments = ["migrate", ".", "--module", "PlayerScreens", "--write"]
    let run = CommandRun(arguments, in: directory.path)
    #expect(run.standardError.contains("Rewrote 5 call sites in 1 file; left 1 as it was"))
    let migrated = directory.read("ChaptersViewController.swift") ?? ""
    #expect(
      migrated.contains(
        "let chapterCell: PlayerChapterCell = tableView.dequeueReusableCell(for: indexPath)\n"))
    // UIKit's Optional dequeue, force cast in tableView(_:cellForRowAt:), gets that method's index path.
    #expect(
      migrated.contains("let cell: ShortcutEnabledCell = tableView.dequeueReusableCell(for: indexPath)\n"))
    // The app's helper keeps its calls.
    #expect(migrated.contains("let cell = tableView.dequeueReusableCell(ThemeableCell.self, for: indexPath)"))
    let second = CommandRun(arguments, in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files; left 1 as it was"))
    let audit = CommandRun(["audit", ".", "--module", "PlayerScreens"], in: directory.path)
    #expect(audit.status == .success)
  }

  /// A registration in a loop over metatypes (WooCommerce's `for kind in headersAndFooters`) moves once
  /// every type's registration does: the array is typed `[any (Base & Dequeuable).Type]`, so the compiler
  /// checks each element, and the call passes the loop's variable to the generated `register(_:)`.
  @Test func aLoopOverMetatypesMovesToTheTypedRegistration() throws {
    let (directory, _) = try Self.copy("HeaderLoops")
    defer { directory.remove() }
    let arguments = ["migrate", ".", "--module", "HeaderLoops", "--write"]
    let run = CommandRun(arguments, in: directory.path)
    #expect(run.standardError.contains("Rewrote 8 call sites in 2 files; left 4 as they were"))
    let migrated = directory.read("OrderDetailsViewController.swift") ?? ""
    #expect(
      migrated.contains(
        """
                let headersAndFooters: [any (UITableViewHeaderFooterView & Dequeuable).Type] = [
                    TwoColumnHeaderView.self,
        """))
    #expect(migrated.contains("for kind in headersAndFooters {\n            tableView.register(kind)\n"))
    #expect(
      migrated.contains(
        "for cell in [NoteCell.self] as [any (UITableViewCell & Dequeuable).Type] {\n"
          + "            tableView.register(cell)\n"))
    // An array other code reads keeps its type, and its loop stays, with the reason.
    #expect(migrated.contains("tableView.register(cell, forCellReuseIdentifier: cell.reuseIdentifier)"))
    #expect(run.standardError.contains("each element of 'trackingCells', which other code reads"))
    // The local that held the footer's metatype goes with the call that was its only use.
    #expect(migrated.contains("tableView.register(SummaryFooterView.self)\n"))
    #expect(!migrated.contains("footerType"))
    // A collection view's loop on a parameter moves too.
    let photos = directory.read("PhotosViewModel.swift") ?? ""
    #expect(photos.contains("let cells: [any (UICollectionViewCell & Dequeuable).Type] = ["))
    #expect(photos.contains("collectionView.register(cell)\n"))
    // audit reads each typed loop as a registration of each type, and `register(SummaryFooterView.self)` as
    // the footer's, never as a call of the app's `UITableView.register(_ type: UITableViewCell.Type)` (a
    // header or a collection view cell is not one), and a second run finds nothing to do.
    let audit = CommandRun(["audit", ".", "--module", "HeaderLoops"], in: directory.path)
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains("never"))
    let second = CommandRun(arguments, in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files; left 4 as they were"))
  }

  /// A nib-backed cell that only debug builds have (Corona-Warn-App's developer menu, `#if !RELEASE`),
  /// registered by class on one screen and by nib on another: the class registration keeps registering the
  /// class through a typed identifier, whose declaration sits in the cell's own `#if`, so that builds
  /// without the class still compile.
  @Test func aClassRegistrationOfAConditionalNibBackedCellKeepsItsCondition() throws {
    let (directory, _) = try Self.copy("DeveloperMenu")
    defer { directory.remove() }
    let arguments = ["migrate", ".", "--module", "DeveloperMenu", "--write"]
    let run = CommandRun(arguments, in: directory.path)
    #expect(run.standardError.contains("Rewrote 4 call sites in 2 files; left 0 as they were"))
    let screen = directory.read("DMRevocationListViewController.swift") ?? ""
    #expect(screen.contains("tableView.register(identifier: .dmSwitchCell)\n"))
    #expect(
      screen.hasSuffix(
        """
        #if DEBUG
        extension TypedReuseIdentifier where View == DMSwitchCell {
            static var dmSwitchCell: Self { Self("DMSwitchCell") }
        }
        #endif
        #endif

        """))
    #expect(
      directory.read("DMFeaturesViewController.swift")?.contains("tableView.register(DMSwitchCell.self)\n")
        == true)
    let second = CommandRun(arguments, in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files; left 0 as they were"))
    #expect(CommandRun(["audit", ".", "--module", "DeveloperMenu"], in: directory.path).status == .success)
  }

  @Test func retireHelpersRemovesTheAppsOwnHelpersThatTheGeneratedAPIReproduces() throws {
    let (directory, _) = try Self.copy("Podcasts")
    defer { directory.remove() }
    let arguments = ["migrate", ".", "--module", "Podcasts", "--write", "--retire-helpers"]
    let first = CommandRun(arguments, in: directory.path)
    #expect(
      first.standardError.contains(
        "Retired 2 of the module's own helpers; 2 calls moved to the generated API"))
    #expect(
      first.standardError.contains("note: retired 'register(cellType:)': the generated API does what it did"))
    let helpers = directory.read("ReusableView.swift") ?? ""
    #expect(!helpers.contains("func register"))
    #expect(!helpers.contains("func dequeueReusableCell"))
    // The protocol stays: it is the cells' declared identifier.
    #expect(helpers.contains("static var reuseIdentifier: String { String(describing: self) }"))
    let screen = directory.read("EpisodesViewController.swift") ?? ""
    #expect(screen.contains("tableView.register(SettingsCell.self)\n"))
    #expect(screen.contains("let cell: SettingsCell = tableView.dequeueReusableCell(for: indexPath)"))
    let second = CommandRun(arguments, in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files; left 2 as they were"))
    #expect(second.standardError.contains("Retired 0 of the module's own helpers"))
    let audit = CommandRun(["audit", ".", "--module", "Podcasts"], in: directory.path)
    #expect(audit.status == .success)
  }

  @Test func retireHelpersMovesOffTheReusableLibrary() throws {
    let (directory, folder) = try Self.copy("ReusableShop")
    defer { directory.remove() }
    let arguments = ["migrate", ".", "--module", "ReusableShop", "--write", "--retire-helpers"]
    let run = CommandRun(arguments, in: directory.path)
    #expect(
      run.standardError.contains(
        "note: retired the Reusable library: 4 calls now use the generated API, 3 conformances and 1 import removed"
      ))
    let migrated = directory.read("OrderCells.swift") ?? ""
    #expect(!migrated.contains("import Reusable"))
    #expect(migrated.contains("final class ReceiptCell: UITableViewCell {"))
    #expect(migrated.contains("tableView.register(ReceiptCell.self)\n"))
    #expect(migrated.contains("let cell = tableView.dequeueReusableCell(OrderCell.self, for: indexPath)"))
    let second = CommandRun(arguments, in: directory.path)
    #expect(second.standardError.contains("Rewrote 0 call sites in 0 files"))
    // Without ReceiptCell.xib among the inputs, the generated register would not load its nib: all stays.
    try FileManager.default.removeItem(atPath: directory.path + "/ReceiptCell.xib")
    directory.write(
      "OrderCells.swift", try String(contentsOfFile: folder + "/OrderCells.swift", encoding: .utf8))
    let kept = CommandRun(arguments, in: directory.path)
    #expect(
      kept.standardError.contains("kept the Reusable library: 'ReceiptCell' adopts NibReusable, but no xib"))
    #expect(directory.read("OrderCells.swift")?.contains("import Reusable") == true)
  }
}

/// A call moves to the app's own helper only where the view meets the helper's constraints: else it would
/// not compile, since the generated helper of that name is left out (pocket-casts' helper takes only
/// `ReusableTableCell`s).
@Suite struct OwnHelperConstraintTests {
  @Test func onlyViewsThatMeetTheConstraintsMoveToTheAppsHelper() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "Cells.swift",
      """
      import UIKit
      protocol ReusableTableCell {}
      extension UITableViewCell {
        @objc class var reuseIdentifier: String { String(describing: self) }
      }
      extension UITableView {
        func dequeueReusableCell<T: ReusableTableCell>(_ cell: T.Type, for indexPath: IndexPath) -> T {
          dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as! T
        }
      }
      final class MarkedCell: UITableViewCell, ReusableTableCell {}
      final class PlainCell: UITableViewCell {}

      """)
    directory.write(
      "Screen.swift",
      """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(MarkedCell.self, forCellReuseIdentifier: MarkedCell.reuseIdentifier)
          tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.reuseIdentifier)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: MarkedCell.reuseIdentifier, for: indexPath) as! MarkedCell
          }
          return tableView.dequeueReusableCell(withIdentifier: PlainCell.reuseIdentifier, for: indexPath) as! PlainCell
        }
      }

      """)
    let run = CommandRun(["migrate", ".", "--module", "App", "--write"], in: directory.path)
    let screen = directory.read("Screen.swift") ?? ""
    #expect(screen.contains("return tableView.dequeueReusableCell(MarkedCell.self, for: indexPath)\n"))
    #expect(screen.contains("withIdentifier: PlainCell.reuseIdentifier, for: indexPath) as! PlainCell"))
    #expect(run.standardError.contains("does not do what it does"))
  }
}
