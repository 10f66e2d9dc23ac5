import Foundation
import Testing

@testable import ReuseGenCore

/// `// reusegen:disable:next <rule-id> - reason`, `// reusegen:disable:this <rule-id>`, `--quiet` and
/// `--strict` (SPEC §11).
@Suite struct AuditSuppressionTests {
  private static func audit(_ screen: String, _ extra: [String] = []) -> CommandRun {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Cells.swift", "import UIKit\nfinal class FeedCell: UITableViewCell {}\n")
    directory.write("App/Screen.swift", screen)
    return CommandRun(["audit", "App"] + extra, in: directory.path)
  }

  private static func screen(_ body: String) -> String {
    """
    import UIKit
    final class Screen: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FeedCell.self, forCellReuseIdentifier: "Feed")
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    \(body)
      }
    }

    """
  }

  @Test func nextAndThisSuppressOneFindingEach() {
    let run = Self.audit(
      Self.screen(
        """
            if indexPath.row == 0 {
              // reusegen:disable:next unregistered-dequeue - the legacy row is gone from the data
              return tableView.dequeueReusableCell(withIdentifier: "Legacy", for: indexPath)
            }
            if indexPath.row == 1 {
              return tableView.dequeueReusableCell(withIdentifier: "Old", for: indexPath)  // reusegen:disable:this unregistered-dequeue
            }
            return tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath)
        """))
    #expect(run.status == .success)
    #expect(run.standardOutput == "audit: 4 call sites (4 resolved), 0 errors, 0 warnings\n")
  }

  @Test func aSuppressionThatSuppressesNothingIsAWarning() {
    let run = Self.audit(
      Self.screen(
        """
            // reusegen:disable:next force-cast-mismatch - the cast is checked
            return tableView.dequeueReusableCell(withIdentifier: "Typo", for: indexPath)
        """))
    #expect(run.status == .failure)
    #expect(
      run.standardOutput.contains(
        "App/Screen.swift:8:5: warning: '// reusegen:disable:next force-cast-mismatch' suppresses nothing: there is "
          + "no force-cast-mismatch finding on line 9; remove the comment [superfluous-suppression]"))
    #expect(run.standardOutput.contains("[unregistered-dequeue]"))
  }

  @Test func aSuppressionWithoutARuleIsRefused() {
    let run = Self.audit(
      Self.screen(
        """
            // reusegen:disable:next - it never crashed
            return tableView.dequeueReusableCell(withIdentifier: "Typo", for: indexPath)
            // reusegen:disable:this no-such-rule
            // reusegen:disable all of it
        """))
    #expect(run.status == .failure)
    #expect(
      run.standardOutput.contains(
        "App/Screen.swift:8:5: warning: '// reusegen:disable:next - it never crashed' is not a suppression: it "
          + "names no rule ID; it suppresses nothing [invalid-suppression]"))
    #expect(run.standardOutput.contains("'no-such-rule' is no rule ID of audit"))
    #expect(run.standardOutput.contains("'// reusegen:disable all of it' is not a suppression: write"))
    #expect(run.standardOutput.contains("[unregistered-dequeue]"))
  }

  /// A string that spells the marker is no comment.
  @Test func stringsAreNotSuppressions() {
    let run = Self.audit(
      Self.screen(
        """
            print("// reusegen:disable:next unregistered-dequeue")
            return tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath)
        """))
    #expect(run.status == .success)
    #expect(!run.standardOutput.contains("warning:"))
  }

  @Test func quietPrintsErrorsOnlyAndStrictFailsOnWarnings() {
    let warningOnly = Self.screen(
      """
          // reusegen:disable:next unregistered-dequeue
          return tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath)
      """)
    let plain = Self.audit(warningOnly)
    #expect(plain.status == .success)
    #expect(plain.standardOutput.contains("[superfluous-suppression]"))
    let strict = Self.audit(warningOnly, ["--strict"])
    #expect(strict.status == .failure)
    #expect(strict.standardOutput == plain.standardOutput)
    let quiet = Self.audit(warningOnly, ["--quiet"])
    #expect(quiet.status == .success)
    #expect(quiet.standardOutput.isEmpty)
    // --quiet hides the warning but not the failure --strict makes of it.
    #expect(Self.audit(warningOnly, ["--quiet", "--strict"]).status == .failure)
    let error = Self.audit(
      Self.screen("    return tableView.dequeueReusableCell(withIdentifier: \"Typo\", for: indexPath)"),
      ["--quiet", "--format", "github-actions"])
    #expect(error.status == .failure)
    #expect(error.standardOutput.hasPrefix("::error file=App/Screen.swift,line=8,"))
    #expect(!error.standardOutput.contains("::notice"))
  }
}
