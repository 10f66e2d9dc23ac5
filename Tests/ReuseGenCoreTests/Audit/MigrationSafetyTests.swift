import Foundation
import Testing

@testable import ReuseGenCore

/// `migrate` never changes what an app does (SPEC §10.4), on idioms of shipping apps that no rule was tuned
/// for. The Examples package runs `DealsScreens` and its migration on the UIKit stand-in and compares what
/// they show; these tests keep that migration exactly what `migrate --write` makes, and pin each rule.
@Suite struct MigrationSafetyTests {
  private static let examples = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Sources").path

  private static let dealsFiles = [
    "Cells.swift", "DealsViewController.swift", "GalleryViewController.swift", "OrderViewController.swift",
    "ReviewsViewController.swift", "CheckoutFormViewController.swift", "Snapshot.swift",
  ]

  @Test(arguments: [false, true])
  func examplesMigratedDealsScreensIsTheMigrationOfDealsScreens(retireHelpers: Bool) throws {
    // Three Optional header/footer dequeues keep UIKit's call with the view's identifier; one chooses its
    // string at run time from an `if`, one from a `switch` of strings. The gallery's header, dequeued
    // without a cast, moves as its cell does. The reviews and the seller's page, which use one string for
    // a class each, move each to its own. The checkout form's dequeue passes its row's metatype, and the
    // helper that registers each row's class stays the app's.
    try Self.expectMigration(
      of: "DealsScreens", files: Self.dealsFiles, retireHelpers: retireHelpers,
      summary: "Rewrote 21 call sites in 5 files; left 6 as they were")
  }

  /// pocket-casts' Optional dequeues under the app's own `dequeueReusableCell(_:for:)` move to the generated
  /// `dequeueReusableCell(for:)`; the filter editor's loops over cell and header classes move to the
  /// typed `register(_:)`; its dequeues that are not cast stay, since the app's helper takes the generated
  /// one's place; the grid's header, dequeued with `as?`, moves to the typed dequeue coerced to an Optional.
  @Test func examplesMigratedPodcastScreensIsTheMigrationOfPodcastScreens() throws {
    try Self.expectMigration(
      of: "PodcastScreens",
      files: [
        "ReusableTableCell.swift", "SiriSettingsViewController.swift", "FiltersViewController.swift",
        "PodcastGridViewController.swift", "Snapshot.swift",
      ],
      retireHelpers: false, summary: "Rewrote 12 call sites in 3 files; left 3 as they were")
  }

  /// A group that cannot move whole (SPEC §10.6): the dequeue through an Optional receiver keeps the app's
  /// string, and the other calls, the compact list's on itself too, pass typed identifiers of it; the
  /// seasons' group, whose blocking dequeue the app has since fixed, moves whole to the view's API, typed
  /// calls included. The badges' ternary between two strings of one class chooses between their typed
  /// identifiers, through a local and in the call. The chat's dequeues through an Optional table view with
  /// a conditional cast move, one with a ternary over the app's globals; the conversation log's ternary
  /// between two storyboard prototypes of one class chooses between typed identifiers built by the
  /// storyboard. The Examples package runs both on the stand-in against the original.
  @Test func examplesMigratedPartialScreensIsTheMigrationOfPartialScreens() throws {
    try Self.expectMigration(
      of: "PartialScreens",
      files: [
        "BadgesViewController.swift", "Cells.swift", "ChatSnapshot.swift", "ChatViewController.swift",
        "EpisodesViewController.swift", "SeasonsViewController.swift", "Snapshot.swift",
      ],
      retireHelpers: false, summary: "Rewrote 19 call sites in 5 files; left 3 as they were")
  }

  /// A screen on R.swift's reuse names (SPEC §10.7), whose nibs are the package target's resources: with
  /// `--bundle module`, as the plugin passes it, every call moves; the Examples package runs both.
  @Test func examplesMigratedRSwiftScreensIsTheMigrationOfRSwiftScreens() throws {
    try Self.expectMigration(
      of: "RSwiftScreens", files: ["Cells.swift", "WalletViewController.swift", "Snapshot.swift"],
      retireHelpers: false, summary: "Rewrote 6 call sites in 1 file; left 0 as they were",
      options: ["--bundle", "module"])
  }

  /// Objective-C cells that the bridging header shows Swift, and a Swift cell on their base, move to their
  /// typed API; the Examples package runs both on the stand-in, with Swift classes of the same shape
  /// standing in for the Objective-C ones.
  @Test func examplesMigratedBridgedScreensIsTheMigrationOfBridgedScreens() throws {
    try Self.expectMigration(
      of: "BridgedScreens",
      files: [
        "SettingsViewController.swift", "Snapshot.swift", "TwoButtonsTableViewCell.swift",
        "UIView+ReuseIdentifier.swift", "BridgingHeader.swift", "BridgedScreens-Bridging-Header.h",
      ],
      retireHelpers: false, summary: "Rewrote 6 call sites in 1 file; left 0 as they were")
    // Their generated files, checked in, are what `generate` makes of them: the Objective-C cells conform.
    for module in ["BridgedScreens", "MigratedBridgedScreens"] {
      let folder = Self.examples + "/" + module
      let check = CommandRun(
        [
          "generate", folder, "--module", module, "--output", folder + "/ReuseGen_\(module).swift", "--check",
        ],
        in: Self.examples)
      #expect(check.status == .success, "\(check.standardError)")
      let generated = try String(contentsOfFile: folder + "/ReuseGen_\(module).swift", encoding: .utf8)
      #expect(generated.contains("extension SimpleTableViewCell: Dequeuable {}"))
    }
  }

