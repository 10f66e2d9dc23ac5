import Foundation

/// The options of `reusegen audit`.
public struct AuditOptions: Sendable, Equatable {
  /// The module, as `generate` reads it; the registrations of its context modules count too.
  public var inputs = InputOptions()
  /// `text` or `json`.
  public var format: ListOptions.Format = .text

  /// Creates default options.
  public init() {}
}

/// The options of `reusegen migrate`.
public struct MigrateOptions: Sendable, Equatable {
  /// The module, as `generate` reads it.
  public var inputs = InputOptions()
  /// Rewrite the files instead of printing a diff.
  public var write = false
  /// The bundle the module's generated file loads nibs from, as `generate --bundle` sets it.
  public var bundle: NibBundle = .class

  /// Creates default options.
  public init() {}
}

extension ArgumentParser {
  static func parseAudit(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedCommandLine {
    var options = AuditOptions()
    var reader = Reader(arguments: arguments, subcommand: .audit)
    var configPath: String?
    while let argument = try reader.next() {
      if case .help = argument { return ParsedCommandLine(invocation: .help(.audit)) }
      if try reader.read(argument, into: &options.inputs) { continue }
      switch argument {
      case .option("--format", let value):
        options.format = try reader.choice(for: "--format", value, from: ListOptions.Format.allCases)
      case .option("--config", let value): configPath = try reader.value(for: "--config", value)
      case .option(let name, _): throw reader.unknown(name)
      default: break
      }
    }
    if options.inputs.paths.isEmpty, configPath == nil {
      throw UsageError("Missing expected argument '<path> ...'", subcommand: .audit)
    }
    return ParsedCommandLine(
      invocation: .audit(options), configPath: configPath, explicitOptions: reader.seen)
  }

  static func parseMigrate(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedCommandLine {
    var options = MigrateOptions()
    var reader = Reader(arguments: arguments, subcommand: .migrate)
    var configPath: String?
    while let argument = try reader.next() {
      if case .help = argument { return ParsedCommandLine(invocation: .help(.migrate)) }
      if try reader.read(argument, into: &options.inputs) { continue }
      switch argument {
      case .option("--write", nil): options.write = true
      case .option("--bundle", let value):
        options.bundle = try reader.choice(for: "--bundle", value, from: NibBundle.allCases)
      case .option("--config", let value): configPath = try reader.value(for: "--config", value)
      case .option(let name, _): throw reader.unknown(name)
      default: break
      }
    }
    if options.inputs.paths.isEmpty, configPath == nil {
      throw UsageError("Missing expected argument '<path> ...'", subcommand: .migrate)
    }
    return ParsedCommandLine(
      invocation: .migrate(options), configPath: configPath, explicitOptions: reader.seen)
  }

}

extension HelpText {
  static func migrationUsage(_ subcommand: Subcommand?) -> String {
    subcommand == .audit
      ? """
      reusegen audit <path> ... [--module <name>] [--format text|json] [--context <path> ...]
                      [--identifier-style <style>] [--support-module <name>] [--exclude <glob> ...]
                      [--base <name=kind> ...] [--config <file>]
      """
      : """
      reusegen migrate <path> ... [--module <name>] [--write] [--bundle class|module|main]
                      [--context <path> ...] [--identifier-style <style>] [--support-module <name>]
                      [--exclude <glob> ...] [--base <name=kind> ...] [--config <file>]
      """
  }

  static func migrationHelp(_ subcommand: Subcommand?) -> String {
    subcommand == .audit
      ? """
      OVERVIEW: Find reuse crashes in code that registers and dequeues by string: identifiers dequeued but \
      never registered, nibs registered under another identifier than their xib's, force casts to a class \
      other than the registered one, identifiers registered for two classes, and registrations never \
      dequeued.

      USAGE: \(migrationUsage(.audit))

      ARGUMENTS:
        <path>                  Swift files, .xib and .storyboard files, or folders of one module.

      OPTIONS:
        --module <name>         The module's name. (default: the first path's last component)
        --format <format>       text (diagnostics and a summary) or json. (default: text)
        --context <path>        Sources of a module this one depends on; its registrations count.
                                Repeatable.
        --support-module <name> The module that hosts the support code, as generate uses it.
        --identifier-style <style>
                                As the module's generate uses it. (default: module-qualified)
        --exclude <glob>        Skip paths matching the glob. Repeatable.
        --base <name=kind>      Declare a reusable-view base class from another module. Repeatable.
        --config <file>         Read the module's options from its reusegen.json; the command line wins.
        -h, --help              Show help information.

      Only what the sources prove is an error: an identifier audit cannot resolve is reported as a note,
      and a registration it cannot read makes it assume that identifier may be registered.

      EXIT STATUS: 0 when no certain crash is found, 1 when one is (or the inputs have errors), 2 for usage
      errors.

      """
      : """
      OVERVIEW: Rewrite register and dequeue calls whose identifier resolves to exactly one view into the \
      typed API of the generated file: register(Cell.self), dequeueReusableCell(Cell.self, for:) without \
      the force cast, and so on. Every other byte stays as it is; a second run changes nothing.

      USAGE: \(migrationUsage(.migrate))

      ARGUMENTS:
        <path>                  Swift files, .xib and .storyboard files, or folders of one module.

      OPTIONS:
        --module <name>         The module's name. (default: the first path's last component)
        --write                 Rewrite the files atomically. Without it, print a unified diff.
        --context <path>        Sources of a module this one depends on, as generate reads them.
                                Repeatable.
        --support-module <name> The module that hosts the support code, as generate uses it.
        --bundle <bundle>       The bundle the module's generated file loads nibs from (generate's
                                --bundle); only nib registrations from that bundle are rewritten.
                                (default: class)
        --identifier-style <style>
                                As the module's generate uses it. (default: module-qualified)
        --exclude <glob>        Skip paths matching the glob. Repeatable.
        --base <name=kind>      Declare a reusable-view base class from another module. Repeatable.
        --config <file>         Read the module's options from its reusegen.json, as generate does, so
                                that identifiers and the nib bundle are the generated file's; the
                                command line wins.
        -h, --help              Show help information.

      EXIT STATUS: 0 on success, 1 for errors in the inputs, 2 for usage errors.

      """
  }
}

extension ReuseGenCommand {
  /// Reads the selected module and prints the analysis's warnings and errors.
  private static func load(
    _ options: InputOptions, console: Console, currentDirectory: String
  ) -> (AuditModule, errors: [Diagnostic]) {
    let (loaded, diagnostics) = AuditLoader.load(
      InputDiscovery.discover(options.paths, excludes: options.excludes, currentDirectory: currentDirectory),
      context: contextModules(options, currentDirectory: currentDirectory),
      options: analysisOptions(options, currentDirectory: currentDirectory))
    printDiagnostics(diagnostics, quiet: false, console: console)
    return (loaded, diagnostics.filter { $0.severity == .error })
  }

  static func audit(_ options: AuditOptions, console: Console, currentDirectory: String) -> ExitCode {
    let (loaded, errors) = load(options.inputs, console: console, currentDirectory: currentDirectory)
    let hasErrors = !errors.isEmpty
    let findings = ReuseAuditor.audit(loaded)
    switch options.format {
    case .json: console.standardOutput(AuditJSON(module: loaded, findings: findings).rendered())
    case .text: console.standardOutput(AuditText.render(module: loaded, findings: findings))
    }
    return hasErrors || findings.contains { $0.diagnostic.severity == .error } ? .failure : .success
  }

  static func migrate(_ options: MigrateOptions, console: Console, currentDirectory: String)
    throws(InputError) -> ExitCode
  {
    let (loaded, errors) = load(options.inputs, console: console, currentDirectory: currentDirectory)
    // An error keeps the identifier groups it touches as they are; the others still move (SPEC §10.3).
    let findings = ReuseAuditor.audit(loaded).map(\.diagnostic).filter { $0.severity == .error }
    let plan = Migrator.plan(loaded, bundle: options.bundle, errors: errors + findings)
    let rewritten = plan.rewrittenFiles(loaded)
    for file in rewritten.keys.sorted() {
      let source = loaded.sources[file]
      if options.write {
        // Through a symbolic link to the file it names, so that the link stays a link.
        let target = URL(fileURLWithPath: source.filePath).resolvingSymlinksInPath().path
        _ = try OutputWriter.write(rewritten[file] ?? source.bytes, to: target)
      } else {
        console.standardOutput(
          UnifiedDiff.render(
            path: source.path, original: source.bytes, edits: plan.edits.filter { $0.file == file }))
      }
    }
    let summary = Diagnostic.sortedByLocation(plan.skipped + plan.unused)
    if !summary.isEmpty { console.standardError(summary.map(\.rendered).joined(separator: "\n") + "\n") }
    let verb = options.write ? "Rewrote" : "Would rewrite"
    let left = plan.skipped.count + plan.skippedSilently
    console.standardError(
      "\(verb) \(plan.migratedSites.count) call site\(plan.migratedSites.count == 1 ? "" : "s") in \(rewritten.count) "
        + "file\(rewritten.count == 1 ? "" : "s"); left \(left) as \(left == 1 ? "it was" : "they were")\n")
    return errors.isEmpty ? .success : .failure
  }
}
