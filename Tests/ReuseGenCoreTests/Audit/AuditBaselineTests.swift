import Foundation
import Testing

@testable import ReuseGenCore

/// `audit --write-baseline` and `--baseline`: findings keyed by rule, file, identifier and class, never by
/// line (SPEC §11).
@Suite struct AuditBaselineTests {
  /// A copy of the Broken fixture, whose findings the baseline records.
  private static func brokenCopy() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: Fixtures.path("Audit/Broken"), toPath: directory.path + "/Broken")
    return directory
  }

  private static func audit(_ directory: TemporaryDirectory, _ extra: [String]) -> CommandRun {
    CommandRun(["audit", "Broken", "--module", "Broken"] + extra, in: directory.path)
  }

  @Test func survivesTwentyLinesInsertedAboveEveryFinding() throws {
    let directory = try Self.brokenCopy()
    defer { directory.remove() }
    let written = Self.audit(directory, ["--write-baseline", "ci/reusegen-baseline.json"])
    #expect(written.status == .failure)
    let baseline = try #require(directory.read("ci/reusegen-baseline.json"))
    #expect(!baseline.contains("\"line\""))
    #expect(baseline.contains("\"file\" : \"../Broken/ProfileViewController.swift\""))
    #expect(baseline.contains("\"rule\" : \"unregistered-dequeue\""))

    let file = "Broken/ProfileViewController.swift"
    let original = try #require(directory.read(file))
    directory.write(file, String(repeating: "// A line added above every finding.\n", count: 20) + original)
    let run = Self.audit(directory, ["--baseline", "ci/reusegen-baseline.json"])
    #expect(run.status == .success)
    #expect(run.standardOutput == "audit: 15 call sites (15 resolved), 0 errors, 0 warnings\n")
    #expect(run.standardError.isEmpty)
  }

  @Test func reportsNewFindingsAndCountsTheGoneOnes() throws {
    let directory = try Self.brokenCopy()
    defer { directory.remove() }
    _ = Self.audit(directory, ["--write-baseline", "baseline.json"])
    let file = "Broken/ProfileViewController.swift"
    let original = try #require(directory.read(file))
    // The "Missing" dequeue is fixed, and a new typo appears.
    directory.write(
      file,
      original.replacingOccurrences(of: "\"Missing\"", with: "\"bold\"").replacingOccurrences(
        of: "withIdentifier: \"tag\", for", with: "withIdentifier: \"tags\", for"))
    let run = Self.audit(directory, ["--baseline", "baseline.json", "--format", "json"])
    #expect(run.status == .failure)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    // The typo is new, and so is the note that "tag" is no longer dequeued.
    #expect(
      findings.map { "\($0["rule"] as? String ?? "")@\($0["line"] as? Int ?? 0)" } == [
        "never-dequeued@17", "unregistered-dequeue@34",
      ])
    #expect(
      run.standardError
        == "baseline.json: note: 1 finding of the baseline no longer occurs; refresh it with --write-baseline\n"
    )
  }

  /// Two findings with one key are two entries: a baseline of one suppresses one.
  @Test func equalKeysAreCounted() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let dequeue = "tableView.dequeueReusableCell(withIdentifier: \"Missing\", for: indexPath)"
    func screen(_ body: String) -> String {
      """
      import UIKit
      final class Screen: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          \(body)
        }
      }

      """
    }
    directory.write("App/Screen.swift", screen("return \(dequeue)"))
    _ = CommandRun(["audit", "App", "--write-baseline", "b.json"], in: directory.path)
    directory.write("App/Screen.swift", screen("_ = \(dequeue)\n    return \(dequeue)"))
    let run = CommandRun(["audit", "App", "--baseline", "b.json"], in: directory.path)
    #expect(run.status == .failure)
    #expect(run.standardOutput.contains("1 error, 0 warnings"))
  }

  @Test func refusesWhatIsNotABaseline() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Screen.swift", "import UIKit\n")
    directory.write("b.json", "[]")
    let run = CommandRun(["audit", "App", "--baseline", "b.json"], in: directory.path)
    #expect(run.status == .failure)
    #expect(run.standardError == "b.json: error: not an audit baseline; write one with --write-baseline\n")
  }
}
