import Testing

@testable import ReuseGenCore

/// Where an edit moved a file's locations (`MovedLocations`): only a one-to-one move that keeps their order
/// is taken, and a kept output is moved at the places it recorded as it was printed (`PlacedText`), never
/// by reading its text.
@Suite struct MovedLocationsTests {
  private func places(_ pairs: [(Int, Int)]) -> [LineColumn] {
    pairs.map { LineColumn(line: $0.0, column: $0.1) }
  }

  private func moves(_ before: [(Int, Int)], _ after: [(Int, Int)], path: String = "App/A.swift")
    -> MovedLocations?
  {
    MovedLocations([path: (places(before), places(after))])
  }

  private func output(_ diagnostics: [Diagnostic], _ output: PlacedText = "// generated\n") -> KeptOutput {
    KeptOutput(
      diagnostics: diagnostics.map(\.placedRendering), output: output, generatedViewCount: 1,
      printed: PrintedSeverities(diagnostics), hasErrors: false)
  }

  private func at(_ path: String, _ line: Int, _ column: Int) -> ReuseGenCore.SourceLocation {
    SourceLocation(path: path, line: line, column: column)
  }

  @Test func onlyOneToOneMovesInOrderAreTaken() {
    #expect(moves([(3, 7), (5, 1), (3, 7)], [(4, 7), (6, 1), (4, 7)]) != nil)
    // Two declarations that changed places, one place that went two ways, two places that became one,
    // a file-wide place that moved, and counts that differ.
    #expect(moves([(3, 7), (5, 1)], [(6, 1), (4, 7)]) == nil)
    #expect(moves([(3, 7), (3, 7)], [(4, 7), (5, 7)]) == nil)
    #expect(moves([(3, 7), (5, 1)], [(4, 7), (4, 7)]) == nil)
    #expect(moves([(0, 0)], [(1, 1)]) == nil)
    #expect(moves([(3, 7)], [(4, 7), (5, 1)]) == nil)
  }

