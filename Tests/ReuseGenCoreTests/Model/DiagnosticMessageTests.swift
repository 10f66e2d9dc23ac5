import Foundation
import Testing

@testable import ReuseGenCore

/// Diagnostics and `migrate`'s reasons are named values, worded in one place per stage (DESIGN.md, "Where
/// to change what"): a diagnostic takes its severity and its words from its value, and no source file
/// builds one from a sentence.
@Suite struct DiagnosticMessageTests {
  @Test func aDiagnosticTakesItsSeverityAndWordsFromItsValue() {
    let location = SourceLocation(path: "Feed.swift", line: 3, column: 5)
    let twice = IdentifierRegisteredTwiceRule.Message.registeredTwice(
      identifier: "Cell", later: "B", first: "A", onSameView: false)
    let diagnostic = Diagnostic(twice, at: location)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.rendered
        == "Feed.swift:3:5: warning: reuse identifier 'Cell' is registered for 'B' and for 'A'; a view that "
        + "gets both dequeues whichever was registered last; give each class its own identifier")
    let onOneView = IdentifierRegisteredTwiceRule.Message.registeredTwice(
      identifier: "Cell", later: "B", first: "A", onSameView: true)
    #expect(Diagnostic(onOneView, at: location).severity == .error)
  }

  @Test func aReasonThatWrapsAnotherSaysBothAndKeepsWhatCodeAsksOfIt() {
    let bundle = MigrationReason.siteOfGroupCannotMove(identifier: "Cell", site: .nibBundleMismatch(.main))
    #expect(bundle.isNibBundleMismatch)
    #expect(
      MigrationNote.notMigrated(bundle).message
        == "not migrated: reuse identifier 'Cell' moves to the typed API only with all its call sites, and "
        + "this one cannot move: the nib's bundle is not the one the generated file loads it from (--bundle main)"
    )
    let shape = MigrationReason.siteOfGroupCannotMove(identifier: "Cell", site: .call(.needsIndexPath))
    #expect(!shape.isNibBundleMismatch)
  }

  /// A diagnostic built as `Diagnostic(.warning, "…", at:)` would put its words where the decision is; the
  /// stage's message enum is where they go.
  @Test func noSourceFileBuildsADiagnosticFromASeverityAndASentence() throws {
    let sources = MarkdownDocument.repository.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap {
      $0 as? String
    }
    .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var offenders: [String] = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      // `Diagnostic(` followed, after blanks, by a severity: the one initializer that takes a sentence.
      let pieces = text.components(separatedBy: "Diagnostic(").dropFirst()
      for piece in pieces {
        let start = piece.drop { $0 == " " || $0 == "\n" }
        if [".note", ".warning", ".error"].contains(where: { start.hasPrefix($0) }) {
          offenders.append(file)
        }
      }
      if text.contains("MigrationReason(\"") || text.contains("case described(") {
        offenders.append(file)
      }
    }
    #expect(offenders == [])
  }
}
