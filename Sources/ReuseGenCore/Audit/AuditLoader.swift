import Foundation

/// Reads a module for `audit` and `migrate`.
enum AuditLoader {
  /// Reads the module's inputs, and the Swift files of `context` for their registrations. Files reusegen
  /// generated are left out: their calls are the typed API's internals.
  static func load(
    _ inputs: DiscoveredInputs, context: [ContextModule], options: AnalysisOptions
  ) -> (module: AuditModule, diagnostics: [Diagnostic]) {
    let analysis = ModuleAnalyzer.analyze(inputs, context: context, options: options)
    var diagnostics = analysis.diagnostics.filter { $0.severity != .note }
    func read(_ files: [InputFile]) -> [AuditSource] {
      files.compactMap { file in
        do {
          let bytes = try FileReader.readBytes(atFileSystemPath: file.fileSystemPath)
          guard !GeneratedFileMarker.isGenerated(bytes) else { return nil }
          return AuditSource(path: file.displayPath, filePath: file.path, bytes: bytes)
        } catch {
          diagnostics.append(
            Diagnostic(
              .warning, "cannot read '\(file.displayPath)'",
              at: SourceLocation(path: file.displayPath, line: 1, column: 1)))
          return nil
        }
      }
    }
    let sources = read(inputs.swiftFiles)
    var contextSources: [AuditSource] = []
    var modules = Array(repeating: options.module, count: sources.count)
    for contextModule in context {
      let read = read(contextModule.inputs.swiftFiles)
      contextSources += read
      modules += Array(repeating: contextModule.name, count: read.count)
    }
    let module = AuditModule(
      analysis: analysis, moduleName: options.module, sources: sources + contextSources,
      moduleFileCount: sources.count, moduleOfFile: modules, supportModule: options.supportModule)
    return (module, diagnostics)
  }
}
