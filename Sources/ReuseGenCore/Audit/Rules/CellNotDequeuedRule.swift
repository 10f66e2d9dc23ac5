/// A collection view cell created instead of dequeued and returned to UIKit: UIKit raises (`FreshCells`).
enum CellNotDequeuedRule: AuditRule {
  static let kind = AuditFinding.Kind.cellNotDequeued
  static let id = "cell-not-dequeued"
  static let summary =
    "A collection view cell created instead of dequeued and returned to UIKit: UIKit raises."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    FreshCells.findings(context.module)
  }
}
