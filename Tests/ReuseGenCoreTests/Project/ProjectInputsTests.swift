import Foundation
import Testing

@testable import ReuseGenCore

/// What a target's run reads beyond its build phases' lists, as measured on real projects
/// (Benchmarks/xcode-projects/RESULTS.md): localized membership exceptions, the headers its Swift sees, the
/// modules of the local packages it uses, and no extension it embeds.
@Suite struct ProjectInputsTests {
  /// Xcode writes a localized file of a synchronized folder as `/Localized/<folder>/<name>`: every
  /// `<folder>/<language>.lproj/<name>` (NetNewsWire's share extension, KeePassium's AutoFill).
  @Test func aLocalizedExceptionNamesEveryLocalization() {
    let exception = "/Localized/ShareExtension/ShareViewController.xib"
    #expect(
      SynchronizedFolder.localized(exception, matches: "ShareExtension/Base.lproj/ShareViewController.xib"))
    #expect(
      SynchronizedFolder.localized(exception, matches: "ShareExtension/de.lproj/ShareViewController.xib"))
    #expect(!SynchronizedFolder.localized(exception, matches: "ShareExtension/ShareViewController.xib"))
    #expect(!SynchronizedFolder.localized(exception, matches: "Other/Base.lproj/ShareViewController.xib"))
    #expect(SynchronizedFolder.localized("/Localized/Main.storyboard", matches: "en.lproj/Main.storyboard"))
  }

  /// An app target builds no header, yet its Swift sees what its bridging header imports, and the header
  /// beside an `.mm` file (OsmAnd) declares the class the `.mm` implements.
  @Test func theHeadersSwiftSeesAreRead() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let root = directory.path
    directory.write("App/App-Bridging-Header.h", "#import \"Cells/LegacyCell.h\"\n#import \"Shared.h\"\n")
    directory.write("App/Cells/LegacyCell.h", "#import <UIKit/UIKit.h>\n#include \"Theme.h\"\n")
    directory.write("App/Cells/Theme.h", "")
    directory.write("Common/Shared.h", "")
    directory.write("Common/Unrelated.h", "")
    directory.write("App/Map/RouteCell.mm", "")
    directory.write("App/Map/RouteCell.h", "")
    let headers = BridgedHeaders.headers(
      implementations: [root + "/App/Map/RouteCell.mm"], bridgingHeader: root + "/App/App-Bridging-Header.h",
      projectHeaders: [root + "/Common/Shared.h", root + "/Common/Unrelated.h"])
    #expect(
      headers.map { XcodeProject.relative($0, to: root) } == [
        "App/App-Bridging-Header.h", "App/Cells/LegacyCell.h", "App/Cells/Theme.h", "App/Map/RouteCell.h",
        "Common/Shared.h",
      ])
  }

  @Test func theCodeFolderHoldsFourInFiveOfTheSwiftFiles() {
    let files = [
      "/r/App/A.swift", "/r/App/Feed/B.swift", "/r/App/Feed/C.swift", "/r/App/D.swift", "/r/Shared/E.swift",
    ]
    #expect(ProjectTargetInputs.codeFolder(of: files, below: "/r") == "/r/App")
    #expect(ProjectTargetInputs.codeFolder(of: ["/r/A/x.swift", "/r/B/y.swift"], below: "/r") == "/r")
  }
}
