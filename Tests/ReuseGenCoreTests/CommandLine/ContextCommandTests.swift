import Foundation
import Testing

@testable import ReuseGenCore

/// `--context` and `"context"` (DESIGN.md §9): the modules a module depends on are read for lookup and
/// never generated for.
@Suite struct ContextCommandTests {
  /// A UI module with a base cell drawn in code and one that declares its identifier, and a feature
  /// module that subclasses both.
  func makePackage() -> TemporaryDirectory {
    let package = TemporaryDirectory()
    package.write(
      "UIComponents/Cells.swift",
      """
      import UIKit

      open class CardCell: UITableViewCell {}

      open class LabeledCell: UITableViewCell {
        public static let reuseIdentifier = "labeled"
      }

      class InternalBaseCell: UITableViewCell {
        static let reuseIdentifier = "internal"
      }

      public extension UITableView {
        func register<T: UITableViewCell>(_ cellType: T.Type) {}
      }

      public protocol Dequeuable {}
      """)
    package.write("UIComponents/reusegen.json", #"{"supportModule": "ReuseSupport", "access": "public"}"#)
    package.write(
      "Profile/ProfileCells.swift",
      """
      import UIComponents

      final class ProfileCardCell: CardCell {}
      final class ProfileLabeledCell: LabeledCell {}
      final class PlainCell: UITableViewCell {}
      """)
    return package
  }

  @Test func listFindsViewsThroughContextClassesAndSaysWhichModule() throws {
    let package = makePackage()
    defer { package.remove() }
    let withoutContext = CommandRun(["list", "Profile", "--format", "json"], in: package.path)
    #expect(!withoutContext.standardOutput.contains("ProfileCardCell"))
    let run = CommandRun(
      ["list", "Profile", "--context", "UIComponents", "--format", "json"], in: package.path)
    #expect(run.status == .success, "\(run.standardError)")
    let views = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    #expect(views.map { $0["name"] as? String } == ["PlainCell", "ProfileCardCell", "ProfileLabeledCell"])
    #expect(views[1]["context"] as? String == "UIComponents")
    #expect(views[1]["identifier"] as? String == "Profile.ProfileCardCell")
    // A public identifier of the base module is the subclass's identifier too.
    #expect(views[2]["identifier"] as? String == "labeled")
    #expect(views[2]["identifierSource"] as? String == "declared")
    #expect(views[0]["context"] is NSNull)
    let text = CommandRun(["list", "Profile", "--context", "UIComponents"], in: package.path)
    #expect(text.standardOutput.contains("via UIComponents"))
  }

  @Test func onlyPublicContextDeclarationsCount() {
    let package = makePackage()
    defer { package.remove() }
    let run = CommandRun(["generate", "Profile", "--context", "UIComponents"], in: package.path)
    #expect(run.status == .success, "\(run.standardError)")
    // The base module's public helper and protocol name are visible here: ReuseGen steps aside.
    #expect(run.standardError.contains("'UITableView.register(_:)' is the module's own"))
    #expect(run.standardOutput.contains("protocol ReuseGenDequeuable"))
    #expect(!run.standardOutput.contains("func register<Cell: UITableViewCell &"))
    // The typed-identifier helper has labels of its own, so it stays.
    #expect(run.standardOutput.contains("func register<Cell: UITableViewCell>(identifier:"))
    // The subclass's own conformance: the base module's protocol is internal to it.
    #expect(
      run.standardOutput.contains("extension ProfileCardCell: ReuseGenDequeuable, _ReuseGenNamedByType {}"))
    #expect(run.standardOutput.contains("extension ProfileLabeledCell: ReuseGenDequeuable {}"))
  }

  @Test func aSharedProtocolMakesTheSubclassAnswerThroughInheritedFacts() {
    let package = makePackage()
    defer { package.remove() }
    package.write(
      "Profile/reusegen.json", #"{"supportModule": "ReuseSupport", "context": ["../UIComponents"]}"#)
    let run = CommandRun(["generate", "--config", "Profile/reusegen.json", "Profile"], in: package.path)
    #expect(run.status == .success, "\(run.standardError)")
    // The subclass is named by its type, which the base module's conformance answers with: it needs no
    // facts of its own, and no second conformance.
    #expect(!run.standardOutput.contains("extension ProfileCardCell"))
    // The base module's own public `Dequeuable` is visible here, so the support module's is qualified.
    #expect(
      run.standardOutput.contains("extension PlainCell: ReuseSupport.Dequeuable, _ReuseGenNamedByType {}"))
    // The registry lists the base module's public views too, for an app that imports both.
    #expect(run.standardOutput.contains("UIComponents.CardCell.self"))
    #expect(run.standardOutput.contains("  import UIComponents\n"))
    let listing = CommandRun(["list", "--config", "Profile/reusegen.json", "Profile"], in: package.path)
    #expect(listing.standardOutput.contains("ProfileCardCell"))
  }

