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
