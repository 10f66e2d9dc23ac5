// The Xcode entry points of the plugins, run on stand-in targets (Scripts/xcode-plugin-check.sh builds
// and runs this). The SwiftPM entry points are tested by the Examples package, which applies the plugins
// to its targets; Xcode's cannot be, so this gives them the Examples' own modules as an Xcode project
// would list them, and checks what the plugins hand to reusegen.
//
//   XcodePluginMappingTests <repository> <reusegen> <work folder>

import Foundation
import PackagePlugin
import XcodeProjectPlugin

@testable import AuditPluginUnderTest
@testable import BuildToolPluginUnderTest
@testable import CommandPluginUnderTest

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  print("usage: XcodePluginMappingTests <repository> <reusegen> <work folder>")
  exit(2)
}
let repository = URL(filePath: arguments[1])
let reusegen = URL(filePath: arguments[2])
let work = URL(filePath: arguments[3])
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

var failures = 0
var checks = 0
/// Records one check; prints what differs when it fails.
@MainActor func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: Int = #line) {
  checks += 1
  guard actual != expected else { return }
  failures += 1
  print("FAIL line \(line): \(what)\n  expected: \(expected)\n  actual:   \(actual)")
}

func path(_ url: URL) -> String { url.path(percentEncoded: false) }

/// The files of a folder, as Xcode lists a target's build-phase files.
func files(in folder: URL) -> [URL] {
  let paths = FileManager.default.subpaths(atPath: path(folder)) ?? []
  return paths.sorted().map { folder.appending(path: $0) }.filter {
    ["swift", "xib", "storyboard"].contains($0.pathExtension)
  }
}

/// A package product, which Xcode lists among a target's dependencies and the plugins do not read.
struct PackageProduct: Product {
  let id = "SomePackage.Library"
  let name = "Library"
  let targets: [any Target] = []
}

/// The arguments and input files of the one build command `commands` holds.
func buildCommand(_ commands: [Command]) -> (arguments: [String], inputs: [String], outputs: [String])? {
  guard commands.count == 1, case .buildCommand(_, _, let arguments, _, let inputs, let outputs) = commands[0]
  else { return nil }
  return (arguments, inputs.map(path), outputs.map(path))
}

// MARK: - The Examples as an Xcode project

let sources = repository.appending(path: "Examples/Sources")
func folder(_ name: String) -> URL { sources.appending(path: name) }
let reuseSupport = XcodeTarget.standIn(
  displayName: "ReuseSupport", productName: "ReuseSupport", files: files(in: folder("ReuseSupport")))
let uiComponents = XcodeTarget.standIn(
  displayName: "UIComponents", productName: "UIComponents",
  dependencies: [.target(reuseSupport), .product(PackageProduct())], files: files(in: folder("UIComponents")))
let profileFeature = XcodeTarget.standIn(
  displayName: "ProfileFeature", productName: "ProfileFeature",
  dependencies: [.target(reuseSupport), .target(uiComponents)], files: files(in: folder("ProfileFeature")))
// An app target whose product name is not an identifier, as Xcode allows.
let app = XcodeTarget.standIn(
  displayName: "ExampleApp", productName: "Example App", dependencies: [.target(profileFeature)],
  files: files(in: folder("ExampleApp")))
let project = XcodeProject.standIn(
  displayName: "Examples", directoryURL: sources, targets: [reuseSupport, uiComponents, profileFeature, app])
let pluginWork = work.appending(path: "plugin-work")
let context = XcodePluginContext.standIn(
  xcodeProject: project, pluginWorkDirectoryURL: pluginWork, tools: ["ReuseGen": reusegen])

// The build-tool plugin on a feature target whose cells subclass UIComponents' base cells.
let output = pluginWork.appending(path: "ReuseGen_ProfileFeature.swift")
let profileFiles = files(in: folder("ProfileFeature")).map(path)
let built = buildCommand(try ReuseGenPlugin().createBuildCommands(context: context, target: profileFeature))
expect(
  built?.arguments,
  ["generate"] + profileFiles.filter { !$0.hasSuffix(".json") } + [
    "--output", path(output), "--module", "ProfileFeature",
    "--context", path(folder("ReuseSupport")), "--context", path(folder("UIComponents")),
    "--config", path(folder("ProfileFeature/reusegen.json")),
    "--cache-path", path(output.deletingLastPathComponent()), "--quiet",
  ],
  "the build command passes the module, the context (transitively, once each), reusegen.json and the cache")
