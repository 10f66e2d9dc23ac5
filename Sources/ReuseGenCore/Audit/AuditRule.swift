import Foundation

/// The public face of each finding kind: the rule ID printed with every finding, its reference anchor, and
/// the one-line description reporters such as SARIF carry (SPEC §11).
///
/// The IDs are spelled out case by case rather than derived from the case names, so that renaming a case
/// in the code can never rename a rule that baselines, suppressions and code-scanning alerts refer to.
extension AuditFinding.Kind {
  /// The stable rule ID, such as `unregistered-dequeue`.
  package var ruleID: String {
    switch self {
    case .unregisteredDequeue: "unregistered-dequeue"
    case .unregisteredOptionalDequeue: "unregistered-optional-dequeue"
    case .nibIdentifierMismatch: "nib-identifier-mismatch"
    case .forceCastMismatch: "force-cast-mismatch"
    case .identifierRegisteredTwice: "identifier-registered-twice"
    case .neverDequeued: "never-dequeued"
    case .unresolved: "unresolved-identifier"
    case .registrationInCellProvider: "registration-in-cell-provider"
    case .conditionalCastAlwaysFails: "conditional-cast-always-fails"
    case .registeredOnlyElsewhere: "registered-only-elsewhere"
    case .dequeueNotReturned: "dequeue-not-returned"
    case .cellNotDequeued: "cell-not-dequeued"
    case .supplementaryKindMismatch: "supplementary-kind-mismatch"
    case .superfluousSuppression: "superfluous-suppression"
    case .invalidSuppression: "invalid-suppression"
    }
  }

  /// The kind a rule ID names, or `nil` for an ID no rule has.
  package init?(ruleID: String) {
    guard let kind = Self.allCases.first(where: { $0.ruleID == ruleID }) else { return nil }
    self = kind
  }

  /// One sentence for rule lists (SARIF's `shortDescription`).
  package var summary: String {
    switch self {
    case .unregisteredDequeue:
      "A dequeue with an index path of an identifier nothing registers: UIKit raises."
    case .unregisteredOptionalDequeue:
      "A dequeue without an index path of an identifier nothing registers: it returns nil."
    case .nibIdentifierMismatch:
      "A nib registered under another reuse identifier than the one its xib sets: UIKit asserts."
    case .forceCastMismatch:
      "A force cast of a dequeued view to a class no registration of its identifier is: the cast traps."
    case .identifierRegisteredTwice:
      "One reuse identifier registered for two classes: the later registration wins."
    case .neverDequeued:
      "A registration no code dequeues."
    case .unresolved:
      "A reuse identifier audit cannot evaluate, so it checks nothing about it."
    case .registrationInCellProvider:
      "A cell or supplementary registration created where cells are dequeued: UIKit asserts since iOS 15."
    case .conditionalCastAlwaysFails:
      "A conditional cast of a dequeued view to a class no registration of its identifier is: it always fails."
    case .registeredOnlyElsewhere:
      "A dequeue of an identifier only unrelated screens register, on their own views: UIKit raises."
    case .dequeueNotReturned:
      "A collection view dequeue whose view is never returned to the collection view: UIKit asserts since iOS 18."
    case .cellNotDequeued:
      "A collection view cell created instead of dequeued and returned to UIKit: UIKit raises."
    case .supplementaryKindMismatch:
      "A supplementary view dequeued with another element kind than it is registered for: UIKit raises."
    case .superfluousSuppression:
      "A reusegen:disable comment that suppresses no finding."
    case .invalidSuppression:
      "A reusegen:disable comment without a known rule ID, which suppresses nothing."
    }
  }

  /// The severity most of the rule's findings have; SARIF's `defaultConfiguration.level`.
  package var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .unregisteredDequeue, .nibIdentifierMismatch, .forceCastMismatch, .identifierRegisteredTwice,
      .registrationInCellProvider, .conditionalCastAlwaysFails, .registeredOnlyElsewhere,
      .supplementaryKindMismatch, .dequeueNotReturned, .cellNotDequeued:
      .error
    case .superfluousSuppression, .invalidSuppression:
      .warning
    case .unregisteredOptionalDequeue, .neverDequeued, .unresolved:
      .note
    }
  }

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
    var tagged = diagnostic
    tagged.message += " [\(kind.ruleID)]"
    return tagged
  }
}
