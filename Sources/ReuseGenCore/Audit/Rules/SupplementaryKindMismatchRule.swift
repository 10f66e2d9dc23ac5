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

extension SupplementaryKindMismatchRule {
  /// The rule's finding and its note, worded.
  enum Message: DiagnosticMessage {
    /// `identifier` is dequeued as a supplementary view of `kind`, and registered only for `registeredKind`.
    case registeredForOtherKind(identifier: String, kind: String, registeredKind: String)
    /// `identifier` is registered for `kind` at the note's place.
    case registeredForKindHere(identifier: String, kind: String)

    var severity: Diagnostic.Severity {
      switch self {
      case .registeredForOtherKind: .error
      case .registeredForKindHere: .note
      }
    }

    var message: String {
      switch self {
      case .registeredForOtherKind(let identifier, let kind, let registeredKind):
        "reuse identifier '\(identifier)' is dequeued as a supplementary view of kind '\(kind)', but registered "
          + "only for kind '\(registeredKind)'; UIKit raises 'could not dequeue a view of kind: \(kind) with "
          + "identifier \(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard'; register it for kind '\(kind)' too, or dequeue it as "
          + "'\(registeredKind)'"
      case .registeredForKindHere(let identifier, let kind):
        "'\(identifier)' is registered for kind '\(kind)' here"
      }
    }
  }
}
