/// A call site whose identifier `audit` could not evaluate, so it checks nothing about it.
enum UnresolvedIdentifierRule: AuditRule {
  static let kind = AuditFinding.Kind.unresolved
  static let id = "unresolved-identifier"
  static let summary = "A reuse identifier audit cannot evaluate, so it checks nothing about it."
  static let defaultSeverity = Diagnostic.Severity.note

  static func findings(in context: AuditContext) -> [AuditFinding] {
    context.moduleSites.compactMap { site in
      guard site.identifier.method == .unresolved, site.typedView == nil, site.family != nil else {
        return nil
      }
      return AuditFinding(
        kind: kind,
        diagnostic: Diagnostic(
          Message.unresolved(call: site.call, reason: site.identifier.reason),
          at: site.identifierLocation),
        subject: site.call, viewClass: site.castType ?? site.registeredClass.name)
    }
  }
}

extension UnresolvedIdentifierRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// The identifier of `call` is not known, for `reason` (the evaluator's; `nil`, worded "unknown", when
    /// the site has none).
    case unresolved(call: String, reason: EvaluationFailure?)

    var severity: Diagnostic.Severity { .note }

    var message: String {
      switch self {
      case .unresolved(let call, let reason):
        "unresolved reuse identifier in '\(call)': \(reason?.message ?? "unknown")"
      }
    }
  }
}
