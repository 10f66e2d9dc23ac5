/// A `reusegen:disable` comment without a known rule ID, which suppresses nothing.
enum InvalidSuppressionRule: AuditRule {
  static let kind = AuditFinding.Kind.invalidSuppression
  static let id = "invalid-suppression"
  static let summary = "A reusegen:disable comment without a known rule ID, which suppresses nothing."
  static let defaultSeverity = Diagnostic.Severity.warning

  static func findings(in context: AuditContext) -> [AuditFinding] {
    // Found where the suppressions are read (`AuditSuppressions`), which needs every other rule's findings.
    []
  }
}
