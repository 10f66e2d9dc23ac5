import Foundation

/// Reads a module for `audit` and `migrate`.
enum AuditLoader {
  /// Reads the module `run` names, and the Swift files of its context modules for their registrations,
  /// each file read, lexed and indexed once for both analysis and call sites.
  static func load(_ inputs: DiscoveredInputs, context: [ContextModule], run: RunConfiguration)
    -> (module: AuditModule, diagnostics: [Diagnostic])
  {
    var audited = run
    audited.subcommand = run.subcommand.readsCallSites ? run.subcommand : .audit
    let (analysis, sources) = ModuleAnalyzer.read(inputs, context: context, run: audited)
    let module = AuditModule(
      analysis: analysis, moduleName: run.module, sources: sources!, supportModule: run.inputs.supportModule)
    return (module, analysis.diagnostics.filter { $0.severity != .note })
  }
}
