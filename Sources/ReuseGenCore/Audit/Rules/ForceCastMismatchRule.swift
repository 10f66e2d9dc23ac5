/// A force cast of a dequeued view to a class no registration of its identifier is: "Could not cast value".
enum ForceCastMismatchRule: AuditRule {
  static let kind = AuditFinding.Kind.forceCastMismatch
  static let id = "force-cast-mismatch"
  static let summary =
    "A force cast of a dequeued view to a class no registration of its identifier is: the cast traps."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    castMismatches(in: context).filter { $0.kind == kind }
  }

  /// The cast mismatches of every registered dequeue, force and conditional.
  static func castMismatches(in context: AuditContext) -> [AuditFinding] {
    context.dequeues.compactMap { dequeue in
      guard case .registered(let registered) = dequeue.outcome else { return nil }
      return castMismatch(
        dequeue.site, identifier: dequeue.identifier, registered: registered, module: context.module)
    }
  }

  /// The finding of a cast of a dequeued view to a class no registration of its identifier is: a force
  /// cast traps, a conditional one always fails (`ConditionalCastAlwaysFailsRule`).
  static func castMismatch(
    _ site: ReuseCallSite, identifier: String, registered: [Registration], module: CallSiteModule
  ) -> AuditFinding? {
    guard let cast = site.castClass, let castName = cast.name else { return nil }
    var classes: [String] = []
    for registration in registered {
      // A registration whose class is unknown, or whose chain cannot be followed, might satisfy the cast.
      guard let name = registration.registeredClass.name,
        module.isClass(registration.registeredClass, kindOf: cast) == false
      else { return nil }
      classes.append(name)
    }
    let registeredName = classes[0]
    let notes = registered.map {
      Diagnostic(
        AuditNote.registeredFor(identifier: identifier, className: $0.registeredClass.name ?? ""),
        at: $0.location)
    }
    if !(site.castKind?.crashesOnMismatch ?? true) {
      // No crash, but a certain defect: the fallback (often an empty cell) is all the user ever sees.
      return AuditFinding(
        kind: .conditionalCastAlwaysFails,
        diagnostic: Diagnostic(
          ConditionalCastAlwaysFailsRule.Message.castAlwaysFails(
            identifier: identifier, registered: registeredName, cast: castName),
          at: site.location, notes: notes),
        subject: identifier, viewClass: castName)
    }
    return AuditFinding(
      kind: .forceCastMismatch,
      diagnostic: Diagnostic(
        Message.castTraps(identifier: identifier, registered: registeredName, cast: castName),
        at: site.location, notes: notes),
      subject: identifier, viewClass: castName)
  }
}

extension ForceCastMismatchRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// `identifier` is registered for `registered`, which the force cast to `cast` traps on.
    case castTraps(identifier: String, registered: String, cast: String)

    var severity: Diagnostic.Severity { .error }

    var message: String {
      switch self {
      case .castTraps(let identifier, let registered, let cast):
        "reuse identifier '\(identifier)' is registered for '\(registered)', which is not a "
          + "'\(cast)'; the force cast fails with 'Could not cast value of type '\(registered)' "
          + "to '\(cast)''; cast to '\(registered)', or dequeue "
          + "'\(cast)' by the identifier it is registered under"
      }
    }
  }
}
