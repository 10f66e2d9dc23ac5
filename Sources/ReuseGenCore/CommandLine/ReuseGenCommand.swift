import Foundation

/// The `reusegen` command: parses arguments, reads the module, and prints or writes the result. The
/// executable only forwards to `run`, so every path here is testable in process.
public enum ReuseGenCommand {
  /// Exit statuses, as DESIGN.md §4 fixes them.
  public enum ExitCode: Int32, Sendable {
    /// Success, warnings allowed.
    case success = 0
    /// An error in the inputs, or a stale file under `--check`.
    case failure = 1
    /// A usage error.
    case usage = 2
  }

  /// Where the command prints.
  public struct Console {
    /// Receives standard output.
    public var standardOutput: (String) -> Void
    /// Receives standard error.
    public var standardError: (String) -> Void

    /// Creates a console.
    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
      self.standardOutput = standardOutput
      self.standardError = standardError
    }

    /// The process's own standard output and error.
    public static var process: Console {
      Console(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }
  }

  /// Runs the command with `arguments`, which exclude the program name.
  public static func run(
    _ arguments: [String],
    console: Console = .process,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> ExitCode {
    let parsed: ParsedCommandLine
    do {
      parsed = try ArgumentParser.parse(arguments)
    } catch {
      console.standardError(
        "Error: \(error.message)\nUsage: \(HelpText.usage(error.subcommand))\n  See '\(helpCommand(error.subcommand))' for more information.\n"
      )
      return .usage
    }
    do {
      switch parsed.invocation {
      case .help(let subcommand):
        console.standardOutput(HelpText.help(subcommand))
        return .success
      case .version:
        console.standardOutput(ReuseGenVersion.current + "\n")
        return .success
      case .list(var options):
        if let configuration = try loadConfiguration(parsed.configPath, currentDirectory: currentDirectory) {
          try configuration.apply(to: &options, explicit: parsed.explicitOptions)
        }
        return list(options, console: console, currentDirectory: currentDirectory)
      case .generate(var options):
        if let configuration = try loadConfiguration(parsed.configPath, currentDirectory: currentDirectory) {
          try configuration.apply(to: &options, explicit: parsed.explicitOptions)
        }
        return try generate(options, console: console, currentDirectory: currentDirectory)
      case .audit(var options):
        if let configuration = try loadConfiguration(parsed.configPath, currentDirectory: currentDirectory) {
          try configuration.apply(to: &options.inputs, explicit: parsed.explicitOptions)
        }
        return audit(options, console: console, currentDirectory: currentDirectory)
      case .migrate(var options):
        if let configuration = try loadConfiguration(parsed.configPath, currentDirectory: currentDirectory) {
          try configuration.apply(to: &options.inputs, explicit: parsed.explicitOptions)
          if !parsed.explicitOptions.contains("--bundle"), let bundle = try configuration.bundle() {
            options.bundle = bundle
          }
        }
        return try migrate(options, console: console, currentDirectory: currentDirectory)
      }
    } catch {
      console.standardError(error.rendered + "\n")
      return .failure
    }
  }

  private static func helpCommand(_ subcommand: Subcommand?) -> String {
    subcommand.map { "reusegen \($0.rawValue) --help" } ?? "reusegen --help"
  }

  private static func loadConfiguration(_ path: String?, currentDirectory: String) throws(InputError)
    -> Configuration?
  {
    guard let path else { return nil }
    let absolute = InputDiscovery.absolute(path, from: currentDirectory)
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: absolute)
    } catch {
      throw InputError("cannot read the configuration file", path: path)
    }
    let folder = (absolute as NSString).deletingLastPathComponent
    return try Configuration.parse(Data(bytes), path: path, baseDirectory: folder)
  }

  /// The module name when none is given: the first path's folder name, as SwiftPM names a target's module
  /// after its folder, made a C99 identifier by the plugins' rule.
  static func defaultModule(_ paths: [String], currentDirectory: String) -> String {
    guard let first = paths.first else { return "Module" }
    let absolute = InputDiscovery.absolute(first, from: currentDirectory)
    var name = (absolute as NSString).lastPathComponent
    if name.hasSuffix(".swift") {
      name = ((absolute as NSString).deletingLastPathComponent as NSString).lastPathComponent
    }
    return ModuleName.c99(name)
  }

  static func printDiagnostics(_ diagnostics: [Diagnostic], quiet: Bool, console: Console) {
    let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    guard !shown.isEmpty else { return }
    console.standardError(shown.map(\.rendered).joined(separator: "\n") + "\n")
  }

  // MARK: - Reading a module

  /// Reads the module `options` name, with its context, as `list` and `generate` both do.
  private static func analyze(
    _ options: InputOptions,
    discovered inputs: DiscoveredInputs,
    currentDirectory: String
  ) -> (module: String, context: [ContextModule], analysis: ModuleAnalysis) {
    let context = contextModules(options, currentDirectory: currentDirectory)
    let analysisOptions = analysisOptions(options, currentDirectory: currentDirectory)
    let analysis = ModuleAnalyzer.analyze(inputs, context: context, options: analysisOptions)
    return (analysisOptions.module, context, analysis)
  }

  /// How every subcommand analyzes the module `options` name.
  static func analysisOptions(_ options: InputOptions, currentDirectory: String) -> AnalysisOptions {
    AnalysisOptions(
      module: options.module ?? defaultModule(options.paths, currentDirectory: currentDirectory),
      identifierStyle: options.identifierStyle, externalBases: options.bases,
      supportModule: options.supportModule)
  }

  /// The context modules `options` name, discovered.
  static func contextModules(_ options: InputOptions, currentDirectory: String) -> [ContextModule] {
    options.context.map { path in
      ContextModule(
        name: defaultModule([path], currentDirectory: currentDirectory),
        inputs: InputDiscovery.discover(
          [path], excludes: options.excludes, currentDirectory: currentDirectory),
        supportModule: contextSupportModule(path, currentDirectory: currentDirectory))
    }
  }

  /// The support module a context folder's own `reusegen.json` names, if it has one.
  private static func contextSupportModule(_ path: String, currentDirectory: String) -> String? {
    let configuration = InputDiscovery.absolute(path, from: currentDirectory) + "/reusegen.json"
    guard let bytes = try? FileReader.readBytes(atPath: configuration),
      let parsed = try? Configuration.parse(
        Data(bytes), path: configuration, baseDirectory: (configuration as NSString).deletingLastPathComponent
      )
    else { return nil }
    return parsed.supportModule
  }

  // MARK: - list

  private static func list(_ options: ListOptions, console: Console, currentDirectory: String) -> ExitCode {
    let inputs = InputDiscovery.discover(
      options.inputs.paths, excludes: options.inputs.excludes, currentDirectory: currentDirectory)
    let (_, _, analysis) = analyze(
      options.inputs, discovered: inputs, currentDirectory: currentDirectory)
    printDiagnostics(analysis.diagnostics, quiet: false, console: console)
    switch options.format {
    case .json: console.standardOutput(ListingFormatter.json(analysis.views))
    case .text: console.standardOutput(ListingFormatter.text(analysis.views))
    }
    return analysis.hasErrors ? .failure : .success
  }

  // MARK: - generate

  private static func generate(_ options: GenerateOptions, console: Console, currentDirectory: String)
    throws(InputError) -> ExitCode
  {
    // Every file this run may replace is checked before anything is read or written: reusegen replaces
    // only files it wrote itself, and never one of its inputs.
    var refusals: [InputError] = []
    func inspect(_ path: String?, option: String) -> OutputDestination? {
      guard let path, options.output != nil else { return nil }
      do {
        return try OutputDestination.inspect(path, option: option, currentDirectory: currentDirectory)
      } catch {
        refusals.append(error)
        return nil
      }
    }
    let destination = inspect(options.output, option: "--output")
    let inputsList = inspect(options.xcfilelistInputs, option: "--xcfilelist-inputs")
    let outputsList = inspect(options.xcfilelistOutputs, option: "--xcfilelist-outputs")
    // A generated output among the scanned paths is left out of the scan, whatever path reaches it.
    let inputs = InputDiscovery.discover(
      options.inputs.paths, excludes: options.inputs.excludes, ignoringFile: destination?.identity,
      currentDirectory: currentDirectory)
    refusals += [
      destination?.refusal(scannedAs: inputs.ignoredFiles.first), inputsList?.refusal(scannedAs: nil),
      outputsList?.refusal(scannedAs: nil),
    ].compactMap { $0 }
    guard refusals.isEmpty else {
      console.standardError(refusals.map { $0.rendered + "\n" }.joined())
      return .failure
    }
    let (module, context, analysis) = analyze(
      options.inputs, discovered: inputs, currentDirectory: currentDirectory)
    let generatorOptions = analysis.generatorOptions(
      module: module, access: options.access, bundle: options.bundle,
      supportModule: options.inputs.supportModule)
    printDiagnostics(
      Diagnostic.sortedByLocation(analysis.diagnostics + analysis.adoptionNotes(for: generatorOptions)),
      quiet: options.quiet, console: console)
    if analysis.hasErrors { return .failure }

    let code = SwiftCodeGenerator.generate(
      views: analysis.views, contextViews: analysis.contextViews, options: generatorOptions)
    let bytes = Array(code.utf8)
    // Xcode runs build phases in the project folder, so paths below it are written relative to
    // `$(SRCROOT)`; that keeps the checked-in lists valid on every machine.
    func xcfilelist(_ paths: [String]) -> [UInt8] {
      let entries = paths.map { $0.hasPrefix("/") ? $0 : "$(SRCROOT)/" + $0 }.sorted()
      return Array(([GeneratedFileMarker.fileListHeader] + entries).map { $0 + "\n" }.joined().utf8)
    }
    guard let destination else {
      if options.check {
        throw InputError("--check needs --output: there is no file to compare with")
      }
      console.standardOutput(code)
      return .success
    }
    // The planned outputs: the file lists first, so that the Swift file, which a build waits for, is the
    // last one replaced. `--check` and writing go through the same list.
    var planned: [(destination: OutputDestination, content: [UInt8])] = []
    if let inputsList {
      let files = ([inputs] + context.map(\.inputs)).flatMap { $0.swiftFiles + $0.interfaceBuilderFiles }
      planned.append((inputsList, xcfilelist(files.map(\.displayPath))))
    }
    if let outputsList {
      let output = InputDiscovery.absolute(destination.displayPath, from: currentDirectory)
      planned.append(
        (outputsList, xcfilelist([InputDiscovery.displayPath(output, relativeTo: currentDirectory)])))
    }
    planned.append((destination, bytes))
    var stale = false
    var outcome = OutputWriter.Outcome.unchanged
    for (file, content) in planned {
      if options.check {
        guard !OutputWriter.isCurrent(content, at: file.target) else { continue }
        stale = true
        let error = InputError("out of date; run 'reusegen generate' to update it", path: file.displayPath)
        console.standardError(error.rendered + "\n")
      } else {
        outcome = try OutputWriter.write(content, to: file.target)
      }
    }
    if options.check { return stale ? .failure : .success }
    if !options.quiet {
      let views = analysis.views.filter { $0.status == .generated }.count
      let verb = outcome == .written ? "Wrote" : "Unchanged:"
      console.standardError("\(verb) \(destination.displayPath) (\(views) reusable views)\n")
    }
    return .success
  }
}
