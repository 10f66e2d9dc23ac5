import Foundation
import Testing

@testable import ReuseGenCore

/// A workspace whose app links a framework built by another project of the workspace, with no target
/// dependency: Xcode's implicit dependencies build the framework first, and the app's Swift imports it, so
/// the framework is the app's context (SPEC §14). An aggregate target (a script) compiles no module.
@Suite struct WorkspaceContextTests {
  /// A minimal `project.pbxproj` with one native target named `target` building `product`, whose Sources
  /// phase holds `sources`, linking `links`, and depending on the aggregate target `Credentials`.
  private static func project(
    target: String, product: String, productType: String, sources: [String], links: [String]
  )
    -> String
  {
    var objects = [
      "R = {isa = PBXProject; mainGroup = G; targets = (T, S, ); buildConfigurationList = PL; };",
      "G = {isa = PBXGroup; children = (\(sources.indices.map { "F\($0), " }.joined())); sourceTree = \"<group>\"; };",
      "T = {isa = PBXNativeTarget; name = \(target); buildPhases = (SP, FP, ); dependencies = (D, ); "
        + "productReference = P; productType = \"\(productType)\"; };",
      "S = {isa = PBXAggregateTarget; name = Credentials; buildPhases = (); };",
      "D = {isa = PBXTargetDependency; target = S; };",
      "P = {isa = PBXFileReference; path = \(product); sourceTree = BUILT_PRODUCTS_DIR; };",
      "SP = {isa = PBXSourcesBuildPhase; files = (\(sources.indices.map { "B\($0), " }.joined())); };",
      "FP = {isa = PBXFrameworksBuildPhase; files = (\(links.indices.map { "L\($0), " }.joined())); };",
      "PL = {isa = XCConfigurationList; buildConfigurations = (); };",
    ]
    for (index, source) in sources.enumerated() {
      objects.append("F\(index) = {isa = PBXFileReference; path = \(source); sourceTree = \"<group>\"; };")
      objects.append("B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };")
    }
    for (index, link) in links.enumerated() {
      objects.append(
        "LF\(index) = {isa = PBXFileReference; path = \(link); sourceTree = BUILT_PRODUCTS_DIR; };")
      objects.append("L\(index) = {isa = PBXBuildFile; fileRef = LF\(index); };")
    }
    return "// !$*UTF8*$!\n{ objects = {\n" + objects.joined(separator: "\n") + "\n}; rootObject = R; }\n"
  }

  @Test func aLinkedFrameworkOfAnotherProjectIsContext() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:App/App.xcodeproj"></FileRef>
         <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
      </Workspace>
      """)
    directory.write(
      "App/App.xcodeproj/project.pbxproj",
      Self.project(
        target: "App", product: "App.app", productType: "com.apple.product-type.application",
        sources: ["FeedCell.swift"], links: ["Kit.framework"]))
    directory.write(
      "Kit/Kit.xcodeproj/project.pbxproj",
      Self.project(
        target: "Kit", product: "Kit.framework", productType: "com.apple.product-type.framework",
        sources: ["BaseCell.swift"], links: []))
    directory.write("App/FeedCell.swift", "import Kit\n\nfinal class FeedCell: BaseCell {}\n")
    directory.write("Kit/BaseCell.swift", "import UIKit\n\nopen class BaseCell: UITableViewCell {}\n")

    var set = try ProjectSet.read("App.xcworkspace", currentDirectory: directory.path)
    let (project, app) = try set.target(named: "App")
    #expect(app.dependencies == ["Credentials"])
    #expect(set.context(of: app, in: project).map(\.module) == ["Kit"])
    #expect(set.diagnostics.isEmpty)

    let run = CommandRun(
      ["list", "--project", "App.xcworkspace", "--target", "App", "--format", "json"], in: directory.path)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(run.standardError == "")
    let views = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    #expect(views.map { $0["name"] as? String } == ["FeedCell"])
    #expect(views.first?["context"] as? String == "Kit")
  }
}
