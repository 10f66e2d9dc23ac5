extension Diagnostic {
  /// An input that cannot be read. An error, never a skip: the views it declares would silently be missing
  /// from the generated file, the listing or the audit (DESIGN.md §4). It is about the file as a whole, so
  /// it has no position.
  static func unreadableInput(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(InputMessage.unreadable(path: path, reason: reason, isError: true), at: .file(path))
  }
}

extension Diagnostic {
  /// An Objective-C file that cannot be read: a warning, not `unreadableInput`'s error. Such a file only adds
  /// facts that spare the Swift side a finding, and one Xcode compiles elsewhere must not fail a build that
  /// passed.
  static func unreadableObjectiveC(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(InputMessage.unreadableObjectiveC(path: path, reason: reason), at: .file(path))
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
