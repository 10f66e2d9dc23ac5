import Foundation
import Testing

@testable import ReuseGenCore

/// An Objective-C registration whose identifier does not evaluate covers only dequeues on views Objective-C
/// can reach (SPEC §10.7): not a `private` table view a Swift screen makes itself, is the data source of and
/// gives to no other code. Any way the view may reach other code keeps the cover.
@Suite struct ObjectiveCReachTests {
  /// A base screen of the app's Objective-C that registers whatever identifier it is given.
  private static let objectiveC = """
    #import "OABaseSettingsViewController.h"

    @implementation OABaseSettingsViewController

    - (void)registerCell:(NSString *)identifier
    {
        [self.tableView registerClass:UITableViewCell.class forCellReuseIdentifier:identifier];
    }

    @end
    """

  private static let header = """
    #import <UIKit/UIKit.h>

    @interface OABaseSettingsViewController : UIViewController
    @property (nonatomic) UITableView *tableView;
    @end
    """

  /// A Swift screen that makes its own table view, as apps write a small debug screen.
  private static let scanner = """
    import UIKit

    final class ScannerViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.translatesAutoresizingMaskIntoConstraints = false
            tableView.dataSource = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DeviceCell")
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
    }

    extension ScannerViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "DeviceCell", for: indexPath)
            return cell
        }
    }

    """

  private static func audit(_ scanner: String, more: [String: String] = [:]) -> CommandRun {
    let directory = TemporaryDirectory.module(
      [
        "Scanner.swift": scanner, "OABaseSettingsViewController.m": objectiveC,
        "OABaseSettingsViewController.h": header,
      ].merging(more) { $1 })
    defer { directory.remove() }
    return CommandRun(["audit", "App", "--module", "App"], in: directory.path)
  }

  @Test func theScreenAsWrittenHasNoError() {
    let audit = Self.audit(Self.scanner)
    #expect(audit.status == .success)
    #expect(audit.standardOutput.contains("0 errors"))
  }

  @Test(arguments: [
    ("withIdentifier: \"DeviceCell\"", "withIdentifier: \"DeviceCeql\"", "DeviceCeql"),
    (
      "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"DeviceCell\")\n", "",
      "DeviceCell"
    ),
  ])
  func aMistakeOnAViewObjectiveCCannotReachIsAnError(written: String, mistake: String, identifier: String) {
    let audit = Self.audit(Self.scanner.replacingOccurrences(of: written, with: mistake))
    #expect(audit.status == .failure)
    #expect(
      audit.standardOutput.contains(
        "error: reuse identifier '\(identifier)' is dequeued but never registered as a table view cell"))
  }

  /// Each way the view may reach Objective-C keeps the registration's cover: no error for the lost
  /// registration.
  @Test(arguments: [
    (
      "        view.addSubview(tableView)\n",
      "        view.addSubview(tableView)\n        OATableHelper.configure(tableView)\n"
    ),
    (
      "        view.addSubview(tableView)\n",
      "        view.addSubview(tableView)\n        helper.table = tableView\n"
    ),
    (
      "        view.addSubview(tableView)\n",
      "        view.addSubview(tableView)\n        let table = flag ? tableView : nil\n"
    ),
    ("    private let tableView", "    @IBOutlet weak var header: UIView!\n    private let tableView"),
    ("    private let tableView", "    let tableView"),
    ("ScannerViewController: UIViewController {", "ScannerViewController: OABaseSettingsViewController {"),
    (
      "    private let tableView = UITableView(frame: .zero, style: .plain)",
      "    private let tableView = makeTable()"
    ),
  ])
  func aViewObjectiveCMayReachKeepsTheCover(written: String, reachable: String) {
    let screen = Self.scanner.replacingOccurrences(of: written, with: reachable)
      .replacingOccurrences(
        of: "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"DeviceCell\")\n",
        with: "")
    let audit = Self.audit(screen)
    #expect(!audit.standardOutput.contains("'DeviceCell' is dequeued but never registered"))
  }

  /// An outlet in a Swift superclass's file may connect a view Interface Builder sets the data source of.
  @Test func anOutletInTheChainsOtherFilesKeepsTheCover() {
    let screen = Self.scanner
      .replacingOccurrences(
        of: "ScannerViewController: UIViewController {", with: "ScannerViewController: BaseScreen {"
      )
      .replacingOccurrences(
        of: "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"DeviceCell\")\n",
        with: "")
    let base = """
      import UIKit

      class BaseScreen: UIViewController {
          var headerView: UIView?
      }
      """
    let withOutlet = base.replacingOccurrences(
      of: "    var headerView: UIView?", with: "    @IBOutlet weak var headerView: UIView!")
    let plain = Self.audit(screen, more: ["BaseScreen.swift": base])
    #expect(plain.standardOutput.contains("'DeviceCell' is dequeued but never registered"))
    let audit = Self.audit(screen, more: ["BaseScreen.swift": withOutlet])
    #expect(!audit.standardOutput.contains("'DeviceCell' is dequeued but never registered"))
  }
}
