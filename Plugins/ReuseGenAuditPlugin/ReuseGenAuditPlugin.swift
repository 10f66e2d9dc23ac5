import Foundation
import PackagePlugin

/// The opt-in audit plugin (docs/Reference/Audit.md, "Audit in the editor"; DESIGN.md §6): runs
/// `reusegen audit` on the target at every build that changes its inputs, and prints the findings in the
/// Xcode format, which Xcode and SwiftPM show at their lines. Only an error, a certain crash, fails the
/// build, as audit's exit status says; warnings and notes are shown.
///
/// A build system skips a command only when it declares an output, and a plugin's output must be a source
/// the target compiles or a resource the app would ship. So the command declares a stamp,
/// `ReuseGenAudit_<Module>.swift` in the plugin work directory: one comment, which `audit --stamp` writes
/// when the audit passes (only when its content changed, so nothing recompiles) and removes when it fails.
/// SwiftPM and Xcode then rerun the audit only when an input changed, or when the last one failed.
@main
struct ReuseGenAuditPlugin {
  /// The implementation both entry points share: `run.output` is the stamp.
  func createBuildCommands(targetName: String, run: ReuseGenRun, tool: URL) -> [Command] {
    [
      .buildCommand(
        displayName: "Auditing reuse identifiers in \(targetName)",
        executable: tool,
        // The stamp's folder is the plugin's work folder, which keeps the audit cache too.
        arguments: run.auditArguments(cacheDirectory: run.output.deletingLastPathComponent()),
        inputFiles: run.dependencies + [tool],
        outputFiles: [run.output])
    ]
  }

  /// The stamp of `moduleName` in the plugin work directory `directory`.
  static func stamp(in directory: URL) -> (_ moduleName: String) -> URL {
    { directory.appending(path: ReuseGenRun.auditStampFileName(moduleName: $0)) }
  }
}

extension ReuseGenAuditPlugin: BuildToolPlugin {
  /// The SwiftPM entry point.
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let run = try ReuseGenRun(
      buildToolTarget: target, plugin: "ReuseGenAuditPlugin",
      output: Self.stamp(in: context.pluginWorkDirectoryURL))
    return createBuildCommands(
      targetName: target.name, run: run, tool: try ReuseGenRun.toolURL(context.tool(named:)))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReuseGenAuditPlugin: XcodeBuildToolPlugin {
    /// The Xcode entry point, for a target of an Xcode project; it reads the target as ReuseGenPlugin does.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let run = ReuseGenRun(
        xcodeTarget: target, in: context.xcodeProject, output: Self.stamp(in: context.pluginWorkDirectoryURL))
      return createBuildCommands(
        targetName: target.displayName, run: run, tool: try ReuseGenRun.toolURL(context.tool(named:)))
    }
  }
#endif
