import Foundation
import Testing

@testable import ReuseGenCore

/// `tableView.register(SwitchCell.classForCoder(), forCellReuseIdentifier: CellID.switchCell)`, the way some
/// apps write every registration (`Fixtures/Modules/Coded`): the class object's `classForCoder()` is the
/// class itself, so the call registers `SwitchCell` as `SwitchCell.self` would (SPEC §10.2).
@Suite struct ClassForCoderTests {
  private static let arguments = ["Coded", "--module", "Coded"]

  @Test func auditKnowsTheRegisteredClassAndCatchesAWrongCast() throws {
    let directory = TemporaryDirectory.copying(fixture: "Modules/Coded")
    defer { directory.remove() }
    let clean = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(clean.standardOutput.contains("audit: 6 call sites (6 resolved), 0 errors, 0 warnings"))
    let path = directory.path + "/Coded/SettingsVC.swift"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    try original.replacingOccurrences(of: "as! SwitchCell", with: "as! ButtonCell")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let mistaken = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(
      mistaken.standardOutput.contains(
        "reuse identifier 'SwitchCell' is registered for 'SwitchCell', which is not a 'ButtonCell'"),
      "\(mistaken.standardOutput)")
  }

  @Test func migrateRegistersTheClassByItsMetatype() throws {
    let directory = TemporaryDirectory.copying(fixture: "Modules/Coded")
    defer { directory.remove() }
    let migrate = CommandRun(["migrate", "--write"] + Self.arguments, in: directory.path)
    #expect(migrate.status == .success, "\(migrate.standardError)")
    #expect(
      (migrate.standardOutput + migrate.standardError).contains(
        "Rewrote 6 call sites in 2 files; left 0 as they were"), "\(migrate.standardError)")
    let screen = try String(contentsOfFile: directory.path + "/Coded/SettingsVC.swift", encoding: .utf8)
    #expect(screen.contains("tableView.register(SwitchCell.self)\n"), "\(screen)")
    #expect(screen.contains("tableView.register(ButtonCell.self)\n"), "\(screen)")
    #expect(!screen.contains("classForCoder"))
    // UIKit's own cell moves to a typed identifier of the app's string, registered as its class.
    let diagnostics = try String(
      contentsOfFile: directory.path + "/Coded/DiagnosticsVC.swift", encoding: .utf8)
    #expect(diagnostics.contains("tableView.register(identifier: .logCell)"), "\(diagnostics)")
    #expect(diagnostics.contains("extension TypedReuseIdentifier where View == UITableViewCell {"))
    let after = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(after.standardOutput.contains("0 errors, 0 warnings"), "\(after.standardOutput)")
  }

  @Test func onlyAnArgumentThatIsTheCallWholeIsRead() {
    let source = SourceFile(
      path: "A.swift", filePath: "A.swift",
      bytes: Array("t.register(A.B.classForCoder(), x)\nt.register(A.classForCoder().self, x)".utf8))
    func argument(from first: Int, to last: Int) -> ReuseCallSite.Argument {
      ReuseCallSite.Argument(label: "", first: first, last: last)
    }
    let tokens = source.tokens.indices.map { source.text(from: $0, through: $0) }
    let start = tokens.firstIndex(of: "A")!
    let close = tokens[start...].firstIndex(of: ")")!
    #expect(ClassForCoder.receiver(of: argument(from: start, to: close), in: source) == ["A", "B"])
    let second = tokens[(close + 1)...].firstIndex(of: "A")!
    let secondEnd = tokens[second...].firstIndex(of: "self")!
    #expect(ClassForCoder.receiver(of: argument(from: second, to: secondEnd), in: source) == nil)
  }
}
