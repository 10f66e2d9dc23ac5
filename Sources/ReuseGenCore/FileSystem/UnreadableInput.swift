extension Diagnostic {
  /// An input that cannot be read. An error, never a skip: the views it declares would silently be missing
  /// from the generated file, the listing or the audit (DESIGN.md §4). It is about the file as a whole, so
  /// it has no position.
  static func unreadableInput(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(.error, "cannot read '\(path)': \(reason)", at: .file(path))
  }
}

extension FileReader.Failure {
  /// Why the file could not be read, as a clause.
  var reason: String {
    switch self {
    case .notRegularFile: "it is not a regular file"
    case .cannotOpen(let message): message
    }
  }
}
