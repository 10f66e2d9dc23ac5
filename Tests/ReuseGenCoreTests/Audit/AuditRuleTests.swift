import Foundation
import Testing

@testable import ReuseGenCore

/// Every finding kind has a stable rule ID, printed with each finding and documented in the audit
/// reference, docs/Reference/Audit.md.
@Suite struct AuditRuleTests {

  @Test func ruleIDsAreUniqueKebabCaseAndRoundTrip() {
    let ids = AuditFinding.Kind.allCases.map(\.ruleID)
    #expect(Set(ids).count == ids.count)
    for kind in AuditFinding.Kind.allCases {
      #expect(kind.ruleID.allSatisfy { $0.isLowercase || $0 == "-" })
      #expect(AuditFinding.Kind(ruleID: kind.ruleID) == kind)
    }
    #expect(AuditFinding.Kind(ruleID: "unregisteredDequeue") == nil)
  }

  /// Every kind has one rule; every rule but the two suppression rules, whose findings come from the
  /// suppression comments read against the others', has a check that runs.
  @Test func everyKindHasOneRuleAndOnlySuppressionRulesHaveNoCheck() {
    // Closures, not key paths: a key path to a static member through an existential metatype crashes
    // Swift 6.3.1's SILGen.
    let kinds = AuditRules.all.map { $0.kind }
    #expect(
      kinds.sorted { $0.rawValue < $1.rawValue }
        == AuditFinding.Kind.allCases.sorted { $0.rawValue < $1.rawValue })
    let unchecked = Set(kinds).subtracting(AuditRules.checks.map { $0.kind })
    #expect(unchecked == [.superfluousSuppression, .invalidSuppression])
  }

  /// The audit reference documents each rule under a heading of its ID, which is the anchor `helpURI`
  /// names: one section per rule definition, each stating the rule's default severity, and nothing else
  /// under "Rules".
  @Test func everyRuleHasAReferenceSection() throws {
    let reference = try MarkdownDocument(AuditRuleDocumentation.path)
    let headings = reference.headings
    let rules = try #require(headings.firstIndex { $0.level == 2 && $0.text == "Rules" })
    let sections = headings[(rules + 1)...].prefix { $0.level > 2 }.filter { $0.level == 3 }
    #expect(sections.map(\.text).sorted() == AuditFinding.Kind.allCases.map { "`\($0.ruleID)`" }.sorted())
    let text = reference.lines.joined(separator: "\n")
    for kind in AuditFinding.Kind.allCases {
      #expect(reference.anchors.contains(kind.ruleID), "no section for \(kind.ruleID)")
      #expect(
        kind.helpURI() == ReuseGenRepository.page(AuditRuleDocumentation.path) + "#" + kind.ruleID)
      let start = try #require(text.range(of: "\n### `\(kind.ruleID)`\n"))
      let end = text.range(of: "\n### ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
      #expect(
        text[start.upperBound..<end].contains("Severity: \(kind.defaultSeverity.rawValue)"),
        "\(kind.ruleID) does not state its severity, \(kind.defaultSeverity.rawValue)")
    }
  }

  @Test func theXcodeFormatNamesTheRuleAfterEachFinding() {
    let run = CommandRun(
      ["audit", Fixtures.path("Audit/Broken"), "--module", "Broken"], in: Fixtures.path("Audit"))
    #expect(
      run.standardOutput.contains(
        "but its xib sets 'TagCell'; UIKit asserts that the identifier in the nib (TagCell) does not match the "
          + "identifier used to register the nib (tag); register and dequeue it as 'TagCell', or set the xib's "
          + "identifier to 'tag' [nib-identifier-mismatch]\n"))
    // Notes belong to the finding before them and carry no rule of their own.
    #expect(!run.standardOutput.contains("here [nib-identifier-mismatch]"))
  }
}
