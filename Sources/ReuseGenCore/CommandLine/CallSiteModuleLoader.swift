import Foundation

/// Reads a module for `audit` and `migrate`.
enum CallSiteModuleLoader {
  /// Reads the module `run` names, and the Swift files of its context modules for their registrations,
  /// each file read, lexed and indexed once for both analysis and call sites.
  static func load(_ inputs: DiscoveredInputs, context: [ContextModule], run: RunConfiguration)
    -> (module: CallSiteModule, diagnostics: [Diagnostic])
  {
    let (module, diagnostics, _) = load(inputs, context: context, run: run, reusing: nil, changed: [:])
    return (module, diagnostics)
  }

  /// Reads the module again after `migrate` rewrote the module's files of `changed` (their new bytes, by
  /// index into `inputs.swiftFiles`): those alone are lexed and indexed again, the rest taken from
  /// `previous`.
  static func load(
    _ inputs: DiscoveredInputs, context: [ContextModule], run: RunConfiguration,
    reusing previous: ModuleRead?,
    changed: [Int: [UInt8]]
  ) -> (module: CallSiteModule, diagnostics: [Diagnostic], read: ModuleRead) {
    let (analysis, read) = ModuleAnalyzer.read(
      run: run, inputs, context: context, needs: .indexedSources, reusing: previous, changed: changed)
    let module = CallSiteModule(
      analysis: analysis, moduleName: run.module, sources: read.sources!,
      supportModule: run.inputs.supportModule, contextDocuments: read.contextDocuments)
    return (module, analysis.diagnostics.filter { $0.severity != .note }, read)
  }
}
