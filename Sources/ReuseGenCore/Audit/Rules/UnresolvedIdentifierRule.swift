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
          .note, "unresolved reuse identifier in '\(site.call)': \(site.identifier.reason ?? "unknown")",
          at: site.identifierLocation),
        subject: site.call, viewClass: site.castType ?? site.registeredClass.name)
    }
  }
}
