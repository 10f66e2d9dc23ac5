/// A supplementary view dequeued with another kind than its registrations': UIKit raises
/// (`SupplementaryKinds`).
enum SupplementaryKindMismatchRule: AuditRule {
  static let kind = AuditFinding.Kind.supplementaryKindMismatch
  static let id = "supplementary-kind-mismatch"
  static let summary =
    "A supplementary view dequeued with another element kind than it is registered for: UIKit raises."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    context.dequeues.compactMap { dequeue in
      guard case .kindMismatch(let finding) = dequeue.outcome else { return nil }
      return finding
    }
  }
}
