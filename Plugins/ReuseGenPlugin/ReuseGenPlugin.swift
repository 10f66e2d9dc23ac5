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
  ///   - run: The target's run; its output lies in the plugin work directory.
  ///   - tool: The `reusegen` executable.
  func createBuildCommands(targetName: String, run: ReuseGenRun, tool: URL) throws -> [Command] {
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
        displayName: "Generating \(run.output.lastPathComponent) for \(targetName)",
        executable: tool,
        // The output lies in the plugin work directory, which also keeps the scan cache between builds.
        arguments: run.generateArguments(quiet: true, cacheDirectory: run.output.deletingLastPathComponent()),
        // The tool is an input too, so a new reusegen regenerates the file.
        inputFiles: run.dependencies + [tool],
        outputFiles: [run.output])
    ]
  }
}

extension ReuseGenPlugin: BuildToolPlugin {
  /// The SwiftPM entry point.
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let run = try ReuseGenRun(buildToolTarget: target, plugin: "ReuseGenPlugin") { moduleName in
      context.pluginWorkDirectoryURL.appending(path: ReuseGenRun.outputFileName(moduleName: moduleName))
    }
    return try createBuildCommands(
      targetName: target.name, run: run, tool: try ReuseGenRun.toolURL(context.tool(named:)))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReuseGenPlugin: XcodeBuildToolPlugin {
    /// The Xcode entry point, used when the plugin runs in an Xcode project's build phase. What it reads
    /// of the target, and what it cannot see, is in `PluginsShared/XcodeTargets.swift`. Xcode synthesizes
    /// no `Bundle.module`, so nibs keep the default `Bundle(for:)`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let run = ReuseGenRun(xcodeTarget: target, in: context.xcodeProject) { moduleName in
        context.pluginWorkDirectoryURL.appending(path: ReuseGenRun.outputFileName(moduleName: moduleName))
      }
      for warning in ReuseGenRun.contextWarnings(for: target, in: context.xcodeProject) {
        Diagnostics.warning(warning)
      }
      return try createBuildCommands(
        targetName: target.displayName, run: run, tool: try ReuseGenRun.toolURL(context.tool(named:)))
    }
  }
#endif