  /// A subclass whose xib overrides the identifier its context superclass declares cannot get the xib's
  /// identifier in the typed API: the conformance, in the other module, decides it. Left out, with an
  /// error that says why, rather than a typed API that compiles and then asserts.
  @Test func anOverriddenIdentifierUnderAnotherModulesConformanceIsAnError() {
    let package = makePackage()
    defer { package.remove() }
    package.write(
      "UIComponents/Themeable.swift",
      """
      public protocol Reusing { static var reuseIdentifier: String { get } }
      public extension Reusing { static var reuseIdentifier: String { String(describing: self) } }
      open class ThemeableCell: UITableViewCell, Reusing {}
      """)
    package.write("Profile/TextEntryCell.swift", "final class TextEntryCell: ThemeableCell {}\n")
    package.write(
      "Profile/TextEntryCell.xib",
      InterfaceBuilderFixtures.xibText(
        #"<tableViewCell reuseIdentifier="TextEntryCellId" id="a" customClass="TextEntryCell" customModuleProvider="target"/>"#
      ))
    let arguments = ["Profile", "--context", "UIComponents", "--support-module", "ReuseSupport"]
    let run = CommandRun(["generate"] + arguments, in: package.path)
    #expect(run.status == .failure)
    #expect(
      run.standardError.contains(
        "Profile/TextEntryCell.swift:1:13: error: 'TextEntryCell' must be registered and dequeued with "
          + "'TextEntryCellId', which its nib sets"))
    #expect(run.standardOutput.isEmpty)
    let listing = CommandRun(["list"] + arguments, in: package.path)
    #expect(listing.standardOutput.contains("skipped: registered by Interface Builder's identifier"))
  }

  @Test func contextFilesAreInputsOfARunScriptPhase() {
    let package = makePackage()
    defer { package.remove() }
    let run = CommandRun(
      [
        "generate", "Profile", "--context", "UIComponents", "--output", "Generated/Profile.swift",
        "--xcfilelist-inputs", "inputs.xcfilelist",
      ], in: package.path)
    #expect(run.status == .success, "\(run.standardError)")
    let inputs = package.read("inputs.xcfilelist") ?? ""
    #expect(inputs.contains("$(SRCROOT)/UIComponents/Cells.swift"))
    #expect(inputs.contains("$(SRCROOT)/Profile/ProfileCells.swift"))
  }

  /// An identifier read through a name the module and a context module both declare is the module's own,
  /// as Swift resolves it, in `list` and in `audit`: it was "names more than one type" to both.
  @Test func theModulesOwnDeclarationShadowsAContextModulesInEveryCommand() throws {
    let package = TemporaryDirectory()
    defer { package.remove() }
    package.write("Kit/Names.swift", "public enum Names {\n  public static let cell = \"KitCell\"\n}\n")
    package.write("App/Names.swift", "enum Names {\n  static let cell = \"OwnCell\"\n}\n")
    package.write(
      "App/Cells.swift",
      """
      import UIKit
      import Kit

      final class OwnCell: UITableViewCell {
        static let reuseIdentifier = Names.cell
      }

      final class KitCell: UITableViewCell {
        static let reuseIdentifier = Kit.Names.cell
      }

      final class Screen: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(OwnCell.self, forCellReuseIdentifier: OwnCell.reuseIdentifier)
        }
      }
      """)
    let list = CommandRun(
      ["list", "App", "--module", "App", "--context", "Kit", "--format", "json"], in: package.path)
    #expect(list.status == .success, "\(list.standardError)")
    let views = try #require(
      JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
    #expect(views.map { $0["identifier"] as? String } == ["KitCell", "OwnCell"])
    let audit = CommandRun(
      ["audit", "App", "--module", "App", "--context", "Kit", "--format", "json"], in: package.path)
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
    let sites = try #require(report["callSites"] as? [[String: Any]])
    #expect(sites.map { $0["identifier"] as? String } == ["OwnCell"])
  }

  /// A typealias and a base class the module and a context module both declare are the module's own, as
  /// swiftc takes them, whichever module's folder comes first in path order: the views' kinds in `list`,
  /// the identifiers `audit` reads through the typealias, and the sites `migrate` moves.
  @Test(arguments: ["AKit", "ZKit"])
  func theModulesOwnTypealiasAndBaseClassShadowAContextModules(kit: String) throws {
    let package = TemporaryDirectory()
    defer { package.remove() }
    package.write(
      "\(kit)/Base.swift",
      """
      import UIKit
      open class BaseCell: UIView {}
      public typealias GridBase = UIView
      public enum KitIdentifiers { public static let feed = "KitFeed" }
      public typealias Identifiers = KitIdentifiers
      """)
    package.write(
      "App/Base.swift",
      """
      import UIKit
      class BaseCell: UITableViewCell {}
      typealias GridBase = UICollectionViewCell
      enum AppIdentifiers { static let feed = "FeedCell" }
      typealias Identifiers = AppIdentifiers
      """)
    package.write(
      "App/Screen.swift",
      """
      import UIKit

      final class FeedCell: BaseCell {}
      final class GridCell: GridBase {}

      final class Screen: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(FeedCell.self, forCellReuseIdentifier: Identifiers.feed)
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: Identifiers.feed, for: indexPath)
        }
      }
      """)
    let arguments = ["App", "--module", "App", "--context", kit]
    let list = CommandRun(["list"] + arguments + ["--format", "json"], in: package.path)
    #expect(list.status == .success, "\(list.standardError)")
    let views = try #require(
      JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
    #expect(
      views.map { "\($0["name"] ?? "") \($0["kind"] ?? "")" } == [
        "BaseCell tableViewCell", "FeedCell tableViewCell", "GridCell collectionViewCell",
      ])
    let audit = CommandRun(["audit"] + arguments + ["--format", "json"], in: package.path)
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
    let sites = try #require(report["callSites"] as? [[String: Any]])
    #expect(sites.map { $0["identifier"] as? String } == ["FeedCell", "FeedCell"])
    #expect(report["findings"] as? [Any] != nil && (report["findings"] as? [Any])?.isEmpty == true)
    let migrate = CommandRun(["migrate"] + arguments, in: package.path)
    #expect(migrate.status == .success, "\(migrate.standardError)")
    #expect(migrate.standardOutput.contains("+    tableView.register(FeedCell.self)\n"))
    #expect(
      migrate.standardOutput.contains("+    tableView.dequeueReusableCell(FeedCell.self, for: indexPath)\n"))
    #expect(migrate.standardError.contains("Would rewrite 2 call sites in 1 file; left 0 as they were"))
  }
}
