import Foundation
import PackagePlugin

/// The `reusegen-generate` command plugin, for teams who check the generated file in (DESIGN.md §6).
///
/// It writes `<target folder>/Generated/ReuseGen_<Module>.swift`, which SwiftPM then compiles as an
/// ordinary source of the target. The file starts with reusegen's header, so later runs never read it
/// back as input.
///
/// The checked-in file is the opt-in: a target gets one the first time it is named with `--target`, and
/// from then on a bare `reusegen-generate`, or `reusegen-generate --check` in CI, covers every target
/// that has one. Targets are never opted in implicitly, because a package may apply `ReuseGenPlugin`
/// to some targets, and a target with both would declare everything twice. The build plugin refuses
/// such a target with a message that names the file.
@main
struct ReuseGenCommandPlugin: CommandPlugin {
  /// The usage printed for `--help` and after a usage error.
  static let usage = """
    USAGE: swift package --allow-writing-to-package-directory reusegen-generate \
    [--target <name> ...] [--output-name <path>] [--check]

    OPTIONS:
      --target <name>       A Swift target to generate for; the first run for a target must name it.
                            Repeatable. (default: every Swift target that already has the file)
      --output-name <path>  The file to write, relative to each target's folder.
                            (default: Generated/ReuseGen_<Module>.swift)
      --check               Write nothing; fail if a file is missing or out of date. For CI.
      -h, --help            Show help information.
    """

  /// What the command line asks for.
  struct Options {
    /// The targets named with `--target`; none means every target that already has the file.
    let targetNames: [String]
    /// The file to write, relative to each target's folder, when `--output-name` is given.
    let outputName: String?
    /// Whether to write nothing and fail on a missing or stale file.
    let check: Bool

    /// The output of a target whose module is `moduleName`, in the target's folder `directory`.
    func output(in directory: URL, moduleName: String) -> URL {
      directory.appending(
        path: outputName ?? "Generated/" + ReuseGenRun.outputFileName(moduleName: moduleName))
    }
  }

