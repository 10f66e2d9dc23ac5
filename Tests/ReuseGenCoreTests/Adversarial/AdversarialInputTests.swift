import Foundation
import Testing

@testable import ReuseGenCore

/// Hostile file contents, run through the real `reusegen list` and `reusegen generate` and through the
/// pipeline in process. Every input must give an exit status of 0 or 1, located diagnostics, a JSON
/// listing, and an output file that is either complete and new or untouched (`AdversarialContract`).
@Suite("Adversarial inputs") struct AdversarialInputTests {
  @Test func theExecutableIsBuiltBesideTheTests() {
    #expect(
      ReuseGenProcess.executable != nil,
      "no `reusegen` next to \(CommandLine.arguments[0]); run `swift build --build-tests` first")
  }

  // MARK: - Nesting

  /// Each construct nested 100,000 deep, open and balanced. Nested classes, whose lookup was exponential,
  /// are in `AdversarialRegressionTests`, with the bugs that `#if`, `balanced #if` and `#if with #else`
  /// hit here before 352584c.
  static let nestingInputs: [HostileInput] = [
    HostileInput("braces", warning: "missing '}'") { Hostile.repeated("{") },
    HostileInput("balanced braces", views: ["After"]) {
      Hostile.repeated("{") + Hostile.repeated("}") + Hostile.cell("After")
    },
    HostileInput("parentheses") { "let x = " + Hostile.repeated("(") },
    HostileInput("balanced parentheses", views: ["After"]) {
      "let x = " + Hostile.repeated("(") + "1" + Hostile.repeated(")") + Hostile.cell("After")
    },
    HostileInput("brackets") { "let x = " + Hostile.repeated("[") },
    HostileInput("balanced brackets", views: ["After"]) {
      "let x = " + Hostile.repeated("[") + Hostile.repeated("]") + Hostile.cell("After")
    },
    HostileInput("mixed brackets") { Hostile.repeated("([{") },
    // Declarations deeper than 256 blocks are ignored, with a warning, as deep types are.
    HostileInput("#if", views: [], warning: "nested more than 256 levels deep") {
      Hostile.repeated("#if A\n") + Hostile.cell("Inner")
    },
    HostileInput("balanced #if", views: ["After"], warning: "nested more than 256 levels deep") {
      Hostile.repeated("#if A\n") + Hostile.cell("Inner") + Hostile.repeated("#endif\n")
        + Hostile.cell("After")
    },
    HostileInput("#if with #else") { Hostile.repeated("#if A\nstruct S {\n#else\n") },
    HostileInput("generic parameters") { "class Cell<" + Hostile.repeated("T<") + "\n" },
    HostileInput("generic arguments") {
      "class Cell: Base<" + Hostile.repeated("Array<") + "Int" + Hostile.repeated(">") + " {}\n"
    },
    HostileInput("generic arguments with spaces") { "typealias X = A<" + Hostile.repeated("B < ") },
    HostileInput("nested structs", warning: "missing '}'") { Hostile.repeated("struct A { ") },
    HostileInput("balanced nested structs", views: ["After"]) {
      Hostile.repeated("struct A { ") + Hostile.repeated("}") + Hostile.cell("After")
    },
    HostileInput("nested enums holding cells") {
      Hostile.repeated("enum A { final class Cell: UITableViewCell {} ", 5_000) + Hostile.repeated("}", 5_000)
    },
    HostileInput("nested extensions", warning: "missing '}'") { Hostile.repeated("extension A { ") },
    HostileInput("nested functions with local cells") {
      Hostile.repeated("func f() { class Cell: UITableViewCell {} ") + Hostile.repeated("}")
    },
    HostileInput("nested closures") { "let x = " + Hostile.repeated("{ ") },
    HostileInput("nested interpolation", warning: "unterminated string literal") {
      "let s = " + Hostile.repeated(#""\("#)
    },
    HostileInput("balanced nested interpolation", views: ["After"]) {
      "let s = " + Hostile.repeated(#""\("#) + "1" + Hostile.repeated(#")""#) + Hostile.cell("After")
    },
    HostileInput("nested multi-line interpolation", warning: "unterminated string literal") {
      "let s = " + Hostile.repeated("\"\"\"\n\\(")
    },
    HostileInput("nested raw interpolation", warning: "unterminated string literal") {
      "let s = " + Hostile.repeated(##"#"\#("##)
    },
    HostileInput("nested block comments", views: [], warning: "unterminated '/*' comment") {
      Hostile.repeated("/*") + Hostile.cell("Hidden")
    },
    HostileInput("balanced nested block comments", views: ["After"]) {
      Hostile.repeated("/*") + Hostile.repeated("*/") + Hostile.cell("After")
    },
    HostileInput("attributes") { Hostile.repeated("@objc(") + Hostile.cell("After") },
    HostileInput("raw string hashes", warning: "unterminated string literal") {
      Hostile.repeated("#") + "\"" + Hostile.cell("Hidden")
    },
    HostileInput("regex hashes", warning: "unterminated regex literal") {
      Hostile.repeated("#") + "/" + Hostile.cell("Hidden")
    },
    HostileInput("access modifiers") { Hostile.repeated("private(set) ") + Hostile.cell("After") },
  ]

  @Test(arguments: nestingInputs) func nestedOneHundredThousandDeep(_ input: HostileInput) async {
    await Self.check(input)
  }

  // MARK: - Unterminated constructs

  static let unterminatedInputs: [HostileInput] = [
    HostileInput("block comment", views: ["Before"], warning: "unterminated '/*' comment") {
      Hostile.cell("Before") + "/* open\n" + Hostile.cell("Hidden")
    },
    HostileInput("nested block comment", views: [], warning: "unterminated '/*' comment") {
      "/* /* */" + Hostile.cell("Hidden")
    },
    HostileInput("string", views: ["After"], warning: "unterminated string literal") {
      "let s = \"open" + Hostile.cell("After")
    },
    HostileInput("string at the end of the file", warning: "unterminated string literal") {
      "let s = \"open"
    },
    HostileInput("string ending in a backslash", views: ["After"], warning: "unterminated string literal") {
      "let s = \"open\\" + Hostile.cell("After")
    },
    HostileInput("raw string", views: ["After"], warning: "unterminated string literal") {
      "let s = #\"open \"" + Hostile.cell("After")
    },
    HostileInput("raw string closed with too few hashes", views: ["After"], warning: "unterminated string") {
      "let s = ##\"open\"#" + Hostile.cell("After")
    },
    HostileInput("multi-line string", views: [], warning: "unterminated string literal") {
      "let s = \"\"\"" + Hostile.cell("Hidden")
    },
    HostileInput("raw multi-line string", views: [], warning: "unterminated string literal") {
      "let s = #\"\"\"" + Hostile.cell("Hidden") + "\"\"\"\n"
    },
    HostileInput("interpolation", views: ["After"], warning: "unterminated string literal") {
      "let s = \"\\(open" + Hostile.cell("After")
    },
    HostileInput("interpolation in a multi-line string", warning: "unterminated string literal") {
      "let s = \"\"\"\n\\(open" + Hostile.cell("Inside")
    },
    HostileInput("interpolation in an interpolation", views: ["After"], warning: "unterminated string") {
      "let s = \"\\(\"\\(\"\\(" + Hostile.cell("After")
    },
    HostileInput("bare regex", views: ["After"]) { "let r = /open" + Hostile.cell("After") },
    HostileInput("bare regex in a character class", views: ["After"]) {
      "let r = /[/]" + Hostile.cell("After")
    },
    HostileInput("extended regex", views: ["After"], warning: "unterminated regex literal") {
      "let r = #/open" + Hostile.cell("After")
    },
    HostileInput("multi-line extended regex", views: [], warning: "unterminated regex literal") {
      "let r = #/" + Hostile.cell("Hidden")
    },
    HostileInput("backticked identifier", warning: "unterminated backticked identifier") {
      "class `Open: UITableViewCell {}" + Hostile.cell("After")
    },
    HostileInput("brace", views: ["Outer"], warning: "missing '}'") {
      "class Outer: UITableViewCell {\n  func f() {\n"
    },
    HostileInput("#if", views: ["Debug"], warning: "expected '#endif'") {
      "#if DEBUG" + Hostile.cell("Debug")
    },
    HostileInput("#if condition") { "#if" },
    HostileInput("generic parameter list") { "class Cell<T: UITableViewCell {}" + Hostile.cell("After") },
    HostileInput("inheritance clause") { "class Cell: UIKit." },
    HostileInput("attribute argument") { "@objc(Name" + Hostile.cell("After") },
    HostileInput("typealias") { "typealias A =" },
    HostileInput("extension") { "extension" },
    HostileInput("shebang only") { "#!/usr/bin/swift" },
    HostileInput("byte-order mark only") { "\u{FEFF}" },
  ]

  @Test(arguments: unterminatedInputs) func unterminated(_ input: HostileInput) async {
    await Self.check(input)
  }

  /// Interpolation 10,000 deep that closes properly: no warning, and the class after it is found.
  @Test func deeplyNestedInterpolationThatCloses() async {
    let input = HostileInput("closed interpolation 10,000 deep", views: ["After"]) {
      "let s = " + Hostile.repeated(#""\("#, 10_000) + Hostile.repeated(#")""#, 10_000)
        + Hostile.cell("After")
    }
    let (list, _, _) = await Self.check(input)
    #expect(!list.standardError.contains("warning"), "\(list.standardErrorTail)")
  }

  // MARK: - Bytes that are not Swift

  @Test(arguments: [(1, 1_024), (2, 65_536), (3, 1_048_576)] as [(UInt64, Int)])
  func randomBytes(seed: UInt64, size: Int) async {
    var random = AdversarialRandom(seed: seed)
    let bytes = random.bytes(size)
    await Self.check(HostileInput("random bytes, seed \(seed), \(size) bytes") { bytes })
  }

  /// Random sequences of Swift's delimiters and keywords reach far more of the scanner than random bytes.
  @Test(arguments: 1...6 as ClosedRange<UInt64>) func randomSwiftFragments(seed: UInt64) async {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    var random = AdversarialRandom(seed: seed)
    var files: [[UInt8]] = []
    for index in 0..<3 {
      let bytes = Self.fragments(count: 6_000, using: &random)
      files.append(bytes)
      workspace.write("F\(index).swift", bytes)
    }
    Self.expectInvariants(files, label: "fragments, seed \(seed)")
    await AdversarialContract.check(workspace, label: "fragments, seed \(seed)")
  }

  @Test func invalidUTF8() async {
    var bytes: [UInt8] = Array("import UIKit\n".utf8)
    let cases: [[UInt8]] = [
      Array("class ".utf8) + [0xFF, 0xFE] + Array(": UITableViewCell {}\n".utf8),
      Array("class A".utf8) + [0xC3] + Array(": UITableViewCell {}\n".utf8),
      Array("class B: UITableViewCell { let s = \"".utf8) + [0xED, 0xA0, 0x80, 0xC0, 0x80]
        + Array("\" }\n".utf8),
      Array("// ".utf8) + [0x80, 0xBF, 0xF8, 0x88, 0x80, 0x80, 0x80] + [0x0A],
      Array("/* ".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(" */ class C: UITableViewCell {}\n".utf8),
      Array("let r = #/".utf8) + [0xE2, 0x82] + Array("/#\n".utf8),
      Array("class `".utf8) + [0xFE] + Array("`: UITableViewCell {}\n".utf8),
      Array("#if ".utf8) + [0xC1, 0xBF] + Array("\nclass D: UITableViewCell {}\n#endif\n".utf8),
      [0xEF, 0xBB],
    ]
    for line in cases { bytes += line }
    let input = bytes
    let (_, _, listing) = await Self.check(HostileInput("invalid UTF-8") { input })
    let names = Set(listing.compactMap { $0["name"] as? String })
    for name in ["B", "C", "D"] {
      #expect(names.contains(name), "'\(name)' is missing from \(names)")
    }
  }

  @Test func nulFilledFile() async {
    await Self.check(HostileInput("1 MB of NUL") { [UInt8](repeating: 0, count: 1 << 20) })
    await Self.check(
      HostileInput("NUL inside Swift", views: ["A", "B"]) {
        Array("class A: UITableViewCell {}\0\nclass B: UITableViewCell { let s = \"\0\" }\n".utf8)
      })
  }

  @Test func emptyFile() async {
    let (list, generate, listing) = await Self.check(HostileInput("empty file", views: []) { [] })
    #expect(list.status == 0 && generate.status == 0 && listing.isEmpty)
  }

  /// 20 MB on one line, with a cell at each end; the last one's column counts every byte before it.
  @Test func twentyMegabyteSingleLine() async {
    let head = "class FirstCell: UITableViewCell {}; "
    let chunk = #"let value = compute(a, b[1]) / 2 + "text \(x) more" /* note */; "#
    let body = Hostile.repeated(chunk, 20 * 1_024 * 1_024 / chunk.utf8.count)
    let prefix = head + body + "class "
    let input = HostileInput("20 MB line", views: ["FirstCell", "LastCell"]) {
      Array((prefix + "LastCell: UITableViewCell {}\n").utf8)
    }
    let (_, _, listing) = await Self.check(input, isLarge: true)
    let last = listing.first { $0["name"] as? String == "LastCell" }
    #expect(last?["line"] as? Int == 1)
    #expect(last?["column"] as? Int == prefix.utf8.count + 1)
  }

  // MARK: - Truncated real-world files

  /// The fixture modules' sources, and their golden generated files as sources (without the header line
  /// that makes `reusegen` skip its own output).
  static let fixtureSources: [(name: String, bytes: [UInt8])] = {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    var sources: [(String, [UInt8])] = []
    for folder in ["Modules"] {
      let root = fixtures.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
      for case let relative as String in walker
      where relative.hasSuffix(".swift") || relative.hasSuffix(".swift.golden") {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)
        else {
          continue
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: AdversarialContract.generatedPrefix),
          let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        {
          bytes.removeSubrange(...newline)
        }
        sources.append((folder + "/" + relative, bytes))
      }
    }
    return sources.sorted { $0.0 < $1.0 }
  }()

  @Test func fixturesAreFound() {
    #expect(Self.fixtureSources.count >= 3, "\(Self.fixtureSources.map(\.name))")
  }

  /// Each fixture file cut at evenly spread points, next to the intact rest of its module.
  @Test(arguments: 0..<8) func truncatedFixtures(cutIndex: Int) async {
    for (index, source) in Self.fixtureSources.enumerated() {
      let workspace = AdversarialWorkspace()
      defer { workspace.remove() }
      for (otherIndex, other) in Self.fixtureSources.enumerated()
      where otherIndex != index && other.name.hasPrefix("Modules/") {
        workspace.write("Other\(otherIndex).swift", other.bytes)
      }
      // Spread the cuts, and move them by the file's index so that files of equal size differ.
      let cut = (source.bytes.count * (2 * cutIndex + 1) / 16 + index * 7) % max(source.bytes.count, 1)
      workspace.write("Truncated.swift", Array(source.bytes[..<cut]))
      await AdversarialContract.check(workspace, label: "\(source.name) cut at \(cut)")
    }
  }

  /// Prefixes of every fixture through the pipeline in process: the lexer's round trip at every offset of
  /// the small fixtures, the whole pipeline at every 11th, and every 101st of the large ones.
  @Test func truncatedFixturesInProcess() {
    for source in Self.fixtureSources {
      let isLarge = source.bytes.count > 4_096
      for cut in 0...source.bytes.count {
        let prefix = Array(source.bytes[..<cut])
        var problems: [String] = []
        if !isLarge {
          problems = prefix.withUnsafeBufferPointer {
            PipelineInvariants.lexerViolations($0, path: "F0.swift")
          }
        }
        if problems.isEmpty, cut % (isLarge ? 101 : 11) == 0 || cut == source.bytes.count {
          problems = PipelineInvariants.violations(files: [prefix], thorough: false)
        }
        if !problems.isEmpty {
          Issue.record("\(source.name) cut at \(cut): \(problems.prefix(10).joined(separator: "\n"))")
          return
        }
      }
    }
  }

  // MARK: - Many declarations

  /// 20,000 cells in one file: a 1,000-long inheritance chain, and the rest inheriting from random earlier
  /// cells. The 5,000-long chain of the issue is in `AdversarialRegressionTests`, as it exposes a quadratic
  /// resolver.
  @Test func twentyThousandCellsInOneFile() async {
    var random = AdversarialRandom(seed: 20_000)
    var text = "import UIKit\n\nclass C0: UITableViewCell {}\n"
    for index in 1..<1_000 { text += "class C\(index): C\(index - 1) {}\n" }
    for index in 1_000..<20_000 {
      text += "final class C\(index): C\(Int.random(in: 0..<100, using: &random)) {}\n"
    }
    let source = Array(text.utf8)
    let (list, _, listing) = await Self.check(HostileInput("20,000 cells") { source }, isLarge: true)
    #expect(list.status == 0)
    #expect(listing.count == 20_000)
    let inherited = listing.filter { $0["conformance"] as? String == "inherited" }.count
    #expect(inherited == 19_999)
  }

  /// Typealias chains, at top level and nested, within the resolver's depth, followed to the root.
  @Test func typealiasChains() async {
    var text = "import UIKit\n\ntypealias T0 = UITableViewCell\n"
    for index in 1..<150 { text += "typealias T\(index) = T\(index - 1)\n" }
    for index in 0..<150 { text += "class C\(index): T\(index) {}\n" }
    text += "enum Outer { typealias Base = T149; typealias Again = Outer.Base }\n"
    text += "class Nested: Outer.Again {}\n"
    text += "typealias Loop1 = Loop2\ntypealias Loop2 = Loop1\nclass Looping: Loop1 {}\n"
    let views = Set((0..<150).map { "C\($0)" } + ["Nested"])
    let source = Array(text.utf8)
    await Self.check(HostileInput("typealias chains", views: views) { source })
  }

  // MARK: - Helpers

  /// Writes `input` as the module's only file, checks the lexer in process and the contract through the
  /// executable, and checks the input's expected views and warning. A large input skips the slow parts:
  /// the lexer in process, and the determinism run of `generate --check`.
  @discardableResult
  static func check(
    _ input: HostileInput,
    isLarge: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async -> (list: ToolRun, generate: ToolRun, listing: [[String: Any]]) {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    let bytes = input.make()
    workspace.write("Input.swift", bytes)
    if !isLarge {
      // Only the lexer, whose work is linear: the rest of the pipeline runs in the subprocess, where a
      // blow-up is contained by the hang guard and the memory limit.
      let problems = bytes.withUnsafeBufferPointer {
        PipelineInvariants.lexerViolations($0, path: "Input.swift")
      }
      #expect(
        problems.isEmpty, "\(input.name): \(problems.prefix(10).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
    let result = await AdversarialContract.check(
      workspace, label: input.name, verifyDeterminism: !isLarge, sourceLocation: sourceLocation)
    if let expected = input.expectedViews, !result.list.timedOut, !result.list.terminatedBySignal {
      let names = Set(result.listing.compactMap { $0["name"] as? String })
      #expect(names == expected, "\(input.name): listed \(names.sorted())", sourceLocation: sourceLocation)
    }
    if let warning = input.expectedWarning, !result.list.timedOut {
      let found = result.list.standardError.split(separator: "\n").contains {
        $0.contains(": warning: ") && $0.contains(warning)
      }
      #expect(
        found, "\(input.name): no warning about '\(warning)':\n\(result.list.standardErrorTail)",
        sourceLocation: sourceLocation)
    }
    return result
  }

  static func expectInvariants(
    _ files: [[UInt8]],
    label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let problems = PipelineInvariants.violations(files: files)
    #expect(
      problems.isEmpty, "\(label): \(problems.prefix(10).joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }

  /// The pieces random Swift is made of: delimiters, keywords, names, and a few odd bytes.
  static let fragmentAlphabet: [String] = [
    "class ", "struct ", "enum ", "extension ", "typealias ", "protocol ", "actor ", "import ", "func ",
    "var ", "let ", "private ", "fileprivate ", "public ", "final ", "where ", "any ", "some ", "A", "B",
    "Cell", "Base", "UITableViewCell", "UICollectionViewCell", "UIKit", "Fuzz", "Dequeuable", ".", ":",
    ",", ";", "=", "&", "?", "!", "~", "<", ">", "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#", "##",
    "\\(", "\\#(", "\\", "/", "//", "/*", "*/", "#/", "/#", "`", "@objc(", "@", "$0", "1.5e+3",
    "#if X\n", "#elseif Y\n", "#else\n", "#endif\n", " ", " ", "\t", "\n", "\n", "\r", "\r\n", "é",
    "\u{FEFF}",
  ]

  static func fragments(count: Int, using random: inout AdversarialRandom) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<count {
      bytes += Array(fragmentAlphabet[Int.random(in: 0..<fragmentAlphabet.count, using: &random)].utf8)
    }
    return bytes
  }
}
