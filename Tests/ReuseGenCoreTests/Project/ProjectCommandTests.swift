import Foundation
import Testing

@testable import ReuseGenCore

/// `reusegen targets`, `--project` and `--target` (SPEC §14), as a new user runs them on
/// `Fixtures/Projects/Wallet`: an Xcode app whose folder holds a stale copy of two of its files in `src/`.
@Suite struct ProjectCommandTests {
  private let projects = Fixtures.path("Projects")

  @Test func targetsPrintsEachTargetAsJSON() throws {
    let run = CommandRun(["targets", "Wallet", "--format", "json"], in: projects)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        {"version": 1, "projects": [
          {"path": "Wallet/Wallet.xcodeproj", "targets": [
            {"name": "Wallet", "module": "Wallet", "productType": "com.apple.product-type.application", \
        "sources": ["Wallet/AppDelegate.swift", "Wallet/Feed/FeedViewController.swift", \
        "Wallet/Feed/SeparatorCell.swift", "Wallet/Feed/TransactionCell.swift", "Wallet/LegacyCell.m"], \
        "interfaceBuilder": ["Wallet/Base.lproj/Main.storyboard", "Wallet/LegacyCell.xib"], \
        "bridgingHeader": "Wallet/Wallet-Bridging-Header.h", "dependencies": ["WalletKit", "WalletUI"]},
            {"name": "WalletUI", "module": "WalletUI", "productType": "com.apple.product-type.framework", \
        "sources": ["WalletUI/WalletBaseCell.swift"], "interfaceBuilder": [], "bridgingHeader": null, \
        "dependencies": []},
            {"name": "WalletKit", "module": "WalletKit", "productType": "com.apple.product-type.framework", \
        "sources": ["WalletKit/Internal/Formatter.swift", "WalletKit/Money.swift"], "interfaceBuilder": [], \
        "bridgingHeader": null, "dependencies": []},
            {"name": "WalletTests", "module": "WalletTests", "productType": \
        "com.apple.product-type.bundle.unit-test", "sources": ["WalletKit/Money.swift", \
        "WalletTests/FeedTests.swift"], "interfaceBuilder": [], "bridgingHeader": null, \
        "dependencies": ["Wallet"]}
          ]}
        ]}

        """)
    let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    #expect(parsed?["version"] as? Int == 1)
  }

  @Test func targetsPrintsATableByDefault() {
    let run = CommandRun(["targets", "Wallet/Wallet.xcodeproj"], in: projects)
    #expect(run.status == .success)
    #expect(
      run.standardOutput == """
        Wallet/Wallet.xcodeproj
          TARGET       MODULE       PRODUCT           SWIFT    OBJ-C    IB
          Wallet       Wallet       application       4 Swift  1 Obj-C  2 IB  depends on WalletKit, WalletUI
          WalletUI     WalletUI     framework         1 Swift  0 Obj-C  0 IB
          WalletKit    WalletKit    framework         2 Swift  0 Obj-C  0 IB
          WalletTests  WalletTests  bundle.unit-test  2 Swift  0 Obj-C  0 IB  depends on Wallet

        """)
  }

  /// The folder holds a stale copy: read as a folder, the two declarations of `SeparatorCell` are one
  /// error naming both files and the fix, with a note naming the project and its target; read as the
  /// target, nothing is wrong, the framework's base cell is known, and every string site moves.
  @Test func theProjectReadsWhatXcodeCompilesWhereTheFolderReadsAStaleCopy() {
    let folder = CommandRun(["audit", "Wallet", "--module", "Wallet"], in: projects)
    #expect(folder.status == .failure)
    #expect(
      folder.standardError.contains(
        "note: this folder is built by the Xcode project 'Wallet/Wallet.xcodeproj': its target 'Wallet' "
          + "compiles 4 of the 11 Swift files read here; run with '--project Wallet/Wallet.xcodeproj "
          + "--target Wallet' to read what Xcode compiles\n"))
    #expect(
      folder.standardError.contains(
        "Wallet/src/Feed/SeparatorCell.swift:3:13: error: 'SeparatorCell' is declared again here and in "
          + "'Wallet/Wallet/Feed/SeparatorCell.swift'; one module cannot declare a type twice"))
    #expect(!folder.standardError.contains("reuse identifier 'SeparatorCell' of 'SeparatorCell'"))

    let target = CommandRun(["audit", "--project", "Wallet", "--target", "Wallet"], in: projects)
    #expect(target.status == .success, "\(target.standardError)")
    #expect(!target.standardError.contains("error:"))
    #expect(!target.standardError.contains("src/"))
    #expect(target.standardOutput.contains("audit: 5 call sites (5 resolved), 0 errors"))

    let migrated = CommandRun(["migrate", "--project", "Wallet", "--target", "Wallet"], in: projects)
    #expect(migrated.status == .success, "\(migrated.standardError)")
    #expect(
      migrated.standardError.hasSuffix(
        "Would rewrite 5 call sites in 1 file; left 0 as they were, 0 errors, 0 warnings, 1 note\n"))
    #expect(migrated.standardOutput.contains("+    tableView.register(SeparatorCell.self)"))
  }

  /// The framework target is context: its base cell's identifier is known, and the generated file of the
  /// app names `TransactionCell` as a subclass of a context class, with the module name the project sets.
  @Test func listReadsTheTargetsContextUnderItsModuleName() throws {
    let run = CommandRun(
      ["list", "--project", "Wallet", "--target", "Wallet", "--format", "json"], in: projects)
    #expect(run.status == .success, "\(run.standardError)")
    let views = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    #expect(views.map { $0["name"] as? String } == ["LegacyCell", "SeparatorCell", "TransactionCell"])
    #expect(views[2]["context"] as? String == "WalletUI")
    #expect(views[1]["identifier"] as? String == "SeparatorCell")
  }

  /// After `migrate --write`, the command that makes the generated file names the project and target the
  /// run read, and a folder beside the target's files.
  @Test func migrateWriteSaysHowToGenerateForTheTarget() {
    let directory = TemporaryDirectory.copying(fixture: "Projects/Wallet")
    defer { directory.remove() }
    let run = CommandRun(
      ["migrate", "--project", "Wallet", "--target", "Wallet", "--write"], in: directory.path)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(
      run.standardError.hasSuffix(
        "or generate the file and add it to the target: reusegen generate --project Wallet --target Wallet "
          + "--output Wallet/Wallet/Generated/ReuseGen_Wallet.swift\n"))
    let again = CommandRun(["audit", "--project", "Wallet", "--target", "Wallet"], in: directory.path)
    #expect(again.standardOutput.contains("audit: 5 call sites"), "\(again.standardOutput)")
  }

  @Test func theConfigurationFileNamesTheProjectAndTarget() {
    let directory = TemporaryDirectory.copying(fixture: "Projects/Wallet")
    defer { directory.remove() }
    directory.write("Wallet/reusegen.json", #"{"project": ".", "target": "Wallet"}"#)
    let run = CommandRun(["audit", "--config", "Wallet/reusegen.json"], in: directory.path)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(run.standardOutput.contains("audit: 5 call sites"))
    directory.write("Wallet/reusegen.json", #"{"project": ".", "target": "Wallet", "paths": ["src"]}"#)
    let both = CommandRun(["audit", "--config", "Wallet/reusegen.json"], in: directory.path)
    #expect(both.status == .failure)
    #expect(both.standardError.hasPrefix("error: paths cannot be given beside a project"))
  }

  @Test(arguments: [
    (
      ["audit", "Wallet", "--project", "Wallet"], ReuseGenCommand.ExitCode.usage,
      "Error: Paths cannot be given beside '--project'"
    ),
    (
      ["audit", "--project", "Wallet"], .failure,
      "error: --project needs --target to say which target to read: 'Wallet', 'WalletUI', 'WalletKit', 'WalletTests'"
    ),
    (
      ["list", "--project", "Wallet", "--target", "Walet"], .failure,
      "error: no target 'Walet' in the project; its targets are 'Wallet', 'WalletUI', 'WalletKit', 'WalletTests' (see 'reusegen targets')"
    ),
    (
      ["targets", "Wallet/Wallet"], .failure,
      "Wallet/Wallet: error: holds no .xcodeproj or .xcworkspace; name one with --project"
    ),
    (
      ["generate", "--project", "Missing.xcodeproj", "--target", "App"], .failure,
      "Missing.xcodeproj: error: no such Xcode project or workspace"
    ),
  ])
  func mistakesSayWhatToDo(_ arguments: [String], status: ReuseGenCommand.ExitCode, message: String) {
    let run = CommandRun(arguments, in: projects)
    #expect(run.status == status)
    #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
  }

  /// A file the project names that is gone is a warning naming it, never a silent skip; an object kind the
  /// reader does not know is a note; a malformed project is an error at its line and column.
  @Test func missingFilesUnknownKindsAndMalformedProjectsAreSaid() throws {
    let directory = TemporaryDirectory.copying(fixture: "Projects/Wallet")
    defer { directory.remove() }
    try FileManager.default.removeItem(atPath: directory.path + "/Wallet/Wallet/Feed/SeparatorCell.swift")
    let pbxproj = directory.path + "/Wallet/Wallet.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: pbxproj, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "/* Begin PBXBuildFile section */",
      with: "\t\t9F00 = {isa = PBXFutureThing; };\n/* Begin PBXBuildFile section */")
    try text.write(toFile: pbxproj, atomically: true, encoding: .utf8)
    let run = CommandRun(["list", "--project", "Wallet", "--target", "Wallet"], in: directory.path)
    #expect(
      run.standardError.contains(
        "Wallet/Wallet.xcodeproj/project.pbxproj: warning: target 'Wallet' builds "
          + "'Wallet/Feed/SeparatorCell.swift', which does not exist"))
    #expect(
      run.standardError.contains(
        "Wallet/Wallet.xcodeproj/project.pbxproj: note: skipped 1 object of the unknown kind 'PBXFutureThing'"
      ))
    // A file of a git submodule the checkout left empty says how to fetch it.
    directory.write("Wallet/.gitmodules", "[submodule \"Feed\"]\n\tpath = Wallet/Feed\n\turl = ../feed.git\n")
    let submodule = CommandRun(["targets", "Wallet"], in: directory.path)
    #expect(
      submodule.standardError.contains(
        "target 'Wallet' builds 'Wallet/Feed/SeparatorCell.swift', which does not exist; it is not read (it "
          + "lies in the git submodule 'Wallet/Feed': run 'git submodule update --init')"))
    try (text.dropLast(40) + "\n").write(toFile: pbxproj, atomically: true, encoding: .utf8)
    let malformed = CommandRun(["targets", "Wallet"], in: directory.path)
    #expect(malformed.status == .failure)
    #expect(
      malformed.standardError.hasPrefix(
        "Wallet/Wallet.xcodeproj/project.pbxproj:496:1: error: cannot read the Xcode project: expected ';' "
          + "after the value of 'rootObject'"))
  }
}
