import Foundation
import Testing

@testable import ReuseGenCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bugs the adversarial suite found in code it does not own, one test each. A test stays after its fix, as
/// a guard, and names the commit that fixed it.
///
/// Work that grows faster than the input is caught with a budget: each input is sized so that a linear
/// implementation needs a second or so in a debug build, and the quadratic or exponential one minutes or
/// more. The budget of 30 s sits far from both, so these are not flaky timing assertions. Memory that grows
/// faster than the input is caught the same way, with a limit on the process's address space.
@Suite("Adversarial regressions") struct AdversarialRegressionTests {
  static let budget: Duration = .seconds(30)

  /// Runs `reusegen arguments` over a module of `files` and fails when it needs more than the budget.
  @discardableResult
  static func runWithinBudget(
    _ files: [String: [UInt8]],
    _ arguments: [String] = ["list", "Sources/Input", "--format", "json", "--module", "Input"],
    label: String,
    memoryLimit: Int = 4_096,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async -> (run: ToolRun, names: Set<String>, output: Data?) {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    for (name, bytes) in files { workspace.write(name, bytes) }
    let run = await ReuseGenProcess.run(
      arguments, in: workspace.root, limit: budget, memoryLimit: memoryLimit)
    #expect(
      !run.timedOut, "\(label): `\(run.commandLine)` needed more than \(budget); killed",
      sourceLocation: sourceLocation)
    if run.timedOut { return (run, [], nil) }
    AdversarialContract.checkTermination(run, label: label, sourceLocation: sourceLocation)
    let rows = (try? JSONSerialization.jsonObject(with: run.standardOutput)) as? [[String: Any]] ?? []
    let output = try? Data(contentsOf: URL(fileURLWithPath: workspace.output))
    return (run, Set(rows.compactMap { $0["name"] as? String }), output)
  }

  /// SymbolTable.memberLookup looks for a name in each enclosing class and its superclass chain, and
  /// finding each enclosing class's superclass repeats the lookup through that class's own enclosing
  /// classes, with nothing remembered: the work doubles with every level. 20 levels take 11 s in a debug
  /// build, 40 would take days. Swift code nests classes this way (cells inside view controllers inside
  /// feature namespaces), if not 40 deep. Fixed by memoized superclasses (ecf2a65).
  @Test func nestedClassesAreNotExponential() async {
    let source = Hostile.repeated("class A: UITableViewCell { ", 40) + Hostile.repeated("}", 40)
    let (run, names, _) = await Self.runWithinBudget(
      ["Nested.swift": Array(source.utf8)], label: "40 nested classes")
    #expect(run.timedOut || names.count == 40)
  }

  /// The same bug through the 100,000-deep nesting of the hardening issue; only the first 256 levels are
  /// scanned, which does not help an exponential lookup.
  @Test func oneHundredThousandNestedClasses() async {
    let source = Hostile.repeated("class A: UITableViewCell { ")
    await Self.runWithinBudget(["Nested.swift": Array(source.utf8)], label: "100,000 nested classes")
  }

  /// SourceIndex, which `audit` and `migrate` build for every file, joined each nested type's path to its
  /// enclosing ones and read every open brace at each type declaration: quadratic in the nesting, as the
  /// scanner was before its limit. 30,000 nested structs took 49 s in a release build; it now reads no
  /// deeper than the scanner.
  @Test func auditOfOneHundredThousandNestedStructs() async {
    let source = Hostile.repeated("struct A { ") + Hostile.repeated("}") + "\n"
    await Self.runWithinBudget(
      ["Nested.swift": Array(source.utf8)], ["audit", "Sources/Input", "--module", "Input"],
      label: "audit of 100,000 nested structs")
  }

