import Foundation
import Testing

@testable import ReuseGenCore

/// The project model (SPEC §14) on `Fixtures/Projects/Wallet`, laid out as Xcode 16 writes an app with a
/// framework, a synchronized framework folder, tests, an Objective-C cell behind a bridging header, a
/// localized storyboard and a stale copy of two files in `src/` that no target builds.
@Suite struct XcodeProjectReaderTests {
  private let root = Fixtures.path("Projects/Wallet")

  private func wallet() throws -> XcodeProject {
    try XcodeProjectReader.read(projectAt: root + "/Wallet.xcodeproj")
  }

  private func relative(_ paths: [String]) -> [String] {
    paths.map { XcodeProject.relative($0, to: root) }
  }

  @Test func anAppTargetHasItsBuildPhasesFilesAndNoStaleCopy() throws {
    let app = try #require(try wallet().target(named: "Wallet"))
    #expect(
      relative(app.sources) == [
        "Wallet/AppDelegate.swift", "Wallet/Feed/FeedViewController.swift", "Wallet/Feed/SeparatorCell.swift",
        "Wallet/Feed/TransactionCell.swift", "Wallet/LegacyCell.m",
      ])
    // A variant group gives its storyboard localizations, not its strings.
    #expect(relative(app.interfaceBuilder) == ["Wallet/Base.lproj/Main.storyboard", "Wallet/LegacyCell.xib"])
    #expect(app.bridgingHeader.map { relative([$0]) } == ["Wallet/Wallet-Bridging-Header.h"])
    #expect(app.dependencies == ["WalletKit", "WalletUI"])
    #expect(app.isApplication)
  }

  /// `PRODUCT_MODULE_NAME` of the target's `.xcconfig` wins over the target's `PRODUCT_NAME`; the Release
  /// configuration is read, and `$(TARGET_NAME:c99extidentifier)` is expanded.
  @Test func moduleNamesComeFromTheBuildSettings() throws {
    let project = try wallet()
    #expect(project.targets.map(\.name) == ["Wallet", "WalletUI", "WalletKit", "WalletTests"])
    #expect(project.targets.map(\.module) == ["Wallet", "WalletUI", "WalletKit", "WalletTests"])
    #expect(project.targets.map(\.isImportable) == [false, true, true, false])
  }

  /// A synchronized folder gives its files to the target that lists it, less that target's exceptions, and
  /// an exception set of another target adds the files it names to that target.
  @Test func synchronizedFoldersFollowTheirMembershipExceptions() throws {
    let project = try wallet()
    let kit = try #require(project.target(named: "WalletKit"))
    #expect(relative(kit.sources) == ["WalletKit/Internal/Formatter.swift", "WalletKit/Money.swift"])
    let tests = try #require(project.target(named: "WalletTests"))
    #expect(relative(tests.sources) == ["WalletKit/Money.swift", "WalletTests/FeedTests.swift"])
    #expect(tests.isTestBundle)
  }

  @Test func theContextIsWhatTheTargetCanImport() throws {
    var set = try ProjectSet.read(root, currentDirectory: "/")
    let (project, app) = try set.target(named: "Wallet")
    #expect(set.context(of: app, in: project).map(\.name) == ["WalletUI", "WalletKit"])
    // A test bundle `@testable import`s the app it tests, and what the app imports.
    let (_, tests) = try set.target(named: "WalletTests")
    #expect(set.context(of: tests, in: project).map(\.name) == ["Wallet", "WalletUI", "WalletKit"])
  }

  @Test func buildSettingsResolveInheritanceAndModifiers() {
    let settings = BuildSettings(
      levels: [
        ["PRODUCT_NAME": "$(inherited) Beta", "FLAGS": "${inherited} -b"],
        ["FLAGS": "-a"],
        ["PRODUCT_NAME": "$(TARGET_NAME:c99extidentifier)", "LOOP": "$(LOOP)x"],
      ],
      builtins: ["TARGET_NAME": "My App"])
    #expect(settings.value("PRODUCT_NAME") == "My_App Beta")
    #expect(settings.value("FLAGS") == "-a -b")
    #expect(settings.value("MISSING") == nil)
    // A reference with no name expands to nothing, modifiers and all (Lockwise's `Lockbox$(:c99extidentifier)`).
    let named = BuildSettings(levels: [["PRODUCT_MODULE_NAME": "Lockbox$(:c99extidentifier)"]], builtins: [:])
    #expect(named.value("PRODUCT_MODULE_NAME") == "Lockbox")
    // A setting that names itself ends.
    #expect(settings.value("LOOP") != nil)
  }

  @Test func aWorkspaceListsItsProjectsThroughItsGroups() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace
         version = "1.0">
         <!-- <FileRef location = "group:Old.xcodeproj"> -->
         <FileRef
            location = "group:App.xcodeproj">
         </FileRef>
         <Group
            location = "container:Modules"
            name = "Modules">
            <FileRef
               location = "group:Payments/Payments.xcodeproj">
            </FileRef>
         </Group>
         <FileRef
            location = "group:Pods/Pods.xcodeproj">
         </FileRef>
      </Workspace>
      """)
    let projects = try Workspace.projects(inWorkspaceAt: directory.path + "/App.xcworkspace")
    #expect(
      projects == [
        directory.path + "/App.xcodeproj", directory.path + "/Modules/Payments/Payments.xcodeproj",
        directory.path + "/Pods/Pods.xcodeproj",
      ])
  }

  @Test func anXCConfigReadsItsIncludesAndItsOwnEarlierValues() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Configs/Shared.xcconfig", "PRODUCT_NAME = Shared\nFLAGS = -a // the first flag\n")
    directory.write(
      "Configs/App.xcconfig",
      "#include \"Shared.xcconfig\"\n#include? \"Missing.xcconfig\"\nFLAGS = $(FLAGS) -b\nPRODUCT_NAME[sdk=iphoneos*] = Device\n"
    )
    var diagnostics: [Diagnostic] = []
    let settings = XCConfigFile.settings(
      atPath: directory.path + "/Configs/App.xcconfig", diagnostics: &diagnostics)
    #expect(settings == ["PRODUCT_NAME": "Shared", "FLAGS": "-a -b"])
    #expect(diagnostics.isEmpty)
    // An include spelled in another letter case is the file a Mac finds (WooCommerce's Version.public).
    directory.write("Configs/Version.Public.xcconfig", "PRODUCT_MODULE_NAME = Versioned\n")
    directory.write("Configs/Cased.xcconfig", "#include \"Version.public.xcconfig\"\n")
    let cased = XCConfigFile.settings(
      atPath: directory.path + "/Configs/Cased.xcconfig", diagnostics: &diagnostics)
    #expect(cased == ["PRODUCT_MODULE_NAME": "Versioned"])
    #expect(diagnostics.isEmpty)
    directory.write("Configs/Loop.xcconfig", "#include \"Loop.xcconfig\"\n")
    _ = XCConfigFile.settings(atPath: directory.path + "/Configs/Loop.xcconfig", diagnostics: &diagnostics)
    #expect(diagnostics.map(\.severity) == [.note])
  }
}

/// A Mac's default file system ignores letter case, so Xcode compiles a file the project spells in another
/// case; the reader finds it too, and warns only of a file no spelling finds.
@Suite struct CaseInsensitivePathTests {
  @Test func aPathInAnotherLetterCaseIsTheFileAMacFinds() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Sources/Feed/FeedCell.swift", "")
    directory.write("Sources/Feed/feedcell.swift.orig", "")
    var paths = CaseInsensitivePath()
    let root = directory.path
    #expect(paths.existing(root + "/Sources/Feed/FeedCell.swift") == root + "/Sources/Feed/FeedCell.swift")
    #expect(paths.existing(root + "/sources/FEED/feedCell.swift") == root + "/Sources/Feed/FeedCell.swift")
    #expect(paths.existing(root + "/Sources/Feed/Missing.swift") == nil)
  }
}
