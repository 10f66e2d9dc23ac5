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

extension RegistrationInCellProviderRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// The registration is created where cells are dequeued, directly or lazily on its first use there.
    case createdWhereCellsAreDequeued(lazily: Bool)

    var severity: Diagnostic.Severity { .error }

    var message: String {
      switch self {
      case .createdWhereCellsAreDequeued(let lazily):
        "this registration "
          + (lazily
            ? "is created lazily, on its first use where cells are dequeued"
            : "is created where cells are dequeued")
          + "; since iOS 15 UIKit asserts: '\(RegistrationPlacement.uikitMessage)'; create it up front, "
          + "for example in viewDidLoad"
      }
    }
  }
}
