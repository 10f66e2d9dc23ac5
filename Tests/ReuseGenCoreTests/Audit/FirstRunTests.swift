import Foundation
import Testing

@testable import ReuseGenCore

/// `migrate` as a new user runs it, with `--module` alone, on idioms of apps no rule was written for
/// (SPEC §10.5).
@Suite struct FirstRunTests {
  private static let nibExtension = """
    import UIKit

    extension UIView {
      static var identifier: String {
        return String(describing: self)
      }

      static var nib: UINib {
        return UINib(nibName: identifier, bundle: nil)
      }
    }
    """

  private static let screen = """
    import UIKit

    final class StandardTableViewCell: UITableViewCell {}

    final class Screen: NSObject, UITableViewDataSource {
      init(for tableView: UITableView) {
        tableView.register(StandardTableViewCell.nib, forCellReuseIdentifier: StandardTableViewCell.identifier)
      }

      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: StandardTableViewCell.identifier, for: indexPath)
          as! StandardTableViewCell
      }
    }
    """

  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" id="KGk-i7-Jjw" customClass="StandardTableViewCell" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </tableViewCell>
        </objects>
    </document>
    """

  private static let appDelegate = """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {}
    """

  /// In an app target `bundle: nil` is the bundle that holds the app's classes, where the generated file's
  /// default (`--bundle class`) loads the nib from: the first run moves the registration, read through the
  /// app's `static var nib` of `UIView`.
  @Test func inAnAppTargetTheMainBundleIsTheClassBundle() {
    let directory = TemporaryDirectory.module([
      "AppDelegate.swift": Self.appDelegate, "UIView+nib.swift": Self.nibExtension,
      "Screen.swift": Self.screen,
      "StandardTableViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    let migrated = directory.read("App/Screen.swift") ?? ""
    #expect(migrated.contains("tableView.register(StandardTableViewCell.self)\n"))
    #expect(migrated.contains("tableView.dequeueReusableCell(StandardTableViewCell.self, for: indexPath)\n"))
  }

  /// A mixed app starts in Objective-C (`main.m` calls `UIApplicationMain`, as VLC's and Simplenote's do):
  /// it is an app target all the same.
  @Test func aMixedAppsMainInObjectiveCIsAnAppTarget() {
    let directory = TemporaryDirectory.module([
      "Supporting Files/main.m": """
      #import <UIKit/UIKit.h>
      #import "AppDelegate.h"

      int main(int argc, char *argv[]) {
          @autoreleasepool {
              return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
          }
      }
      """,
      "UIView+nib.swift": Self.nibExtension, "Screen.swift": Self.screen,
      "StandardTableViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    #expect(
      directory.read("App/Screen.swift")?.contains("tableView.register(StandardTableViewCell.self)\n") == true
    )
  }

  /// Outside an app target the main bundle may not be the class's: the group keeps its nib and bundle in a
  /// typed identifier; where none can be declared (`--support-module`), the sites stay, and one summary
  /// line says how many and which option moves them.
  @Test func elsewhereTheBundleIsKeptOrOneLineSaysWhichOptionMovesIt() {
    let directory = TemporaryDirectory.module([
      "UIView+nib.swift": Self.nibExtension, "Screen.swift": Self.screen,
      "StandardTableViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let typed = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(
      typed.standardOutput.contains(
        "Self(\"StandardTableViewCell\", source: .nib(name: \"StandardTableViewCell\", bundle: nil))"))
    let options = ["migrate", "App", "--module", "App", "--support-module", "ReuseSupport"]
    let run = CommandRun(options, in: directory.path)
    #expect(run.standardError.contains("Would rewrite 0 call sites in 0 files; left 2 as they were"))
    #expect(
      run.standardError.contains(
        "2 call sites stay because their nibs load from another bundle than the generated file's (--bundle "
          + "class); if the module's nibs are in the app's main bundle, pass --bundle main or set \"bundle\": "
          + "\"main\" in reusegen.json"))
    let moved = CommandRun(options + ["--bundle", "main"], in: directory.path)
    #expect(moved.standardError.contains("Would rewrite 2 call sites in 1 file; left 0 as they were"))
  }

  /// A helper with UIKit's name and labels for the app's own identifier type does not take UIKit's calls
  /// that pass a `String`: Swift resolves those to UIKit's method, and so do audit and migrate.
  @Test func overloadsAreToldApartByArgumentType() {
    let helper = """
      import UIKit

