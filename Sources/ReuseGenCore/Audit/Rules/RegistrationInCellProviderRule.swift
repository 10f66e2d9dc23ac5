/// A `UICollectionView` registration created where cells are dequeued: UIKit asserts since iOS 15
/// (`RegistrationPlacement`).
enum RegistrationInCellProviderRule: AuditRule {
  static let kind = AuditFinding.Kind.registrationInCellProvider
  static let id = "registration-in-cell-provider"
  static let summary =
    "A cell or supplementary registration created where cells are dequeued: UIKit asserts since iOS 15."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    RegistrationPlacement.findings(context.module)
  }
}