  /// DeclarationScanner.handleDirective renders every `#elseif` clause's condition from scratch, negating
  /// all the clauses before it: quadratic in the number of clauses. 10,000 take 11 s in a debug build,
  /// 100,000 about 20 minutes. Fixed by lazily rendered conditions (ecf2a65).
  @Test func manyElseIfClausesAreNotQuadratic() async {
    let source = "#if A\n" + Hostile.repeated("#elseif B\n") + "class Last: UITableViewCell {}\n#endif\n"
    let (run, names, _) = await Self.runWithinBudget(
      ["Clauses.swift": Array(source.utf8)], label: "100,000 #elseif")
    #expect(run.timedOut || names == ["Last"])
  }

  /// Lexer.bareRegexEnd looks ahead for the closing `/` of every `/` that may start a regex, and a `[`
  /// makes every later `/` on the line part of a character class, so `(/[` repeated makes each lookahead
  /// fail only at the line's end: quadratic in the line's length (90 KB took 31 s in a debug build).
  /// ecf2a65 bounded each lookahead to 4,096 bytes, linear in theory, but 4,096 steps per `/` made the 2
  /// MB line here take minutes in a debug build, and the 20 MB line of the hardening issue half an hour.
  /// Fixed by a lookahead budget shared by the whole line (352584c).
  @Test func regexLookaheadIsLinear() async {
    let source = "let x = " + Hostile.repeated("(/[", 700_000) + "\n" + "class After: UITableViewCell {}\n"
    let (run, names, _) = await Self.runWithinBudget(
      ["Regex.swift": Array(source.utf8)], label: "2 MB (/[ line")
    #expect(run.timedOut || names == ["After"])
  }

