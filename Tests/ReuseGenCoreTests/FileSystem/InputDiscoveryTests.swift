import Foundation
import Testing

@testable import ReuseGenCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder named on the command line is walked on every core, in parts; what it finds must be what the
/// walk of one part after another finds, wherever symbolic links lead.
@Suite struct InputDiscoveryTests {
  /// The inputs and problems as display paths and messages, in order.
  private static func summary(_ inputs: DiscoveredInputs) -> [String] {
    inputs.swiftFiles.map(\.displayPath) + inputs.interfaceBuilderFiles.map(\.displayPath)
      + inputs.diagnostics.map(\.message) + inputs.ignoredFiles
  }

  /// `paths` walked one part after another: a folder named twice is walked once, and the second name
  /// keeps the walk sequential.
  private static func sequential(_ path: String, in directory: TemporaryDirectory) -> DiscoveredInputs {
    InputDiscovery.discover([path, path], excludes: [], currentDirectory: directory.path)
  }

  @Test func everyCoreFindsWhatOneFinds() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Top.swift", "")
    directory.write("App/Feed/FeedCell.swift", "")
    directory.write("App/Feed/FeedCell.xib", "")
    directory.write("App/Feed/Deep/Row.swift", "")
    directory.write("App/Feed/.build/Built.swift", "")
    directory.write("App/Settings/Main.storyboard", "")
    directory.write("App/Settings/Cells/ToggleCell.swift", "")
    #expect(symlink("Missing.swift", directory.path + "/App/Dangling.swift") == 0)
    #expect(symlink("../Nowhere", directory.path + "/App/Feed/Deep/Gone.swift") == 0)
    let walked = InputDiscovery.discover(["App"], excludes: [], currentDirectory: directory.path)
    #expect(Self.summary(walked) == Self.summary(Self.sequential("App", in: directory)))
    #expect(
      walked.swiftFiles.map(\.displayPath) == [
        "App/Feed/Deep/Row.swift", "App/Feed/FeedCell.swift", "App/Settings/Cells/ToggleCell.swift",
        "App/Top.swift",
      ])
    #expect(walked.diagnostics.count == 2)
  }

  /// One folder reached from two parts, by a link and by its own path: it is listed where the walk of one
  /// part after another meets it first, whichever part that is.
  @Test(arguments: [("A/Link", "B/Real", "A/Link/Cell.swift"), ("B/Link", "A/Real", "A/Real/Cell.swift")])
  func aFolderTwoPartsReachIsListedOnce(link: String, real: String, listed: String) {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/\(real)/Cell.swift", "")
    directory.write("App/C/Other.swift", "")
    try! FileManager.default.createDirectory(
      atPath: directory.path + "/App/" + (link as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    #expect(symlink("../" + real, directory.path + "/App/" + link) == 0)
    let walked = InputDiscovery.discover(["App"], excludes: [], currentDirectory: directory.path)
    #expect(walked.swiftFiles.map(\.displayPath) == ["App/" + listed, "App/C/Other.swift"])
    #expect(Self.summary(walked) == Self.summary(Self.sequential("App", in: directory)))
  }

  /// A link to a folder above ends there, as it does in one walk.
  @Test func aLinkToAFolderAboveEndsThere() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/A/Cell.swift", "")
    directory.write("App/B/Row.swift", "")
    #expect(symlink("..", directory.path + "/App/B/Up") == 0)
    let walked = InputDiscovery.discover(["App"], excludes: [], currentDirectory: directory.path)
    #expect(walked.swiftFiles.map(\.displayPath) == ["App/A/Cell.swift", "App/B/Row.swift"])
    #expect(Self.summary(walked) == Self.summary(Self.sequential("App", in: directory)))
  }
}
