/// An `as?` of a dequeued view to a class no registration of its identifier is: the cast always fails,
/// so the fallback runs for every view (`ForceCastMismatchRule.castMismatch`).
enum ConditionalCastAlwaysFailsRule: AuditRule {
  static let kind = AuditFinding.Kind.conditionalCastAlwaysFails
  static let id = "conditional-cast-always-fails"
  static let summary =
    "A conditional cast of a dequeued view to a class no registration of its identifier is: it always fails."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    ForceCastMismatchRule.castMismatches(in: context).filter { $0.kind == kind }
  }
}

extension ConditionalCastAlwaysFailsRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// `identifier` is registered for `registered`, which the conditional cast to `cast` never admits.
    case castAlwaysFails(identifier: String, registered: String, cast: String)

    var severity: Diagnostic.Severity { .error }

    var message: String {
      switch self {
      case .castAlwaysFails(let identifier, let registered, let cast):
        "reuse identifier '\(identifier)' is registered for '\(registered)', which is not a "
          + "'\(cast)'; the conditional cast always fails, so the fallback runs for every view; cast to "
          + "'\(registered)', or dequeue '\(cast)' by the identifier it is registered under"
      }
    }
  }
}
