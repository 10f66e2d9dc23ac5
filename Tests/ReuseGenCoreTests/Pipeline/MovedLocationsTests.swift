import Testing

@testable import ReuseGenCore

/// Where an edit moved a file's locations (`MovedLocations`): only a one-to-one move that keeps their order
/// is taken, and a kept output is moved only where each place is a diagnostic line's start.
@Suite struct MovedLocationsTests {
  private func places(_ pairs: [(Int, Int)]) -> [LineColumn] {
    pairs.map { LineColumn(line: $0.0, column: $0.1) }
  }

  private func moves(_ before: [(Int, Int)], _ after: [(Int, Int)], path: String = "App/A.swift")
    -> MovedLocations?
  {
    MovedLocations([path: (places(before), places(after))])
  }

  private func output(_ diagnostics: [String], _ output: String = "// generated\n") -> KeptOutput {
    KeptOutput(diagnostics: diagnostics, output: output, generatedViewCount: 1, hasErrors: false)
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
      "App/A.swift:3:7: note: 'A' is the module's own\nApp/B.swift:3:7: note: declared here",
      "App/A.swift: warning: the file as a whole",
      "App/B.swift:9:2: warning: another file's place stays",
      "App/C.swift:1:1: warning: a note at this file\nApp/A.swift:9:2: note: moved too",
    ])
    #expect(
      moved.applied(to: kept)?.diagnostics == [
        "App/A.swift:4:7: note: 'A' is the module's own\nApp/B.swift:3:7: note: declared here",
        "App/A.swift: warning: the file as a whole",
        "App/B.swift:9:2: warning: another file's place stays",
        "App/C.swift:1:1: warning: a note at this file\nApp/A.swift:10:2: note: moved too",
      ])
    // The moved file named anywhere but at a line's start, a place that did not move, a path that only
    // begins like the moved one, and an output that names it: made again.
    for diagnostic in [
      "App/B.swift:1:1: warning: 'App/A.swift' is named",
      "App/A.swift:5:5: warning: at no place the facts had",
      "App/A.swift.orig:3:7: warning: another file",
      "App/A.swift:3:7: warning: names App/A.swift again",
    ] {
      #expect(moved.applied(to: output([diagnostic])) == nil, "\(diagnostic)")
    }
    #expect(moved.applied(to: output([], "A.swift App/A.swift:3:7")) == nil)
    #expect(MovedLocations([:])?.applied(to: kept) == kept)
  }
}