  /// Views private to their screen's file move to typed identifiers declared in that file; the Examples
  /// package runs both on the stand-in. Their generated files, checked in, are what `generate` makes.
  @Test func examplesMigratedPrivateScreensIsTheMigrationOfPrivateScreens() throws {
    try Self.expectMigration(
      of: "PrivateScreens", files: ["TagsViewController.swift", "Snapshot.swift"],
      retireHelpers: false, summary: "Rewrote 4 call sites in 1 file; left 0 as they were")
    for module in ["PrivateScreens", "MigratedPrivateScreens"] {
      let folder = Self.examples + "/" + module
      let check = CommandRun(
        [
          "generate", folder, "--module", module, "--output", folder + "/ReuseGen_\(module).swift", "--check",
        ],
        in: Self.examples)
      #expect(check.status == .success, "\(check.standardError)")
    }
  }

  /// Class methods returning identifiers (`class func cellIdentifier() -> String`, overridden by a
  /// subclass), a static method naming its class, a static member named like an instance property (SPEC
  /// §10.1), a collection view subclass calling UIKit's methods on itself without `self.`, and cells a
  /// manager registers through a helper taking any reusable view's metatype (`UICollectionReusableView.Type`)
  /// on a grid it reaches through the screen's root view, and dequeues assigned to a cell declared before a
  /// `switch` (`case 0:` ends in a colon that is no annotation), and dequeues by a `String` enum's raw value
  /// in a `switch` clause that narrows it to one case (`default:` too, when one case is left): every group
  /// evaluates, so each moves whole to its view's API; the helper's body stays. A nib loaded from the app's
  /// own resource bundle (`IdiomAssets.resourcesBundle`) keeps its string through a typed identifier that
  /// names that bundle.
  @Test func examplesMigratedIdiomScreensIsTheMigrationOfIdiomScreens() throws {
    try Self.expectMigration(
      of: "IdiomScreens",
      files: [
        "Cells.swift", "CapabilitiesViewController.swift", "MembersViewController.swift", "Snapshot.swift",
        "TagsGridView.swift", "AssetsScreen.swift", "PlaybackOptionsViewController.swift",
        "PostPartsViewController.swift", "GroupComposeViewController.swift",
      ],
      retireHelpers: false, summary: "Rewrote 24 call sites in 7 files; left 1 as it was")
  }

  /// The app's own typed helpers whose identifiers are the class names, not the generated style, retire
  /// with `--retire-helpers` when every use of each string is a call of a helper that retires: the register
  /// and dequeue helpers go together, and the note says which strings change to which (SPEC §10.3).
  @Test func examplesMigratedHelperScreensIsTheMigrationOfHelperScreens() throws {
    try Self.expectMigration(
      of: "HelperScreens", files: ["AccountsViewController.swift", "Snapshot.swift"], retireHelpers: true,
      summary: "Retired 2 of the module's own helpers; 4 calls moved to the generated API")
  }

  /// A group whose string is not its view's generated identifier moves whole to the view's API only when no
  /// code reads a view's `reuseIdentifier`: `cellForRow(at:)?.reuseIdentifier == "FeedCell"` would be
  /// false once the cell is registered as `App.FeedCell`. The group's sites keep the string through a
  /// typed identifier instead (SPEC §10.6); without the read, or with a read by another cell of its own
  /// identifier, they move whole.
  @Test func aGroupKeepsItsStringWhenCodeReadsAViewsReuseIdentifier() throws {
    let screen = """
      import UIKit

      final class FeedCell: UITableViewCell {}

      final class FeedViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(FeedCell.self, forCellReuseIdentifier: "FeedCell")
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "FeedCell", for: indexPath)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          if tableView.cellForRow(at: indexPath)?.reuseIdentifier == "FeedCell" { print("feed") }
        }
      }

      """
    let withoutRead = screen.replacingOccurrences(
      of: "?.reuseIdentifier == \"FeedCell\"", with: " is FeedCell")
    // A cell that reads its own identifier sees only its own string (and its subclasses'): FeedCell's group
    // still moves.
    let ownRead = """

      final class VariantCell: UITableViewCell {
        var isCompact: Bool { reuseIdentifier == "Compact" }
      }

      """
    for (source, movesWhole) in [(screen, false), (withoutRead, true), (withoutRead + ownRead, true)] {
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      directory.write("App/Feed.swift", source)
      let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
      #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0"), "\(run.standardError)")
      let migrated = try #require(directory.read("App/Feed.swift"))
      #expect(migrated.contains("tableView.register(FeedCell.self)\n") == movesWhole, "\(migrated)")
      #expect(migrated.contains("tableView.register(identifier: .feedCell)\n") == !movesWhole, "\(migrated)")
      #expect(migrated.contains("static var feedCell: Self { Self(\"FeedCell\") }") == !movesWhole)
    }
  }

