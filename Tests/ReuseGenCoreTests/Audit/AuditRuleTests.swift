import Foundation
import Testing

@testable import ReuseGenCore

/// Every finding kind has a stable rule ID, printed with each finding and documented in the README.
@Suite struct AuditRuleTests {
  private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  @Test func ruleIDsAreUniqueKebabCaseAndRoundTrip() {
    let ids = AuditFinding.Kind.allCases.map(\.ruleID)
    #expect(Set(ids).count == ids.count)
    for kind in AuditFinding.Kind.allCases {
      #expect(kind.ruleID.allSatisfy { $0.isLowercase || $0 == "-" })
      #expect(AuditFinding.Kind(ruleID: kind.ruleID) == kind)
    }
    #expect(AuditFinding.Kind(ruleID: "unregisteredDequeue") == nil)
  }

  /// The README documents each rule under a heading of its ID, which is the anchor `helpURI` names.
  @Test func everyRuleHasAReadmeSection() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    for kind in AuditFinding.Kind.allCases {
      #expect(text.contains("\n#### `\(kind.ruleID)`\n"), "no README section for \(kind.ruleID)")
      #expect(kind.helpURI() == ReuseGenRepository.page(AuditRuleDocumentation.path) + "#" + kind.ruleID)
    }
  }

  @Test func theXcodeFormatNamesTheRuleAfterEachFinding() {
    let run = CommandRun(
      ["audit", Fixtures.path("Audit/Broken"), "--module", "Broken"], in: Fixtures.path("Audit"))
    #expect(
      run.standardOutput.contains(
        "but its xib sets 'TagCell'; UIKit asserts that the identifier in the nib (TagCell) does not match the "
          + "identifier used to register the nib (tag) [nib-identifier-mismatch]\n"))
    // Notes belong to the finding before them and carry no rule of their own.
    #expect(!run.standardOutput.contains("here [nib-identifier-mismatch]"))
  }
}
