import Foundation
import ReuseGenCore
import Testing

/// Compares generated files with `Fixtures/Golden`.
///
/// Run with `REUSEGEN_UPDATE_GOLDEN=1` to rewrite the golden files after an intended change.
@Suite struct GeneratorGoldenTests {
  static let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")

  @Test(arguments: GeneratorFixtures.goldenCases.map(\.name))
  func matchesGoldenFile(_ name: String) throws {
    let golden = try #require(GeneratorFixtures.goldenCases.first { $0.name == name })
    let output = SwiftCodeGenerator.generate(views: golden.views, options: golden.options)
    let url = Self.goldenDirectory.appendingPathComponent("\(name).swift.golden")
    if Fixtures.updating {
      try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
      try output.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let difference = zip(outputLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
    if let difference {
      Issue.record(
        """
        \(url.lastPathComponent):\(difference.offset + 1) differs; run with REUSEGEN_UPDATE_GOLDEN=1 to rewrite it.
        expected: \(difference.element.1)
        actual:   \(difference.element.0)
        """)
    }
    #expect(outputLines.count == expectedLines.count, "\(url.lastPathComponent) has a different line count")
  }
}
