import Foundation

/// What one `audit` run reports, in whichever format `--format` names (docs/Reference/Audit.md, "Audit in
/// CI").
struct AuditReport {
  /// The module read.
  let module: AuditModule
  /// The findings to report, after baselines, suppressions and `--quiet`.
  let findings: [AuditFinding]
  /// The folder relative paths are printed from: the repository root, for code scanning and CI.
  let currentDirectory: String
  /// Whether the Xcode format ends with its summary line; `--quiet` leaves it out.
  var summary = true
  /// The page whose sections the reports link each rule to (`--rules-url`).
  var rulesDocumentation = AuditRuleDocumentation.reference
  /// The page about the tool as a whole: the README, or the page `--rules-url` names.
  var informationURI = ReuseGenRepository.readme

  /// The report as `format` spells it.
  func rendered(_ format: ReportFormat) -> String {
    switch format {
    case .xcode, .text: AuditText.render(module: module, findings: findings, summary: summary)
    case .json: AuditJSON(module: module, findings: findings).rendered()
    case .sarif: AuditSARIF.render(self)
    case .githubActions: AuditGitHubActions.render(findings)
    case .codeclimate: AuditCodeClimate.render(findings)
    }
  }

  /// Encodes a report as JSON with sorted keys, so that the same findings give the same bytes.
  static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
