/// A registration in the module that no code dequeues.
enum NeverDequeuedRule: AuditRule {
  static let kind = AuditFinding.Kind.neverDequeued
  static let id = "never-dequeued"
  static let summary = "A registration no code dequeues."
  static let defaultSeverity = Diagnostic.Severity.note

  static func findings(in context: AuditContext) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let module = context.module
    for family in ReuseFamily.allCases {
      for (identifier, group) in (context.registrations[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard !context.unresolvedDequeue.contains(family),
          !(context.dequeued[family]?.contains(identifier) ?? false)
        else { continue }
        for registration in group {
          guard let site = registration.site, site.file < module.moduleFileCount, site.typedView == nil,
            !site.registersEverything
          else { continue }
          findings.append(
            AuditFinding(
              kind: kind,
              diagnostic: Diagnostic(
                Message.neverDequeued(identifier: identifier, family: family), at: site.identifierLocation),
              subject: identifier, viewClass: site.registeredClass.name))
        }
      }
    }
    return findings
  }
}

extension NeverDequeuedRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// `identifier` is registered in the registry of `family`, and nothing dequeues it.
    case neverDequeued(identifier: String, family: ReuseFamily)

    var severity: Diagnostic.Severity { .note }

    var message: String {
      switch self {
      case .neverDequeued(let identifier, let family):
        "reuse identifier '\(identifier)' is registered as a \(family.noun) but never dequeued in the code "
          + "audit reads; remove the registration unless other code dequeues it"
      }
    }
  }
}
