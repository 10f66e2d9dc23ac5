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

  private static func nibMismatch(_ site: ReuseCallSite, module: AuditModule) -> AuditFinding? {
    guard let nibName = site.nibName, let identifier = site.identifier.value,
      let document = module.xib(named: nibName), let element = module.topLevelReusableObject(document),
      let nibIdentifier = element.object.reuseIdentifier, nibIdentifier != identifier
    else { return nil }
    return AuditFinding(
      kind: .nibIdentifierMismatch,
      diagnostic: Diagnostic(
        .error,
        "nib '\(nibName)' is registered under reuse identifier '\(identifier)', but its xib sets "
          + "'\(nibIdentifier)'; UIKit asserts that the identifier in the nib (\(nibIdentifier)) does not match "
          + "the identifier used to register the nib (\(identifier))",
        at: site.identifierLocation,
        notes: [
          Diagnostic(
            .note, "'\(nibName)' sets reuse identifier '\(nibIdentifier)' here", at: element.object.location)
        ]),
      subject: identifier, viewClass: nibName)
  }
}
