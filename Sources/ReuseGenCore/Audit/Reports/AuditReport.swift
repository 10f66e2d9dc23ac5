import Foundation

/// What one `audit` run reports, in whichever format `--format` names (docs/Reference/Audit.md, "Audit in
/// CI").
struct AuditReport {
  /// The module read.
  let module: CallSiteModule
  /// The findings to report, after baselines, suppressions and `--quiet`.
  let findings: [AuditFinding]
  /// The folder relative paths are printed from: the repository root, for code scanning and CI.
  let currentDirectory: String
  /// The lines of the diagnostics about the inputs the run printed before the report, by severity, which
  /// the Xcode format's summary counts with the findings'.
  var printed = PrintedSeverities()
  /// Whether the Xcode format ends with its summary line; `--quiet` leaves it out.
  var summary = true
  /// The page whose sections the reports link each rule to (`--rules-url`).
  var rulesDocumentation = AuditRuleDocumentation.reference
  /// The page about the tool as a whole: the README, or the page `--rules-url` names.
  var informationURI = ReuseGenRepository.readme

  /// The report as `format` spells it.
  func rendered(_ format: ReportFormat) -> String { placed(format).text }

  /// `rendered(_:)`, with the places it prints as values where it prints each at the start of its line
  /// (`xcode`, `text`); the other formats print places in fields of their own, not known (`nil`).
  func placed(_ format: ReportFormat) -> PlacedText {
    switch format {
    case .xcode, .text:
      AuditText.render(module: module, findings: findings, printed: printed, summary: summary)
    case .json: PlacedText(AuditJSON(module: module, findings: findings).rendered(), places: nil)
    case .sarif: PlacedText(AuditSARIF.render(self), places: nil)
    case .githubActions: PlacedText(AuditGitHubActions.render(findings), places: nil)
    case .codeclimate: PlacedText(AuditCodeClimate.render(findings), places: nil)
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
