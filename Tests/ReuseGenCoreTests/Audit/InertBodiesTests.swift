import Testing

@testable import ReuseGenCore

/// The bodies `audit` reads nothing of but their length (`InertBodies`), which the audit cache masks so
/// that an edit inside one keeps the report with its places moved.
@Suite struct InertBodiesTests {
  private func source(_ text: String) -> SourceFile {
    SourceFile(path: "File.swift", filePath: "File.swift", bytes: Array(text.utf8))
  }

  private func vocabulary(
    _ moduleWords: [String] = [], memberWords: [String] = [], privateViewWords: [String] = []
  ) -> InertBodies.Vocabulary {
    InertBodies.Vocabulary(
      moduleWords: moduleWords, memberWords: memberWords, privateViewWords: privateViewWords)
  }

  /// The names of the functions whose bodies are inert.
  private func inert(
    _ text: String, moduleWords: [String] = [], memberWords: [String] = [], privateViewWords: [String] = []
  ) -> [String] {
    let file = source(text)
    let index = SourceIndex(file, file: 0)
    let words = vocabulary(moduleWords, memberWords: memberWords, privateViewWords: privateViewWords)
    let bodies = InertBodies.inertBodies(file, index: index, vocabulary: words)
    return index.functions.filter { function in bodies.contains { $0.open == function.bodyOpen } }.map(\.name)
  }

  private func masked(_ text: String, moduleWords: [String] = []) -> UInt64? {
    let file = source(text)
    return InertBodies.masked(file, index: SourceIndex(file, file: 0), vocabulary: vocabulary(moduleWords))?
      .digest
  }

  @Test func aBodyOfPlainCodeIsInertAndOneAuditReadsIsNot() {
    let text = """
      final class Screen: UIViewController {
        func plain() {
          let total = items.reduce(0, +)
          guard #available(iOS 15, *) else { return }
          label.text = "\\(total)"
        }
        func registers() { tableView.register(Cell.self, forCellReuseIdentifier: "Cell") }
        func dequeues() { _ = tableView.dequeueReusableCell(withIdentifier: "Cell") }
        func identifier() -> String { "Cell" }
        func conditional() {
          #if DEBUG
          print(1)
          #endif
        }
        func servesItself() { tableView.dataSource = self }
        func makesDataSource() { source = MyDataSource(collectionView: view) { _, _, _ in nil } }
        func declares() { struct Local {} }
        func creates() { let cell = Cell.init() }
        func initializes() { init() }
        func outer() {
          func inner() { print(2) }
        }
        func usesAModuleWord() { tableView.reloadData() }
        func escaped() { `register`() }
      }
      """
    #expect(inert(text) == ["plain", "creates", "usesAModuleWord"])
    #expect(inert(text, moduleWords: ["tableView"]) == ["plain", "creates"])
    // A word read throughout the file that declares a member of its name, and only there.
    #expect(inert(text, memberWords: ["tableView"]) == ["plain", "creates", "usesAModuleWord"])
    let declaring = text.replacingOccurrences(
      of: "func plain()", with: "let tableView = UITableView()\n  func plain()")
    #expect(inert(declaring, memberWords: ["tableView"]) == ["plain", "creates"])
    // A view a type sets itself the data source of is read throughout the file that declares it private
    // and creates it, and only there.
    #expect(inert(declaring, privateViewWords: ["tableView"]) == ["plain", "creates", "usesAModuleWord"])
    let creating = text.replacingOccurrences(
      of: "func plain()", with: "private let tableView = UITableView()\n  func plain()")
    #expect(inert(creating, privateViewWords: ["tableView"]) == ["plain", "creates"])
  }

  /// Only a method's body is inert: not a global function's, nor that of a method of a type declared inside
  /// a function, whose code others may read.
  @Test func onlyMethodsOutsideEveryFunctionHaveInertBodies() {
    let text = """
      func global() { print(1) }
      extension Screen {
        func method() { print(2) }
        func outer() {
          struct Local { func inner() { print(3) } }
        }
      }
      """
    #expect(inert(text) == ["method"])
  }

  /// A protocol's requirement has no body; the `{` its reading takes is the next declaration's, which is
  /// never masked.
  @Test func aRequirementBorrowsNoBodyAndTheMethodsAfterItAreStillRead() {
    let text = """
      protocol Selecting {
        func isSelected(_ item: Int) -> Bool
        func select(_ item: Int)
      }
      final class Screen {
        let identifier = "Cell"
        func choose(_ item: Int) {
          print(item)
        }
      }
      """
    #expect(inert(text) == ["choose"])
    #expect(
      masked(text) != masked(text.replacingOccurrences(of: "\"Cell\"", with: "\"Row\"")))
  }

  @Test func anEditInsideAnInertBodyKeepsTheMaskedDigestAndOthersDoNot() {
    let original = """
      final class Screen: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          title = rows.first
        }
        let rows = ["A"]
      }
      """
    let digest = masked(original)
    #expect(digest != nil)
    func edited(_ old: String, _ new: String) -> UInt64? {
      #expect(original.contains(old))
      return masked(original.replacingOccurrences(of: old, with: new))
    }
    let line = "    title = rows.first\n"
    // Code in the body, and lines that move what follows it.
    #expect(edited(line, line + "    let _ = 1\n\n") == digest)
    #expect(edited("rows.first", "rows.last") == digest)
    // What the index keeps of the whole file: a name bound as a parameter that the file spells outside
    // the bodies too (a bare name there may be asked of), a name assigned to.
    #expect(edited(line, line + "    rows.forEach { row in print(row) }\n") == digest)
    #expect(edited(line, line + "    [1].forEach { rows in print(rows) }\n") != digest)
    #expect(edited(line, line + "    subtitle = nil\n") != digest)
    // Anything outside the body, and a body that audit reads.
    #expect(edited("[\"A\"]", "[\"B\"]") != digest)
    #expect(
      edited(line, line + "    tableView.register(Cell.self, forCellReuseIdentifier: \"C\")\n") != digest)
  }

  @Test func placesAfterAnInertBodyMoveByItsLengthAndNoneInsideOneIsKept() {
    let before = [InertBodies.Body(open: 10, close: 20), InertBodies.Body(open: 30, close: 40)]
    let after = [InertBodies.Body(open: 10, close: 25), InertBodies.Body(open: 35, close: 42)]
    #expect(
      InertBodies.moved([2, 10, 20, 25, 30, 40, 50], from: before, to: after) == [2, 10, 25, 30, 35, 42, 52])
    #expect(InertBodies.moved([15], from: before, to: after) == nil)
    #expect(InertBodies.moved([2], from: before, to: Array(after.prefix(1))) == nil)
  }
}
