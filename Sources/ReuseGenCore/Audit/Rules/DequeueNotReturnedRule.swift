/// A collection view dequeue whose view is never returned to the collection view: UIKit asserts since
/// iOS 18 (`UnreturnedDequeues`).
enum DequeueNotReturnedRule: AuditRule {
  static let kind = AuditFinding.Kind.dequeueNotReturned
  static let id = "dequeue-not-returned"
  static let summary =
    "A collection view dequeue whose view is never returned to the collection view: UIKit asserts since iOS 18."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    UnreturnedDequeues.findings(context.module)
  }
}
