import Foundation
import PackagePlugin

/// The build-tool plugin of DESIGN.md §6: generates `ReuseGen_<Module>.swift` into the plugin work directory
/// and compiles it into the target.
///
/// It uses a build command, not a prebuild command, because a prebuild command cannot run a tool that is
/// built from source in the same build, and on Linux there is no prebuilt binary. The build command also
/// lets the build system skip the run when no declared input changed.
@main
struct ReuseGenPlugin {
  /// The implementation both entry points share.
  ///
  /// - Parameters:
  ///   - targetName: The target's name, for the build log and for error messages.
  ///   - moduleName: The target's Swift module name, passed as `--module`; also names the output file.
  ///   - inputFiles: The target's files. Those reusegen does not read are dropped here.
  ///   - hasResources: Whether the target has resources, in which case nibs load from `Bundle.module`.
  ///   - targetDirectory: The folder searched for `reusegen.json`.
  ///   - workDirectory: The plugin work directory; the one output goes there.
  ///   - tool: The `reusegen` executable.
  ///   - context: The target's source-module dependencies, read for lookup.
  func createBuildCommands(
    targetName: String,
    moduleName: String,
    inputFiles: [URL],
    hasResources: Bool,
    targetDirectory: URL,
    workDirectory: URL,
    tool: URL,
    context: [(directory: URL, files: [URL])] = []
  ) throws -> [Command] {
    let output = workDirectory.appending(path: ReuseGenRun.outputFileName(moduleName: moduleName))
    let run = ReuseGenRun(
      moduleName: moduleName, files: inputFiles, hasResources: hasResources,
      targetDirectory: targetDirectory, output: output, context: context)
    // A file checked in by `reusegen-generate` and a file generated here would declare the same
    // conformances and support code twice. Failing here names the cause; the compiler's redeclaration
    // errors would not.
    if let checkedIn = run.generatedInputs.first {
      throw ReuseGenPluginError(
        """
        target '\(targetName)' already contains '\(checkedIn.path(percentEncoded: false))', written by \
        reusegen. Use either ReuseGenPlugin or the checked-in file from 'reusegen-generate', not both: \
        remove the plugin from the target, or delete the file.
        """)
    }
    return [
      .buildCommand(
        displayName: "Generating \(output.lastPathComponent) for \(targetName)",
        executable: tool,
        arguments: run.generateArguments(quiet: true),
        // The tool is an input too, so a new reusegen regenerates the file.
        inputFiles: run.dependencies + [tool],
        outputFiles: [output])
    ]
  }
}

extension ReuseGenPlugin: BuildToolPlugin {
  /// The SwiftPM entry point.
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else {
      throw ReuseGenPluginError(
        "ReuseGenPlugin applies to Swift targets only; remove it from target '\(target.name)'.")
    }
    // `sourceFiles` holds the target's resources too (type `.resource`), which is where xibs and
    // storyboards usually are, so both kinds reach reusegen.
    return try createBuildCommands(
      targetName: target.name,
      moduleName: target.moduleName,
      inputFiles: target.sourceFiles.map(\.url),
      hasResources: target.sourceFiles.contains { $0.type == .resource },
      targetDirectory: target.directoryURL,
      workDirectory: context.pluginWorkDirectoryURL,
      tool: try ReuseGenRun.toolURL(context.tool(named:)),
      context: ReuseGenRun.context(of: target))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReuseGenPlugin: XcodeBuildToolPlugin {
    /// The Xcode entry point, used when the plugin runs in an Xcode project's build phase.
    ///
    /// An Xcode target has no folder of its own, so `reusegen.json` is looked up in the folder named
    /// after the target, Xcode's default layout, and else next to the project. Xcode synthesizes no
    /// `Bundle.module`, so nibs keep the default `Bundle(for:)`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let projectDirectory = context.xcodeProject.directoryURL
      let targetFolder = projectDirectory.appending(path: target.displayName)
      let hasOwnConfiguration = FileManager.default.fileExists(
        atPath: targetFolder.appending(path: ReuseGenRun.configurationFileName).path(percentEncoded: false))
      return try createBuildCommands(
        targetName: target.displayName,
        moduleName: ModuleName.c99(target.product?.name ?? target.displayName),
        inputFiles: target.inputFiles.map(\.url),
        hasResources: false,
        targetDirectory: hasOwnConfiguration ? targetFolder : projectDirectory,
        workDirectory: context.pluginWorkDirectoryURL,
        tool: try ReuseGenRun.toolURL(context.tool(named:)))
    }
  }
#endif
