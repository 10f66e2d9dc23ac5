/// A mistake in the inputs, such as an invalid `reusegen.json` or an output reusegen may not replace: exit
/// status 1.
package struct InputError: Error, Equatable {
  /// What is wrong.
  package var message: String
  /// The file the error is about, when there is one.
  package var path: String?

  /// Creates an error about `path`, or about the run as a whole.
  package init(_ message: String, path: String? = nil) {
    self.message = message
    self.path = path
  }

  /// Creates an error about a place in a file, printed as `path:line:column`.
  init(_ message: String, at location: SourceLocation) {
    self.init(message, path: location.place)
  }

  /// The line printed for it, as compilers print a diagnostic: `path: error: message`, which Xcode shows
  /// at the file; `error: message` without a path.
  package var rendered: String { Diagnostic.render(.error, message, at: path) }
}
