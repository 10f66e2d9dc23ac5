/// One identifier registered for two classes: on one view, the second replaces the first (an error);
/// on views that may get both, whichever came last wins (a warning).
enum IdentifierRegisteredTwiceRule: AuditRule {
  static let kind = AuditFinding.Kind.identifierRegisteredTwice
  static let id = "identifier-registered-twice"
  static let summary = "One reuse identifier registered for two classes: the later registration wins."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    ReuseFamily.allCases.flatMap { family in
      (context.registrations[family] ?? [:]).sorted(by: { $0.key < $1.key }).flatMap { identifier, group in
        registeredTwice(identifier, group, module: context.module)
      }
    }
  }

  private static func registeredTwice(_ identifier: String, _ group: [Registration], module: AuditModule)
    -> [AuditFinding]
  {
    // Objective-C's registrations are its own screens': which view each reaches is not read.
    let known = group.filter { $0.registeredClass.name != nil && !$0.isObjectiveC }.sorted {
      $0.location < $1.location
    }
    guard let first = known.first else { return [] }
    var findings: [AuditFinding] = []
    for later in known.dropFirst() where later.registeredClass != first.registeredClass {
      guard let site = later.site ?? first.site, site.file < module.moduleFileCount else { continue }
      let sameView = first.site.map { ReuseAuditor.inSequence($0, later.site, module: module) } ?? false
      // Two unrelated screens, each on its own view, never give one view both.
      if !sameView, let earlier = first.site, let site = later.site,
        RegistrationScope.areOnOwnViewsOfUnrelatedTypes(earlier, site, module: module)
      {
        continue
      }
      let message =
        "reuse identifier '\(identifier)' is registered for '\(later.registeredClass.name ?? "")' and for "
        + "'\(first.registeredClass.name ?? "")'"
        + (sameView
          ? " on the same view; the second registration replaces the first"
          : "; a view that gets both dequeues whichever was registered last")
      findings.append(
        AuditFinding(
          kind: .identifierRegisteredTwice,
          diagnostic: Diagnostic(
            sameView ? .error : .warning, message, at: later.location,
            notes: [
              Diagnostic(
                .note, "'\(identifier)' registered for '\(first.registeredClass.name ?? "")' here",
                at: first.location)
            ]),
          subject: identifier, viewClass: later.registeredClass.name))
    }
    return findings
  }
}
