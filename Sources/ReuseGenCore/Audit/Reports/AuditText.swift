/// The text `audit` prints: one diagnostic per finding, then a summary line.
enum AuditText {
  /// `printed` holds the severity of each diagnostic printed before the report, about the inputs (the scan,
  /// Interface Builder files, the analysis): the summary counts every diagnostic the run printed, by
  /// severity, so that a user who reads "0 warnings" finds none above it. Notes attached to a diagnostic
  /// are part of it.
  static func render(
    module: AuditModule, findings: [AuditFinding], printed: [Diagnostic.Severity] = [], summary: Bool = true
  ) -> PlacedText {
    let sites = module.sites.filter { $0.file < module.moduleFileCount }
    let resolved = sites.filter { $0.identifier.value != nil || !$0.identifier.alternatives.isEmpty }.count
    let severities = printed + findings.map(\.diagnostic.severity)
    let errors = severities.filter { $0 == .error }.count
    let warnings = severities.filter { $0 == .warning }.count
    let notes = severities.filter { $0 == .note }.count
    var lines = findings.map(\.taggedDiagnostic.placedRendering)
    guard summary else { return PlacedText.joined(lines.map { $0 + "\n" }, separator: "") }
    // A mixed module's Objective-C sends, which the checks count (SPEC §10.7), are said apart.
    let objectiveC = module.objectiveCSites
    let objectiveCPart =
      objectiveC.isEmpty
      ? ""
      : " and \(objectiveC.count) Objective-C send\(objectiveC.count == 1 ? "" : "s") "
        + "(\(objectiveC.filter { $0.identifier != nil }.count) resolved)"
    lines.append(
      PlacedText(
        "audit: \(sites.count) call site\(sites.count == 1 ? "" : "s") (\(resolved) resolved)\(objectiveCPart), "
          + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
          + (notes == 0 ? "" : ", \(notes) note\(notes == 1 ? "" : "s")")))
    return PlacedText.joined(lines, separator: "\n") + "\n"
  }
}
