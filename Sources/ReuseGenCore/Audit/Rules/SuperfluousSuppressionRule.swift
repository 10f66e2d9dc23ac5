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
    /// The suppression `text` names `ruleID`, which has no finding on the line of `target` (a line of its
    /// file without a column: no token's place).
    case suppressesNothing(text: String, ruleID: String, target: SourceLocation)

    var severity: Diagnostic.Severity { .warning }

    var message: String { placedMessage.text }

    var placedMessage: PlacedText {
      switch self {
      case .suppressesNothing(let text, let ruleID, let target):
        "'\(text)' suppresses nothing: there is no \(ruleID) finding on line "
          + "\(lineOf: target); remove the comment"
      }
    }
  }
}
