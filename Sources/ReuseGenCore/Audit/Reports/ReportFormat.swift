/// The output format of `list` and `audit`; `OptionSpec.all` says which each accepts.
package enum ReportFormat: String, Sendable, CaseIterable {
  /// Text: an aligned line per view for `list`; for `audit`, the same as `xcode`.
  case text
  /// JSON: the array of DESIGN.md §4 for `list`, the versioned findings of docs/Reference/Audit.md for
  /// `audit`.
  case json
  /// `audit`: diagnostics as compilers print them, which Xcode shows inline, then a summary line.
  case xcode
  /// `audit`: SARIF 2.1.0, as GitHub code scanning takes it.
  case sarif
  /// `audit`: GitHub Actions workflow commands, which annotate the pull request.
  case githubActions = "github-actions"
  /// `audit`: a GitLab Code Quality (Code Climate) report.
  case codeclimate
}