      protocol CellReuseIdentifier {
        var rawValue: String { get }
      }

      extension UITableView {
        func dequeueReusableCell(withIdentifier identifier: CellReuseIdentifier, for indexPath: IndexPath)
          -> UITableViewCell
        {
          dequeueReusableCell(withIdentifier: identifier.rawValue, for: indexPath)
        }
      }
      """
    let screen = """
      import UIKit

      final class HomeCell: UITableViewCell {}

      final class Home: NSObject, UITableViewDataSource {
        init(_ tableView: UITableView) {
          tableView.register(HomeCell.self, forCellReuseIdentifier: String(describing: HomeCell.self))
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: String(describing: HomeCell.self), for: indexPath)
            as! HomeCell
        }
      }
      """
    let directory = TemporaryDirectory.module(["UITableView+Enum.swift": helper, "Home.swift": screen])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(!audit.standardOutput.contains("is not declared"))
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file"))
    #expect(
      directory.read("App/Home.swift")?.contains(
        "tableView.dequeueReusableCell(HomeCell.self, for: indexPath)") == true)
  }

  private static let wooHelpers = """
    import UIKit

    extension UITableViewCell {
      @objc class var reuseIdentifier: String {
        return classNameWithoutNamespaces
      }

      class var classNameWithoutNamespaces: String {
        return String(describing: self)
      }

      class func loadNib() -> UINib {
        return UINib(nibName: classNameWithoutNamespaces, bundle: nil)
      }
    }

    extension UITableView {
      func registerNib(for type: UITableViewCell.Type) {
        register(type.loadNib(), forCellReuseIdentifier: type.reuseIdentifier)
      }

      func dequeueReusableCell<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T {
        guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
          fatalError("Could not dequeue cell with identifier \\(T.reuseIdentifier)")
        }
        return cell
      }
    }
    """

  private static let refund = """
    import UIKit

    final class TitleAndValueTableViewCell: UITableViewCell {}
    final class HeadlineLabelTableViewCell: UITableViewCell {}

    final class RefundConfirmationViewController: UIViewController, UITableViewDataSource {
      private let tableView = UITableView()

      override func viewDidLoad() {
        super.viewDidLoad()
        [
          TitleAndValueTableViewCell.self,
          HeadlineLabelTableViewCell.self,
        ].forEach(tableView.registerNib)
        tableView.dataSource = self
      }

      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
          return tableView.dequeueReusableCell(TitleAndValueTableViewCell.self, for: indexPath)
        }
        return tableView.dequeueReusableCell(HeadlineLabelTableViewCell.self, for: indexPath)
      }
    }
    """

  /// The module's own helper passed by name to `forEach` over an array of metatypes registers each
  /// (WooCommerce's `[…].forEach(tableView.registerNib)`): audit reports no false "never registered", still
  /// catches a registration deleted from the array, and `--retire-helpers` keeps a helper it cannot relabel.
  @Test func aHelperPassedByNameRegistersEachMetatype() {
    func files(_ refund: String) -> [String: String] {
      var files = ["Helpers.swift": Self.wooHelpers, "Refund.swift": refund]
      for cell in ["TitleAndValueTableViewCell", "HeadlineLabelTableViewCell"] {
        files[cell + ".xib"] = Self.xib.replacingOccurrences(of: "StandardTableViewCell", with: cell)
      }
      return files
    }
    let correct = TemporaryDirectory.module(files(Self.refund))
    defer { correct.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: correct.path)
    #expect(audit.status == .success)
    #expect(audit.standardOutput.contains("audit: 4 call sites (4 resolved), 0 errors"))
    let retire = CommandRun(["migrate", "App", "--module", "App", "--retire-helpers"], in: correct.path)
    #expect(
      retire.standardError.contains(
        "kept 'registerNib(for:)': it is passed by name at App/Refund.swift:14:25"))
    let deleted = TemporaryDirectory.module(
      files(Self.refund.replacingOccurrences(of: "      HeadlineLabelTableViewCell.self,\n", with: "")))
    defer { deleted.remove() }
    let mutant = CommandRun(["audit", "App", "--module", "App"], in: deleted.path)
    #expect(mutant.status == .failure)
    #expect(
      mutant.standardOutput.contains(
        "reuse identifier 'HeadlineLabelTableViewCell' is dequeued but never registered"))
  }

  /// A view controller's own `enum CellReuseIdentifier` is the type its code names, though a typealias of
  /// that name is declared in `extension UITableView` (Corona-Warn-App's idiom).
  @Test func aNestedTypeIsFoundBeforeATypealiasOfAnotherType() {
    let enumHelpers = """
      import UIKit

      protocol TableViewCellReuseIdentifiers {
        var rawValue: String { get }
      }

      extension UITableView {
        typealias CellReuseIdentifier = TableViewCellReuseIdentifiers
      }
      """
    let detail = """
      import UIKit

      final class LegalCell: UITableViewCell {}

      final class DetailViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(LegalCell.self, forCellReuseIdentifier: CellReuseIdentifier.legal.rawValue)
        }
      }

      extension DetailViewController {
        enum CellReuseIdentifier: String, TableViewCellReuseIdentifiers {
          case legal = "legalCell"
        }
      }
      """
    let directory = TemporaryDirectory.module(["Enum.swift": enumHelpers, "Detail.swift": detail])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.standardOutput.contains("reuse identifier 'legalCell' is registered as a table view cell"))
    #expect(audit.standardOutput.contains("audit: 1 call site (1 resolved)"))
  }

  /// `--retire-helpers` deletes an extension whose every helper it retired, rather than leaving it empty.
  @Test func retiringEveryHelperOfAnExtensionDeletesTheExtension() {
    let helpers = """
      import UIKit

      extension UITableViewCell {
        @objc class var reuseIdentifier: String {
          return String(describing: self)
        }
      }

      // MARK: Typesafe dequeue
      extension UITableView {
        func dequeueReusableCell<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T {
          guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
            fatalError("Could not dequeue a cell")
          }
          return cell
        }
      }

      """
    let screen = """
      import UIKit

      final class NoteCell: UITableViewCell {}

      func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> NoteCell {
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        return tableView.dequeueReusableCell(NoteCell.self, for: indexPath)
      }
      """
    let directory = TemporaryDirectory.module(["Helpers.swift": helpers, "Screen.swift": screen])
    defer { directory.remove() }
    let run = CommandRun(
      ["migrate", "App", "--module", "App", "--retire-helpers", "--write"], in: directory.path)
    #expect(run.standardError.contains("retired 'dequeueReusableCell(_:for:)'"))
    let retired = directory.read("App/Helpers.swift") ?? ""
    #expect(!retired.contains("extension UITableView {"))
    #expect(retired.contains("extension UITableViewCell {"))
  }

  private static let noteScreen = """
    import UIKit

    final class NoteCell: UITableViewCell {}

    func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> NoteCell {
      tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
      return tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
    }
    """

  /// After `--write`, a checked-in generated file among the inputs predates the migrated code: the run ends
  /// with the command that regenerates it.
  @Test func writeEndsWithTheCommandThatRegeneratesACheckedInFile() {
    let directory = TemporaryDirectory.module([
      "Screen.swift": Self.noteScreen,
      "Generated/ReuseGen_App.swift": "// Generated by reusegen. Do not edit.\n",
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(
      run.standardError.contains(
        "Regenerate App/Generated/ReuseGen_App.swift before building, since the migrated code uses its typed "
          + "API: reusegen generate App --module App --output App/Generated/ReuseGen_App.swift\n"))
  }

  /// `migrate --write` on a module that has no generated file yet ends with how to get one: the migrated
  /// code does not compile without it (issue 56, the first hour).
  @Test func writeWithoutAGeneratedFileSaysHowToGetOne() {
    let directory = TemporaryDirectory.module(["Screen.swift": Self.noteScreen])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(
      run.standardError.hasSuffix(
        "Rewrote 2 call sites in 1 file; left 0 as they were, 0 errors, 0 warnings\nThe migrated code calls the typed API of "
          + "reusegen's generated file, and no input is one: before building, apply ReuseGenPlugin to the "
          + "target, or generate the file and add it to the target: reusegen generate App --module App "
          + "--output App/Generated/ReuseGen_App.swift\n"))
  }

  /// Without `--module` the module is named after its folder; a xib that names the real module then does not
  /// match its class, and the run says which `--module` to pass instead of silently generating a class-based
  /// view.
  @Test func aModuleNameInterfaceBuilderContradictsIsReported() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "Classes/Cell.swift", "import UIKit\nfinal class StandardTableViewCell: UITableViewCell {}\n")
    directory.write(
      "Classes/StandardTableViewCell.xib",
      Self.xib.replacingOccurrences(
        of: "customModule=\"App\" customModuleProvider=\"target\"", with: "customModule=\"WooCommerce\""))
    for subcommand in ["list", "generate", "audit", "migrate"] {
      let arguments = [subcommand, "Classes"] + (subcommand == "generate" ? ["--output", "Out.swift"] : [])
      let run = CommandRun(arguments, in: directory.path)
      #expect(
        run.standardError.contains(
          "Classes/StandardTableViewCell.xib:5:9: warning: 'StandardTableViewCell' is drawn here as a class of "
            + "module 'WooCommerce', but without --module the module is named 'Classes' after its folder"),
        "\(subcommand)")
    }
    let named = CommandRun(["list", "Classes", "--module", "WooCommerce"], in: directory.path)
    #expect(!named.standardError.contains("warning:"))
    #expect(named.standardOutput.contains("nib (StandardTableViewCell.xib)"))
  }

  /// A helper of no parameters whose calls the module does not show (it is called through a protocol)
  /// still registers what its body registers: no false "never registered" error (Stepik's skeleton table).
  @Test func anUncalledHelperOfNoParametersStillRegisters() {
    let source = """
      import UIKit

      protocol Skeletonable {
        func showSkeleton()
      }

      extension UITableView: Skeletonable {
        func showSkeleton() {
          register(SkeletonTableViewCell.self, forCellReuseIdentifier: SkeletonTableViewCell.reuseId)
          dataSource = SkeletonDataSource.shared
        }
      }

      final class SkeletonTableViewCell: UITableViewCell {
        static let reuseId = "SkeletonTableViewCell"
      }

      final class SkeletonDataSource: NSObject, UITableViewDataSource {
        static let shared = SkeletonDataSource()

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: SkeletonTableViewCell.reuseId, for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["Skeleton.swift": source])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains("never registered"))
    let retire = CommandRun(["migrate", "App", "--module", "App", "--retire-helpers"], in: directory.path)
    #expect(retire.standardError.contains("kept 'showSkeleton()': no call of it was found"))
  }

  /// `let row = rows[indexPath.row]` is a `Row` when `rows` is written as `[Row]` or `Row.allCases`: the
  /// dequeue of `row.reuseIdentifier` is the closed set of the enum's switch, and a member nothing registers
  /// is the crash it is.
  @Test func anElementOfATypedArrayChoosesAmongItsEnumsIdentifiers() {
    let source = """
      import UIKit

      final class SummaryCell: UITableViewCell {
        nonisolated static let reuseIdentifier = "SummaryCell"
      }

      final class TotalCell: UITableViewCell {
        nonisolated static let reuseIdentifier = "TotalCell"
      }

      final class OrderViewController: UITableViewController {
        enum Row: CaseIterable {
          case summary, total

          var reuseIdentifier: String {
            switch self {
            case .summary: return SummaryCell.reuseIdentifier
            case .total: return TotalCell.reuseIdentifier
            }
          }
        }

        private let rows = Row.allCases

        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(SummaryCell.self, forCellReuseIdentifier: SummaryCell.reuseIdentifier)
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row = rows[indexPath.row]
          return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["Order.swift": source])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput.contains(
        "error: reuse identifier 'TotalCell' is dequeued but never registered as a table view cell"))
    #expect(!audit.standardOutput.contains("'SummaryCell' is dequeued but never registered"))
  }

  /// A Core Animation emitter cell is no reusable view: no `--base` is suggested for its subclass, while an
  /// unknown `…Cell` base still gets the suggestion.
  @Test func aCoreAnimationCellGetsNoBaseSuggestion() {
    let source = """
      import UIKit

      final class SparkleCell: CAEmitterCell {}
      final class ThemeableSwipeCell: SwipeTableViewCell {}
      """
    let directory = TemporaryDirectory.module(["Cells.swift": source])
    defer { directory.remove() }
    let run = CommandRun(["list", "App", "--module", "App"], in: directory.path)
    #expect(!run.standardError.contains("CAEmitterCell="))
    #expect(run.standardError.contains("declare it with '--base SwipeTableViewCell=tableViewCell'"))
  }
}
