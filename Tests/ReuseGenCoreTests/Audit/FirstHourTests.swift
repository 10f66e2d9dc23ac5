import Foundation
import Testing

@testable import ReuseGenCore

/// The first hour of a new user on apps nobody here had opened (issue 56): a README read, then `list`,
/// `audit`, `migrate --write` and `audit` again, with `--module` (and `--context`) alone. Each check is an
/// app's own idiom, written as those apps write it, and holds what the tool prints to being true and to
/// leading somewhere. `FirstRunTests` holds the checks of `migrate`'s first run.
@Suite struct FirstHourTests {
  private static let reusable = """
    import UIKit

    protocol Reusable: AnyObject {
      static var reuseIdentifier: String { get }
    }

    extension Reusable {
      static var reuseIdentifier: String { String(describing: self) }
    }

    extension UITableViewCell: Reusable {}

    extension UITableView {
      func register<T: UITableViewCell>(cellType: T.Type) {
        register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
      }

      func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T {
        guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T else {
          fatalError("Failed to dequeue a cell with identifier \\(cellType.reuseIdentifier)")
        }
        return cell
      }
    }
    """

  private static func barScreen(dequeue: String) -> String {
    """
    import UIKit

    final class FooCell: UITableViewCell {}
    final class BarCell: UITableViewCell {}

    final class BarViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: FooCell.self)
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
          let cell: FooCell = tableView.dequeueReusableCell(for: indexPath)
          return cell
        }
        \(dequeue)
      }
    }
    """
  }

