import Foundation

/// `audit --format github-actions`: one workflow command per finding, which GitHub shows as an annotation
/// on the pull request's diff: `::error file=…,line=…,col=…,title=…::message`.
enum AuditGitHubActions {
  static func render(_ findings: [AuditFinding]) -> String {
    findings.map { finding in
      let diagnostic = finding.diagnostic
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let location = diagnostic.location {
        properties += [
          "file=\(property(location.path))", "line=\(location.line)", "col=\(location.column)",
        ]
      }
      properties.append("title=\(property("reusegen: \(finding.kind.ruleID)"))")
      // The annotation has one place; its notes' places go into the message, one line each.
      let message = ([diagnostic.message] + diagnostic.notes.map(\.rendered)).joined(separator: "\n")
      return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }.joined()
  }

  /// A message escaped as the Actions toolkit escapes command data: `%`, carriage returns and line feeds.
  private static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value, which must also escape the `:` and `,` that separate properties.
  private static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
