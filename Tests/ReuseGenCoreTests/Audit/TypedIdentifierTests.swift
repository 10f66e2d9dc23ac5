import Foundation
import Testing

@testable import ReuseGenCore

/// Strings an app registers UIKit's own classes under move to typed identifiers (GeneratedAPI.md,
/// "Typed identifiers"): declared once, bound to their class, and read back by `audit`.
@Suite struct TypedIdentifierTests {
  private static func directory(_ files: [String: String]) -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    for (name, contents) in files { directory.write(name, contents) }
    return directory
  }

  private static func migrate(_ directory: TemporaryDirectory, _ extra: [String] = []) -> CommandRun {
    CommandRun(["migrate", ".", "--module", "App", "--write"] + extra, in: directory.path)
  }

  /// A settings screen as real apps write it: `self.tableView`, a cell rebuilt with a style over the
  /// dequeued one, an Optional dequeue with a fallback, and a header of UIKit's class.
  private static let settings = """
    import UIKit

    final class SettingsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "settingsCell1")
            tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if indexPath.row == 0 {
                var cell = tableView.dequeueReusableCell(withIdentifier: "settingsCell1", for: indexPath)
                cell = UITableViewCell(style: .subtitle, reuseIdentifier: "settingsCell1")
                return cell
            }
            return tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .value1, reuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader")
        }
    }
    """

  @Test func uikitClassesMoveToOneDeclarationPerString() throws {
    let directory = Self.directory(["Settings.swift": Self.settings])
    defer { directory.remove() }
    let run = Self.migrate(directory)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(run.standardError.contains("Rewrote 5 call sites in 1 file; left 0 as they were"))
    let migrated = try #require(directory.read("Settings.swift"))
    #expect(migrated.contains("        self.tableView.register(identifier: .settingsCell1)\n"))
    #expect(migrated.contains("tableView.register(identifier: .sectionHeader)\n"))
    #expect(
      migrated.contains(
        "var cell = tableView.dequeueReusableCell(identifier: .settingsCell1, for: indexPath)\n"))
    // The fallback keeps its string: it is no registration or dequeue, and builds the cell the same way.
    #expect(
      migrated.contains(
        #"return tableView.dequeueReusableCell(identifier: .cell) ?? UITableViewCell(style: .value1, reuseIdentifier: "Cell")"#
      ))
    #expect(migrated.contains("tableView.dequeueReusableHeaderFooterView(identifier: .sectionHeader)\n"))
    // Declared once, at the end of the file, in its indentation.
    #expect(
      migrated.hasSuffix(
        """
        }

        // Reuse identifiers the app chose, each declared once with its class for the typed API.
        extension TypedReuseIdentifier where View == UITableViewCell {
            static var cell: Self { Self("Cell") }
            static var settingsCell1: Self { Self("settingsCell1") }
        }

        extension TypedReuseIdentifier where View == UITableViewHeaderFooterView {
            static var sectionHeader: Self { Self("SectionHeader") }
        }

        """))
    // A second run changes nothing, and audit reads the typed calls as the strings and classes they bind.
    let again = Self.migrate(directory)
    #expect(again.standardError.contains("Rewrote 0 call sites in 0 files"))
    #expect(directory.read("Settings.swift") == migrated)
    let audit = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(audit.status == .success, "\(audit.standardOutput)")
    #expect(audit.standardOutput.contains("audit: 5 call sites (5 resolved), 0 errors, 0 warnings"))
  }

  @Test func auditReportsATypedIdentifierThatIsNeverRegistered() {
    let directory = Self.directory([
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(identifier: .plain, for: indexPath)
        }
        func twice() -> UITableViewCell? { tableView.dequeueReusableCell(identifier: .twice) }
      }
      extension TypedReuseIdentifier where View == UITableViewCell {
        static var plain: Self { Self("plain") }
        static var twice: Self { Self("twice") }
      }
      extension TypedReuseIdentifier where View == UITableViewHeaderFooterView {
        static var twice: Self { Self("twice") }
      }

      """
    ])
    defer { directory.remove() }
    let run = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(run.status == .failure)
    #expect(
      run.standardOutput.contains(
        "Screen.swift:4:47: error: reuse identifier 'plain' is dequeued but never registered as a table view cell"
      ))
    // A member declared for two classes is ambiguous: the call is not read as either.
    #expect(run.standardOutput.contains("audit: 2 call sites (1 resolved)"))
  }

  /// pocket-casts: every cell declares `String(describing:)` through a protocol, while its xib sets another
  /// identifier, which the screens register. The view's typed API registers and dequeues with the xib's
  /// identifier (Interface Builder wins), so the screens move to it, and no typed identifier is needed.
  @Test func aViewWhoseNibSetsAnotherIdentifierMovesToItsTypedAPI() throws {
    let directory = Self.directory([
      "Cells.swift": """
      import UIKit
      protocol Reusing { static var reuseIdentifier: String { get } }
      extension Reusing { static var reuseIdentifier: String { String(describing: self) } }
      class TextEntryCell: UITableViewCell, Reusing {}

      """,
      "TextEntryCell.xib": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <tableViewCell reuseIdentifier="TextEntryCellId" id="c1" customClass="TextEntryCell" customModule="App" customModuleProvider="target"/>
          </objects>
      </document>

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        private static let textEntryCellId = "TextEntryCellId"
        override func viewDidLoad() {
          tableView.register(UINib(nibName: "TextEntryCell", bundle: nil), forCellReuseIdentifier: Self.textEntryCellId)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: Self.textEntryCellId, for: indexPath) as! TextEntryCell
        }
        func sizing() -> TextEntryCell? {
          guard let cell = tableView.dequeueReusableCell(withIdentifier: Self.textEntryCellId) as? TextEntryCell else { return nil }
          return cell
        }
        func focused() -> TextEntryCell {
          tableView.dequeueReusableCell(withIdentifier: Self.textEntryCellId) as! TextEntryCell
        }
      }

      """,
    ])
    defer { directory.remove() }
    let run = Self.migrate(directory, ["--bundle", "main"])
    #expect(run.standardError.contains("Rewrote 4 call sites in 1 file; left 0 as they were"))
    #expect(run.standardError.contains("textEntryCellId' is no longer referenced; it can be deleted"))
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(migrated.contains("tableView.register(TextEntryCell.self)\n"))
    #expect(migrated.contains("tableView.dequeueReusableCell(TextEntryCell.self, for: indexPath)\n"))
    // Without an index path the typed dequeue returns an Optional, as UIKit's does.
    #expect(
      migrated.contains(
        "guard let cell = tableView.dequeueReusableCell(TextEntryCell.self) as TextEntryCell? else"))
    #expect(migrated.contains("    tableView.dequeueReusableCell(TextEntryCell.self)!\n"))
    #expect(!migrated.contains("TypedReuseIdentifier"))
    // The typed calls are read with the xib's identifier, so they register what they dequeue.
    let audit = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(audit.standardOutput.contains("audit: 4 call sites (4 resolved), 0 errors"))
    #expect(Self.migrate(directory, ["--bundle", "main"]).standardError.contains("Rewrote 0 call sites"))
  }

  /// CWA registers a xib whose cell has no custom class, under the string the xib sets, on several screens:
  /// the string moves to a typed identifier of UIKit's class that loads that nib.
  @Test func aNibOfUIKitsClassMovesToATypedIdentifierOfTheNib() throws {
    let directory = Self.directory([
      "ExposureDetectionLinkCell.xib": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <tableViewCell reuseIdentifier="linkCell" id="c1"/>
          </objects>
      </document>

      """,
      "Screen.swift": """
      import UIKit
      final class ExposureDetectionViewController: UITableViewController {
        enum ReusableCellIdentifier: String { case link = "linkCell" }
        override func viewDidLoad() {
          tableView.register(
            UINib(nibName: "ExposureDetectionLinkCell", bundle: nil),
            forCellReuseIdentifier: ReusableCellIdentifier.link.rawValue
          )
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: ReusableCellIdentifier.link.rawValue, for: indexPath)
        }
      }

      """,
    ])
    defer { directory.remove() }
    let run = Self.migrate(directory, ["--bundle", "main"])
    #expect(
      run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(migrated.contains("      identifier: .linkCell\n"))
    #expect(migrated.contains("tableView.dequeueReusableCell(identifier: .linkCell, for: indexPath)\n"))
    #expect(
      migrated.contains(
        "static var linkCell: Self { Self(\"linkCell\", source: .nib(name: \"ExposureDetectionLinkCell\", bundle: nil)) }"
      ))
    let audit = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput.contains("audit: 2 call sites (2 resolved), 0 errors"), "\(audit.standardOutput)")
  }

  /// A nib-backed cell as WooCommerce registers it, through a `UIView` method that loads the class's nib,
  /// and as CWA's developer menu registers one, by its class without the nib. The first moves to the typed
  /// API, which loads the same nib; the second keeps registering the class, through a typed identifier of
  /// the view's own string.
  @Test func nibBackedCellsRegisteredThroughAMethodOrByClassMove() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <tableViewCell id="c1" customClass="NAME" customModule="App" customModuleProvider="target"/>
          </objects>
      </document>

      """
    let directory = Self.directory([
      "TitleCell.xib": xib.replacingOccurrences(of: "NAME", with: "TitleCell"),
      "SwitchCell.xib": xib.replacingOccurrences(of: "NAME", with: "SwitchCell"),
      "Helpers.swift": """
      import UIKit
      extension NSObject {
          class var classNameWithoutNamespaces: String { String(describing: self) }
      }
      extension UIView {
          class func loadNib() -> UINib {
              return UINib(nibName: classNameWithoutNamespaces, bundle: nil)
          }
      }
      extension UITableViewCell {
          class var reuseIdentifier: String { classNameWithoutNamespaces }
      }
      final class TitleCell: UITableViewCell {}
      final class SwitchCell: UITableViewCell {}

      """,
      "Screen.swift": """
      import UIKit
      final class ProductViewController: UITableViewController {
          override func viewDidLoad() {
              tableView.register(TitleCell.loadNib(), forCellReuseIdentifier: TitleCell.reuseIdentifier)
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: TitleCell.reuseIdentifier, for: indexPath) as! TitleCell
          }
      }
      final class DeveloperMenuViewController: UITableViewController {
          override func viewDidLoad() {
              tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.reuseIdentifier)
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: SwitchCell.reuseIdentifier, for: indexPath) as! SwitchCell
          }
      }

      """,
    ])
    defer { directory.remove() }
    let run = Self.migrate(directory, ["--bundle", "main"])
    #expect(
      run.standardError.contains("Rewrote 4 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(migrated.contains("        tableView.register(TitleCell.self)\n"))
    #expect(migrated.contains("        tableView.register(identifier: .switchCell)\n"))
    #expect(migrated.contains("tableView.dequeueReusableCell(SwitchCell.self, for: indexPath)\n"))
    #expect(migrated.contains("extension TypedReuseIdentifier where View == SwitchCell {"))
    #expect(migrated.contains("static var switchCell: Self { Self(\"SwitchCell\") }"))
    let audit = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput.contains("audit: 4 call sites (4 resolved), 0 errors"), "\(audit.standardOutput)")
  }

  /// Mastodon registers MastodonUI's loader cells: another module's typed API is internal to it, so the
  /// string moves to a typed identifier of this module, bound to that module's class.
  @Test func aContextModulesCellMovesToATypedIdentifierOfThisModule() throws {
    let directory = Self.directory([
      "UI/Loader.swift": """
      import UIKit
      open class LoaderCell: UITableViewCell {}
      public final class BottomLoaderCell: LoaderCell {}

      """,
      "App/Screen.swift": """
      import UIKit
      import UI
      final class Screen: UITableViewController {
          override func viewDidLoad() {
              tableView.register(BottomLoaderCell.self, forCellReuseIdentifier: String(describing: BottomLoaderCell.self))
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              if indexPath.row == 0 {
                  return tableView.dequeueReusableCell(withIdentifier: String(describing: BottomLoaderCell.self), for: indexPath) as! BottomLoaderCell
              }
              let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: BottomLoaderCell.self), for: indexPath)
              return cell
          }
      }

      """,
    ])
    defer { directory.remove() }
    let run = CommandRun(
      ["migrate", "App", "--module", "App", "--context", "UI", "--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 3 call sites in 1 file; left 0 as they were"))
    let migrated = try #require(directory.read("App/Screen.swift"))
    #expect(
      migrated.contains(
        "return tableView.dequeueReusableCell(identifier: .bottomLoaderCell, for: indexPath)\n"))
    #expect(
      migrated.contains(
        "let cell: UITableViewCell = tableView.dequeueReusableCell(identifier: .bottomLoaderCell, for: indexPath)"
      ))
    #expect(migrated.contains("extension TypedReuseIdentifier where View == BottomLoaderCell {"))
    // audit reads the typed calls of the other module's class as that registry's.
    let audit = CommandRun(["audit", "App", "--module", "App", "--context", "UI"], in: directory.path)
    #expect(
      audit.standardOutput.contains("audit: 3 call sites (3 resolved), 0 errors"), "\(audit.standardOutput)")
    // Without the registration, the typed dequeues crash, and audit says so.
    directory.write(
      "App/Screen.swift",
      migrated.replacingOccurrences(of: "tableView.register(identifier: .bottomLoaderCell)", with: ""))
    let broken = CommandRun(["audit", "App", "--module", "App", "--context", "UI"], in: directory.path)
    #expect(
      broken.standardOutput.contains(
        "error: reuse identifier 'BottomLoaderCell' is dequeued but never registered as a table view cell"),
      "\(broken.standardOutput)")
  }

  /// Mastodon's loader cell: the context module registers and dequeues the same string on its own screen, and
  /// one screen of the app dequeues it through the app's helper. A typed identifier keeps the string, so
  /// the sites this run rewrites move and those it does not stay as they are; one that uses the string for
  /// another class keeps them all, since the typed dequeue would trap on it.
  @Test(arguments: [false, true])
  func sitesThisRunDoesNotRewriteKeepTheGroupOnlyWhenTheirClassDiffers(otherClass: Bool) throws {
    let contextScreen = """
      import UIKit
      open class LoaderCell: UITableViewCell {}
      public final class BottomLoaderCell: LoaderCell {}
      public final class OtherCell: UITableViewCell {}
      final class AutoCompleteViewController: UITableViewController {
          override func viewDidLoad() {
              tableView.register(\(otherClass ? "OtherCell" : "BottomLoaderCell").self, forCellReuseIdentifier: String(describing: BottomLoaderCell.self))
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: String(describing: BottomLoaderCell.self), for: indexPath)
          }
      }

      """
    let screen = """
      import UIKit
      import UI
      extension UITableView {
          func dequeueLoader(for indexPath: IndexPath) -> BottomLoaderCell {
              dequeueReusableCell(withIdentifier: String(describing: BottomLoaderCell.self), for: indexPath) as! BottomLoaderCell
          }
      }
      final class Screen: UITableViewController {
          override func viewDidLoad() {
              tableView.register(BottomLoaderCell.self, forCellReuseIdentifier: String(describing: BottomLoaderCell.self))
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: String(describing: BottomLoaderCell.self), for: indexPath) as! BottomLoaderCell
          }
      }
      final class SearchScreen: UITableViewController {
          override func viewDidLoad() {
              tableView.register(BottomLoaderCell.self, forCellReuseIdentifier: String(describing: BottomLoaderCell.self))
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueLoader(for: indexPath)
          }
      }

      """
    let directory = Self.directory(["UI/AutoComplete.swift": contextScreen, "App/Screen.swift": screen])
    defer { directory.remove() }
    let run = CommandRun(
      ["migrate", "App", "--module", "App", "--context", "UI", "--write"], in: directory.path)
    #expect(directory.read("UI/AutoComplete.swift") == contextScreen)
    let migrated = try #require(directory.read("App/Screen.swift"))
    guard !otherClass else {
      #expect(run.standardError.contains("Rewrote 0 call sites"), "\(run.standardError)")
      #expect(migrated == screen)
      return
    }
    #expect(
      run.standardError.contains("Rewrote 3 call sites in 1 file; left 1 as it was"), "\(run.standardError)")
    #expect(migrated.contains("        tableView.register(identifier: .bottomLoaderCell)\n"))
    #expect(
      migrated.contains(
        "        tableView.dequeueReusableCell(identifier: .bottomLoaderCell, for: indexPath)\n"))
    // The helper's own call stays UIKit's, with the same string.
    #expect(
      migrated.contains(
        "dequeueReusableCell(withIdentifier: String(describing: BottomLoaderCell.self), for: indexPath) as! "
          + "BottomLoaderCell\n"))
    #expect(migrated.contains("extension TypedReuseIdentifier where View == BottomLoaderCell {"))
  }

  /// A module class is a kind of the UIKit class its chain reaches, and of nothing else.
  @Test func aCastToAnotherRegistrysUIKitClassAlwaysFails() {
    let directory = Self.directory([
      "Screen.swift": """
      import UIKit
      class BaseCell: UITableViewCell {}
      final class FeedCell: BaseCell {}
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! UITableViewCell }
          return tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! UICollectionViewListCell
        }
      }

      """
    ])
    defer { directory.remove() }
    let run = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(!run.standardOutput.contains("Screen.swift:9:"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("Screen.swift:10:"), "\(run.standardOutput)")
  }

  @Test func aGroupThatNamesAnotherClassStays() {
    let directory = Self.directory([
      "Screen.swift": """
      import UIKit
      import PodKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(PodCell.self, forCellReuseIdentifier: "pod")
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "pod", for: indexPath) }
          return tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath) as! PodCell
        }
      }

      """
    ])
    defer { directory.remove() }
    let run = Self.migrate(directory)
    #expect(
      run.standardError.contains(
        "Screen.swift:5:15: note: not migrated: reuse identifier 'pod' names no reusable view of the module, and this registration's class is not known: 'PodCell' is not declared in the scanned sources"
      ))
    #expect(
      run.standardError.contains(
        "Screen.swift:10:22: note: not migrated: reuse identifier 'plain' names no reusable view of the module, and this dequeue is used as 'PodCell'"
      ))
    #expect(run.standardError.contains("Rewrote 0 call sites"))
  }

  @Test func theModulesOwnHelperOfTheSameLabelsKeepsTheString() {
    let directory = Self.directory([
      "Helpers.swift": """
      import UIKit
      extension UITableView {
        func register(identifier: String) { register(UITableViewCell.self, forCellReuseIdentifier: identifier) }
      }

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        }
      }

      """,
    ])
    defer { directory.remove() }
    let run = Self.migrate(directory)
    #expect(
      run.standardError.contains(
        "note: not migrated: the module's own 'UITableView.register(identifier:)' replaces the generated one")
    )
  }

  @Test(arguments: [
    ("settingsCell1", "settingsCell1"), ("UITableViewCell", "uiTableViewCell"),
    ("Right Detail", "rightDetail"),
    ("ALLERGEN_CELL_IDENTIFIER", "allergenCellIdentifier"), ("default", "defaultIdentifier"),
    ("2up", "identifier2up"), ("cell-id", "cellId"), ("cell_id", "cellId"), ("rawValue", "rawValue2"),
  ])
  func memberNamesAreLowerCamelCaseAndFree(identifier: String, member: String) {
    #expect(Migrator.memberName(for: identifier, avoiding: ["rawValue", "source"]) == member)
  }

  @Test func aFileThatImportsUIKitUnderAConditionGetsItsDeclarationsUnderOne() throws {
    let directory = Self.directory([
      "Screen.swift": """
      #if canImport(UIKit)
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        }
      }
      #endif
      """
    ])
    defer { directory.remove() }
    _ = Self.migrate(directory)
    let migrated = try #require(directory.read("Screen.swift"))
    #expect(
      migrated.hasSuffix(
        """
        #endif

        #if canImport(UIKit)
        // Reuse identifiers the app chose, each declared once with its class for the typed API.
        extension TypedReuseIdentifier where View == UITableViewCell {
          static var plain: Self { Self("plain") }
        }
        #endif

        """))
  }
}
