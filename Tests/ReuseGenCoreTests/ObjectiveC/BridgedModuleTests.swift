import Foundation
import Testing

@testable import ReuseGenCore

/// An app target whose Swift sees Objective-C cells through its bridging header (`Fixtures/ObjectiveC/
/// Bridged`, written as apps write it: a `*-Bridging-Header.h`, headers importing headers, `.m` files, a
/// category on `UITableViewCell`, the app's Swift `extension UIView { @objc static var reuseIdentifier }`):
/// the cells Swift can name are the module's reusable views (SPEC §10.7).
@Suite struct BridgedModuleTests {
  private static let arguments = ["Bridged", "--module", "Bridged"]

  /// The listing's rows as `name kind identifier source location`.
  private static func rows(_ run: CommandRun) throws -> [String] {
    let views = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]]
    return (views ?? []).map { view in
      [
        view["name"] as? String ?? "-", view["kind"] as? String ?? "-", view["identifier"] as? String ?? "-",
        (view["nib"] as? String).map { "nib " + $0 } ?? view["source"] as? String ?? "-",
        "\(view["file"] as? String ?? "-"):\(view["line"] as? Int ?? 0):\(view["column"] as? Int ?? 0)",
      ].joined(separator: " ")
    }
  }

  @Test func theCellsSwiftCanNameAreListedAtTheirInterface() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Bridged")
    defer { directory.remove() }
    let list = CommandRun(["list", "--format", "json"] + Self.arguments, in: directory.path)
    #expect(list.status == .success, "\(list.standardError)")
    // `ValueTableViewCell.h` is imported by the bridging header and imports `SimpleTableViewCell.h`;
    // `LegacyTableViewCell.h` is imported by an `.m` file only, which Swift does not see. Each identifier is
    // the app's `String(describing: self)`, per class; the nib's is the same string.
    #expect(
      try Self.rows(list) == [
        "BadgeCollectionViewCell collectionViewCell BadgeCollectionViewCell class "
          + "Bridged/Cells/BadgeCollectionViewCell.h:3:12",
        "SimpleTableViewCell tableViewCell SimpleTableViewCell nib SimpleTableViewCell "
          + "Bridged/Cells/SimpleTableViewCell.h:10:12",
        "TwoButtonsTableViewCell tableViewCell TwoButtonsTableViewCell class "
          + "Bridged/Settings/TwoButtonsTableViewCell.swift:4:13",
        "ValueTableViewCell tableViewCell ValueTableViewCell class Bridged/Cells/ValueTableViewCell.h:10:12",
      ], "\(list.standardOutput)")
    #expect(!list.standardError.contains("--base"))
    #expect(!list.standardOutput.contains("LegacyTableViewCell"))
  }

  @Test func generateConformsTheObjectiveCCellsWithTheAppsOwnIdentifier() {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Bridged")
    defer { directory.remove() }
    let generate = CommandRun(["generate"] + Self.arguments, in: directory.path)
    #expect(generate.status == .success)
    let output = generate.standardOutput
    // The app's `UIView.reuseIdentifier` is the witness: no generated member named like it.
    #expect(output.contains("extension BadgeCollectionViewCell: Dequeuable {}"))
    #expect(output.contains("extension SimpleTableViewCell: Dequeuable, _ReuseGenSourced {"))
    #expect(
      output.contains(".nib(name: \"SimpleTableViewCell\", bundle: Bundle(for: SimpleTableViewCell.self))"))
    // One conformance per chain: the Swift and Objective-C subclasses inherit it.
    #expect(!output.contains("extension ValueTableViewCell"))
    #expect(!output.contains("extension TwoButtonsTableViewCell"))
    #expect(!output.contains("LegacyTableViewCell"))
  }

  @Test func auditResolvesEverySiteAndMigrateMovesThem() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Bridged")
    defer { directory.remove() }
    let audit = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(audit.status == .success)
    // `UnitsViewController.m` reads `ValueTableViewCell.reuseIdentifier`, the Swift member of a class Swift
    // sees, through the generated Swift header: it is evaluated as Swift evaluates it, so every send resolves.
    #expect(
      audit.standardOutput.contains(
        "audit: 8 call sites (8 resolved) and 4 Objective-C sends (4 resolved), 0 errors, 0 warnings"),
      "\(audit.standardOutput)")
    let migrate = CommandRun(["migrate", "--write"] + Self.arguments, in: directory.path)
    #expect(migrate.status == .success, "\(migrate.standardError)")
    #expect(
      (migrate.standardOutput + migrate.standardError).contains(
        "Rewrote 8 call sites in 2 files; left 0 as they were"), "\(migrate.standardError)")
    let settings = try String(
      contentsOfFile: directory.path + "/Bridged/Settings/SettingsViewController.swift", encoding: .utf8)
    // `bundle: nil` is the app's bundle, as the bridging header shows the module is an app.
    #expect(settings.contains("tableView.register(\n      SimpleTableViewCell.self)"))
    #expect(settings.contains("tableView.register(ValueTableViewCell.self)"))
    #expect(settings.contains("tableView.dequeueReusableCell(ValueTableViewCell.self, for: indexPath)"))
    // The headers and `.m` files are never rewritten, and the migrated code audits clean.
    let header = try String(
      contentsOfFile: directory.path + "/Bridged/Cells/SimpleTableViewCell.h", encoding: .utf8)
    #expect(header.contains("@interface SimpleTableViewCell : UITableViewCell"))
    let after = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(after.status == .success)
    #expect(after.standardOutput.contains("0 errors, 0 warnings"), "\(after.standardOutput)")
  }

  /// Xcode lets a unit-test bundle have a bridging header too, and a test bundle's `bundle: nil` is its host
  /// app's bundle, not its own: a module that imports XCTest is not taken for an app by its bridging header,
  /// so a nib registered with `bundle: nil` does not move to the nib in the class's bundle.
  @Test func aTestBundlesBridgingHeaderDoesNotMakeItAnApp() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Bridged")
    defer { directory.remove() }
    try "import XCTest\n\nfinal class SettingsTests: XCTestCase {}\n".write(
      toFile: directory.path + "/Bridged/Settings/SettingsTests.swift", atomically: true, encoding: .utf8)
    let migrate = CommandRun(["migrate", "--write"] + Self.arguments, in: directory.path)
    #expect(migrate.status == .success, "\(migrate.standardError)")
    let settings = try String(
      contentsOfFile: directory.path + "/Bridged/Settings/SettingsViewController.swift", encoding: .utf8)
    #expect(!settings.contains("tableView.register(\n      SimpleTableViewCell.self)"), "\(settings)")
    #expect(settings.contains("bundle: nil"), "\(settings)")
  }

  /// Without the bridging header, Swift can name none of the Objective-C cells: they are not generated for,
  /// and the Swift cell on the Objective-C base is found through the chain as before.
  @Test func withoutTheBridgingHeaderTheObjectiveCCellsAreNotTheModules() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Bridged")
    defer { directory.remove() }
    let list = CommandRun(
      ["list", "--format", "json"] + Self.arguments + ["--exclude", "*-Bridging-Header.h"], in: directory.path
    )
    #expect(
      try Self.rows(list) == [
        "TwoButtonsTableViewCell tableViewCell TwoButtonsTableViewCell class "
          + "Bridged/Settings/TwoButtonsTableViewCell.swift:4:13"
      ])
  }
}

