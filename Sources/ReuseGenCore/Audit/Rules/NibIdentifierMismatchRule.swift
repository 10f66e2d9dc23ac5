/// A nib registered under an identifier other than the one its xib sets: UIKit asserts.
enum NibIdentifierMismatchRule: AuditRule {
  static let kind = AuditFinding.Kind.nibIdentifierMismatch
  static let id = "nib-identifier-mismatch"
  static let summary =
    "A nib registered under another reuse identifier than the one its xib sets: UIKit asserts."
  static let defaultSeverity = Diagnostic.Severity.error

  static func findings(in context: AuditContext) -> [AuditFinding] {
    context.moduleSites.compactMap { site in
      guard site.role == .register, site.nibName != nil else { return nil }
      return nibMismatch(site, module: context.module)
    }
  }

  private static func nibMismatch(_ site: ReuseCallSite, module: CallSiteModule) -> AuditFinding? {
    guard let nibName = site.nibName, let identifier = site.identifier.value,
      let document = module.xib(named: nibName), let element = module.topLevelReusableObject(document),
      let nibIdentifier = element.object.reuseIdentifier, nibIdentifier != identifier
    else { return nil }
    return AuditFinding(
      kind: .nibIdentifierMismatch,
      diagnostic: Diagnostic(
        Message.registeredUnderOtherIdentifier(
          nib: nibName, identifier: identifier, nibIdentifier: nibIdentifier),
        at: site.identifierLocation,
        notes: [
          Diagnostic(
            Message.setsIdentifierHere(nib: nibName, nibIdentifier: nibIdentifier),
            at: element.object.location)
        ]),
      subject: identifier, viewClass: nibName)
  }
}

extension NibIdentifierMismatchRule {
  /// The rule's finding and its note, worded.
  enum Message: DiagnosticMessage {
    /// Nib `nib` is registered under `identifier`, and its xib sets `nibIdentifier`.
    case registeredUnderOtherIdentifier(nib: String, identifier: String, nibIdentifier: String)
    /// Nib `nib` sets `nibIdentifier` at the note's place.
    case setsIdentifierHere(nib: String, nibIdentifier: String)

    var severity: Diagnostic.Severity {
      switch self {
      case .registeredUnderOtherIdentifier: .error
      case .setsIdentifierHere: .note
      }
    }

    var message: String {
      switch self {
      case .registeredUnderOtherIdentifier(let nib, let identifier, let nibIdentifier):
        "nib '\(nib)' is registered under reuse identifier '\(identifier)', but its xib sets "
          + "'\(nibIdentifier)'; UIKit asserts that the identifier in the nib (\(nibIdentifier)) does not match "
          + "the identifier used to register the nib (\(identifier)); register and dequeue it as "
          + "'\(nibIdentifier)', or set the xib's identifier to '\(identifier)'"
      case .setsIdentifierHere(let nib, let nibIdentifier):
        "'\(nib)' sets reuse identifier '\(nibIdentifier)' here"
      }
    }
  }
}
