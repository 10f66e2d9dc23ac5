/// A `reusegen:disable` comment that suppresses no finding. `AuditSuppressions` finds these, once every
/// other rule has run.
enum SuperfluousSuppressionRule: AuditRuleDescription {
  static let kind = AuditFinding.Kind.superfluousSuppression
  static let id = "superfluous-suppression"
  static let summary = "A reusegen:disable comment that suppresses no finding."
  static let defaultSeverity = Diagnostic.Severity.warning
}

extension SuperfluousSuppressionRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// The suppression `text` names `ruleID`, which has no finding on line `line`.
    case suppressesNothing(text: String, ruleID: String, line: Int)

    var severity: Diagnostic.Severity { .warning }

    var message: String {
      switch self {
      case .suppressesNothing(let text, let ruleID, let line):
        "'\(text)' suppresses nothing: there is no \(ruleID) finding on line "
          + "\(line); remove the comment"
      }
    }
  }
}
