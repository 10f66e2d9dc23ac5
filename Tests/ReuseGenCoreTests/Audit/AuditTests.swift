import Foundation
import Testing

@testable import ReuseGenCore

/// `reusegen audit` on fixture modules written the way apps are, and on small modules that each pin one rule.
@Suite struct AuditTests {
  /// The findings of `audit --format json`, as (kind, severity, line).
  private static func findings(_ run: CommandRun) throws -> [(kind: String, severity: String, line: Int)] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    return findings.map {
      ($0["kind"] as? String ?? "", $0["severity"] as? String ?? "", $0["line"] as? Int ?? 0)
    }
  }

  private static func callSites(_ run: CommandRun) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    return object?["callSites"] as? [[String: Any]] ?? []
  }

  @Test func correctModuleHasNoErrors() throws {
    let run = CommandRun(
      ["audit", Fixtures.path("Audit/Shop"), "--module", "Shop", "--identifier-style", "class-name"], in: "/")
    #expect(run.status == .success)
    #expect(!run.standardOutput.contains(": error: "))
    // Two unrelated screens that both call their cell "Cell", each on the table view it holds, never give
    // one table view both classes: no finding.
    #expect(run.standardOutput.contains("audit: 20 call sites (20 resolved), 0 errors, 0 warnings"))
  }

  /// A subclass screen that registers another class under its superclass's string, on the view it
  /// inherits, may give that view both: worth a warning.
  @Test func oneStringForTwoClassesOfRelatedScreensIsAWarning() {
    let directory = TemporaryDirectory.module([
      "Screens.swift": """
      import UIKit
      final class ProductCell: UITableViewCell {}
      final class ReviewCell: UITableViewCell {}
      class ProductsViewController: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.register(ProductCell.self, forCellReuseIdentifier: "Cell")
          }
      }
      final class ReviewsViewController: ProductsViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.register(ReviewCell.self, forCellReuseIdentifier: "Cell")
          }
      }

      """
    ])
    defer { directory.remove() }
    let run = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      run.standardOutput.contains(
        "warning: reuse identifier 'Cell' is registered for 'ReviewCell' and for 'ProductCell'"),
      "\(run.standardOutput)")
  }

  /// The adoption fixtures are real patterns of modules that work: audit must report no error on any.
  @Test(arguments: [
    "AvailableCells", "ClassVarOverrides", "DeprecatedCells", "MarkerProtocolHelpers", "OwnDequeuable",
    "ReusableProtocol", "StaticIdentifiers", "UIKitExtensionHelpers",
  ])
  func workingModulesHaveNoErrors(folder: String) {
    let run = CommandRun(["audit", Fixtures.path("Adoption/\(folder)"), "--module", folder], in: "/")
    #expect(run.status == .success)
    #expect(!run.standardOutput.contains(": error: "))
    #expect(!run.standardOutput.contains(": warning: "))
  }

  @Test func everySeededMistakeIsFound() throws {
    let run = CommandRun(
      ["audit", Fixtures.path("Audit/Broken"), "--module", "Broken", "--format", "json"], in: "/")
    #expect(run.status == .failure)
    let found = try Self.findings(run)
    let errors = found.filter { $0.severity == "error" }.map { "\($0.kind)@\($0.line)" }
    #expect(
      errors == [
        "identifierRegisteredTwice@14", "nibIdentifierMismatch@17", "forceCastMismatch@32",
        "unregisteredDequeue@40", "unregisteredDequeue@46", "unregisteredDequeue@60",
      ])
    let notes = found.filter { $0.severity == "note" }.map { "\($0.kind)@\($0.line)" }
    #expect(notes == ["neverDequeued@19", "neverDequeued@20", "neverDequeued@53"])
    // The cast to a superclass of the registered class (line 37) is correct.
    #expect(!found.contains { $0.line == 37 })
  }

  @Test func textOutputNamesBothLocations() {
    let run = CommandRun(
      ["audit", Fixtures.path("Audit/Broken"), "--module", "Broken"], in: Fixtures.path("Audit"))
    #expect(
      run.standardOutput.contains(
        "Broken/ProfileViewController.swift:17:88: error: nib 'TagCell' is registered under reuse identifier 'tag'"
      ))
    #expect(
      run.standardOutput.contains(
        "Broken/TagCell.xib:6:9: note: 'TagCell' sets reuse identifier 'TagCell' here"))
    #expect(
      run.standardOutput.contains(
        "Broken/ProfileViewController.swift:15:15: note: 'avatar' registered for 'AvatarCell' here"))
  }

  @Test func jsonSaysHowEachIdentifierResolved() throws {
    let run = CommandRun(
      ["audit", ".", "--module", "Shop", "--identifier-style", "class-name", "--format", "json"],
      in: Fixtures.path("Audit/Shop"))
    let sites = try Self.callSites(run)
    func site(_ file: String, _ line: Int) -> [String: Any]? {
      sites.first { $0["file"] as? String == file && $0["line"] as? Int == line }
    }
    #expect(site("ProductsViewController.swift", 10)?["resolution"] as? String == "constant")
    #expect(site("ProductsViewController.swift", 10)?["identifier"] as? String == "ProductCell")
    #expect(site("ProductsViewController.swift", 11)?["nib"] as? String == "BannerCell")
    #expect(site("ProductsViewController.swift", 11)?["registeredClass"] as? String == "BannerCell")
    #expect(site("ProductsViewController.swift", 12)?["resolution"] as? String == "declared")
    #expect(site("ProductsViewController.swift", 13)?["identifier"] as? String == "plain")
    #expect(site("ProductsViewController.swift", 26)?["cast"] as? String == "ProductCell")
    // The app's own helper is read at its calls, with their arguments; uncalled, its body is no site.
    #expect(site("OrdersViewController.swift", 41) == nil)
  }

  // MARK: - One rule each

  private static func audit(_ files: [String: String], _ extra: [String] = []) -> CommandRun {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    for (name, contents) in files { directory.write(name, contents) }
    return CommandRun(["audit", ".", "--module", "App", "--format", "json"] + extra, in: directory.path)
  }

  private static let cells = """
    import UIKit
    final class ACell: UITableViewCell {}
    final class BCell: UITableViewCell {}

    """

  @Test func identifiersResolveLikeSwiftNames() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      let globalID = "global"
      final class Screen: UITableViewController {
        let instanceID = "instance"
        var mutableID = "mutable"
        static var computedID: String { "computed" }
        func setUp(parameterID: String) {
          let localID = "local"
          tableView.register(ACell.self, forCellReuseIdentifier: localID)
          tableView.register(ACell.self, forCellReuseIdentifier: instanceID)
          tableView.register(ACell.self, forCellReuseIdentifier: self.instanceID)
          tableView.register(ACell.self, forCellReuseIdentifier: Screen.computedID)
          tableView.register(ACell.self, forCellReuseIdentifier: globalID)
          tableView.register(ACell.self, forCellReuseIdentifier: mutableID)
          tableView.register(ACell.self, forCellReuseIdentifier: parameterID)
          tableView.register(ACell.self, forCellReuseIdentifier: "a" + "b")
          tableView.register(ACell.self, forCellReuseIdentifier: "\\(localID)")
        }
      }

      """,
    ])
    let identifiers = try Self.callSites(run).map { ($0["identifier"] as? String) ?? "unresolved" }
    #expect(
      identifiers == [
        "local", "instance", "instance", "computed", "global", "unresolved", "unresolved", "ab", "local",
      ])
  }

  @Test func ambiguousConstantsStayUnresolved() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "A.swift": "enum A { enum IDs { static let cell = \"a\" } }\n",
      "B.swift": "enum B { enum IDs { static let cell = \"b\" } }\n",
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(ACell.self, forCellReuseIdentifier: IDs.cell)
          tableView.register(ACell.self, forCellReuseIdentifier: A.IDs.cell)
        }
      }

      """,
    ])
    let sites = try Self.callSites(run)
    #expect(sites.map { $0["identifier"] as? String } == [nil, "a"])
    // Swift finds neither from `Screen` ("cannot find 'IDs' in scope"): no `IDs` is around it.
    #expect(
      sites.first?["reason"] as? String
        == "'IDs' is not in scope here: the sources declare it only as 'A.IDs', 'B.IDs'")
  }

  @Test func anUnresolvedRegistrationMeansNothingIsProvenUnregistered() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        func setUp(identifier: String) {
          tableView.register(ACell.self, forCellReuseIdentifier: identifier)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "maybe", for: indexPath) as! ACell
        }
      }

      """,
    ])
    #expect(run.status == .success)
    #expect(try Self.findings(run).allSatisfy { $0.severity == "note" })
  }

  /// An unresolved registration covers only what it could register: the dequeues of its class, with its
  /// identifier expression, or in its own class's code; never the whole registry.
  @Test func anUnresolvedRegistrationCoversOnlyItsClass() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "Setup.swift": """
      import UIKit
      enum Setup {
        @MainActor static func register(_ tableView: UITableView, identifier: String) {
          tableView.register(ACell.self, forCellReuseIdentifier: identifier)
        }
      }

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath) as! ACell
          }
          return tableView.dequeueReusableCell(withIdentifier: "b", for: indexPath) as! BCell
        }
      }

      """,
    ])
    #expect(run.status == .failure)
    let errors = try Self.findings(run).filter { $0.severity == "error" }
    #expect(errors.map(\.kind) == ["unregisteredDequeue"])
    #expect(errors.map(\.line) == [7])
  }

  /// Even in the same class, an unresolved registration of a class the dequeue's cast refuses is not what the
  /// dequeue finds; the chain through a generic base class of the module is followed to tell (Habitica's
  /// `BaseNotificationCell<NP>` cells, registered under another module's enum).
  @Test func anUnresolvedRegistrationOfAClassTheCastRefusesCoversNothing() throws {
    let run = Self.audit([
      "Cells.swift": """
      import UIKit
      class BaseNotificationCell<Payload>: UITableViewCell {}
      final class NewsCell: BaseNotificationCell<String> {}
      final class OptionCell: UITableViewCell {}

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        func setUp(identifier: String) {
          tableView.register(NewsCell.self, forCellReuseIdentifier: identifier)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "news", for: indexPath) as! NewsCell
          }
          return tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath) as! OptionCell
        }
      }

      """,
    ])
    #expect(run.status == .failure)
    let errors = try Self.findings(run).filter { $0.severity == "error" }
    #expect(errors.map(\.kind) == ["unregisteredDequeue"])
    #expect(errors.map(\.line) == [10])
  }

  /// One string registered on many screens (pocket-casts' "DisclosureCell", GitHawk's "cell"): a screen that
  /// serves its own table and registers other cells on it, but not this one, crashes though another screen
  /// registers the string on its own table. A data source object that registers nothing, or a helper
  /// handed the table as a parameter, proves nothing.
  @Test func aStringOnlyOtherScreensRegisterOnTheirOwnTables() throws {
    let screen = { (name: String, registrations: String, dequeued: String) in
      """
      import UIKit
      final class \(name): UIViewController, UITableViewDataSource {
        @IBOutlet var settingsTable: UITableView! {
          didSet {
            \(registrations)
          }
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "\(dequeued)", for: indexPath)
        }
      }

      """
    }
    let files = [
      "Cells.swift": Self.cells,
      "Appearance.swift": screen(
        "AppearanceViewController",
        #"settingsTable.register(ACell.self, forCellReuseIdentifier: "disclosure")"#, "disclosure"),
      "Downloads.swift": screen(
        "DownloadSettingsViewController",
        #"settingsTable.register(BCell.self, forCellReuseIdentifier: "switch")"#, "disclosure"),
    ]
    let run = Self.audit(files)
    #expect(run.status == .failure)
    let errors = try Self.findings(run).filter { $0.severity == "error" }
    #expect(errors.map(\.kind) == ["registeredOnlyElsewhere"])
    #expect(errors.map(\.line) == [10])
    #expect(
      run.standardOutput.contains(
        "reuse identifier 'disclosure' is dequeued in 'DownloadSettingsViewController', which serves its own view "
          + "and registers other table view cells but not this one; only 'AppearanceViewController' registers it, "
          + "on its own view"))
    // Registered through a parameter, the string may be on this screen's table.
    var shared = files
    shared["Shared.swift"] = """
      import UIKit
      enum SharedCells {
        @MainActor static func register(on table: UITableView) {
          table.register(ACell.self, forCellReuseIdentifier: "disclosure")
        }
      }

      """
    #expect(try Self.findings(Self.audit(shared)).allSatisfy { $0.severity != "error" })
    // A screen that registers nothing on its table may be served by others.
    var bare = files
    bare["Downloads.swift"] = screen("DownloadSettingsViewController", "", "disclosure")
    #expect(try Self.findings(Self.audit(bare)).allSatisfy { $0.severity != "error" })
  }

  /// Rocket.Chat's idioms: a view model's constant read through a property whose type its initializer
  /// writes (`private let viewModel = LanguageViewModel()`), and a nib-backed cell's `nib` member, which
  /// registers that cell; a wrong cast of its dequeue is then caught.
  @Test func aViewModelsConstantAndACellsNibMember() throws {
    let run = Self.audit([
      "Cells.swift": """
      import UIKit
      final class DirectoryUserCell: UITableViewCell {
        static let identifier = "DirectoryUserCell"
        static var nib: UINib { UINib(nibName: "DirectoryUserCell", bundle: nil) }
      }
      final class LanguageCell: UITableViewCell {}

      """,
      "DirectoryUserCell.xib": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <tableViewCell id="a" customClass="DirectoryUserCell" customModule="App" customModuleProvider="target"/>
          </objects>
      </document>

      """,
      "Screen.swift": """
      import UIKit
      final class LanguageViewModel {
        let cellIdentifier = "changeLanguageCell"
      }
      final class Screen: UITableViewController {
        private let viewModel = LanguageViewModel()
        override func viewDidLoad() {
          tableView.register(DirectoryUserCell.nib, forCellReuseIdentifier: DirectoryUserCell.identifier)
          tableView.register(LanguageCell.self, forCellReuseIdentifier: viewModel.cellIdentifier)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: self.viewModel.cellIdentifier, for: indexPath)
          }
          return tableView.dequeueReusableCell(withIdentifier: DirectoryUserCell.identifier, for: indexPath) as! LanguageCell
        }
      }

      """,
    ])
    let sites = try Self.callSites(run)
    #expect(
      sites.map { $0["identifier"] as? String } == [
        "DirectoryUserCell", "changeLanguageCell", "changeLanguageCell", "DirectoryUserCell",
      ])
    #expect(sites.first?["registeredClass"] as? String == "DirectoryUserCell")
    let errors = try Self.findings(run).filter { $0.severity == "error" }
    #expect(errors.map(\.kind) == ["forceCastMismatch"])
    #expect(errors.map(\.line) == [15])
  }

  /// `guard let cell = … as? X else { return UITableViewCell() }` does not crash on the wrong class, but its
  /// fallback is all the user sees: an error too; with `fatalError()` in the `else`, a crash.
  @Test func conditionalCastsToTheWrongClass() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(ACell.self, forCellReuseIdentifier: "a")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            guard let cell = tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath) as? BCell else {
              return UITableViewCell()
            }
            return cell
          }
          guard let cell = tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath) as? BCell else {
            fatalError("not a BCell")
          }
          return cell
        }
      }

      """,
    ])
    let errors = try Self.findings(run).filter { $0.severity == "error" }
    #expect(errors.map(\.kind) == ["conditionalCastAlwaysFails", "forceCastMismatch"])
    #expect(errors.map(\.line) == [8, 13])
  }

  /// `let nib = UINib.init(nibName: "X", bundle: nil)` then `register(nib, …)`, as Habitica writes it: the
  /// registered class is the xib's, so a cast to another class is caught.
  @Test func aNibRegisteredThroughAConstant() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Cells.swift", Self.cells)
    directory.write(
      "ACell.xib",
      try String(contentsOfFile: Fixtures.path("Audit/Broken/TagCell.xib"), encoding: .utf8)
        .replacingOccurrences(of: "TagCell", with: "ACell"))
    directory.write(
      "Screen.swift",
      """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          let nib = UINib.init(nibName: "ACell", bundle: nil)
          tableView.register(nib, forCellReuseIdentifier: "ACell")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "ACell", for: indexPath) as! BCell
        }
      }

      """)
    let run = CommandRun(["audit", ".", "--module", "App", "--format", "json"], in: directory.path)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let sites = object?["callSites"] as? [[String: Any]] ?? []
    #expect(sites.first?["registeredClass"] as? String == "ACell")
    #expect(try Self.findings(run).filter { $0.severity == "error" }.map(\.kind) == ["forceCastMismatch"])
  }

  @Test func castsAreCheckedOnlyAgainstKnownClasses() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells + "final class SubA: ACell {}\n",
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        var cellClass: AnyClass = ACell.self
        override func viewDidLoad() {
          tableView.register(cellClass, forCellReuseIdentifier: "dynamic")
          tableView.register(SubA.self, forCellReuseIdentifier: "sub")
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          _ = tableView.dequeueReusableCell(withIdentifier: "dynamic", for: indexPath) as! BCell
          _ = tableView.dequeueReusableCell(withIdentifier: "sub", for: indexPath) as! ACell
          return tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath) as! BCell
        }
      }

      """,
    ])
    let errors = try Self.findings(run).filter { $0.severity == "error" }
    #expect(errors.map(\.kind) == ["forceCastMismatch"])
    #expect(errors.map(\.line) == [12])
  }

  @Test func twoClassesForOneIdentifierAreAnErrorOnlyInSequence() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        var isCompact = false
        override func viewDidLoad() {
          if isCompact {
            tableView.register(ACell.self, forCellReuseIdentifier: "row")
          } else {
            tableView.register(BCell.self, forCellReuseIdentifier: "row")
          }
          switch isCompact {
          case true: tableView.register(ACell.self, forCellReuseIdentifier: "other")
          case false: tableView.register(BCell.self, forCellReuseIdentifier: "other")
          }
          tableView.register(ACell.self, forCellReuseIdentifier: "twice")
          tableView.register(BCell.self, forCellReuseIdentifier: "twice")
        }
      }

      """,
    ])
    let twice = try Self.findings(run).filter { $0.kind == "identifierRegisteredTwice" }
    #expect(twice.map { "\($0.severity)@\($0.line)" } == ["warning@8", "warning@12", "error@15"])
  }

  @Test func typedRegistrationsAndRegisterAllCount() throws {
    let run = Self.audit([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(ACell.self)
          tableView.registerAllReusableViews()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          _ = tableView.dequeueReusableCell(withIdentifier: "App.ACell", for: indexPath) as! ACell
          return tableView.dequeueReusableCell(withIdentifier: "App.BCell", for: indexPath) as! BCell
        }
      }

      """,
    ])
    #expect(run.status == .success)
    #expect(try Self.findings(run).isEmpty)
  }

  @Test func contextRegistrationsCount() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Cells.swift", Self.cells)
    directory.write(
      "App/Screen.swift",
      """
      import UIKit
      final class Screen: BaseScreen {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "shared", for: indexPath)
        }
      }

      """)
    directory.write(
      "Base/BaseScreen.swift",
      """
      import UIKit
      open class BaseScreen: UITableViewController {
        open override func viewDidLoad() {
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "shared")
        }
      }

      """)
    // Without the context, the base that registers is code audit does not read: a note that says so
    // (SPEC §10.7), not a certain crash.
    let alone = CommandRun(["audit", "App"], in: directory.path)
    #expect(alone.status == .success)
    #expect(
      alone.standardOutput.contains(
        "'Screen' inherits from 'BaseScreen', which no file audit reads declares, and which may register it "
          + "(pass the folder that declares 'BaseScreen' with --context to check)"))
    let withContext = CommandRun(["audit", "App", "--context", "Base"], in: directory.path)
    #expect(withContext.status == .success)
  }

  /// A storyboard of a context module may show this module's view controller: its prototypes register for
  /// it, in `audit`, and pin their identifiers in `migrate`, which keeps the string.
  @Test func contextStoryboardPrototypesCount() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let storyboard = try String(
      contentsOfFile: Fixtures.path("Audit/SettingsScreens/About.storyboard"), encoding: .utf8)
    directory.write(
      "Screens/Library.storyboard",
      storyboard.replacingOccurrences(of: "customModule=\"SettingsScreens\"", with: "customModule=\"App\"")
        .replacingOccurrences(of: "reuseIdentifier=\"Cell\"", with: "reuseIdentifier=\"sortCell\""))
    directory.write(
      "App/AboutViewController.swift",
      """
      import UIKit
      final class AboutViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "sortCell", for: indexPath)
        }
      }

      """)
    let alone = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(alone.status == .failure)
    let arguments = ["App", "--module", "App", "--context", "Screens"]
    let withContext = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(withContext.status == .success)
    #expect(withContext.standardOutput.contains("0 errors, 0 warnings"))
    let migrate = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(migrate.status == .success)
    #expect(
      directory.read("App/AboutViewController.swift")?.contains(
        "static var sortCell: Self { Self(\"sortCell\", source: .storyboard) }") == true)
  }

  // MARK: - Command line

  @Test func helpAndUsage() {
    let help = CommandRun(["audit", "--help"], in: "/")
    #expect(help.status == .success)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: Find reuse crashes"))
    #expect(help.standardOutput.contains("--context <path>"))
    let missing = CommandRun(["audit"], in: "/")
    #expect(missing.status == .usage)
    #expect(missing.standardError.contains("Missing expected argument '<path> ...'"))
    #expect(missing.standardError.contains("See 'reusegen audit --help'"))
    let configured = CommandRun(["audit", "--config", Fixtures.path("Audit/Shop/missing.json")], in: "/")
    #expect(configured.status == .failure)
    #expect(configured.standardError.hasSuffix("missing.json: error: cannot read the configuration file\n"))
    let unknown = CommandRun(["audit", ".", "--write"], in: "/")
    #expect(unknown.status == .usage)
    let format = CommandRun(["audit", ".", "--format", "xml"], in: "/")
    #expect(format.status == .usage)
    #expect(CommandRun(["help", "audit"], in: "/").standardOutput == help.standardOutput)
    #expect(
      CommandRun(["--help"], in: "/").standardOutput.contains("audit                   Find reuse crashes"))
  }
}
