/// How many `error:`, `warning:` and `note:` lines a run printed, for the summary line that ends `list`,
/// `generate`, `audit` and `migrate` (issue 56): a user who reads "0 warnings" finds none above it, and one
/// who reads "2 notes" finds two.
///
/// Each printed line counts once, by its own severity: a note attached to an error or a warning is a
/// `note:` line of its own, so it counts as a note, not as part of the diagnostic before it. The numbers
/// are then those `grep -c ': note: '` finds in the output, whichever diagnostic a note belongs to; what
/// `--quiet` leaves out is never counted, since only what was printed is.
struct PrintedSeverities: Equatable, Sendable {
  /// The `error:` lines.
  var errors: Int
  /// The `warning:` lines.
  var warnings: Int
  /// The `note:` lines, attached ones included.
  var notes: Int

  /// `errors`, `warnings` and `notes` lines; none by default.
  init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
  }

  /// The lines `diagnostics` print: each diagnostic and each of its notes.
  init(_ diagnostics: [Diagnostic]) {
    self.init()
    for diagnostic in diagnostics { count(diagnostic) }
  }

  /// Counts the lines `diagnostic` prints: its own and one for each of its notes.
  mutating func count(_ diagnostic: Diagnostic) {
    count(diagnostic.severity)
    for note in diagnostic.notes { count(note) }
  }

  /// Counts one printed line of `severity`.
  mutating func count(_ severity: Diagnostic.Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }

  /// What every summary line ends with, in audit's words: ", 1 error, 0 warnings", then ", 2 notes" when
  /// any note was printed (most runs print none, and a line that always said "0 notes" would be longer for
  /// nothing).
  var summary: String {
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    return ", \(counted(errors, "error")), \(counted(warnings, "warning"))"
      + (notes == 0 ? "" : ", \(counted(notes, "note"))")
  }
}