  @Test func aKeptOutputsPlacesMoveAndNothingElse() throws {
    let moved = try #require(moves([(0, 0), (3, 7), (9, 2)], [(0, 0), (4, 7), (10, 2)]))
    let kept = output([
      Diagnostic(
        .note, "'A' is the module's own", at: at("App/A.swift", 3, 7),
        notes: [Diagnostic(.note, "declared here", at: at("App/B.swift", 3, 7))]),
      Diagnostic(.warning, "the file as a whole", at: .file("App/A.swift")),
      Diagnostic(.warning, "another file's place stays", at: at("App/B.swift", 9, 2)),
      Diagnostic(
        .warning, "a note at this file", at: at("App/C.swift", 1, 1),
        notes: [Diagnostic(.note, "moved too", at: at("App/A.swift", 9, 2))]),
      // Words that look like a place of the moved file are words: no place recorded them.
      Diagnostic(.warning, "'App/A.swift:3:7' is named, at line 3", at: at("App/B.swift", 1, 1)),
    ])
    #expect(
      moved.applied(to: kept)?.diagnostics.map(\.text) == [
        "App/A.swift:4:7: note: 'A' is the module's own\nApp/B.swift:3:7: note: declared here",
        "App/A.swift: warning: the file as a whole",
        "App/B.swift:9:2: warning: another file's place stays",
        "App/C.swift:1:1: warning: a note at this file\nApp/A.swift:10:2: note: moved too",
        "App/B.swift:1:1: warning: 'App/A.swift:3:7' is named, at line 3",
      ])
    // The moved places are recorded where they now are.
    let first = try #require(moved.applied(to: kept)?.diagnostics.first?.places?.first)
    #expect(first.location == at("App/A.swift", 4, 7) && first.range == 12..<15)
    // A place that did not move: made again. A path that only begins like the moved one is another file.
    #expect(
      moved.applied(
        to: output([Diagnostic(.warning, "at no place the facts had", at: at("App/A.swift", 5, 5))])) == nil)
    let other = output([Diagnostic(.warning, "another file", at: at("App/A.swift.orig", 3, 7))])
    #expect(moved.applied(to: other) == other)
    // A text printed without its places known is made again when anything moved, and kept when nothing did.
    let unknown = output([], PlacedText("App/A.swift:3:7", places: nil))
    #expect(moved.applied(to: unknown) == nil)
    #expect(MovedLocations([:])?.applied(to: unknown) == unknown)
    #expect(MovedLocations([:])?.applied(to: kept) == kept)
  }

  /// A place a message says in its words (a request's first dequeue: "after the one at line N") is a value
  /// of the message (`DiagnosticMessage.placedMessage`): it moves with its token, in its own form, and a
  /// line said without a column (a suppression's target line), which no token starts, makes the kept output
  /// be made again. Nothing reads the words.
  @Test func aPlaceAMessageSaysInItsWordsMovesByItsValue() throws {
    let moved = try #require(moves([(0, 0), (3, 7), (9, 2)], [(0, 0), (4, 7), (12, 2)]))
    let first = at("App/A.swift", 3, 7)
    let finding = Diagnostic(
      DequeueNotReturnedRule.Message.secondDequeueInRequest(first: first), at: at("App/A.swift", 9, 2),
      notes: [Diagnostic(DequeueNotReturnedRule.Message.firstDequeuedHere, at: first)])
    #expect(finding.messagePlaces.map(\.location) == [first])
    let kept = output([finding])
    let text = try #require(moved.applied(to: kept)?.diagnostics.first?.text)
    #expect(
      text.hasPrefix(
        "App/A.swift:12:2: error: a second view is dequeued for the same request, after the one at line 4; "))
    #expect(text.hasSuffix("\nApp/A.swift:4:7: note: the first view is dequeued here"))
    // The same message of a file that did not move stays as it is.
    #expect(moves([(1, 1)], [(2, 1)], path: "App/Z.swift")?.applied(to: kept) == kept)
    // A line of the moved file said without a column.
    let suppression = Diagnostic(
      SuperfluousSuppressionRule.Message.suppressesNothing(
        text: "// reusegen:disable:next never-dequeued", ruleID: "never-dequeued",
        target: ReuseGenCore.SourceLocation(path: "App/A.swift", line: 4, column: 0)),
      at: at("App/A.swift", 3, 7))
    #expect(suppression.message.contains("finding on line 4; remove"))
    #expect(moved.applied(to: output([suppression])) == nil)
  }

  /// Places are recorded and moved as UTF-8 offsets into the printed text, whatever its line breaks or
  /// other characters: a path of non-ASCII characters, and a message whose words hold `\r\n` and `\r`.
  @Test func placesAreOffsetsIntoTheTextWhateverItsCharacters() throws {
    let path = "App/Écran.swift"
    let moved = try #require(moves([(2, 1), (30, 12)], [(3, 1), (31, 4)], path: path))
    var text = PlacedText("é\r\nfirst ")
    text.append(at(path, 2, 1), form: .lineAndColumn)
    text.append("\rthen ")
    text.append(at(path, 30, 12), form: .line)
    text.append(", column ")
    text.append(at(path, 30, 12), form: .column)
    text.append("\r\n")
    let result = try #require(moved.applied(to: text))
    #expect(result.text == "é\r\nfirst 3:1\rthen 31, column 4\r\n")
    for place in result.places ?? [] {
      let printed = Array(result.text.utf8)[place.range]
      let expected = PlacedText.Place.printed(
        LineColumn(line: place.location.line, column: place.location.column), form: place.form)
      #expect(String(decoding: printed, as: UTF8.self) == expected)
    }
  }

  /// A reason `migrate` prints that wraps another keeps the places the inner one says, at the bytes that
  /// print them: every place a note's words say is a value, wherever it sits.
  @Test func aWrappedReasonKeepsThePlacesItSays() throws {
    let blocking = at("App/Feed.swift", 12, 5)
    let inner = MigrationReason.group(
      .movesOnlyWithItsGroup(identifier: "cell", scopeView: nil, blocking: [blocking]))
    let note = Diagnostic(
      MigrationNote.notMigrated(.siteOfGroupCannotMove(identifier: "cell", site: inner)),
      at: at("App/List.swift", 3, 1))
    let place = try #require(note.messagePlaces.first)
    #expect(note.messagePlaces.count == 1 && place.location == blocking)
    #expect(String(decoding: Array(note.message.utf8)[place.range], as: UTF8.self) == "12:5")
    #expect(note.message.hasSuffix("(see App/Feed.swift:12:5)"))
    let rendered = note.placedRendering
    let moved = try #require(
      MovedLocations(["App/Feed.swift": (places([(12, 5)]), places([(14, 5)]))])?.applied(to: rendered))
    #expect(moved.text == rendered.text.replacingOccurrences(of: "Feed.swift:12:5", with: "Feed.swift:14:5"))
  }
}