/// Which headers Swift code of a module sees, and what it sees of them (`ObjectiveCInterface`).
@Suite struct ObjectiveCInterfaceTests {
  private static func module(_ files: [String: String]) -> ObjectiveCModule {
    ObjectiveCModule(
      files: files.keys.sorted().map { path in
        ObjectiveCReader.read(Array(files[path]!.utf8), path: path, isHeader: path.hasSuffix(".h"))
      })
  }

  private static func visible(_ files: [String: String], module name: String = "App") -> [String] {
    ObjectiveCInterface.visibleHeaders(of: module(files), moduleName: name).map(\.path)
  }

  @Test func theBridgingHeaderImportsAreFollowedTransitively() {
    #expect(
      Self.visible([
        "App/App-Bridging-Header.h": "#import \"A.h\"\n#include \"Sub/B.h\"\n",
        "App/Cells/A.h": "#import <UIKit/UIKit.h>\n#import \"C.h\"\n",
        "App/Sub/B.h": "",
        "App/Cells/C.h": "",
        "App/Cells/D.h": "",
      ]) == ["App/App-Bridging-Header.h", "App/Cells/A.h", "App/Cells/C.h", "App/Sub/B.h"])
  }

  @Test func aHeaderBesideTheImportingOneWinsAndAnAmbiguousNameIsNotFollowed() {
    #expect(
      Self.visible([
        "App/App-Bridging-Header.h": "#import \"Cell.h\"\n#import \"Feed/Row.h\"\n",
        "App/Cell.h": "",
        "App/Other/Cell.h": "",
        "App/Feed/Row.h": "#import \"Row2.h\"\n",
        "App/Feed/Row2.h": "",
        "App/Old/Row2.h": "",
        "App/X/Twin.h": "",
        "App/Y/Twin.h": "",
      ]) == ["App/App-Bridging-Header.h", "App/Cell.h", "App/Feed/Row.h", "App/Feed/Row2.h"])
    // `Twin.h` names two headers, neither beside the importer: Swift's view of it is not known.
    #expect(
      Self.visible([
        "App/App-Bridging-Header.h": "#import \"Twin.h\"\n", "App/X/Twin.h": "", "App/Y/Twin.h": "",
      ]) == ["App/App-Bridging-Header.h"])
  }

  @Test func ofSeveralBridgingHeadersTheModulesIsTheOneNamedAfterIt() {
    let files = [
      "App/My App-Bridging-Header.h": "#import \"A.h\"\n",
      "App/Widget-Bridging-Header.h": "#import \"B.h\"\n",
      "App/A.h": "", "App/B.h": "",
    ]
    #expect(Self.visible(files, module: "My_App") == ["App/A.h", "App/My App-Bridging-Header.h"])
    // None named after the module: which target's it is cannot be told, so none is read.
    #expect(Self.visible(files, module: "Other").isEmpty)
  }

  @Test func aFrameworksUmbrellaHeaderAndItsOwnAngleImportsAreVisible() {
    #expect(
      Self.visible(
        [
          "Kit/Kit.h": "@import UIKit;\n#import <Kit/Public/A.h>\n#import <UIKit/UITableViewCell.h>\n",
          "Kit/Public/A.h": "#import \"B.h\"\n", "Kit/Public/B.h": "", "Kit/Private/C.h": "",
        ], module: "Kit") == ["Kit/Kit.h", "Kit/Public/A.h", "Kit/Public/B.h"])
  }

  @Test func theInterfaceDeclaresReusableClassesAtTheirColumnsAndSkipsRenamedOnes() {
    let module = Self.module([
      "App/App-Bridging-Header.h": "#import \"Cells.h\"\n",
      "App/Cells.h": """
      #import <UIKit/UIKit.h>
      @interface BaseCell : UITableViewCell
      @end
      @interface LeafCell : BaseCell
      @end
        @interface Indented : UICollectionReusableView @end
      @interface Model : NSObject
      @end
      NS_SWIFT_NAME(SwiftNamedCell)
      @interface RenamedCell : UITableViewCell
      @end
      @interface BaseCell (Theme)
      @end
      """,
    ])
    let files = ObjectiveCInterface.files(of: module, moduleName: "App", bases: [:])
    #expect(files.map(\.displayPath) == ["App/Cells.h"])
    let source = String(decoding: files.first?.contents ?? [], as: UTF8.self)
    #expect(
      source.split(separator: "\n", omittingEmptySubsequences: false).prefix(6) == [
        "@objc(BaseCell)", "     class BaseCell: UITableViewCell {}", "@objc(LeafCell)",
        "     class LeafCell: BaseCell {}", "@objc(Indented)",
        "       class Indented: UICollectionReusableView {}",
      ])
    #expect(!source.contains("Model"))
    #expect(!source.contains("RenamedCell"))
  }

  @Test func theReaderRecordsImportsAsWritten() {
    let file = ObjectiveCReader.read(
      Array(
        "#import \"A.h\"\n  #  include \"Sub/B.h\"\n#import <Kit/C.h>\n#import \"Open\n#pragma mark\n@import UIKit;\n"
          .utf8), path: "X.h", isHeader: true)
    #expect(
      file.imports == [
        ObjectiveCImport(path: "A.h", isQuoted: true), ObjectiveCImport(path: "Sub/B.h", isQuoted: true),
        ObjectiveCImport(path: "Kit/C.h", isQuoted: false),
      ])
  }
}
