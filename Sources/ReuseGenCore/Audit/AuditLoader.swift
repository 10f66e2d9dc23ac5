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
    /// The files' sources. The analysis has read the module's own files and reported those it could not
    /// read, so only a context file's failure is reported here, once, as a warning: its module's own run
    /// reports it as an error.
    func read(_ files: [InputFile], isContext: Bool) -> [AuditSource] {
      files.compactMap { file -> AuditSource? in
        do throws(FileReader.Failure) {
          let bytes = try FileReader.readBytes(atFileSystemPath: file.fileSystemPath)
          guard !GeneratedFileMarker.isGenerated(bytes) else { return nil }
          return AuditSource(path: file.displayPath, filePath: file.path, bytes: bytes)
        } catch {
          if isContext {
            var warning = Diagnostic.unreadableInput(file.displayPath, reason: error.reason)
            warning.severity = .warning
            diagnostics.append(warning)
          }
          return nil
        }
      }
    }
    let sources = read(inputs.swiftFiles, isContext: false)
    var contextSources: [AuditSource] = []
    var modules = Array(repeating: options.module, count: sources.count)
    for contextModule in context {
      let read = read(contextModule.inputs.swiftFiles, isContext: true)
      contextSources += read
      modules += Array(repeating: contextModule.name, count: read.count)
    }
    let module = AuditModule(
      analysis: analysis, moduleName: options.module, sources: sources + contextSources,
      moduleFileCount: sources.count, moduleOfFile: modules, supportModule: options.supportModule)
    return (module, diagnostics)
  }
}
