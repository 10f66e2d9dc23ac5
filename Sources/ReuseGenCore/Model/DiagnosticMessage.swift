/// What a diagnostic says and how serious it is, as a named value, the way swift-syntax's
/// `ParserDiagnosticMessages.swift` names its parser's messages: the code that decides *that* a diagnostic
/// is emitted builds a case (`MigrationNote.notMigrated(reason)`), and one place per stage words every case
/// (its `message`). No code reads the words back: a question about a diagnostic is asked of the value.
protocol DiagnosticMessage {
  /// How serious the diagnostic is.
  var severity: Diagnostic.Severity { get }
  /// The message, without a trailing period.
  var message: String { get }
  /// The message with the places of input files it says in its words, as values (`PlacedText`): a case
  /// whose payload is a place words it here, through `\(lineOf:)`, and its `message` is this one's text.
  var placedMessage: PlacedText { get }
}

extension DiagnosticMessage {
  /// A message that says no place.
  var placedMessage: PlacedText { PlacedText(message) }
}

extension Diagnostic {
  /// The diagnostic that says `message` at `location`.
  init(_ message: some DiagnosticMessage, at location: SourceLocation?, notes: [Diagnostic] = []) {
    let placed = message.placedMessage
    self.init(message.severity, placed.text, at: location, notes: notes)
    messagePlaces = placed.places ?? []
  }
}
