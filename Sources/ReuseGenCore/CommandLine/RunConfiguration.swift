import Foundation

/// One run of a subcommand, resolved once from the command line, `reusegen.json` and the defaults, and
/// passed down whole: every relative path in it is read from `currentDirectory`.
package struct RunConfiguration: Sendable, Equatable {
  /// The subcommand to run.
  package var subcommand: Subcommand
  /// The folder relative paths are read from.
  package var currentDirectory: String
  /// The `--config` file, if named.
  package var configPath: String?
  /// What to read and how to name it.
  package var inputs = InputOptions()
  /// The bundle nibs are loaded from (`generate`), or that the generated file loads them from (`migrate`).
  package var bundle: NibBundle = .class
  /// The output format of `list` and `audit`.
  package var format: ReportFormat = .text
  /// Print errors only (`generate`, `audit`).
  package var quiet = false
  /// The folder of the scan cache (`list`, `generate`), if any.
  package var cachePath: String?
  /// Use no scan cache, whatever `reusegen.json` says.
  package var noCache = false
  /// The options only `generate` takes.
  package var generate = GenerateOptions()
  /// The options only `audit` takes.
  package var audit = AuditOptions()
  /// The options only `migrate` takes.
  package var migrate = MigrateOptions()

  /// Creates the defaults of `subcommand`.
  package init(_ subcommand: Subcommand, currentDirectory: String) {
    self.subcommand = subcommand
    self.currentDirectory = currentDirectory
  }

  /// The configuration after `reusegen.json`, when `--config` names one, fills what the command line left
  /// unset. `explicit` names the options the command line set.
  func resolved(explicit: Set<String>) throws(InputError) -> RunConfiguration {
    guard let configPath else { return self }
    let file = absolute(configPath)
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: file)
    } catch {
      throw InputError("cannot read the configuration file", path: configPath)
    }
    let configuration = try Configuration.parse(
      bytes, path: configPath, baseDirectory: (file as NSString).deletingLastPathComponent)
    var resolved = self
    try configuration.apply(to: &resolved, explicit: explicit)
    return resolved
  }

  /// `path` made absolute from the current directory.
  func absolute(_ path: String) -> String {
    InputDiscovery.absolute(path, from: currentDirectory)
  }

  /// `path`, absolute, as the run prints it: relative to the current directory when it is below it.
  func displayPath(_ path: String) -> String {
    InputDiscovery.displayPath(absolute(path), relativeTo: currentDirectory)
  }

  /// The module's files, leaving out `ignoringFile`, a generated output.
  func discoverInputs(ignoringFile: FileIdentity? = nil) -> DiscoveredInputs {
    InputDiscovery.discover(
      inputs.paths, excludes: inputs.excludes, ignoringFile: ignoringFile, currentDirectory: currentDirectory)
  }

  /// The module's name: `--module`, or the first path's folder name, as SwiftPM names a target's module
  /// after its folder, made a C99 identifier by the plugins' rule.
  var module: String { inputs.module ?? defaultModule(inputs.paths.first) }

  private func defaultModule(_ path: String?) -> String {
    guard let path else { return "Module" }
    let absolute = absolute(path)
    var name = (absolute as NSString).lastPathComponent
    if name.hasSuffix(".swift") {
      name = ((absolute as NSString).deletingLastPathComponent as NSString).lastPathComponent
    }
    return ModuleName.c99(name)
  }

  /// The folder of the scan cache this run reads and writes: `--cache-path` unless `--no-cache`.
  var scanCacheDirectory: String? { noCache ? nil : cachePath.map(absolute) }

  /// How every subcommand analyzes the module.
  var analysisOptions: AnalysisOptions {
    AnalysisOptions(
      module: module, identifierStyle: inputs.identifierStyle, externalBases: inputs.bases,
      supportModule: inputs.supportModule)
  }

  /// The context modules `--context` names, discovered.
  func contextModules() -> [ContextModule] {
    inputs.context.map { path in
      ContextModule(
        name: defaultModule(path),
        inputs: InputDiscovery.discover(
          [path], excludes: inputs.excludes, currentDirectory: currentDirectory),
        supportModule: contextSupportModule(path))
    }
  }

  /// The support module a context folder's own `reusegen.json` names, if it has one.
  private func contextSupportModule(_ path: String) -> String? {
    let configuration = absolute(path) + "/reusegen.json"
    guard let bytes = try? FileReader.readBytes(atPath: configuration),
      let parsed = try? Configuration.parse(
        bytes, path: configuration, baseDirectory: (configuration as NSString).deletingLastPathComponent
      )
    else { return nil }
    return parsed.supportModule
  }
}
