/// A `reusegen:disable` comment that suppresses no finding. `AuditSuppressions` finds these, once every
/// other rule has run.
enum SuperfluousSuppressionRule: AuditRuleDescription {
  static let kind = AuditFinding.Kind.superfluousSuppression
  static let id = "superfluous-suppression"
  static let summary = "A reusegen:disable comment that suppresses no finding."
  static let defaultSeverity = Diagnostic.Severity.warning
}
