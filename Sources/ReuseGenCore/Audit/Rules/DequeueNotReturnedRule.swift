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

extension DequeueNotReturnedRule {
  /// The rule's findings and their note, worded.
  enum Message: DiagnosticMessage {
    /// `call` dequeues a view in the flow layout's sizing method `method`, which never returns it.
    case dequeuedToMeasure(call: String, method: String)
    /// A second view is dequeued for the request whose first was dequeued at `first`, whose line the message
    /// says.
    case secondDequeueInRequest(first: SourceLocation)
    /// The request's first view is dequeued at the note's place.
    case firstDequeuedHere

    var severity: Diagnostic.Severity {
      switch self {
      case .dequeuedToMeasure, .secondDequeueInRequest: .error
      case .firstDequeuedHere: .note
      }
    }

    var message: String { placedMessage.text }

    var placedMessage: PlacedText {
      let uikitMessage = UnreturnedDequeues.uikitMessage
      return switch self {
      case .dequeuedToMeasure(let call, let method):
        "'\(call)' in \(method) dequeues a view the collection view did not ask for, and "
          + "never returns it to it; since iOS 18 UIKit asserts '\(uikitMessage)'; measure a view you "
          + "create yourself, or let the cells size themselves"
      case .secondDequeueInRequest(let first):
        "a second view is dequeued for the same request, after the one at line \(lineOf: first); only one "
          + "can be returned, and since iOS 18 UIKit asserts '\(uikitMessage)'"
      case .firstDequeuedHere: "the first view is dequeued here"
      }
    }
  }
}