  /// A retired helper between two other members of its extension leaves one blank line between them, as a
  /// careful person deleting it would, not two (which `swift format` flags).
  @Test func aRetiredHelperBetweenMembersLeavesOneBlankLine() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App/Helpers.swift",
      """
      import UIKit

      extension UITableView {
        func reloadQuietly() {
          reloadData()
        }

        func register<T: UITableViewCell>(_: T.Type) {
          register(T.self, forCellReuseIdentifier: String(describing: T.self))
        }

        func scrollToTop() {
          setContentOffset(.zero, animated: false)
        }
      }

      final class AccountCell: UITableViewCell {}

      final class Screen: UIViewController {
        let tableView = UITableView()
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(AccountCell.self)
        }
      }

      """)
    let run = CommandRun(
      ["migrate", "App", "--module", "App", "--retire-helpers", "--write"], in: directory.path)
    #expect(run.standardError.contains("Retired 1 of the module's own helpers"), "\(run.standardError)")
    let migrated = try #require(directory.read("App/Helpers.swift"))
    #expect(migrated.contains("    reloadData()\n  }\n\n  func scrollToTop() {"))
  }

  /// A helper retires with its strings only together with every helper that uses them: a dequeue helper
  /// kept (it returns an Optional) keeps the register helper too, and a string call of one of the
  /// identifiers keeps both.
  @Test func helpersKeepTheirStringsWhenAnyUseStays() throws {
    let source = try String(
      contentsOfFile: Self.examples + "/HelperScreens/AccountsViewController.swift", encoding: .utf8)
    for variant in [
      source.replacingOccurrences(
        of:
          "-> T where T: Identifiable {\n    guard let cell = dequeueReusableCell(withIdentifier: T.identifier, for: indexPath) as? T else {\n      fatalError(\"Could not dequeue cell with identifier: \\(T.identifier)\")\n    }",
        with:
          "-> T? where T: Identifiable {\n    guard let cell = dequeueReusableCell(withIdentifier: T.identifier, for: indexPath) as? T else {\n      return nil\n    }"
      ).replacingOccurrences(
        of: "tableView.dequeueReusableCell(for: indexPath)\n",
        with: "tableView.dequeueReusableCell(for: indexPath)!\n"),
      source + """

        final class LegacyAccountsScreen: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "AccountViewCell", for: indexPath)
          }
        }

        """,
    ] {
      #expect(variant != source)
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      directory.write("Screens/AccountsViewController.swift", variant)
      let run = CommandRun(
        ["migrate", "Screens", "--module", "Screens", "--retire-helpers"], in: directory.path)
      #expect(run.status == .success)
      #expect(run.standardError.contains("Retired 0 of the module's own helpers"), "\(run.standardError)")
      #expect(run.standardError.contains("kept 'register(_:)'"))
    }
  }

  /// A view's own `reuseIdentifier` returns the string it was registered with: code that reads it (a
  /// comparison in Swift, a message in Objective-C) would see the generated string once the helpers retire,
  /// so no string changes and both helpers stay, with a note naming the read. A read of a type's static
  /// member, a label, a parameter, or another cell's read of its own identifier keeps nothing.
  @Test func helpersKeepTheirStringsWhenCodeReadsAViewsReuseIdentifier() throws {
    let source = try String(
      contentsOfFile: Self.examples + "/HelperScreens/AccountsViewController.swift", encoding: .utf8)
    let reader = """

      func isAccountRow(_ cell: UITableViewCell) -> Bool {
        cell.reuseIdentifier == AccountViewCell.identifier
      }

      """
    let objectiveC = """
      #import <UIKit/UIKit.h>
      BOOL IsAccountRow(UITableViewCell *cell) {
        return [[cell reuseIdentifier] isEqualToString:@"AccountViewCell"];
      }

      """
    let ownRead = """

      extension UITableViewCell {
        var isAccountRow: Bool { reuseIdentifier == AccountViewCell.identifier }
      }

      """
    let harmless = """

      final class NoteCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
        override func prepareForReuse() {
          super.prepareForReuse()
          textLabel?.isHidden = reuseIdentifier == "Compact"
        }
      }

      func accountIdentifier() -> String { String(describing: AccountViewCell.self) + AccountViewCell.identifier }
      final class PlainCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
        static let reuseIdentifier = "Plain"
        static func label() -> String { Self.reuseIdentifier + type(of: PlainCell()).reuseIdentifier }
      }
      final class NotesViewController: UITableViewController {
        let reuseIdentifier = "Note"
        func identifier(for row: Int) -> String { row == 0 ? reuseIdentifier : self.reuseIdentifier }
      }
      protocol NibNamed { static var reuseIdentifier: String { get } }
      extension NibNamed where Self: UITableViewCell {
        static var nib: UINib { UINib(nibName: reuseIdentifier, bundle: nil) }
      }
      final class LabelCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier id: String?) {
          super.init(style: style, reuseIdentifier: id)
        }
        required init?(coder: NSCoder) { nil }
      }
      struct Row {
        let type: UITableViewCell.Type
        var name: String { type.reuseIdentifier ?? "" }
      }

      """
    let objectiveCInitializer = """
      #import <UIKit/UIKit.h>
      @implementation PlainObjectiveCCell
      - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
        if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {}
        return self;
      }
      + (NSString *)identifier { return [PlainObjectiveCCell reuseIdentifier]; }
      @end

      """
    for (files, place, retired) in [
      (["AccountsViewController.swift": source + reader], "AccountsViewController.swift:", false),
      (["AccountsViewController.swift": source, "Rows.m": objectiveC], "Rows.m:3:", false),
      (["AccountsViewController.swift": source + ownRead], "AccountsViewController.swift:", false),
      (["AccountsViewController.swift": source + harmless, "Plain.m": objectiveCInitializer], "", true),
    ] {
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      for (name, text) in files { directory.write("Screens/" + name, text) }
      let run = CommandRun(
        ["migrate", "Screens", "--module", "Screens", "--retire-helpers"], in: directory.path)
      #expect(run.status == .success)
      if retired {
        #expect(run.standardError.contains("Retired 2 of the module's own helpers"), "\(run.standardError)")
      } else {
        #expect(run.standardError.contains("Retired 0 of the module's own helpers"), "\(run.standardError)")
        #expect(
          run.standardError.contains(
            "would change reuse identifier 'AccountViewCell' to 'Screens.AccountViewCell'"),
          "\(run.standardError)")
        #expect(run.standardError.contains("and the code at Screens/\(place)"), "\(run.standardError)")
      }
    }
  }

  /// A helper whose parameter is any reusable view's metatype (`registerCellClass(_ viewClass:
  /// UICollectionReusableView.Type)`) registers the cell each call passes: a cell is a reusable view, so
  /// the helper is where its type goes. Before, such calls were not read as registrations, and each dequeue
  /// of the cells was a false "dequeued but never registered" error.
  @Test func aHelperTakingASuperclassMetatypeRegistersTheCellsPassed() {
    let run = CommandRun(["audit", "IdiomScreens", "--module", "IdiomScreens"], in: Self.examples)
    #expect(run.status == .success)
    #expect(!run.standardOutput.contains("unregistered-dequeue"))
    #expect(run.standardOutput.contains("audit: 26 call sites (26 resolved), 0 errors, 0 warnings"))
  }

  /// Runs `migrate --write` on a copy of the Examples module `name` named as its migrated twin, and expects
  /// the twin's files and a first run that reaches the fixed point.
  private static func expectMigration(
    of name: String, files: [String], retireHelpers: Bool, summary: String, options extra: [String] = []
  ) throws {
    let migrated = "Migrated" + name
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: directory.path + "/" + migrated)
    let options = ["--module", migrated] + (retireHelpers ? ["--retire-helpers"] : []) + extra
    let run = CommandRun(["migrate", migrated, "--write"] + options, in: directory.path)
    #expect(run.status == .success)
    #expect(run.standardError.contains(summary), "\(run.standardError)")
    for file in files {
      let expected = try String(contentsOfFile: examples + "/" + migrated + "/" + file, encoding: .utf8)
      #expect(directory.read(migrated + "/" + file) == expected, "\(file)")
    }
    let again = CommandRun(["migrate", migrated] + options, in: directory.path)
    #expect(again.standardOutput.isEmpty)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
  }

  private static let deals = """
    import UIKit
    class DealCell: UITableViewCell {}
    final class FeaturedDealCell: DealCell {}
    final class Screen: NSObject, UITableViewDataSource {
      let tableView = UITableView()
      var featured = false
      func setUp() {
        tableView.register(DealCell.self, forCellReuseIdentifier: "dealCell")
        tableView.register(FeaturedDealCell.self, forCellReuseIdentifier: "featuredDealCell")
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let id = featured ? "featuredDealCell" : "dealCell"
        return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! DealCell
      }
    }
    """

  /// The screen that crashed: a string chosen at run time between a cell and its subclass, cast to the
  /// superclass. Both strings stay the app's, and the note names the call that may use them.
  @Test func aRunTimeChoiceKeepsEveryStringItMayUse() {
    let directory = TemporaryDirectory.module(["Screen.swift": Self.deals])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = directory.read("App/Screen.swift") ?? ""
    #expect(!migrated.contains("register(FeaturedDealCell.self)"))
    #expect(!migrated.contains("register(DealCell.self)"))
    #expect(migrated.contains("let id = featured ? \"featuredDealCell\" : \"dealCell\""))
    #expect(
      run.standardError.contains(
        "not migrated: the identifier is chosen at run time among 'featuredDealCell', 'dealCell'"))
    #expect(!run.standardError.contains("unable to dequeue"))
  }

  /// The deals screen with a string nothing evaluates in place of the run-time choice.
  private static let unresolvedDeals = deals.replacingOccurrences(
    of: "let id = featured ? \"featuredDealCell\" : \"dealCell\"", with: "let id = identifiers[0]"
  ).replacingOccurrences(of: "var featured = false", with: "var identifiers: [String] = []")

  /// The unresolved-site rule on its own: a dequeue whose string is not known, cast to the superclass, may
  /// get the subclass, so the subclass's string stays the app's (a typed identifier keeps it) and never
  /// becomes the generated one.
  @Test func anUnresolvedDequeueCastToTheSuperclassKeepsTheSubclassString() {
    let source = Self.unresolvedDeals
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    _ = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = directory.read("App/Screen.swift") ?? ""
    #expect(!migrated.contains("tableView.register(FeaturedDealCell.self)\n"))
    #expect(migrated.contains("tableView.register(identifier: .featuredDealCell)"))
    #expect(migrated.contains("Self(\"featuredDealCell\")"))
  }

  /// Where no typed identifier can keep the string (under `--support-module`), the group stays with a note
  /// that names the dequeue that may use it.
  @Test func theNoteNamesTheUnresolvedSite() {
    let source = Self.unresolvedDeals
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    let run = CommandRun(
      ["migrate", "App", "--module", "App", "--support-module", "ReuseSupport"], in: directory.path)
    #expect(
      run.standardError.contains(
        "reuse identifier 'featuredDealCell' stays, because the dequeue at App/Screen.swift:14:22 has an "
          + "identifier not known before run time, and its cast to 'DealCell' admits it"))
  }

  /// Two screens that each register their own header under one string, on the table view each holds, as
  /// NetNewsWire's account screens do.
  private static let sharedString = """
    import UIKit
    final class ReviewsHeader: UITableViewHeaderFooterView {}
    final class SellerHeader: UITableViewHeaderFooterView {}
    class ReviewsScreen: UIViewController {
        let tableView = UITableView()
        override func viewDidLoad() {
            tableView.register(ReviewsHeader.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader") as! ReviewsHeader
        }
    }
    final class SellerScreen: UIViewController {
        let tableView = UITableView()
        let reviews = ReviewsScreen()
        override func viewDidLoad() {
            tableView.register(SellerHeader.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader") as! SellerHeader
        }
    }

    """

  /// One string, a class per screen: each screen's sites move to its own header's typed API. The group
  /// stays whole where the screens may share a view: one is a kind of the other, one registers on another
  /// object's view, or one part has no registration of its own.
  @Test(arguments: [
    ("apart", true), ("subclass", false), ("another object's view", false), ("no registration", false),
  ])
  func oneStringForAClassPerScreenMovesPerScreen(shape: String, splits: Bool) throws {
    let registration =
      "        tableView.register(SellerHeader.self, forHeaderFooterViewReuseIdentifier: \"SectionHeader\")\n"
    let (change, replacement) =
      switch shape {
      case "subclass":
        ("final class SellerScreen: UIViewController {", "final class SellerScreen: ReviewsScreen {")
      case "another object's view": (registration, "        reviews." + registration.dropFirst(8))
      case "no registration": (registration, "")
      default: ("", "")
      }
    let source =
      change.isEmpty
      ? Self.sharedString : Self.sharedString.replacingOccurrences(of: change, with: replacement)
    #expect(source != Self.sharedString || change.isEmpty)
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = try #require(directory.read("App/Screen.swift"))
    guard splits else {
      #expect(migrated == source)
      #expect(
        run.standardError.contains("not migrated: reuse identifier 'SectionHeader'"), "\(run.standardError)")
      return
    }
    #expect(
      run.standardError.contains("Rewrote 4 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    #expect(migrated.contains("tableView.register(ReviewsHeader.self)\n"))
    #expect(migrated.contains("tableView.dequeueReusableHeaderFooterView(ReviewsHeader.self)\n"))
    #expect(migrated.contains("tableView.register(SellerHeader.self)\n"))
    #expect(migrated.contains("tableView.dequeueReusableHeaderFooterView(SellerHeader.self)\n"))
  }

  /// A WooCommerce settings screen: the row enum's metatype member gives each row's class, the app's helper
  /// registers every row's class in a loop, and the dequeue reads the identifier through the member.
  private static let metatypeRows = """
    import UIKit
    extension UITableViewCell {
        class var reuseIdentifier: String { String(describing: self) }
    }
    extension UITableView {
        func registerNib(for type: UITableViewCell.Type) {
            register(UINib(nibName: type.reuseIdentifier, bundle: nil), forCellReuseIdentifier: type.reuseIdentifier)
        }
    }
    final class SwitchTableViewCell: UITableViewCell {}
    final class ValueTableViewCell: UITableViewCell {}
    final class PrivacyViewController: UITableViewController {
        override func viewDidLoad() {
            for row in Row.allCases { tableView.registerNib(for: row.type) }
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = Row.allCases[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            let row = Row.allCases[section]
            return tableView.dequeueReusableCell(withIdentifier: row.type.reuseIdentifier, for: IndexPath(row: 0, section: section)).textLabel?.text
        }
        enum Row: CaseIterable {
            case analytics, version
            var type: UITableViewCell.Type {
                switch self {
                case .analytics: return SwitchTableViewCell.self
                case .version: return ValueTableViewCell.self
                }
            }
            var reuseIdentifier: String { type.reuseIdentifier }
        }
    }

    """

  /// A dequeue whose identifier a row chooses through a metatype member passes the member, retyped once so
  /// that the compiler checks every type it returns (DESIGN.md §10, "Closed sets"). It stays where
  /// retyping could change other code or the typed call could trap where UIKit's did not.
  @Test(arguments: [
    ("as written", true), ("through the app's own generic dequeue", true),
    ("the app's own generic dequeue asks for a protocol", false),
    ("a generic function of the app takes the member", false),
    ("a protocol asks for the member", false), ("the member is private", false),
    ("a row's class has no typed API", false), ("another class is registered", false),
  ])
  func aRowsMetatypeMemberMovesItsDequeue(shape: String, moves: Bool) throws {
    let (change, replacement) =
      switch shape {
      case "a protocol asks for the member":
        (
          "final class SwitchTableViewCell",
          "protocol CellRow { var type: UITableViewCell.Type { get } }\nfinal class SwitchTableViewCell"
        )
      case "the member is private":
        ("        var type: UITableViewCell.Type {", "        private var type: UITableViewCell.Type {")
      case "a row's class has no typed API":
        ("case .version: return ValueTableViewCell.self", "case .version: return UITableViewCell.self")
      case "another class is registered":
        (
          "override func viewDidLoad() {\n",
          "override func viewDidLoad() {\n        tableView.register(ValueTableViewCell.self, forCellReuseIdentifier: \"SwitchTableViewCell\")\n"
        )
      case "through the app's own generic dequeue":
        (
          "    func registerNib(for type: UITableViewCell.Type) {",
          "    func dequeueReusableCell<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T {\n"
            + "        dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as! T\n    }\n"
            + "    func registerNib(for type: UITableViewCell.Type) {"
        )
      case "the app's own generic dequeue asks for a protocol":
        (
          "    func registerNib(for type: UITableViewCell.Type) {",
          "}\nprotocol Reusing {}\nextension SwitchTableViewCell: Reusing {}\nextension ValueTableViewCell: Reusing {}\n"
            + "extension UITableView {\n"
            + "    func dequeueReusableCell<T: UITableViewCell & Reusing>(_ type: T.Type, for indexPath: IndexPath) -> T {\n"
            + "        dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as! T\n    }\n"
            + "    func registerNib(for type: UITableViewCell.Type) {"
        )
      case "a generic function of the app takes the member":
        // Retyped, `row.type` would open into `T`: the sizing cell would be the row's class, not the base.
        (
          "let row = Row.allCases[indexPath.row]\n",
          "let row = Row.allCases[indexPath.row]\n"
            + "        func sizingCell<T: UITableViewCell>(_ type: T.Type) -> T { T(style: .default, reuseIdentifier: nil) }\n"
            + "        _ = sizingCell(row.type)\n"
        )
      default: ("", "")
      }
    let source =
      change.isEmpty
      ? Self.metatypeRows : Self.metatypeRows.replacingOccurrences(of: change, with: replacement)
    #expect(source != Self.metatypeRows || change.isEmpty)
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = try #require(directory.read("App/Screen.swift"))
    guard moves else {
      #expect(!migrated.contains("Dequeuable"), "\(migrated)")
      #expect(migrated.contains("dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)"))
      // The dequeue's note says why it stays.
      #expect(run.standardError.contains(":30: note: not migrated: "), "\(run.standardError)")
      return
    }
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file"), "\(run.standardError)")
    #expect(
      migrated.contains(
        "let cell: UITableViewCell = tableView.dequeueReusableCell(row.type, for: indexPath)\n"))
    #expect(
      migrated.contains(
        "return tableView.dequeueReusableCell(row.type, for: IndexPath(row: 0, section: section))"))
    #expect(migrated.contains("var type: any (UITableViewCell & Dequeuable).Type {"))
    #expect(migrated.components(separatedBy: "Dequeuable").count == 2)
    // A second run finds nothing left to move, and audit reads each typed call as a dequeue of one of the
    // rows' classes, as it read the string call.
    let again = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites"), "\(again.standardError)")
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.standardOutput.contains("(4 resolved), 0 errors"), "\(audit.standardOutput)")
    directory.write(
      "App/Screen.swift",
      migrated.replacingOccurrences(
        of: "for row in Row.allCases { tableView.registerNib(for: row.type) }", with: ""))
    let broken = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      broken.standardOutput.contains(
        "error: reuse identifier 'ValueTableViewCell' is dequeued but never registered as a table view cell"),
      "\(broken.standardOutput)")
  }

  /// audit checks every member of a closed set: had the subclass's registration moved alone, the screen
  /// would crash, and audit says so.
  @Test func auditCatchesTheCrashOfARegistrationMovedAlone() {
    let broken = Self.deals.replacingOccurrences(
      of: "tableView.register(FeaturedDealCell.self, forCellReuseIdentifier: \"featuredDealCell\")",
      with: "tableView.register(FeaturedDealCell.self, forCellReuseIdentifier: \"App.FeaturedDealCell\")")
    let directory = TemporaryDirectory.module(["Screen.swift": broken])
    defer { directory.remove() }
    let run = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(run.status == .failure)
    #expect(
      run.standardOutput.contains(
        "error: reuse identifier 'featuredDealCell' is dequeued but never registered as a table view cell"))
  }

  /// Identifiers from a closed set evaluate to the set: a ternary, an `if`, and an enum's `switch`.
  @Test func closedSetsEvaluateToTheirMembers() throws {
    let source = """
      import UIKit
      final class ACell: UITableViewCell { nonisolated static let reuseIdentifier = "a" }
      final class BCell: UITableViewCell { nonisolated static let reuseIdentifier = "b" }
      enum Row {
        case a, b, c
        var reuseIdentifier: String {
          switch self {
          case .a: return ACell.reuseIdentifier
          case .b, .c: return BCell.reuseIdentifier
          }
        }
        var name: String {
          if self == .a {
            return "first"
          } else {
            return "second"
          }
        }
      }
      final class Screen {
        func cell(_ tableView: UITableView, _ flag: Bool, _ indexPath: IndexPath) {
          let row: Row = .a
          _ = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
          _ = tableView.dequeueReusableCell(withIdentifier: row.name, for: indexPath)
          _ = tableView.dequeueReusableCell(withIdentifier: flag ? "x" : flag ? "y" : "z", for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    let run = CommandRun(["audit", "App", "--module", "App", "--format", "json"], in: directory.path)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let sites = object?["callSites"] as? [[String: Any]] ?? []
    #expect(
      sites.map { $0["alternatives"] as? [String] ?? [] } == [
        ["a", "b"], ["first", "second"], ["x", "y", "z"],
      ])
    #expect(sites.map { $0["resolution"] as? String } == ["choice", "choice", "choice"])
  }

  /// A dequeue whose nil the code survives keeps returning nil where UIKit did: the header UIKit has no
  /// registration for is still `nil` in a release build, and the local only the rewritten call used goes.
  @Test func optionalDequeuesStayOptionalAndUnusedLocalsGo() {
    let source = """
      import UIKit
      final class NotesHeader: UITableViewHeaderFooterView {}
      final class NoteCell: UITableViewCell {}
      final class Screen: NSObject, UITableViewDelegate {
        let tableView = UITableView()
        func setUp(showsNotes: Bool) {
          if showsNotes {
            let headerID = "NotesHeader"
            tableView.register(NotesHeader.self, forHeaderFooterViewReuseIdentifier: headerID)
          }
          tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "NotesHeader") as? NotesHeader else {
            assertionFailure()
            return nil
          }
          return header
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "note") as? NoteCell ?? UITableViewCell()
        }
      }
      """
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    _ = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = directory.read("App/Screen.swift") ?? ""
    #expect(
      migrated.contains(
        "tableView.dequeueReusableHeaderFooterView(withIdentifier: NotesHeader.reuseIdentifier) as? NotesHeader"
      ))
    #expect(!migrated.contains("headerID"))
    #expect(migrated.contains("      tableView.register(NotesHeader.self)\n    }\n"))
    // No index path: the typed dequeue that returns nil, as UIKit's did.
    #expect(
      migrated.contains("tableView.dequeueReusableCell(NoteCell.self) as NoteCell? ?? UITableViewCell()"))
  }

  /// Only calls on a table or collection view are registrations: a `register` on another type is the
  /// app's, and does not keep a helper from retiring.
  @Test func callsOnOtherTypesAreNotReuseCalls() throws {
    let source = """
      import UIKit
      enum WPAnalytics { static func register(_ provider: AnyObject) {} }
      final class Tracker { func register(_ provider: AnyObject) {} }
      final class NoteCell: UITableViewCell {}
      final class Screen: NSObject {
        let tableView = UITableView()
        let tracker = Tracker()
        func setUp() {
          WPAnalytics.register(self)
          tracker.register(self)
          tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        }
      }
      """
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    let run = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(run.standardOutput.contains("audit: 1 call site (1 resolved)"))
  }

  /// The diff applies with `patch -p1` and `git apply` whatever the path: a tab ends each name, and a name
  /// with bytes outside ASCII is quoted as git quotes it.
  @Test(arguments: ["Order Details", "Détails de commande"])
  func theDiffAppliesOnPathsWithSpacesAndNonASCIINames(folder: String) throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App/\(folder)/Screen.swift",
      """
      import UIKit
      final class NoteCell: UITableViewCell {}
      func setUp(_ tableView: UITableView) {
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
      }
      func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> NoteCell {
        tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
      }

      """)
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(run.standardOutput.contains("+++ "))
    directory.write("migrate.diff", run.standardOutput)
    for tool in [
      ["patch", "-p1", "--dry-run", "-i", "migrate.diff"], ["git", "apply", "--check", "migrate.diff"],
    ] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = tool
      process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(tool[0]) on '\(folder)'")
    }
  }

  /// The diff of a run is computed from each file as all passes leave it: its line edits turn the original
  /// into that file exactly, whatever lines were removed, inserted or changed.
  @Test(arguments: 0..<20)
  func lineEditsTurnTheOriginalIntoTheFinalFile(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let words = ["a\n", "b\n", "register\n", "let x = 1\n", "}\n", "\n", "no newline"]
    func file() -> [UInt8] {
      let lines = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
        words[Int.random(in: 0..<(words.count - 1), using: &generator)]
      }
      return Array((lines.joined() + (Bool.random(using: &generator) ? words.last! : "")).utf8)
    }
    let original = file()
    let final = file()
    var bytes = original
    for edit in UnifiedDiff.lineEdits(from: original, to: final).sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    #expect(bytes == final)
  }

  /// The diff removes exactly the lines that `CollectionDifference` removes from the files' lines as byte
  /// arrays: comparing the lines' numbers instead of their bytes leaves Myers' choice as it was.
  @Test(arguments: 0..<20)
  func lineEditsRemoveTheLinesTheDifferenceOfTheBytesRemoves(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 1_000)
    let words = ["a\n", "b\n", "}\n", "\n", "register\n"]
    func lines() -> [[UInt8]] {
      (0..<Int.random(in: 0..<16, using: &generator)).map { _ in
        Array(words[Int.random(in: 0..<words.count, using: &generator)].utf8)
      }
    }
    let old = lines()
    let new = lines()
    var removedByBytes = Set<Int>()
    for case .remove(let offset, _, _) in new.difference(from: old) { removedByBytes.insert(offset) }
    var lineStarts = [0]
    for line in old { lineStarts.append(lineStarts[lineStarts.count - 1] + line.count) }
    var removedByDiff = Set<Int>()
    for edit in UnifiedDiff.lineEdits(from: Array(old.joined()), to: Array(new.joined())) {
      for line in old.indices where edit.start <= lineStarts[line] && lineStarts[line + 1] <= edit.end {
        removedByDiff.insert(line)
      }
    }
    #expect(removedByDiff == removedByBytes)
  }

  /// A supplementary view whose kind and identifier name one constant, dequeued without a cast: a first run
  /// moves both calls and leaves nothing that a second run would move.
  @Test func aFirstRunReachesTheFixedPoint() {
    let source = """
      import UIKit
      final class UpdatedInfoView: UICollectionReusableView {
        static let reuseIdentifier = "UpdatedInfoView"
      }
      final class Screen: NSObject {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        func setUp() {
          collectionView.register(
            UpdatedInfoView.self, forSupplementaryViewOfKind: UpdatedInfoView.reuseIdentifier,
            withReuseIdentifier: UpdatedInfoView.reuseIdentifier)
        }
        func view(at indexPath: IndexPath) -> UICollectionReusableView {
          let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: UpdatedInfoView.reuseIdentifier, withReuseIdentifier: UpdatedInfoView.reuseIdentifier,
            for: indexPath)
          return view
        }
      }
      """
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    let first = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(first.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    #expect(
      directory.read("App/Screen.swift")?.contains(
        "let view: UICollectionReusableView = collectionView.dequeueReusableSupplementaryView(") == true)
    let second = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(second.standardOutput.isEmpty)
    #expect(second.standardError.contains("Would rewrite 0 call sites in 0 files; left 0 as they were"))
  }

  /// The calls of UIKit's string API in a folder, as `Benchmarks/count-string-sites.py` counts them with the
  /// real-apps benchmark's own tokenizer, independently of reusegen.
  private static func stringSites(in folder: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3",
      Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/count-string-sites.py").path,
      folder,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  /// Every call of UIKit's string API is accounted for: the summary's "Rewrote N" and "left M" add up to the
  /// calls the code had, "left M" is what a reader counts in the migrated code, and each of those has a
  /// note of its own.
  @Test(arguments: [
    ("Audit/Shop", ["--identifier-style", "class-name", "--bundle", "main"]), ("Audit/Podcasts", []),
    ("Audit/PlayerScreens", []), ("Audit/SettingsScreens", []), ("Audit/Broken", []),
  ])
  func everyStringSiteThatStaysHasItsNote(fixture: String, options: [String]) throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(atPath: Fixtures.path(fixture), toPath: directory.path + "/App")
    try Self.expectEveryStringSiteAccounted(in: directory, options: options, fixture: fixture)
  }

  /// A registration in a loop over several metatypes is one call, read as one site per type: it is left
  /// once, with one note.
  @Test func aLoopRegistrationIsOneCallLeft() throws {
    let source = """
      import UIKit
      extension UIView {
        class func loadNib() -> UINib { UINib(nibName: String(describing: self), bundle: nil) }
      }
      extension UITableViewHeaderFooterView {
        class var reuseIdentifier: String { String(describing: self) }
      }
      final class PrimaryHeaderView: UITableViewHeaderFooterView {}
      final class TwoColumnHeaderView: UITableViewHeaderFooterView {}
      final class Screen: NSObject {
        let tableView = UITableView()
        func registerHeaders() {
          let headers = [PrimaryHeaderView.self, TwoColumnHeaderView.self]
          for kind in headers {
            tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier: kind.reuseIdentifier)
          }
        }
      }
      """
    let directory = TemporaryDirectory.module(["Screen.swift": source])
    defer { directory.remove() }
    try Self.expectEveryStringSiteAccounted(in: directory, options: [], fixture: "loop")
  }

  /// Runs `migrate --write` on the module `App` of `directory` and checks the summary against the calls of
  /// UIKit's string API counted before and after.
  private static func expectEveryStringSiteAccounted(
    in directory: TemporaryDirectory, options: [String], fixture: String
  ) throws {
    let before = try Self.stringSites(in: directory.path + "/App")
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"] + options, in: directory.path)
    let after = try Self.stringSites(in: directory.path + "/App")
    let summary = run.standardError.split(separator: "\n").first { $0.hasPrefix("Rewrote ") } ?? ""
    // The sites' numbers, before the counts of the lines printed ("as they were, 0 errors, …").
    let sites = summary.components(separatedBy: " as ").first ?? ""
    let numbers = sites.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    #expect(numbers.count == 3, "\(summary)")
    guard numbers.count == 3 else { return }
    #expect(numbers[2] == after, "\(fixture): \(summary)")
    #expect(numbers[0] + numbers[2] == before, "\(fixture): \(summary)")
    #expect(run.standardError.components(separatedBy: ": note: not migrated: ").count - 1 == after)
  }
}