expect(
  built.map { Set($0.inputs) },
  Set(
    profileFiles + files(in: folder("ReuseSupport")).map(path) + files(in: folder("UIComponents")).map(path)
      + [path(folder("ProfileFeature/reusegen.json")), path(reusegen)]),
  "the build command declares the target's files, the context's files, reusegen.json and the tool as inputs")
expect(built?.outputs, [path(output)], "the one output lies in the plugin work directory")

// The command reusegen runs finds the subclasses of the framework's cells, which it misses without context.
if let built {
  try FileManager.default.createDirectory(at: pluginWork, withIntermediateDirectories: true)
  let process = try Process.run(reusegen, arguments: built.arguments)
  process.waitUntilExit()
  expect(process.terminationStatus, 0, "reusegen runs the build command")
  let generated = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  for cell in ["ProfileCardCell", "ProfileBannerCell"] {
    expect(generated.contains(cell), true, "\(cell), a subclass of a UIComponents cell, is generated for")
  }
}

// The module name: the product's name as a C99 identifier, and the context reaches two levels down.
let appCommand = buildCommand(try ReuseGenPlugin().createBuildCommands(context: context, target: app))
let appArguments = appCommand?.arguments ?? []
expect(
  appArguments.firstIndex(of: "--module").map { appArguments[$0 + 1] }, "Example_App",
  "the module is PRODUCT_MODULE_NAME's default, the product name as a C99 identifier")
expect(appCommand?.outputs, [path(pluginWork.appending(path: "ReuseGen_Example_App.swift"))], "output name")
expect(
  appArguments.enumerated().filter { $0.offset > 0 && appArguments[$0.offset - 1] == "--context" }.map(
    \.element),
  [path(folder("ProfileFeature")), path(folder("ReuseSupport")), path(folder("UIComponents"))],
  "transitive dependencies are context, each once")
expect(
  BuildToolPluginUnderTest.ReuseGenRun.moduleName(
    of: XcodeTarget.standIn(displayName: "2048 Game", productName: nil, files: [])),
  "_2048_Game", "without a product, the target's name")

// MARK: - A project of its own: reusegen.json wins, and files that share a folder

