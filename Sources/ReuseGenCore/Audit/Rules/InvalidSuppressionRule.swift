/// A `reusegen:disable` comment without a known rule ID, which suppresses nothing. `AuditSuppressions`
/// finds these where it reads the comments.
enum InvalidSuppressionRule: AuditRuleDescription {
  static let kind = AuditFinding.Kind.invalidSuppression
  static let id = "invalid-suppression"
  static let summary = "A reusegen:disable comment without a known rule ID, which suppresses nothing."
  static let defaultSeverity = Diagnostic.Severity.warning
}
