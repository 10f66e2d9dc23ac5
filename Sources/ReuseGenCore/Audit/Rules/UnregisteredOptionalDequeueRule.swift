/// A dequeue without an index path of an identifier nothing registers: UIKit returns `nil`, unless a view
/// the app made with that identifier (`UITableViewCell(style:reuseIdentifier:)`) waits in the reuse queue,
/// where UIKit puts it when it scrolls away.
enum UnregisteredOptionalDequeueRule: AuditRule {
  static let kind = AuditFinding.Kind.unregisteredOptionalDequeue
  static let id = "unregistered-optional-dequeue"
  static let summary =
    "A dequeue without an index path of an identifier nothing registers: it returns nil until a view "
    + "made with that identifier waits for reuse."
  static let defaultSeverity = Diagnostic.Severity.note

  static func findings(in context: AuditContext) -> [AuditFinding] {
    context.dequeues.compactMap { dequeue in
      guard case .unregistered = dequeue.outcome, !dequeue.site.crashesWhenUnregistered else { return nil }
      return UnregisteredDequeueRule.finding(dequeue, in: context)
    }
  }
}

extension UnregisteredOptionalDequeueRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// Nothing registers `identifier` in the registry of `family`, and `call` returns nil.
    case returnsNil(identifier: String, family: ReuseFamily, call: String)

    var severity: Diagnostic.Severity { .note }

    var message: String {
      switch self {
      case .returnsNil(let identifier, let family, let call):
        "reuse identifier '\(identifier)' is dequeued but never registered as a \(family.noun); "
          + "'\(call)' returns nil unless one made with that identifier waits for reuse"
      }
    }
  }
}