let own = work.appending(path: "Project")
func write(_ text: String, _ relative: String) throws -> URL {
  let file = own.appending(path: relative)
  try FileManager.default.createDirectory(
    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: file, atomically: true, encoding: .utf8)
  return file
}
let base = try write("import UIKit\nopen class BaseCell: UITableViewCell {}\n", "Kit/BaseCell.swift")
let kit = XcodeTarget.standIn(displayName: "Kit", productName: "Kit", files: [base])
let cell = try write("import Kit\nfinal class Cell: BaseCell {}\n", "App/Cell.swift")
let configuration = try write(#"{"module": "MyApp", "context": ["../Vendor/Kit"]}"#, "App/reusegen.json")
let configured = XcodeTarget.standIn(
  displayName: "App", productName: "App", dependencies: [.target(kit)], files: [cell])
let ownProject = XcodeProject.standIn(displayName: "Own", directoryURL: own, targets: [kit, configured])
let ownContext = XcodePluginContext.standIn(
  xcodeProject: ownProject, pluginWorkDirectoryURL: pluginWork, tools: ["ReuseGen": reusegen])
let configuredArguments =
  buildCommand(try ReuseGenPlugin().createBuildCommands(context: ownContext, target: configured))?.arguments
expect(
  configuredArguments,
  [
    "generate", path(cell), "--output", path(pluginWork.appending(path: "ReuseGen_MyApp.swift")), "--module",
    "MyApp", "--config", path(configuration),
    "--cache-path", path(pluginWork.appending(path: "ReuseGen_MyApp.swift").deletingLastPathComponent()),
    "--quiet",
  ],
  "reusegen.json's context replaces the plugin's, and its module names the module")

// A dependency whose files lie beside the target's own: its folder would hold the target itself.
let loose = try write("import UIKit\nopen class LooseCell: UITableViewCell {}\n", "LooseCell.swift")
let looseTarget = XcodeTarget.standIn(displayName: "Loose", productName: "Loose", files: [loose])
let nested = XcodeTarget.standIn(
  displayName: "Nested", productName: "Nested", dependencies: [.target(looseTarget), .target(kit)],
  files: [try write("final class Other {}\n", "Nested/Other.swift")])
let placed = BuildToolPluginUnderTest.ReuseGenRun.context(of: nested)
expect(placed.modules.map { path($0.directory) }, [path(own.appending(path: "Kit"))], "Kit is placed")
expect(placed.unplaced, ["Loose"], "Loose is not, since its folder holds Nested too")
expect(
  BuildToolPluginUnderTest.ReuseGenRun.contextWarnings(
    for: nested, in: XcodeProject.standIn(displayName: "Own", directoryURL: own, targets: [])
  ).count, 1, "and the plugins warn about it")

// MARK: - The audit plugin

// Its command declares a stamp as its one output, so that Xcode skips the audit until an input changes, and
// reusegen writes the stamp only when the audit passes, so that a failed audit runs again.
let stamp = pluginWork.appending(path: "ReuseGenAudit_ProfileFeature.swift")
let audited = buildCommand(
  try ReuseGenAuditPlugin().createBuildCommands(context: context, target: profileFeature))
expect(audited?.outputs, [path(stamp)], "the audit command declares its stamp in the plugin work directory")
expect(
  audited?.arguments.suffix(6).map { $0 },
  ["--format", "xcode", "--stamp", path(stamp), "--cache-path", path(pluginWork) + "/"],
  "the audit command prints the Xcode format, names the stamp and keeps its cache in the work folder")
expect(
  audited.map { Set($0.inputs) }, built.map { Set($0.inputs) },
  "the audit command declares the build command's inputs")
if let audited {
  let process = try Process.run(reusegen, arguments: audited.arguments)
  process.waitUntilExit()
  expect(process.terminationStatus, 0, "reusegen runs the audit command")
  let written = (try? String(contentsOf: stamp, encoding: .utf8)) ?? ""
  expect(
    written.hasPrefix("// Generated by reusegen audit --stamp"), true, "the passing audit writes the stamp")
  expect(
    FileManager.default.fileExists(
      atPath: path(pluginWork.appending(path: "reusegen-ProfileFeature.auditcache"))),
    true, "the audit keeps its report in the plugin work directory")
}

// MARK: - The command plugin

// A stand-in for reusegen that records its arguments, one a line.
let recorder = work.appending(path: "record-arguments")
let recorded = work.appending(path: "recorded-arguments.txt")
try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(path(recorded))'\n".write(
  to: recorder, atomically: true, encoding: .utf8)
try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path(recorder))
let commandContext = XcodePluginContext.standIn(
  xcodeProject: project, pluginWorkDirectoryURL: pluginWork, tools: ["ReuseGen": recorder])
try ReuseGenCommandPlugin().performCommand(
  context: commandContext, arguments: ["--target", "ProfileFeature", "--check"])
let checked = (try? String(contentsOf: recorded, encoding: .utf8))?.split(separator: "\n").map(String.init)
expect(
  checked,
  ["generate"] + profileFiles.filter { !$0.hasSuffix(".json") } + [
    "--output", path(folder("ProfileFeature/Generated/ReuseGen_ProfileFeature.swift")), "--module",
    "ProfileFeature", "--context", path(folder("ReuseSupport")), "--context", path(folder("UIComponents")),
    "--config", path(folder("ProfileFeature/reusegen.json")), "--check",
  ],
  "the command plugin checks the file in the target's folder, with the same module, context and config")
do {
  try ReuseGenCommandPlugin().performCommand(context: commandContext, arguments: ["--target", "Nope"])
  expect(false, true, "an unknown target is an error")
} catch {
  expect(
    "\(error)",
    "no target named 'Nope' in this project; its targets are ExampleApp, ProfileFeature, "
      + "ReuseSupport, UIComponents", "an unknown target is an error that lists the project's targets")
}

print(failures == 0 ? "\(checks) checks passed" : "\(failures) of \(checks) checks failed")
exit(failures == 0 ? 0 : 1)
