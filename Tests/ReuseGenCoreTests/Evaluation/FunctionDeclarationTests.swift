import Testing

@testable import ReuseGenCore

/// How the index reads a function's header and body (`FunctionDeclaration`): by the scanner's one rule for
/// where a signature ends (`ScannerState.functionBody(in:bytes:from:)`).
@Suite struct FunctionDeclarationTests {
  private func functions(_ text: String) -> [FunctionDeclaration] {
    SourceIndex(SourceFile(path: "File.swift", filePath: "File.swift", bytes: Array(text.utf8)), file: 0)
      .functions
  }

  /// A requirement with a result has no body; it took the next declaration's brace, a class's, for one.
  @Test func aRequirementWithAResultTakesNoOtherDeclarationsBrace() {
    let declared = functions(
      """
      protocol Selecting {
        func isSelected(_ item: Int) -> Bool
        var count: Int { get }
      }
      final class Screen {
        func choose(_ item: Int) -> Bool { true }
      }
      """)
    #expect(declared.map(\.name) == ["choose"])
    #expect(declared.first?.returnType == "Bool")
  }

  /// A body on a line of its own, a result after a typed `throws`, a `where` clause.
  @Test func signaturesOverSeveralLinesKeepTheirBodyAndResult() {
    let declared = functions(
      """
      extension Screen {
        func load(_ id: Int)
          async throws(LoadError) -> [String: Int]
        {
          [:]
        }
        func first<T>(_ items: [T]) -> T? where T: Equatable { items.first }
      }
      """)
    #expect(declared.map(\.name) == ["load", "first"])
    #expect(declared.map(\.returnType) == ["[String:Int]", "T?"])
  }
}
