import Foundation
import Testing

@testable import ReuseGenCore

/// A view declared `private` at the top level of its file (SPEC §1 skips it: generated code in another
/// file cannot name it) whose every call is in that file moves to a typed identifier declared there as a
/// `fileprivate extension`, keeping the app's string (SPEC §10.6). A private class nested in a type, or one
/// whose string is used in another file, stays.
@Suite struct FilePrivateViewTests {
  static let screen = """
    import UIKit

    private class SectionHeaderCell: UITableViewHeaderFooterView {
      static let reuseIdentifier = "SectionHeaderCell"
    }

    class TagsViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SectionHeaderCell.self,
                           forHeaderFooterViewReuseIdentifier: SectionHeaderCell.reuseIdentifier)
      }

      override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let cell: SectionHeaderCell = tableView
          .dequeueReusableHeaderFooterView(withIdentifier: SectionHeaderCell
            .reuseIdentifier) as! SectionHeaderCell
        cell.textLabel?.text = "Tags"
        return cell
      }
    }

    """

  @Test func aFilePrivateViewMovesToATypedIdentifierDeclaredInItsFile() {
    let directory = TemporaryDirectory.module(["Tags.swift": Self.screen])
    defer { directory.remove() }
    let arguments = ["App", "--module", "App"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let run = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    let migrated = directory.read("App/Tags.swift") ?? ""
    #expect(migrated.contains("tableView.register(identifier: .sectionHeaderCell)\n"))
    #expect(migrated.contains(".dequeueReusableHeaderFooterView(identifier: .sectionHeaderCell)!\n"))
    #expect(
      migrated.hasSuffix(
        """
        fileprivate extension TypedReuseIdentifier where View == SectionHeaderCell {
          static var sectionHeaderCell: Self { Self("SectionHeaderCell") }
        }

        """))
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    // The scan's one warning, printed above the report, is counted with the findings.
    #expect(before.standardError.components(separatedBy: ": warning: ").count == 2)
    #expect(before.standardOutput == "audit: 2 call sites (2 resolved), 0 errors, 1 warning\n")
    #expect(after.standardOutput == before.standardOutput)
    let again = CommandRun(["migrate"] + arguments, in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
  }

  /// Nothing at a file's top level can name a private member type, and a `fileprivate` declaration is not
  /// seen from another file: both stay, with the skipped view's note.
  static let nested = screen.replacingOccurrences(
    of: "private class SectionHeaderCell", with: "class SectionHeaderCell"
  ).replacingOccurrences(
    of: "class TagsViewController: UITableViewController {\n",
    with: """
      class TagsViewController: UITableViewController {
        private class SectionHeaderCell: UITableViewHeaderFooterView {
          static let reuseIdentifier = "NestedHeaderCell"
        }

      """)

  static let registeredAsAnother =
    screen + """
      func registerElsewhere(in tableView: UITableView) {
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "SectionHeaderCell")
      }

      """

  @Test(arguments: [
    (nested, "'TagsViewController.SectionHeaderCell' has no typed API"),
    (registeredAsAnother, "SectionHeaderCell"),
  ])
  func aPrivateViewOthersCannotNameStays(screen: String, note: String) {
    let directory = TemporaryDirectory.module(["Tags.swift": screen])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(!run.standardError.contains("fileprivate extension"))
    #expect(run.standardError.contains("note: not migrated"), "\(run.standardError)")
    #expect(run.standardError.contains(note), "\(run.standardError)")
  }
}
