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

extension RegisteredOnlyElsewhereRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// `identifier` is dequeued in `type`, which registers other views of `family` (or none, when
    /// `registersNone`), and only `elsewhere` registers it, on its own view.
    case registeredOnlyElsewhere(
      identifier: String, type: String, family: ReuseFamily, registersNone: Bool, elsewhere: String)

    var severity: Diagnostic.Severity { .error }

    var message: String {
      switch self {
      case .registeredOnlyElsewhere(let identifier, let type, let family, let registersNone, let elsewhere):
        "reuse identifier '\(identifier)' is dequeued in '\(type)', which serves its own view and registers "
          + (registersNone ? "no \(family.noun)s" : "other \(family.noun)s but not this one")
          + "; only '\(elsewhere)' registers it, on its own view; UIKit raises 'unable to dequeue a "
          + "\(family == .collectionSupplementaryView ? "view" : "cell") with identifier \(identifier)'; "
          + "register it on the view '\(type)' serves too"
      }
    }
  }
}
