import Foundation

/// The `reusegen` command: parses arguments, reads the module, and prints or writes the result. The
/// executable only forwards to `run`, so every path here is testable in process.
package enum ReuseGenCommand {
  /// Exit statuses, as DESIGN.md §4 fixes them.
  package enum ExitCode: Int32, Sendable {
    /// Success, warnings allowed.
    case success = 0
    /// An error in the inputs, or a stale file under `--check`.
    case failure = 1
    /// A usage error.
    case usage = 2
  }

  /// Where the command prints.
  package struct Console {
    /// Receives standard output.
    package var standardOutput: (String) -> Void
    /// Receives standard error.
    package var standardError: (String) -> Void

    /// Receives text with the places it prints (`isError` for standard error), when the console keeps
    /// them (`AuditOutputRecorder`); `nil` prints the text alone.
    var placed: ((_ text: PlacedText, _ isError: Bool) -> Void)?

    /// Creates a console.
    package init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
      self.standardOutput = standardOutput
      self.standardError = standardError
    }

    /// Prints errors, warnings and notes on standard error, one to a line (a usage error takes several):
    /// every one reusegen reports goes through here, rendered by `Diagnostic.render` or
    /// `UsageError.rendered`.
    func report(_ rendered: [String]) {
      report(rendered.map { PlacedText($0, places: nil) })
    }

    /// `report(_:)` of rendered diagnostics with the places they print (`Diagnostic.placedRendering`).
    func report(_ rendered: [PlacedText]) {
      guard !rendered.isEmpty else { return }
      var text = PlacedText()
      for line in rendered {
        text.append(line)
        text.append("\n")
      }
      print(text, isError: true)
    }

    /// Prints `text` on standard output, or on standard error when `isError`, with its places when the
    /// console keeps them.
    func print(_ text: PlacedText, isError: Bool) {
      if let placed {
        placed(text, isError)
      } else if isError {
        standardError(text.text)
      } else {
        standardOutput(text.text)
      }
    }

    /// The process's own standard output and error.
    package static var process: Console {
      Console(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }
  }

  /// Runs the command with `arguments`, which exclude the program name.
  package static func run(
    _ arguments: [String],
    console: Console = .process,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> ExitCode {
    let parsed: ParsedCommandLine
    do {
      parsed = try ArgumentParser.parse(arguments, currentDirectory: currentDirectory)
    } catch {
      console.report([error.rendered])
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
      case .run(let commandLine):
        let run = try commandLine.resolved(explicit: parsed.explicitOptions).resolvingProject()
        switch run.subcommand {
        case .list: return list(run, arguments: arguments, console: console)
        case .generate: return try generate(run, arguments: arguments, console: console)
        case .audit: return try audit(run, arguments: arguments, console: console)
        case .migrate: return try migrate(run, console: console)
        case .targets: return try targets(run, console: console)
        }
      }
    } catch {
      console.report([error.rendered])
      return .failure
    }
  }

  /// Prints `diagnostics`, the errors alone when `quiet`; with the lines printed, for the summary line.
  static func printDiagnostics(_ diagnostics: [Diagnostic], quiet: Bool, console: Console)
    -> PrintedSeverities
  {
    let shown = shownDiagnostics(diagnostics, quiet: quiet)
    console.report(shown.map(\.placedRendering))
    return PrintedSeverities(shown)
  }

  /// What a run prints of `diagnostics`: `--quiet` prints errors only, each with its notes.
  static func shownDiagnostics(_ diagnostics: [Diagnostic], quiet: Bool) -> [Diagnostic] {
    quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
  }

  /// Reads the module `run` names, with its context, as `list` and `generate` both do, with the kept output
  /// of the run of `arguments` when it has a scan cache (`KeptOutput`): the analysis of a run whose facts
  /// the kept output stands for only gives it (`keptOutput`).
  private static func analyze(
    _ run: RunConfiguration, discovered inputs: DiscoveredInputs, arguments: [String]
  ) -> (context: [ContextModule], analysis: ModuleAnalysis, kept: KeptOutputFile?) {
    let context = run.contextModules()
    let said = run.runDiagnostics(inputs)
    // What the command line reads besides its own files: the context modules' own `reusegen.json`, and
    // what the run says of its inputs.
    let kept = run.scanCacheDirectory.flatMap { directory in
      KeptOutputFile(
        directory: directory, module: run.module, command: run.subcommand.rawValue,
        arguments: arguments + context.flatMap { [$0.name, $0.supportModule ?? ""] }
          + run.runFingerprint(said),
        currentDirectory: run.currentDirectory, configPath: run.configPath.map(run.absolute))
    }
    var analysis = ModuleAnalyzer.analyze(inputs, context: context, run: run, kept: kept?.stored)
    if analysis.keptOutput == nil {
      analysis.diagnostics =
        said + InferredModuleName.warnings(analysis, run: run) + analysis.diagnostics
    }
    return (context, analysis, kept)
  }

  /// The run's output: the kept one when the analysis matched it, else `render`'s, kept for the next run
  /// when the analysis may be.
  private static func output(
    of analysis: ModuleAnalysis, kept: KeptOutputFile?, render: () -> KeptOutput
  ) -> KeptOutput {
    let output = analysis.keptOutput ?? render()
    // A kept output whose locations moved is kept again, with the digest of the facts that moved them.
    if let kept, let facts = analysis.factsDigest, let shape = analysis.shapeDigest {
      kept.save(output, facts: facts, shape: shape)
    }
    return output
  }

  // MARK: - targets

  /// `targets`: the native targets of the project the one path names (the current folder by default).
  private static func targets(_ run: RunConfiguration, console: Console) throws(InputError) -> ExitCode {
    let set = try ProjectSet.read(run.inputs.paths.first ?? ".", currentDirectory: run.currentDirectory)
    console.report(set.diagnostics(relativeTo: run.currentDirectory).map(\.placedRendering))
    console.standardOutput(
      run.format == .json
        ? TargetsFormatter.json(set.projects, currentDirectory: run.currentDirectory)
        : TargetsFormatter.text(set.projects, currentDirectory: run.currentDirectory))
    return .success
  }

  // MARK: - list

  private static func list(_ run: RunConfiguration, arguments: [String], console: Console) -> ExitCode {
    let (_, analysis, kept) = analyze(run, discovered: run.discoverInputs(), arguments: arguments)
    let output = output(of: analysis, kept: kept) {
      // `list` takes no --quiet: it prints every diagnostic, and its summary counts them all.
      let printed = PrintedSeverities(analysis.diagnostics)
      let listing: PlacedText
      switch run.format {
      case .json: listing = ListingFormatter.placedJSON(analysis.views)
      // The other formats are audit's; the parser accepts only text and json for list.
      default: listing = ListingFormatter.placedText(analysis.views, printed: printed)
      }
      return KeptOutput(
        diagnostics: analysis.diagnostics.map(\.placedRendering), output: listing, generatedViewCount: 0,
        printed: printed, hasErrors: analysis.hasErrors)
    }
    console.report(output.diagnostics)
    console.standardOutput(output.output.text)
    return output.hasErrors ? .failure : .success
  }

  // MARK: - generate

  private static func generate(_ run: RunConfiguration, arguments: [String], console: Console)
    throws(InputError)
    -> ExitCode
  {
    let options = run.generate
    // Every file this run may replace is checked before anything is read or written: reusegen replaces
    // only files it wrote itself, and never one of its inputs.
    var refusals: [InputError] = []
    func inspect(_ path: String?, option: String) -> OutputDestination? {
      guard let path, options.output != nil else { return nil }
      do {
        return try OutputDestination.inspect(path, option: option, currentDirectory: run.currentDirectory)
      } catch {
        refusals.append(error)
        return nil
      }
    }
    let destination = inspect(options.output, option: "--output")
    let inputsList = inspect(options.xcfilelistInputs, option: "--xcfilelist-inputs")
    let outputsList = inspect(options.xcfilelistOutputs, option: "--xcfilelist-outputs")
    // A generated output among the scanned paths is left out of the scan, whatever path reaches it.
    let inputs = run.discoverInputs(ignoringFile: destination?.identity)
    refusals += [
      destination?.refusal(scannedAs: inputs.ignoredFiles.first), inputsList?.refusal(scannedAs: nil),
      outputsList?.refusal(scannedAs: nil),
    ].compactMap { $0 }
    guard refusals.isEmpty else {
      console.report(refusals.map(\.rendered))
      return .failure
    }
    let (context, analysis, kept) = analyze(run, discovered: inputs, arguments: arguments)
    let output = output(of: analysis, kept: kept) {
      let generatorOptions = analysis.generatorOptions(
        module: run.module, access: options.access, bundle: run.bundle,
        supportModule: run.inputs.supportModule)
      let diagnostics = Diagnostic.sortedByLocation(
        analysis.diagnostics + analysis.adoptionNotes(for: generatorOptions))
      let shown = shownDiagnostics(diagnostics, quiet: run.quiet)
      // The generated code prints no place of an input file.
      return KeptOutput(
        diagnostics: shown.map(\.placedRendering),
        output: PlacedText(
          analysis.hasErrors
            ? ""
            : SwiftCodeGenerator.generate(
              views: analysis.views, contextViews: analysis.contextViews, options: generatorOptions)),
        generatedViewCount: analysis.views.filter { $0.status == .generated }.count,
        printed: PrintedSeverities(shown), hasErrors: analysis.hasErrors)
    }
    console.report(output.diagnostics)
    if output.hasErrors {
      // Nothing is written: the summary line says so, and counts what was printed above it.
      if let destination, !options.check, !run.quiet {
        console.standardError("Wrote nothing to \(destination.displayPath)\(output.printed.summary)\n")
      }
      return .failure
    }

    let code = output.output.text
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
      let files = ([inputs] + context.map(\.inputs)).flatMap {
        $0.swiftFiles + $0.interfaceBuilderFiles + $0.objectiveCFiles
      }
      planned.append((inputsList, xcfilelist(files.map(\.displayPath))))
    }
    if let outputsList {
      planned.append((outputsList, xcfilelist([run.displayPath(destination.displayPath)])))
    }
    planned.append((destination, bytes))
    var stale = false
    var outcome = OutputWriter.Outcome.unchanged
    for (file, content) in planned {
      if options.check {
        guard !OutputWriter.isCurrent(content, at: file.target) else { continue }
        stale = true
        let error = InputError("out of date; run 'reusegen generate' to update it", path: file.displayPath)
        console.report([error.rendered])
      } else {
        outcome = try OutputWriter.write(content, to: file.target)
      }
    }
    if options.check { return stale ? .failure : .success }
    // `--quiet` prints no summary line, as audit's: warnings and notes are what it leaves out.
    if !run.quiet {
      let verb = outcome == .written ? "Wrote" : "Unchanged:"
      console.standardError(
        "\(verb) \(destination.displayPath) (\(output.generatedViewCount) reusable views)"
          + output.printed.summary + "\n")
    }
    return .success
  }
}
