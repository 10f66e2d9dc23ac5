/// `audit --format codeclimate`: a GitLab Code Quality report, the Code Climate issue format GitLab reads
/// from a job's `artifacts:reports:codequality`.
enum AuditCodeClimate {
  struct Issue: Encodable {
    struct Location: Encodable {
      struct Lines: Encodable {
        var begin: Int
      }
      var path: String
      var lines: Lines
    }
    struct Content: Encodable {
      var body: String
    }

    var type = "issue"
    var checkName: String
    var description: String
    var content: Content?
    var categories: [String]
    var severity: String
    /// Stable while the finding is: its rule, file, identifier and class, never its line.
    var fingerprint: String
    var location: Location

    enum CodingKeys: String, CodingKey {
      case type, description, content, categories, severity, fingerprint, location
      case checkName = "check_name"
    }
  }

  static func render(_ findings: [AuditFinding]) -> String {
    let fingerprints = AuditFindingKey.fingerprints(findings)
    let issues = zip(findings, fingerprints).map { finding, fingerprint in
      let diagnostic = finding.diagnostic
      return Issue(
        checkName: finding.kind.ruleID, description: diagnostic.message,
        content: diagnostic.notes.isEmpty
          ? nil : Issue.Content(body: diagnostic.notes.map(\.rendered).joined(separator: "\n")),
        categories: [diagnostic.severity == .note ? "Clarity" : "Bug Risk"],
        severity: severity(diagnostic.severity), fingerprint: fingerprint,
        location: Issue.Location(
          path: diagnostic.location?.path ?? "", lines: .init(begin: diagnostic.location?.line ?? 1)))
    }
    return AuditReport.json(issues)
  }

  /// GitLab's scale is info, minor, major, critical and blocker; an error is a certain crash.
  private static func severity(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "critical"
    case .warning: "major"
    case .note: "info"
    }
  }
}
