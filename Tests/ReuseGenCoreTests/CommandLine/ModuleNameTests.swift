import Foundation
import Testing

@testable import ReuseGenCore

/// One rule names a module after a folder or target, for the command line and for both plugins, which
/// compile the same file (`Plugins/PluginsShared/ModuleName.swift`).
@Suite struct ModuleNameTests {
  @Test(arguments: [
    ("FeedKit", "FeedKit"), ("My-App", "My_App"), ("2048Game", "_2048Game"), ("Café", "Caf_"),
    ("", "_"), ("with space", "with_space"), ("_Private", "_Private"),
  ])
  func c99Names(_ name: String, _ expected: String) {
    #expect(ModuleName.c99(name) == expected)
  }

  @Test func theCommandLineNamesTheModuleAfterTheFolderByTheSameRule() {
    func defaultModule(_ paths: [String], currentDirectory: String) -> String {
      var run = RunConfiguration(.generate, currentDirectory: currentDirectory)
      run.inputs.paths = paths
      return run.module
    }
    #expect(defaultModule(["Sources/My-App"], currentDirectory: "/work") == "My_App")
    #expect(defaultModule(["Sources/2048Game/Board.swift"], currentDirectory: "/") == "_2048Game")
    #expect(defaultModule([], currentDirectory: "/") == "Module")
  }

  @Test func thePluginsCompileThisVeryFile() throws {
    let shared = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    let link = "/" + shared + "/Plugins/PluginsShared/ModuleName.swift"
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(target == "../../Sources/ReuseGenCore/Model/ModuleName.swift")
  }
}
