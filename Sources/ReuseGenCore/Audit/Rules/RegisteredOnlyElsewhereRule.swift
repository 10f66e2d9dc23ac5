/// A dequeue of an identifier that only unrelated types register, each on its own view: UIKit raises
/// (`RegistrationScope`).
enum RegisteredOnlyElsewhereRule: AuditRule {
  static let kind = AuditFinding.Kind.registeredOnlyElsewhere
  static let id = "registered-only-elsewhere"
  static let summary =
    "A dequeue of an identifier only unrelated screens register, on their own views: UIKit raises."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    context.dequeues.compactMap { dequeue in
      guard case .registeredOnlyElsewhere(let finding) = dequeue.outcome else { return nil }
      return finding
    }
  }
}
