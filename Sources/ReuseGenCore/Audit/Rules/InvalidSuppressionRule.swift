/// A `reusegen:disable` comment without a known rule ID, which suppresses nothing. `AuditSuppressions`
/// finds these where it reads the comments.
enum InvalidSuppressionRule: AuditRuleDescription {
  static let kind = AuditFinding.Kind.invalidSuppression
  static let id = "invalid-suppression"
  static let summary = "A reusegen:disable comment without a known rule ID, which suppresses nothing."
  static let defaultSeverity = Diagnostic.Severity.warning
}

extension InvalidSuppressionRule {
  /// The rule's finding, worded.
  enum Message: DiagnosticMessage {
    /// The comment `text` starts with the marker and is no suppression, for `problem`.
    case notASuppression(text: String, Problem)

    /// What makes a comment that starts with the marker no suppression.
    enum Problem {
      /// The command after the marker is neither `:next` nor `:this`.
      case unknownCommand(marker: String)
      /// The command names no rule ID.
      case namesNoRule
      /// `word` is no rule ID of audit.
      case unknownRule(String)

      var message: String {
        switch self {
        case .unknownCommand(let marker):
          "write '// \(marker):next <rule-id> - reason' or '// \(marker):this <rule-id>'"
        case .namesNoRule: "it names no rule ID"
        case .unknownRule(let word): "'\(word)' is no rule ID of audit"
        }
      }
    }

    var severity: Diagnostic.Severity { .warning }

    var message: String {
      switch self {
      case .notASuppression(let text, let problem):
        "'// \(text)' is not a suppression: \(problem.message); it suppresses nothing"
      }
    }
  }
}
