import Foundation
import Testing

@testable import ReuseGenCore

/// Realistic modules full of the language's awkward corners, checked against reviewed listings.
@Suite struct FixtureModuleTests {
  @Test(arguments: ["Torture"])
  func listingMatchesReviewedExpectation(module: String) throws {
    let directory = Fixtures.path("Modules/\(module)")
    let run = CommandRun(["list", ".", "--format", "json", "--module", module], in: directory)
    #expect(run.status == .success)
    let expectedPath = directory + "/expected.json"
    if Fixtures.updating {
      try run.standardOutput.write(toFile: expectedPath, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    #expect(run.standardOutput == expected)
    let diagnosticsPath = directory + "/expected-diagnostics.txt"
    if Fixtures.updating {
      try run.standardError.write(toFile: diagnosticsPath, atomically: true, encoding: .utf8)
    }
    #expect(run.standardError == (try String(contentsOfFile: diagnosticsPath, encoding: .utf8)))
  }
}
