import Foundation

/// The public face of each finding kind: the rule ID printed with every finding, its reference anchor, and
/// the one-line description reporters such as SARIF carry (SPEC §11), as the kind's rule declares them
/// (`Audit/Rules/`).
extension AuditFinding.Kind {
  /// The stable rule ID, such as `unregistered-dequeue`.
  package var ruleID: String { AuditRules.rule(of: self).id }

  /// The kind a rule ID names, or `nil` for an ID no rule has.
  package init?(ruleID: String) {
    guard let kind = Self.allCases.first(where: { $0.ruleID == ruleID }) else { return nil }
    self = kind
  }

  /// One sentence for rule lists (SARIF's `shortDescription`).
  package var summary: String { AuditRules.rule(of: self).summary }

  /// The severity most of the rule's findings have; SARIF's `defaultConfiguration.level`.
  package var defaultSeverity: Diagnostic.Severity { AuditRules.rule(of: self).defaultSeverity }

  /// The rule's section of the audit reference at `reference`, where what UIKit does, a wrong and a right
  /// example and the fix are: the reference's URL with the rule ID as its fragment, which is the anchor of
  /// the rule's heading.
  package func helpURI(reference: String = AuditRuleDocumentation.reference) -> String {
    reference + "#" + ruleID
  }
}

/// Where the rules are documented.
package enum AuditRuleDocumentation {
  /// The audit reference's path in the repository; each rule is a heading named after its ID.
  package static let path = "docs/Reference/Audit.md"

  /// The audit reference on the repository's default branch. `--rules-url` (`rulesURL` in `reusegen.json`)
  /// names another copy, such as a fork's, a mirror's or a release tag's.
  package static let reference = ReuseGenRepository.page(path)

  /// Whether `url` can start help URIs: absolute (SARIF's `helpUri` is a URI, and code scanning links to
  /// it), with a scheme and a host, and no fragment of its own, since the rule's anchor is appended as one.
  package static func accepts(_ url: String) -> Bool {
    guard let parsed = URL(string: url), parsed.scheme?.isEmpty == false else { return false }
    return (parsed.host?.isEmpty == false || parsed.scheme == "file") && parsed.fragment == nil
  }
}

extension AuditFinding {
  /// The diagnostic with the rule ID after its message, as clang names a warning's flag (`[-Wunused]`): what
  /// the Xcode format prints, so that a reader can look the rule up or suppress the finding.
  package var taggedDiagnostic: Diagnostic {
    diagnostic.appending(" [\(kind.ruleID)]")
  }
}
