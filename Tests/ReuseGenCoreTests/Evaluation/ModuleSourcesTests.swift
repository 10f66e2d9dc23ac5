import Testing

@testable import ReuseGenCore

/// The one read, lex and index of a module's files that analysis, evaluation, `audit` and `migrate` share.
@Suite struct ModuleSourcesTests {
  private static func sources(_ files: [(String, String)]) -> ModuleSources {
    let read = files.map { path, text in AuditSource(path: path, filePath: path, bytes: Array(text.utf8)) }
    return ModuleSources(
      read: read, modules: Array(repeating: "App", count: read.count), moduleFileCount: read.count,
      moduleName: "App")
  }

  @Test func theScanKeepsTheTokensItLexed() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let text = "final class Cell: UITableViewCell {\n  static let id = \"cell\" // \"x\"\n}\n"
    directory.write("Cell.swift", text)
    directory.write("Generated.swift", GeneratedFileMarker.swiftHeader + " 1.0\n")
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    let scan = ParallelScanner.scan(inputs.swiftFiles, keepingSources: true)
    let kept = try #require(scan.sources.compactMap { $0 }.first)
    #expect(scan.sources.compactMap { $0 }.count == 1)
    #expect(kept.bytes == Array(text.utf8))
    #expect(kept.tokens == Lexer.tokenize(Array(text.utf8).withUnsafeBufferPointer { $0 }).tokens)
    #expect(ParallelScanner.scan(inputs.swiftFiles).sources.allSatisfy { $0 == nil })
  }

  @Test func helpersThatCallHelpersAreFoundFromOneIndex() {
    let module = Self.sources([
      (
        "Helpers.swift",
        """
        extension UITableView {
          func registerAll() { registerFeed() }
          func registerFeed() { register(FeedCell.self, forCellReuseIdentifier: "feed") }
          func reloadSoon() { reloadData() }
        }
        """
      ),
      (
        "Screen.swift",
        "func show(_ tableView: UITableView) { tableView.registerAll(); tableView.reloadSoon() }"
      ),
    ])
    #expect(module.helperFunctions.keys.sorted() == ["registerAll", "registerFeed"])
    // The call of a function that registers nothing is no call site.
    let screen = module.sources[1]
    #expect(module.indices[1].scopes.keys.map(screen.text) == ["registerAll"])
  }
}
