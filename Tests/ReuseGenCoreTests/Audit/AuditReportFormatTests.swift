import Foundation
import Testing

@testable import ReuseGenCore

/// `audit --format`: each reporter's output on the Broken fixture, compared with a specimen under
/// Fixtures/Audit/Reports (rewritten with `REUSEGEN_UPDATE_GOLDEN=1`, then read by a person).
@Suite struct AuditReportFormatTests {
  private static let directory = Fixtures.path("Audit")

  /// The output, with the one machine-dependent part, the folder SARIF resolves relative URIs against,
  /// written as `file:///SRCROOT/`.
  private static func output(_ format: String) -> (status: ReuseGenCommand.ExitCode, text: String) {
    let run = CommandRun(["audit", "Broken", "--module", "Broken", "--format", format], in: directory)
    let root = URL(fileURLWithPath: directory + "/").absoluteString
    return (run.status, run.standardOutput.replacingOccurrences(of: root, with: "file:///SRCROOT/"))
  }

  @Test(arguments: [
    ("xcode", "broken.xcode.txt"), ("json", "broken.json"), ("sarif", "broken.sarif"),
    ("github-actions", "broken.github-actions.txt"), ("codeclimate", "broken.codeclimate.json"),
  ])
  func matchesItsSpecimen(format: String, specimen: String) throws {
    let (status, text) = Self.output(format)
    #expect(status == .failure)
    let path = Fixtures.path("Audit/Reports/\(specimen)")
    if Fixtures.updating { try text.write(toFile: path, atomically: true, encoding: .utf8) }
    #expect(text == (try String(contentsOfFile: path, encoding: .utf8)))
  }

  @Test func textIsTheXcodeFormat() {
    #expect(Self.output("text").text == Self.output("xcode").text)
  }

  /// What GitHub code scanning requires of an upload, beyond the schema (which Scripts/validate-sarif.py
  /// checks in Scripts/test-all.sh): rules with help URIs, relative URIs, 1-based regions, related notes.
  @Test func sarifHasWhatCodeScanningReads() throws {
    let object =
      try JSONSerialization.jsonObject(with: Data(Self.output("sarif").text.utf8)) as? [String: Any]
    #expect(object?["version"] as? String == "2.1.0")
    let run = (object?["runs"] as? [[String: Any]])?.first
    let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    let rules = driver?["rules"] as? [[String: Any]] ?? []
    #expect(rules.map { $0["id"] as? String } == AuditFinding.Kind.allCases.map(\.ruleID))
    // Each rule links to its section of the audit reference in the repository; the tool, to the README.
    #expect(
      rules.map { $0["helpUri"] as? String }
        == AuditFinding.Kind.allCases.map {
          ReuseGenRepository.url + "/blob/main/docs/Reference/Audit.md#" + $0.ruleID
        })
    #expect(driver?["informationUri"] as? String == ReuseGenRepository.url + "/blob/main/README.md")
    let results = run?["results"] as? [[String: Any]] ?? []
    #expect(results.count == 9)
    for result in results {
      let ruleIndex = result["ruleIndex"] as? Int ?? -1
      #expect(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String)
      let physical =
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
      let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
      #expect(uri.hasPrefix("Broken/"))
      let region = physical["region"] as? [String: Any] ?? [:]
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
    }
    let mismatch = results.first { $0["ruleId"] as? String == "nib-identifier-mismatch" }
    let related = mismatch?["relatedLocations"] as? [[String: Any]] ?? []
    #expect(related.count == 1)
    #expect(
      (related.first?["message"] as? [String: Any])?["text"] as? String
        == "'TagCell' sets reuse identifier 'TagCell' here")
  }

  /// A fork, a mirror or a release tag documents the rules at its own URL: `--rules-url` (or `rulesURL` in
  /// `reusegen.json`) moves every help URI there, with the rule's anchor; a URL SARIF cannot link is refused.
  @Test func rulesURLMovesEveryHelpURI() throws {
    let readme = "https://git.example.com/mobile/ReuseGen/-/blob/v0.3.0/README.md"
    let run = CommandRun(
      ["audit", "Broken", "--module", "Broken", "--format", "sarif", "--rules-url", readme],
      in: Self.directory)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let driver =
      ((object?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["informationUri"] as? String == readme)
    let helpURIs = (driver?["rules"] as? [[String: Any]] ?? []).map { $0["helpUri"] as? String }
    #expect(helpURIs == AuditFinding.Kind.allCases.map { readme + "#" + $0.ruleID })
    for refused in ["README.md", "docs/README.md#rules", "https://example.com/README.md#rules"] {
      let bad = CommandRun(
        ["audit", "Broken", "--module", "Broken", "--format", "sarif", "--rules-url", refused],
        in: Self.directory)
      #expect(bad.status == .failure)
      #expect(bad.standardOutput.isEmpty)
      #expect(bad.standardError.contains("is not an absolute URL without a fragment"))
    }
  }

  @Test func jsonHasAVersionAndRuleIDs() throws {
    let object = try JSONSerialization.jsonObject(with: Data(Self.output("json").text.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == AuditJSON.schemaVersion)
    let rules = (object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    #expect(rules.contains("nib-identifier-mismatch"))
  }

  /// A fingerprint depends on the finding, not on its line: lines inserted above change nothing.
  @Test func codeClimateFingerprintsIgnoreLines() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let screen = """
      import UIKit
      final class Screen: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
        }
      }

      """
    func fingerprints() throws -> [String] {
      let run = CommandRun(["audit", ".", "--module", "App", "--format", "codeclimate"], in: directory.path)
      let issues = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]]
      return (issues ?? []).compactMap { $0["fingerprint"] as? String }
    }
    directory.write("Screen.swift", screen)
    let before = try fingerprints()
    directory.write("Screen.swift", String(repeating: "// moved\n", count: 20) + screen)
    #expect(before.count == 1)
    #expect(try fingerprints() == before)
  }

  @Test func listKeepsItsTwoFormats() {
    let run = CommandRun(["list", "Broken", "--format", "sarif"], in: Self.directory)
    #expect(run.status == .usage)
    #expect(run.standardError.contains("Please provide one of 'text', 'json'."))
    let audit = CommandRun(["audit", "Broken", "--format", "yaml"], in: Self.directory)
    #expect(
      audit.standardError.contains(
        "Please provide one of 'xcode', 'text', 'json', 'sarif', 'github-actions', 'codeclimate'."))
  }
}
