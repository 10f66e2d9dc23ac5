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

  private static func registeredTwice(_ identifier: String, _ group: [Registration], module: CallSiteModule)
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
      let message = Message.registeredTwice(
        identifier: identifier, later: later.registeredClass.name ?? "",
        first: first.registeredClass.name ?? "", onSameView: sameView)
      findings.append(
        AuditFinding(
          kind: .identifierRegisteredTwice,
          diagnostic: Diagnostic(
            message, at: later.location,
            notes: [
              Diagnostic(
                AuditNote.registeredFor(identifier: identifier, className: first.registeredClass.name ?? ""),
                at: first.location)
            ]),
          subject: identifier, viewClass: later.registeredClass.name))
    }
    return findings
  }
}

extension IdentifierRegisteredTwiceRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// `identifier` is registered for `later` after `first`, on the same view (an error) or on views that may
    /// get both (a warning).
    case registeredTwice(identifier: String, later: String, first: String, onSameView: Bool)

    var severity: Diagnostic.Severity {
      switch self {
      case .registeredTwice(_, _, _, let onSameView): onSameView ? .error : .warning
      }
    }

    var message: String {
      switch self {
      case .registeredTwice(let identifier, let later, let first, let onSameView):
        "reuse identifier '\(identifier)' is registered for '\(later)' and for '\(first)'"
          + (onSameView
            ? " on the same view; the second registration replaces the first"
            : "; a view that gets both dequeues whichever was registered last")
          + "; give each class its own identifier"
      }
    }
  }
}
