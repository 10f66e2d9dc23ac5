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
  /// What `--project` and `--target` resolve to, once `resolvingProject()` has read the project.
  package var projectTarget: ProjectTargetInputs?

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

  /// The configuration with `--project` and `--target` read (SPEC §14): the target's files, module name,
  /// bridging header, application signal and context, exactly as if the user had typed them. Paths given
  /// beside a project, here or in `reusegen.json`, are an error: the project says what the target builds.
  func resolvingProject() throws(InputError) -> RunConfiguration {
    guard let project = inputs.project else { return self }
    guard inputs.paths.isEmpty else {
      throw InputError(
        "paths cannot be given beside a project: the target's files are read from '\(project)' "
          + "(use --exclude to leave some out)")
    }
    var resolved = self
    resolved.projectTarget = try ProjectTargetInputs.resolve(
      project: project, target: inputs.target, currentDirectory: currentDirectory)
    return resolved
  }

  /// What the run says about what it reads, before the analysis speaks: what reading the project said,
  /// or, for a run on folders that an Xcode project builds, the note that names `--project` and the target.
  func runDiagnostics(_ inputs: DiscoveredInputs) -> [Diagnostic] {
    if let projectTarget { return projectTarget.diagnostics }
    let folders = self.inputs.paths.map(absolute)
    return FolderProjectNote.note(
      folders: folders, swiftFiles: { Set(inputs.swiftFiles.map { absolute($0.path) }) },
      currentDirectory: currentDirectory
    )
    .map { [$0] } ?? []
  }

  /// What a kept output or the audit cache keys on besides the command line and the files' contents:
  /// what the project resolved to, and what the run says of its inputs (`runDiagnostics`).
  func runFingerprint(_ diagnostics: [Diagnostic]) -> [String] {
    (projectTarget?.fingerprint ?? []) + diagnostics.map(\.rendered)
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
      projectTarget?.files ?? inputs.paths, excludes: inputs.excludes, ignoringFile: ignoringFile,
      currentDirectory: currentDirectory)
  }

  /// The module's name: `--module`, else the project target's, else the first path's folder name, as
  /// SwiftPM names a target's module after its folder, made a C99 identifier by the plugins' rule.
  var module: String { inputs.module ?? projectTarget?.module ?? defaultModule(inputs.paths.first) }

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
      supportModule: inputs.supportModule,
      bridgingHeader: projectTarget.map { $0.bridgingHeader.map(displayPath) ?? "" },
      isApplication: projectTarget?.isApplication, platforms: projectTarget?.platforms ?? [])
  }

  /// The context modules `--context` names, discovered.
  func contextModules() -> [ContextModule] {
    let targets = (projectTarget?.context ?? []).map { target in
      ContextModule(
        name: target.module,
        inputs: InputDiscovery.discover(
          target.files, excludes: inputs.excludes, currentDirectory: currentDirectory))
    }
    return targets
      + inputs.context.map { path in
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
