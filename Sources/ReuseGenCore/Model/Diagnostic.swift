/// A position in an input file, as the Swift compiler reports it.
package struct SourceLocation: Hashable, Sendable, Comparable {
  /// The file's path as it should be printed: relative to the current directory when below it.
  package var path: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, counted in UTF-8 bytes.
  package var column: Int

  /// Creates a location.
  package init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// The file as a whole, such as one that cannot be read: printed as its path alone, as compilers print a
  /// diagnostic that has no position, rather than at a made-up first line.
  package static func file(_ path: String) -> SourceLocation {
    SourceLocation(path: path, line: 0, column: 0)
  }

  /// `path:line:column`, or `path` for the file as a whole.
  package var place: String { placed.text }

  /// `place`, with its line and column recorded as the place it prints (`PlacedText`).
  var placed: PlacedText {
    var text = PlacedText(path)
    guard line > 0 else { return text }
    text.append(":")
    text.append(self, form: .lineAndColumn)
    return text
  }

  /// Orders by path, then line, then column, which is the order diagnostics are printed in.
  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

/// A message about an input, printed as `path:line:column: severity: message`.
package struct Diagnostic: Hashable, Sendable {
  /// `diagnostics` in the order they are printed: those without a location first, then by file, line and
  /// column. The sort is stable, so a diagnostic's notes and messages at one place keep their order, and
  /// the output never depends on the sort algorithm.
  package static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      switch (lhs.element.location, rhs.element.location) {
      case (nil, nil): lhs.offset < rhs.offset
      case (nil, _): true
      case (_, nil): false
      case (let left?, let right?): left == right ? lhs.offset < rhs.offset : left < right
      }
    }.map(\.element)
  }

  /// How serious a diagnostic is; errors make the run exit with status 1.
  package enum Severity: String, Sendable {
    /// The run fails.
    case error
    /// The run succeeds, but something needs the user's attention.
    case warning
    /// Extra context attached to the diagnostic before it.
    case note
  }

  /// Where the problem is; `nil` for problems that belong to no file.
  package var location: SourceLocation?
  /// How serious it is.
  package var severity: Severity
  /// The message, without a trailing period. Set once: the places it says (`messagePlaces`) are ranges into
  /// it, which only an addition at its end (`appending(_:)`) keeps valid.
  package private(set) var message: String
  /// Notes printed right after this diagnostic.
  package var notes: [Diagnostic]
  /// The places the message says in its words (`DiagnosticMessage.placedMessage`), ranges into `message`.
  var messagePlaces: [PlacedText.Place] = []

  /// Creates a diagnostic.
  package init(
    _ severity: Severity,
    _ message: String,
    at location: SourceLocation?,
    notes: [Diagnostic] = []
  ) {
    self.location = location
    self.severity = severity
    self.message = message
    self.notes = notes
  }

  /// The diagnostic with `suffix` after its message, and the places the message says where they were.
  func appending(_ suffix: String) -> Diagnostic {
    var longer = self
    longer.message += suffix
    return longer
  }

  /// The diagnostic and its notes in the `path:line:column: severity: message` form that Xcode and SwiftPM show inline.
  package var rendered: String { placedRendering.text }

  /// `rendered`, with the places it prints: each line's location and the places its message says.
  var placedRendering: PlacedText {
    PlacedText.joined(
      ([self] + notes).map { diagnostic in
        Self.render(
          diagnostic.severity, PlacedText(diagnostic.message, places: diagnostic.messagePlaces),
          at: diagnostic.location?.placed)
      }, separator: "\n")
  }

  /// The one spelling of every error, warning and note reusegen prints, except usage errors
  /// (`UsageError.rendered`): `place: severity: message`, as compilers print them so that Xcode shows them
  /// at the file, where `place` is `path:line:column` or `path`; `severity: message` about the run as a whole.
  static func render(_ severity: Severity, _ message: String, at place: String?) -> String {
    render(severity, PlacedText(message), at: place.map { PlacedText($0) }).text
  }

  /// `render(_:_:at:)` with the places the place and the message print.
  static func render(_ severity: Severity, _ message: PlacedText, at place: PlacedText?) -> PlacedText {
    var line = PlacedText()
    if let place {
      line.append(place)
      line.append(": ")
    }
    line.append("\(severity.rawValue): ")
    line.append(message)
    return line
  }
}
