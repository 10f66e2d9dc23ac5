/// A `reusegen:disable` comment that suppresses no finding.
enum SuperfluousSuppressionRule: AuditRule {
  static let kind = AuditFinding.Kind.superfluousSuppression
  static let id = "superfluous-suppression"
  static let summary = "A reusegen:disable comment that suppresses no finding."
  static let defaultSeverity = Diagnostic.Severity.warning

  static func findings(in context: AuditContext) -> [AuditFinding] {
    // Found by the suppressions' pass (`AuditSuppressions`), which needs every other rule's findings.
    []
  }
}
