/// A dequeue with an index path of an identifier nothing registers: UIKit raises `unable to dequeue a cell
/// with identifier X`. Code audit does not read that may register it makes the finding a note (SPEC §10.7).
enum UnregisteredDequeueRule: AuditRule {
  static let kind = AuditFinding.Kind.unregisteredDequeue
  static let id = "unregistered-dequeue"
  static let summary = "A dequeue with an index path of an identifier nothing registers: UIKit raises."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    context.dequeues.compactMap { dequeue in
      guard case .unregistered = dequeue.outcome, dequeue.site.crashesWhenUnregistered else { return nil }
      return finding(dequeue, in: context)
    }
  }

  /// The finding of a dequeue nothing registers: an error when UIKit raises, a note when it returns `nil`
  /// or when code audit does not read may register it.
  static func finding(_ dequeue: AuditContext.Dequeue, in context: AuditContext) -> AuditFinding {
    let (site, family, identifier) = (dequeue.site, dequeue.family, dequeue.identifier)
    let (registrations, module) = (context.registrations, context.module)
    // Registered in another registry is a common slip: say where.
    let elsewhere = ReuseFamily.allCases.compactMap { other in
      registrations[other]?[identifier]?.first.map {
        Diagnostic(.note, "'\(identifier)' is registered as a \(other.noun) here", at: $0.location)
      }
    }
    // Code audit does not read may register it (SPEC §10.7): no certain crash, a note that says where.
    if site.crashesWhenUnregistered, let registrar = module.unreadRegistrar(around: site) {
      return AuditFinding(
        kind: .unregisteredDequeue,
        diagnostic: Diagnostic(
          .note,
          "reuse identifier '\(identifier)' is dequeued but registered as a \(family.noun) in no code, nib or "
            + "storyboard audit reads; \(registrar.explanation) (pass the folder that declares "
            + "'\(registrar.unread)' with --context to check)",
          at: site.identifierLocation, notes: elsewhere),
        subject: identifier, viewClass: site.castType)
    }
    if site.crashesWhenUnregistered {
      return AuditFinding(
        kind: .unregisteredDequeue,
        diagnostic: Diagnostic(
          .error,
          "reuse identifier '\(identifier)' is dequeued but never registered as a \(family.noun) in code, nib "
            + "or storyboard; UIKit raises '\(family == .collectionSupplementaryView ? "could not dequeue a view" : "unable to dequeue a cell") "
            + "with identifier \(identifier)'",
          at: site.identifierLocation, notes: elsewhere),
        subject: identifier, viewClass: site.castType)
    }
    return AuditFinding(
      kind: .unregisteredOptionalDequeue,
      diagnostic: Diagnostic(
        .note,
        "reuse identifier '\(identifier)' is dequeued but never registered as a \(family.noun); "
          + "'\(site.call)' returns nil",
        at: site.identifierLocation, notes: elsewhere),
      subject: identifier, viewClass: site.castType)
  }
}
