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
        Diagnostic(AuditNote.registeredAs(identifier: identifier, noun: other.noun), at: $0.location)
      }
    }
    // Code audit does not read may register it (SPEC §10.7): no certain crash, a note that says where.
    if site.crashesWhenUnregistered, let registrar = module.unreadRegistrar(around: site) {
      return AuditFinding(
        kind: .unregisteredDequeue,
        diagnostic: Diagnostic(
          Message.mayBeRegisteredInUnreadCode(identifier: identifier, family: family, registrar: registrar),
          at: site.identifierLocation, notes: elsewhere),
        subject: identifier, viewClass: site.castType)
    }
    if site.crashesWhenUnregistered {
      return AuditFinding(
        kind: .unregisteredDequeue,
        diagnostic: Diagnostic(
          Message.neverRegistered(identifier: identifier, family: family), at: site.identifierLocation,
          notes: elsewhere),
        subject: identifier, viewClass: site.castType)
    }
    return AuditFinding(
      kind: .unregisteredOptionalDequeue,
      diagnostic: Diagnostic(
        UnregisteredOptionalDequeueRule.Message.returnsNil(
          identifier: identifier, family: family, call: site.call),
        at: site.identifierLocation, notes: elsewhere),
      subject: identifier, viewClass: site.castType)
  }
}

extension UnregisteredDequeueRule {
  /// The rule's findings, worded.
  enum Message: DiagnosticMessage {
    /// Nothing registers `identifier` in the registry of `family`: UIKit raises.
    case neverRegistered(identifier: String, family: ReuseFamily)
    /// Nothing audit reads registers `identifier`, and `registrar`, which it does not read, may.
    case mayBeRegisteredInUnreadCode(
      identifier: String, family: ReuseFamily, registrar: CallSiteModule.UnreadRegistrar)

    var severity: Diagnostic.Severity {
      switch self {
      case .neverRegistered: .error
      case .mayBeRegisteredInUnreadCode: .note
      }
    }

    var message: String {
      switch self {
      case .neverRegistered(let identifier, let family):
        "reuse identifier '\(identifier)' is dequeued but never registered as a \(family.noun) in code, nib "
          + "or storyboard; UIKit raises '\(family == .collectionSupplementaryView ? "could not dequeue a view" : "unable to dequeue a cell") "
          + "with identifier \(identifier)'; register a class or nib under it before the first dequeue"
      case .mayBeRegisteredInUnreadCode(let identifier, let family, let registrar):
        "reuse identifier '\(identifier)' is dequeued but registered as a \(family.noun) in no code, nib or "
          + "storyboard audit reads; \(registrar.explanation) (pass the folder that declares "
          + "'\(registrar.unread)' with --context to check)"
      }
    }
  }
}