  /// A helper's defaulted metatype parameter (`cellType: T.Type = T.self`) is the type the call's context
  /// gives `T`: `let cell: BarCell = …(for: indexPath)` and `… as BarCell` are the crash they are when
  /// `BarCell` is never registered, as with `cellType: BarCell.self` written out.
  @Test(arguments: [
    "let cell: BarCell = tableView.dequeueReusableCell(for: indexPath)\n    return cell",
    "return tableView.dequeueReusableCell(for: indexPath) as BarCell",
    "return tableView.dequeueReusableCell(for: indexPath, cellType: BarCell.self)",
  ])
  func aDefaultedMetatypeParameterIsTheTypeOfTheContext(dequeue: String) {
    let directory = TemporaryDirectory.module([
      "Reusable.swift": Self.reusable, "Bar.swift": Self.barScreen(dequeue: dequeue),
    ])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.status == .failure)
    #expect(
      audit.standardOutput.contains(
        "error: reuse identifier 'BarCell' is dequeued but never registered as a table view cell"))
    #expect(!audit.standardOutput.contains("unresolved"))
    #expect(audit.standardOutput.contains("audit: 3 call sites (3 resolved), 1 error, 0 warnings\n"))
  }

  /// A helper that takes `_ viewClass: UITableViewCell.Type` and registers `String(describing: viewClass)`
  /// reads the class literal each call passes; outside a helper, a name that holds metatypes (a local, a
  /// loop's `$0`) is read alike, and one that holds none says why.
  @Test func describingAMetatypeParameterIsTheClassEachCallPasses() {
    let helpers = """
      import UIKit

      extension UITableView {
        func registerCell(_ viewClass: UITableViewCell.Type) {
          register(viewClass, forCellReuseIdentifier: String(describing: viewClass))
        }

        func dequeueCell<T: UITableViewCell>(_ viewClass: T.Type, for indexPath: IndexPath) -> T {
          dequeueReusableCell(withIdentifier: String(describing: viewClass), for: indexPath) as! T
        }
      }
      """
    let screen = """
      import UIKit

      final class FooCell: UITableViewCell {}
      final class BarCell: UITableViewCell {}

      final class BarViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.registerCell(FooCell.self)
          let headerClass = FooCell.self
          tableView.register(headerClass, forCellReuseIdentifier: String(describing: headerClass))
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueCell(FooCell.self, for: indexPath)
          }
          return tableView.dequeueCell(BarCell.self, for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["UITableView+Register.swift": helpers, "Bar.swift": screen])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(!audit.standardOutput.contains("is not an identifier expression reusegen evaluates"))
    #expect(
      audit.standardOutput.contains(
        "Bar.swift:18:22: error: reuse identifier 'BarCell' is dequeued but never registered"))
    #expect(!audit.standardOutput.contains("'FooCell' is dequeued but never registered"))
    #expect(audit.standardOutput.hasSuffix("audit: 4 call sites (4 resolved), 1 error, 0 warnings\n"))
  }

  /// A closure's `$0` whose caller reusegen does not read is named as what it is, not as a declaration
  /// the sources lack.
  @Test func aClosureParameterIsNoMissingDeclaration() {
    let screen = """
      import UIKit

      final class SettingsViewController: UITableViewController {
        func registerAll(_ cells: [UITableViewCell.Type]) {
          cells.forEach { tableView.register($0, forCellReuseIdentifier: $0.reuseIdentifier) }
          cells.forEach { tableView.register($0, forCellReuseIdentifier: String(describing: $0)) }
        }
      }
      """
    let directory = TemporaryDirectory.module(["Settings.swift": screen])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    let reason = "'$0' is a closure's parameter, whose value is known only when the closure is called"
    #expect(audit.standardOutput.components(separatedBy: reason).count == 3)
    #expect(!audit.standardOutput.contains("not declared"))
  }

  /// Only calls on a table or collection view are reuse calls (SPEC §10.4): `crashlytics.register(self)` of
  /// an analytics module is none, whether the module that declares `crashlytics` is given as `--context` or
  /// the argument is an instance no metatype parameter takes.
  @Test func aCallOnAnotherTypeIsNoReuseCall() {
    let analytics = """
      import Foundation

      public protocol CrashReportable {
        var crashKeys: [String: String] { get }
      }

      public final class CrashReporter {
        public static let shared = CrashReporter()

        public func register(_ reportable: CrashReportable) {}
      }

      public let crashlytics = CrashReporter.shared
      """
    let helpers = """
      import UIKit

      protocol Reusable: AnyObject {
        static var reuseIdentifier: String { get }
      }

      extension Reusable {
        static var reuseIdentifier: String { String(describing: self) }
      }

      extension UITableView {
        func register(_ reusable: (UITableViewCell & Reusable).Type) {
          register(reusable, forCellReuseIdentifier: reusable.reuseIdentifier)
        }
      }
      """
    let screen = """
      import Analytics
      import UIKit

      final class FeedCell: UITableViewCell, Reusable {}

      final class FeedViewController: UITableViewController, CrashReportable {
        var crashKeys: [String: String] { ["screen": "feed"] }

        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(FeedCell.self)
          crashlytics.register(self)
        }

        func track(_ reportable: CrashReportable) {
          crashlytics.register(reportable)
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier, for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["Reusable.swift": helpers, "Feed.swift": screen])
    defer { directory.remove() }
    directory.write("Analytics/CrashReporter.swift", analytics)
    for context in [[], ["--context", "Analytics"]] {
      let audit = CommandRun(["audit", "App", "--module", "App"] + context, in: directory.path)
      #expect(
        audit.standardOutput == "audit: 2 call sites (2 resolved), 0 errors, 0 warnings\n", "\(context)")
    }
  }

  /// `Charts.storyboard`, whose table's prototype of `NewImageCell` sets `ChartCell` (line 14, column 29),
  /// and `NewImageCell.xib`, which sets none.
  private static let chartsStoryboard = InterfaceBuilderFixtures.storyboardText(
    InterfaceBuilderFixtures.tablePrototypes([("NewImageCell", "ChartCell")]))
  private static let newImageCellXib = InterfaceBuilderFixtures.xibText(
    InterfaceBuilderFixtures.xibTableCell(
      "NewImageCell", #" customModule="App" customModuleProvider="target""#))

  /// A xib that sets no identifier is not blamed for a storyboard prototype's: the code that dequeues the
  /// prototype by `"ChartCell"` is right, so no crash is certain, whether the class declares its own
  /// `static let reuseIdentifier` or takes a protocol's default. A warning names the storyboard and the
  /// dequeue that would assert, and the summary counts it.
  @Test(arguments: [
    "  static let reuseIdentifier = \"NewImageCell\"\n",
    "",
  ])
  func aPrototypesIdentifierIsAWarningThatNamesTheStoryboard(declaration: String) {
    let cell = """
      import UIKit

      protocol NibReusable: AnyObject {
        static var reuseIdentifier: String { get }
      }

      extension NibReusable {
        static var reuseIdentifier: String { String(describing: self) }
      }

      final class NewImageCell: UITableViewCell, NibReusable {
      \(declaration)  @IBOutlet private var pictureView: UIImageView!
      }
      """
    let charts = """
      import UIKit

      final class ChartsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "ChartCell", for: indexPath) as! NewImageCell
        }
      }
      """
    let directory = TemporaryDirectory.module([
      "NewImageCell.swift": cell, "NewImageCell.xib": Self.newImageCellXib,
      "Charts.storyboard": Self.chartsStoryboard,
      "ChartsViewController.swift": charts,
    ])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.status == .success)
    #expect(
      audit.standardError.contains(
        "App/NewImageCell.swift:11:13: warning: 'NewImageCell' declares reuse identifier 'NewImageCell', but its "
          + "prototype in 'Charts.storyboard' sets 'ChartCell': UIKit asserts when a table view of that "
          + "storyboard dequeues it by 'NewImageCell', so the generated API uses 'ChartCell'; dequeue the "
          + "prototype by 'ChartCell', or set its identifier to 'NewImageCell' in the storyboard\n"))
    #expect(
      audit.standardError.contains(
        "App/Charts.storyboard:14:29: note: reuse identifier 'ChartCell' is set here"))
    #expect(!audit.standardError.contains("its nib"))
    // The warning's two notes, the prototype's and the declaration's, are counted as the lines they are.
    #expect(audit.standardError.components(separatedBy: ": note: ").count == 3)
    #expect(audit.standardOutput.hasSuffix("0 errors, 1 warning, 2 notes\n"))
    let generate = CommandRun(
      ["generate", "App", "--module", "App", "--output", "Out.swift"], in: directory.path)
    #expect(generate.status == .success)
  }

  /// A group that two sites keep names both, so that a user who fixes one is not then told of the other.
  @Test func aGroupKeptBySeveralSitesNamesEach() {
    let feed = """
      import UIKit

      final class PostCell: UITableViewCell {}

      final class FeedViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(PostCell.self, forCellReuseIdentifier: "post")
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
        }

        func preview() -> UITableViewCell? {
          tableView?.dequeueReusableCell(withIdentifier: "post")
        }
      }
      """
    let draft = """
      import UIKit

      extension FeedViewController {
        func draft() -> UITableViewCell? {
          tableView?.dequeueReusableCell(withIdentifier: "post")
        }
      }
      """
    let directory = TemporaryDirectory.module(["Feed.swift": feed, "Draft.swift": draft])
    defer { directory.remove() }
    let run = CommandRun(
      ["migrate", "App", "--module", "App", "--support-module", "ReuseSupport"], in: directory.path)
    #expect(
      run.standardError.contains(
        "App/Feed.swift:8:15: note: not migrated: reuse identifier 'post' moves only with its whole group, "
          + "which stays (see App/Draft.swift:5:16 and App/Feed.swift:16:16)\n"))
    #expect(
      run.standardError.contains(
        "App/Draft.swift:5:16: note: not migrated: reuse identifier 'post' moves to the typed API only with all "
          + "its call sites, and this one cannot move"))
    #expect(run.standardError.contains("left 4 as they were"))
  }

  /// Every call `migrate --write` writes is read back by `audit`: the typed supplementary dequeue that names
  /// its view's type (`dequeueReusableSupplementaryView(FooterView.self, ofKind:for:)`) too.
  @Test func auditReadsEveryCallMigrateWrote() {
    let gallery = """
      import UIKit

      final class PhotoCell: UICollectionViewCell {}
      final class FooterView: UICollectionReusableView {
        func configure(total: Int) {}
      }

      final class GalleryViewController: UICollectionViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
          collectionView.register(
            FooterView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "FooterView")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
          12
        }

        override func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        }

        override func collectionView(
          _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
          guard let footer = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "FooterView", for: indexPath) as? FooterView else {
            return UICollectionReusableView()
          }
          footer.configure(total: 12)
          return footer
        }
      }
      """
    let directory = TemporaryDirectory.module(["Gallery.swift": gallery])
    defer { directory.remove() }
    let arguments = ["App", "--module", "App"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let migrate = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(migrate.standardError.contains("Rewrote 4 call sites in 1 file; left 0 as they were"))
    #expect(
      directory.read("App/Gallery.swift")?.contains(
        "FooterView.self, ofKind: kind, for: indexPath) as FooterView? else {")
        == true)
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(before.standardOutput == "audit: 4 call sites (4 resolved), 0 errors, 0 warnings\n")
    #expect(after.standardOutput == before.standardOutput)
  }

  /// The summary counts, by severity, every diagnostic the run printed: the scan's and the analysis's
  /// above the report too.
  @Test func theSummaryCountsEveryDiagnosticPrinted() throws {
    let screen = """
      import UIKit

      private final class SecretCell: UITableViewCell {}
      final class LogCell: UITableViewCell {}
      final class ErrorCell: UITableViewCell {}

      final class LogViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(LogCell.self, forCellReuseIdentifier: "log")
          tableView.register(ErrorCell.self, forCellReuseIdentifier: "error")
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
          }
          return tableView.dequeueReusableCell(withIdentifier: "log", for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["Log.swift": screen])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    let lines = (audit.standardError + audit.standardOutput).split(separator: "\n")
    func count(_ severity: String) -> Int { lines.filter { $0.contains(": \(severity): ") }.count }
    let summary = try #require(lines.last)
    #expect(count("warning") == 1)
    #expect(
      summary
        == "audit: 4 call sites (4 resolved), \(count("error")) error, \(count("warning")) warning, "
        + "\(count("note")) note")
  }
}
