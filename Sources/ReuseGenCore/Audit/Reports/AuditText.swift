/// The text `audit` prints: one diagnostic per finding, then a summary line.
enum AuditText {
  static func render(module: AuditModule, findings: [AuditFinding], summary: Bool = true) -> PlacedText {
    let sites = module.sites.filter { $0.file < module.moduleFileCount }
    let resolved = sites.filter { $0.identifier.value != nil || !$0.identifier.alternatives.isEmpty }.count
    let errors = findings.filter { $0.diagnostic.severity == .error }.count
    let warnings = findings.filter { $0.diagnostic.severity == .warning }.count
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
          + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"))
    return PlacedText.joined(lines, separator: "\n") + "\n"
  }
}
