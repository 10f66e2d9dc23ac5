import Foundation
import Testing

@testable import ReuseGenCore

/// Realistic modules full of the language's awkward corners, checked against reviewed listings.
@Suite struct FixtureModuleTests {
  /// Fixture folders and the module names their sources and Interface Builder files use.
  static let modules = [("Torture", "Torture"), ("InterfaceBuilderApp", "App")]

  @Test(arguments: modules)
  func listingMatchesReviewedExpectation(folder: String, module: String) throws {
    let directory = Fixtures.path("Modules/\(folder)")
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

  @Test(arguments: modules)
  func generatedFileMatchesReviewedExpectation(folder: String, module: String) throws {
    let directory = Fixtures.path("Modules/\(folder)")
    let run = CommandRun(["generate", ".", "--module", module, "--quiet"], in: directory)
    #expect(run.status == .success)
    // `.golden`, so that scanning the fixture folder never reads the expectation back as a source.
    let expectedPath = directory + "/expected-generated.swift.golden"
    if Fixtures.updating {
      try run.standardOutput.write(toFile: expectedPath, atomically: true, encoding: .utf8)
    }
    #expect(run.standardOutput == (try String(contentsOfFile: expectedPath, encoding: .utf8)))
  }
}
