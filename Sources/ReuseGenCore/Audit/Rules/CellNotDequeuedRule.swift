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

extension CellNotDequeuedRule {
  /// The rule's findings, worded.
  enum Message: DiagnosticMessage {
    /// Every return of `body` (`collectionView(_:cellForItemAt:)`, a cell provider) is a `cellClass` it
    /// created: UIKit raises for every cell.
    case returnsCreatedCell(body: String, cellClass: String)
    /// One return (a fallback) is a `cellClass` created, not dequeued: UIKit raises when it runs.
    case createdNotDequeued(cellClass: String)

    var severity: Diagnostic.Severity {
      switch self {
      case .returnsCreatedCell: .error
      case .createdNotDequeued: .warning
      }
    }

    var message: String {
      let uikitMessage = FreshCells.uikitMessage
      return switch self {
      case .returnsCreatedCell(let body, let cellClass):
        "\(body) returns a '\(cellClass)' it created instead of dequeuing; UIKit raises "
          + "'\(uikitMessage)'; register the class and dequeue it"
      case .createdNotDequeued(let cellClass):
        "this '\(cellClass)' is created, not dequeued; when this line runs, UIKit raises "
          + "'\(uikitMessage)'; register the class and dequeue it"
      }
    }
  }
}
