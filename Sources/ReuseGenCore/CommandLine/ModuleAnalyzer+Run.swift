// The pipeline as the commands run it: a run's configuration gives the analysis options and the scan
// cache's folder, which are all the pipeline reads of it.

extension ModuleAnalyzer {
  /// Analyzes the module `run` names from its discovered inputs, with the modules of `context` for lookup.
  package static func analyze(_ inputs: DiscoveredInputs, context: [ContextModule], run: RunConfiguration)
    -> ModuleAnalysis
  {
    read(run: run, inputs, context: context).analysis
  }

  /// `analyze(_:context:run:)` with the kept output of an earlier run: a run for whose facts and values it
  /// stands sets `keptOutput` and analyzes nothing.
  static func analyze(
    _ inputs: DiscoveredInputs, context: [ContextModule], run: RunConfiguration,
    kept: KeptOutputFile.Stored?
  ) -> ModuleAnalysis {
    read(run: run, inputs, context: context, kept: kept).analysis
  }

  /// `read(_:context:options:scanCacheDirectory:…)` with what `run` sets.
  static func read(
    run: RunConfiguration, _ inputs: DiscoveredInputs, context: [ContextModule],
    needs: SourceNeeds = .analysisOnly, reusing previous: ModuleRead? = nil, changed: [Int: [UInt8]] = [:],
    kept: KeptOutputFile.Stored? = nil
  ) -> (analysis: ModuleAnalysis, read: ModuleRead) {
    read(
      inputs, context: context, options: run.analysisOptions, scanCacheDirectory: run.scanCacheDirectory,
      needs: needs, reusing: previous, changed: changed, kept: kept)
  }
}