  /// The plugin's SwiftPM entry point.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let options = try Self.options(arguments) else { return }
    let candidates = try selectTargets(named: options.targetNames, in: context.package).map { target in
      (
        name: target.name,
        run: ReuseGenRun(
          moduleName: target.moduleName,
          files: target.sourceFiles.map(\.url),
          hasResources: target.sourceFiles.contains { $0.type == .resource },
          targetDirectory: target.directoryURL,
          output: options.output(in: target.directoryURL, moduleName: target.moduleName),
          context: ReuseGenRun.context(of: target))
      )
    }
    try generate(
      candidates, options: options, tool: try ReuseGenRun.toolURL(context.tool(named:)),
      rerun: "'swift package --allow-writing-to-package-directory reusegen-generate'")
  }

  /// The options `arguments` give, or `nil` after printing the usage for `--help`.
  static func options(_ arguments: [String]) throws -> Options? {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return nil
    }
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let outputNames = extractor.extractOption(named: "output-name")
    let check = extractor.extractFlag(named: "check") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw ReuseGenPluginError("unexpected argument '\(extractor.remainingArguments[0])'\n\(usage)")
    }
    guard outputNames.count <= 1 else {
      throw ReuseGenPluginError("--output-name may be given once; it applies to every target")
    }
    return Options(
      targetNames: targetNames, outputName: try outputNames.first.map(validatedOutputName), check: check)
  }

  /// Writes or checks the file of each candidate that was named, or that already has one when none was.
  /// `rerun` says how to run the plugin again, for the message of a stale file.
  func generate(
    _ candidates: [(name: String, run: ReuseGenRun)], options: Options, tool: URL, rerun: String
  ) throws {
    let check = options.check
    let runs = options.targetNames.isEmpty ? candidates.filter { Self.exists($0.run.output) } : candidates
    guard !runs.isEmpty else {
      let withViews = try candidates.filter { try declaresReusableViews($0.run, tool: tool) }.map(\.name)
      Diagnostics.warning(
        withViews.isEmpty
          ? "No Swift target declares a reusable view; nothing to generate."
          : """
          No target has a generated file yet, so there is nothing to \(check ? "check" : "update"). Opt a \
          target in with --target; targets declaring reusable views: \(withViews.joined(separator: ", ")).
          """)
      return
    }
    // Never overwrite a file someone wrote by hand at the output path. reusegen itself refuses to replace
    // such a file (or one of its inputs), with the same rule for an empty file; checking every target
    // first means that no target is written when one would be refused.
    for (name, run) in runs
    where Self.exists(run.output) && !Self.isEmpty(run.output)
      && !ReuseGenRun.isGeneratedByReuseGen(run.output)
    {
      throw ReuseGenPluginError(
        """
        '\(run.output.path(percentEncoded: false))' in target '\(name)' was not written by reusegen; \
        move it away or choose another --output-name
        """)
    }

    var failed: [String] = []
    for (name, run) in runs {
      // Under --check the tool prints which file is stale; the error below says how to fix it.
      let status = try Self.runTool(tool, run.generateArguments(check: check, quiet: false))
      if status != 0 { failed.append(name) }
    }
    guard failed.isEmpty else {
      let list = failed.map { "'\($0)'" }.joined(separator: ", ")
      // Thrown, not only emitted, so that `swift package` exits with a non-zero status and CI fails.
      throw ReuseGenPluginError(
        check
          ? """
          the generated file of \(list) is missing or out of date, or its sources have errors (see \
          reusegen's messages). Run \(rerun) and commit the result.
          """
          : "reusegen failed for \(list); see its messages")
    }
  }

  /// Whether a file exists at `url`.
  private static func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path(percentEncoded: false))
  }

  /// Whether the file at `url` is empty, so that nothing is lost by replacing it.
  private static func isEmpty(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))[.size] as? Int) == 0
  }

  /// The named targets, or every Swift target of the package, tests included: a test target that was
  /// opted in once is kept current like any other.
  private func selectTargets(named names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
    guard !names.isEmpty else { return package.targets.compactMap { $0 as? SwiftSourceModuleTarget } }
    return try Self.targets(named: names, in: package.targets, of: "package", name: \.name).map { target in
      guard let swiftTarget = target as? SwiftSourceModuleTarget else {
        throw ReuseGenPluginError(
          "target '\(target.name)' is not a Swift target; reusegen reads Swift sources")
      }
      return swiftTarget
    }
  }

  /// The targets of `all` that `names` name, in that order; an unknown name is an error that lists them.
  static func targets<Target>(
    named names: [String], in all: [Target], of container: String, name: (Target) -> String
  ) throws -> [Target] {
    try names.map { wanted in
      guard let target = all.first(where: { name($0) == wanted }) else {
        let known = all.map(name).sorted().joined(separator: ", ")
        throw ReuseGenPluginError(
          "no target named '\(wanted)' in this \(container); its targets are \(known)")
      }
      return target
    }
  }

  /// Whether `reusegen list` finds at least one reusable view among the run's inputs; used only to
  /// suggest targets to opt in.
  private func declaresReusableViews(_ run: ReuseGenRun, tool: URL) throws -> Bool {
    guard run.inputFiles.contains(where: { $0.pathExtension == "swift" }) else { return false }
    let process = Process()
    process.executableURL = tool
    process.arguments = run.listArguments()
    let pipe = Pipe()
    process.standardOutput = pipe
    // The listing only feeds a hint; its warnings would be noise here, and `generate` prints them later.
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // A target whose sources have errors is suggested too; generating for it will report them.
    guard process.terminationStatus == 0 else { return true }
    let views = try? JSONSerialization.jsonObject(with: output) as? [Any]
    return views.map { !$0.isEmpty } ?? true
  }

  /// Runs the tool with the plugin's standard output and error, and returns its exit status.
  private static func runTool(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : 1
  }

  /// Accepts a relative path that stays inside the target's folder, since the plugin may write only there.
  private static func validatedOutputName(_ name: String) throws -> String {
    let components = name.split(separator: "/")
    guard !name.hasPrefix("/"), !components.isEmpty, !components.contains(".."), name.hasSuffix(".swift")
    else {
      throw ReuseGenPluginError(
        "--output-name must be a relative path inside the target's folder ending in .swift, not '\(name)'")
    }
    return name
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReuseGenCommandPlugin: XcodeCommandPlugin {
    /// The Xcode entry point, for *File › Packages* or the project's context menu. Xcode passes the
    /// targets picked in its dialog as `--target` options. A target's file goes into the folder named
    /// after it in the project folder, Xcode's default layout; add it to the target once (a folder that
    /// Xcode synchronizes picks it up by itself).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      guard let options = try Self.options(arguments) else { return }
      let project = context.xcodeProject
      let targets =
        options.targetNames.isEmpty
        ? project.targets
        : try Self.targets(
          named: options.targetNames, in: project.targets, of: "project", name: \.displayName)
      let candidates = targets.map { target in
        (
          name: target.displayName,
          run: ReuseGenRun(xcodeTarget: target, in: project) { moduleName in
            options.output(
              in: project.directoryURL.appending(path: target.displayName), moduleName: moduleName)
          }
        )
      }
      for target in targets {
        for warning in ReuseGenRun.contextWarnings(for: target, in: project) { Diagnostics.warning(warning) }
      }
      try generate(
        candidates, options: options, tool: try ReuseGenRun.toolURL(context.tool(named:)),
        rerun: "reusegen-generate from the project's context menu")
    }
  }
#endif
