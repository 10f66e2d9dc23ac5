import Foundation
import PackagePlugin

/// The opt-in audit plugin (docs/Reference/Audit.md, "Audit in the editor"; DESIGN.md §6): runs
/// `reusegen audit` on the target at every build that changes its inputs, and prints the findings in the
/// Xcode format, which Xcode and SwiftPM show at their lines. Only an error, a certain crash, fails the
/// build, as audit's exit status says; warnings and notes are shown.
///
/// The command declares no output, so it writes nothing, into the package or the product: SwiftPM runs it
/// when an input changes, Xcode at every build. (An output file would have to be a source, which the
/// target compiles, or a resource, which the app would ship.)
@main
struct ReuseGenAuditPlugin {

  func createBuildCommands(targetName: String, run: ReuseGenRun, tool: URL) -> [Command] {
    [
      .buildCommand(
        displayName: "Auditing reuse identifiers in \(targetName)",
        executable: tool,
        arguments: run.auditArguments(),
        inputFiles: run.dependencies + [tool],
        outputFiles: [])
    ]
  }
}

extension ReuseGenAuditPlugin: BuildToolPlugin {
  /// The SwiftPM entry point.
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    // The output is never written: audit has no output file.
    let run = try ReuseGenRun(buildToolTarget: target, plugin: "ReuseGenAuditPlugin") { _ in
      context.pluginWorkDirectoryURL
    }
    return createBuildCommands(
      targetName: target.name, run: run, tool: try ReuseGenRun.toolURL(context.tool(named:)))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReuseGenAuditPlugin: XcodeBuildToolPlugin {
    /// The Xcode entry point, for a target of an Xcode project; it reads the target as ReuseGenPlugin does.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let run = ReuseGenRun(xcodeTarget: target, in: context.xcodeProject) { _ in
        context.pluginWorkDirectoryURL
      }
      return createBuildCommands(
        targetName: target.displayName, run: run, tool: try ReuseGenRun.toolURL(context.tool(named:)))
    }
  }
#endif