  /// SwiftCodeWriter.conditional indents each nested `#if` of a view's conditions two more spaces, so a
  /// class inside N nested `#if` blocks costs N² bytes in each of the three sections that name it: 10,000
  /// blocks make a 600 MB file in 13 s, 100,000 blocks 60 GB. Writing the conditions of one view as one
  /// `#if c1 && c2 …`, or indenting no deeper than some level, keeps the file linear. Fixed: nested `#if`
  /// blocks are indented at most 8 levels (352584c).
  @Test func classInsideTenThousandIfBlocksGeneratesALinearFile() async {
    let source =
      Hostile.repeated("#if A\n", 10_000) + Hostile.cell("Inner") + Hostile.repeated("#endif\n", 10_000)
    let (run, _, output) = await Self.runWithinBudget(
      ["Nested.swift": Array(source.utf8)],
      ["generate", "Sources/Input", "--output", "Generated/ReuseGen.swift", "--module", "Input"],
      label: "class in 10,000 #if blocks")
    let size = output?.count ?? 0
    #expect(
      run.timedOut || size < 10_000_000, "the file has \(size) bytes for one class in 10,000 #if blocks")
  }

  /// Every declaration keeps the rendered conditions of all the `#if` blocks around it
  /// (ScannerState.conditionalContext), so N declarations each nested one block deeper than the last
  /// need N²/2 entries: `#if A / struct S { / #else` repeated 2,000 times uses 100 MB, 30,000 times more
  /// than the 1 GB allowed here, and the 100,000 times of the hardening issue 12 GB and more. Bounding the
  /// depth of `#if` nesting, as type nesting is bounded, or sharing the enclosing context, keeps it
  /// linear. Fixed: `#if` depth is bounded like type depth (352584c).
  @Test func declarationsInDeeplyNestedIfBlocksUseLinearMemory() async {
    let source = Hostile.repeated("#if A\nstruct S {\n#else\n", 30_000)
    let (run, _, _) = await Self.runWithinBudget(
      ["Clauses.swift": Array(source.utf8)], label: "30,000 nested #if clauses", memoryLimit: 1_024)
    #expect(run.timedOut || run.terminatedBySignal || run.status == 0, "\(run.standardErrorTail)")
  }

  /// The issue's 20,000 cells with a 5,000-long inheritance chain. ReusableViewResolver.makeView asks
  /// `declaresDequeuable` of every class in each view's chain, and that copies the symbol table each time:
  /// views × chain length. 68 s in a debug build. Fixed by constant-size chain facts (ecf2a65).
  @Test func longInheritanceChainIsNotQuadratic() async {
    var random = AdversarialRandom(seed: 5_000)
    var text = "import UIKit\n\nclass C0: UITableViewCell {}\n"
    for index in 1..<5_000 { text += "class C\(index): C\(index - 1) {}\n" }
    for index in 5_000..<20_000 {
      text += "final class C\(index): C\(Int.random(in: 0..<index, using: &random)) {}\n"
    }
    let (run, names, _) = await Self.runWithinBudget(
      ["Chain.swift": Array(text.utf8)], label: "5,000-long chain")
    #expect(run.timedOut || names.count == 20_000)
  }

  /// SymbolTable.resolveTypeDeclaration gives up after 200 nested resolutions, so a class whose
  /// superclass is reached through a longer typealias chain is silently no view: no listing row, no
  /// warning. Swift follows any chain. Either follow it or say why the class was dropped. Fixed: a
  /// warning now names the class (ecf2a65).
  @Test func longTypealiasChainIsFollowedOrReported() async {
    var text = "import UIKit\n\ntypealias T0 = UITableViewCell\n"
    for index in 1..<5_000 { text += "typealias T\(index) = T\(index - 1)\n" }
    text += "class DeepCell: T4999 {}\n"
    let (run, names, _) = await Self.runWithinBudget(
      ["Aliases.swift": Array(text.utf8)], label: "alias chain")
    #expect(
      names.contains("DeepCell") || run.standardError.contains("DeepCell"),
      "DeepCell was dropped without a word:\n\(run.standardErrorTail)")
  }

  /// Every seed of the fuzzer and every input that once broke it (Fuzz/regressions), through the pipeline
  /// in process, as the fuzz target runs them.
  @Test func fuzzInputsKeepTheInvariants() throws {
    let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
    var count = 0
    for folder in ["corpus", "regressions"] {
      let path = fuzz.appendingPathComponent(folder).path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names.sorted() where !name.hasSuffix(".md") {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
        let files = bytes.withUnsafeBufferPointer { PipelineInvariants.splitIntoFiles($0) }
        let problems = PipelineInvariants.violations(files: files)
        #expect(problems.isEmpty, "\(folder)/\(name): \(problems.joined(separator: "\n"))")
        count += 1
      }
    }
    #expect(count >= 20, "the fuzz seeds were not found under \(fuzz.path)")
  }

  /// InputDiscovery listed folders with FileManager, which decodes names as UTF-8 and replaces what is
  /// not, so a file named with other bytes was then looked up under a name that does not exist: "cannot
  /// read '…': No such file or directory", and its classes were left out although the file is readable.
  /// Fixed by walking folders by raw bytes (f7ae62b).
  @Test func fileNameThatIsNotUTF8IsRead() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    let descriptor = AdversarialFileSystemTests.createRawName(
      [0xFF, 0xFE] + Array("Odd.swift".utf8), in: workspace.sources)
    #expect(descriptor >= 0, "open: \(String(cString: strerror(errno)))")
    guard descriptor >= 0 else { return }
    let contents = Array("class OddCell: UITableViewCell {}\n".utf8)
    #expect(AdversarialFileSystemTests.rawWrite(descriptor, contents) == contents.count)
    close(descriptor)
    let run = await ReuseGenProcess.run(
      ["list", "Sources/Input", "--format", "json", "--module", "Input"], in: workspace.root)
    AdversarialContract.checkTermination(run, label: "non-UTF-8 file name")
    let rows = (try? JSONSerialization.jsonObject(with: run.standardOutput)) as? [[String: Any]] ?? []
    #expect(rows.compactMap { $0["name"] as? String } == ["OddCell"], "\(run.standardErrorTail)")
  }
}
