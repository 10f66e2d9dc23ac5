/// Every diagnostic about finding and reading the input files (`InputDiscovery`, `UnreadableInput`),
/// worded in one place: discovery decides which case a path gets; this says it.
enum InputMessage: DiagnosticMessage {
  /// The file or path `path` cannot be read or followed, for `reason` (the system's); an error when
  /// `isError`, else a warning.
  case unreadable(path: String, reason: String, isError: Bool)
  /// The Objective-C file `path` cannot be read, for `reason`: a warning, as such a file only adds facts.
  case unreadableObjectiveC(path: String, reason: String)
  /// The directory `path` cannot be listed.
  case unreadableDirectory(path: String)
  /// `path` has an input's extension and is no regular file.
  case notARegularFile(path: String)

  var severity: Diagnostic.Severity {
    switch self {
    case .unreadable(_, _, let isError): isError ? .error : .warning
    case .unreadableDirectory: .error
    case .unreadableObjectiveC, .notARegularFile: .warning
    }
  }

  var message: String {
    switch self {
    case .unreadable(let path, let reason, _): "cannot read '\(path)': \(reason)"
    case .unreadableObjectiveC(let path, let reason):
      "cannot read '\(path)': \(reason); its identifiers, registrations and classes are not read"
    case .unreadableDirectory(let path): "cannot read directory '\(path)'"
    case .notARegularFile(let path): "'\(path)' is not a regular file; skipped"
    }
  }
}
