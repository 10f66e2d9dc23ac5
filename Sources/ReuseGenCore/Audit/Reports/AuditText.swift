/// The text `audit` prints: one diagnostic per finding, then a summary line.
enum AuditText {
  /// `printed` counts the lines of the diagnostics printed before the report, about the inputs (the scan,
  /// Interface Builder files, the analysis): the summary counts every line the run printed, by severity,
  /// so that a user who reads "0 warnings" finds none above it. A finding's notes are lines of their own,
  /// counted as notes (`PrintedSeverities`).
  static func render(
    module: CallSiteModule, findings: [AuditFinding], printed: PrintedSeverities = PrintedSeverities(),
    summary: Bool = true
  ) -> PlacedText {
    let sites = module.sites.filter { $0.file < module.moduleFileCount }
    let resolved = sites.filter { $0.identifier.value != nil || !$0.identifier.alternatives.isEmpty }.count
    var counts = printed
    for finding in findings { counts.count(finding.taggedDiagnostic) }
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
        "audit: \(sites.count) call site\(sites.count == 1 ? "" : "s") (\(resolved) resolved)\(objectiveCPart)"
          + counts.summary))
    return PlacedText.joined(lines, separator: "\n") + "\n"
  }
}
