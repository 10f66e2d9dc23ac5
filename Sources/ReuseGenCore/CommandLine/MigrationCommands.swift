import Foundation

extension ReuseGenCommand {
  /// Reads the selected module from `inputs` and `context`, discovered, and prints the analysis's warnings
  /// and errors; with the lines it printed.
  private static func load(
    _ run: RunConfiguration, inputs: DiscoveredInputs, context: [ContextModule], said: [Diagnostic],
    console: Console
  ) -> (module: CallSiteModule, diagnostics: [Diagnostic], printed: PrintedSeverities) {
    var (loaded, diagnostics) = CallSiteModuleLoader.load(inputs, context: context, run: run)
    diagnostics =
      said + InferredModuleName.warnings(loaded.analysis, run: run) + diagnostics
      + loaded.callsOutsidePlatforms()
    let printed = printDiagnostics(diagnostics, quiet: run.quiet, console: console)
    return (loaded, diagnostics, printed)
  }

  /// `audit`: the findings, less those suppressed in the code and those the baseline holds, in the chosen
  /// format. Exit 1 for an error (or, with `--strict`, a warning), in the inputs or among the findings.
  static func audit(_ run: RunConfiguration, arguments: [String], console: Console) throws(InputError)
    -> ExitCode
  {
    // The stamp is checked before anything is read, and recorded whatever the run's end.
    // Not `Optional.map`: its typed throws are newer than the Darwin SDKs the core builds against.
    var stamp: AuditStamp?
    if let path = run.audit.stamp { stamp = try AuditStamp(path, currentDirectory: run.currentDirectory) }
    let status: ExitCode
    do {
      status = try cachedReport(run, arguments: arguments, console: console)
    } catch {
      try stamp?.record(passed: false, module: run.module)
      throw error
    }
    try stamp?.record(passed: status == .success, module: run.module)
    return status
  }

  /// `report`, through the audit cache when the run has one (`AuditCache`): the kept output when the
  /// command line and every file are those it was made from; otherwise the report, kept for the next run.
  private static func cachedReport(_ run: RunConfiguration, arguments: [String], console: Console)
    throws(InputError) -> ExitCode
  {
    let inputs = run.discoverInputs()
    let context = run.contextModules()
    let said = run.runDiagnostics(inputs)
    // A run that writes a baseline must write it; one whose discovery met a problem prints what the
    // file system said, which no file's digest holds.
    guard let directory = run.scanCacheDirectory, run.audit.writeBaseline == nil, inputs.diagnostics.isEmpty,
      context.allSatisfy({ $0.inputs.diagnostics.isEmpty }),
      let commandLine = auditCommandLine(run, arguments: arguments, context: context, said: said)
    else {
      return try report(run, inputs: inputs, context: context, said: said, console: console).status
    }
    let files = auditInputFiles(inputs, context: context)
    let cache = AuditCache(directory: directory, module: run.module, commandLine: commandLine)
    guard let digests = cache.inputs(files) else {
      return try report(run, inputs: inputs, context: context, said: said, console: console).status
    }
    if let kept = cache.output(for: digests) {
      for chunk in kept.chunks { console.print(chunk.text, isError: chunk.isError) }
      // Written again only to keep the statuses of files that settled since.
      if AuditCache.unchanged(digests, files: files) { cache.save(kept, inputs: digests) }
      return ExitCode(rawValue: kept.exitCode) ?? .failure
    }
    // The places each piece recorded as it was printed move; a format that records none is audited again.
    if let moved = cache.movedOutput(for: digests, files: files) {
      for chunk in moved.output.chunks { console.print(chunk.text, isError: chunk.isError) }
      if AuditCache.unchanged(moved.inputs, files: files) {
        cache.save(moved.output, inputs: moved.inputs, anchors: moved.anchors)
      }
      return ExitCode(rawValue: moved.output.exitCode) ?? .failure
    }
    let recorder = AuditOutputRecorder(console)
    let (status, loaded) = try report(
      run, inputs: inputs, context: context, said: said, console: recorder.console)
    if AuditCache.unchanged(digests, files: files) {
      let output = AuditCache.Output(chunks: recorder.chunks, exitCode: status.rawValue)
      let anchors = AuditCache.anchors(of: output, files: files, sources: loaded.sources)
      let vocabulary = InertBodies.Vocabulary(module: loaded)
      let masked = cache.masked(
        digests, files: files, sources: loaded.sources, indices: loaded.indices, vocabulary: vocabulary)
      cache.save(output, inputs: masked, anchors: anchors, vocabulary: vocabulary)
    }
    return status
  }

  /// Every file an audit of `inputs` with `context` may read, in the order discovery found them.
  static func auditInputFiles(_ inputs: DiscoveredInputs, context: [ContextModule]) -> [InputFile] {
    ([inputs] + context.map(\.inputs)).flatMap {
      $0.swiftFiles + $0.interfaceBuilderFiles + $0.objectiveCFiles
    }
  }

  /// The digest of what `audit`'s answer depends on besides its input files: the arguments, the current
  /// folder, the bytes of the configuration and baseline files, and the context modules' own
  /// configuration; `nil` when a file it names cannot be read, and the run then keeps nothing.
  static func auditCommandLine(
    _ run: RunConfiguration, arguments: [String], context: [ContextModule], said: [Diagnostic]
  ) -> UInt64? {
    var key = ScanFactWriter(path: "")
    key.write(arguments)
    key.write(run.currentDirectory)
    for path in [run.configPath, run.audit.baseline] {
      guard let path else {
        key.writeByte(0)
        continue
      }
      guard let bytes = try? FileReader.readBytes(atPath: run.absolute(path)) else { return nil }
      key.writeByte(1)
      key.writeUnsigned(UInt64(bytes.count))
      bytes.withUnsafeBytes { key.writeRaw($0) }
    }
    key.write(context.flatMap { [$0.name, $0.supportModule ?? ""] } + run.runFingerprint(said))
    return key.bytes.withUnsafeBufferPointer(ContentHash.of)
  }

  /// `audit` without its stamp: reads the module and prints the report; with the module it read.
  private static func report(
    _ run: RunConfiguration, inputs: DiscoveredInputs, context: [ContextModule], said: [Diagnostic],
    console: Console
  ) throws(InputError) -> (status: ExitCode, module: CallSiteModule) {
    let rulesDocumentation = run.audit.rulesURL ?? AuditRuleDocumentation.reference
    guard AuditRuleDocumentation.accepts(rulesDocumentation) else {
      throw InputError(
        "--rules-url '\(rulesDocumentation)' is not an absolute URL without a fragment, such as "
          + "https://github.com/you/ReuseGen/blob/main/\(AuditRuleDocumentation.path)")
    }
    var (loaded, diagnostics, printed) = load(
      run, inputs: inputs, context: context, said: said, console: console)
    var findings = AuditSuppressions.apply(ReuseAuditor.audit(loaded), module: loaded)
    if let path = run.audit.writeBaseline {
      try AuditBaseline(findings, paths: BaselinePaths(path, currentDirectory: run.currentDirectory)).write()
    }
    if let path = run.audit.baseline {
      let paths = BaselinePaths(path, currentDirectory: run.currentDirectory)
      let outcome = try AuditBaseline.read(path, paths: paths).filter(findings, paths: paths)
      findings = outcome.findings
      if outcome.gone > 0, !run.quiet {
        printed.count(.note)
        console.report([
          // The baseline's path alone: no place.
          Diagnostic.render(
            .note,
            PlacedText(
              "\(outcome.gone) finding\(outcome.gone == 1 ? "" : "s") of the baseline no longer "
                + "occur\(outcome.gone == 1 ? "s" : ""); refresh it with --write-baseline"),
            at: PlacedText(path))
        ])
      }
    }
    let failing: Set<Diagnostic.Severity> = run.audit.strict ? [.error, .warning] : [.error]
    let fails =
      diagnostics.contains { failing.contains($0.severity) }
      || findings.contains { failing.contains($0.diagnostic.severity) }
    if run.quiet { findings = findings.filter { $0.diagnostic.severity == .error } }
    let report = AuditReport(
      module: loaded, findings: findings, currentDirectory: run.currentDirectory, printed: printed,
      summary: !run.quiet,
      rulesDocumentation: rulesDocumentation, informationURI: run.audit.rulesURL ?? ReuseGenRepository.readme)
    console.print(report.placed(run.format), isError: false)
    KeptUntilExit.keep(loaded)
    return (fails ? .failure : .success, loaded)
  }

  static func migrate(_ run: RunConfiguration, console: Console) throws(InputError) -> ExitCode {
    let inputs = run.discoverInputs()
    let context = run.contextModules()
    var (loaded, diagnostics, read) = CallSiteModuleLoader.load(
      inputs, context: context, run: run, reusing: nil, changed: [:])
    diagnostics =
      run.runDiagnostics(inputs) + InferredModuleName.warnings(loaded.analysis, run: run) + diagnostics
      + loaded.callsOutsidePlatforms()
    var printed = printDiagnostics(diagnostics, quiet: run.quiet, console: console)
    // The analysis's errors are re-derived from each pass's read, as its findings are: an error's position
    // is that of the text the pass reads, which an earlier pass may have shortened above it.
    let errors = diagnostics.filter { $0.severity == .error }
    var analysisErrors = errors
    // Whether the module is an app does not change from pass to pass: its sources are read once for it.
    let loading = NibLoading(bundle: run.bundle, isApplication: loaded.isApplicationTarget())
    let migration = FixedPointMigration(
      module: loaded,
      load: { contents in
        // Only the files the passes rewrote are lexed and indexed again, from their bytes in memory: the
        // paths stay the files' own, which diagnostics and the plan keep.
        var changed: [Int: [UInt8]] = [:]
        for (index, file) in inputs.swiftFiles.enumerated() {
          if let bytes = contents[file.path] { changed[index] = bytes }
        }
        let next = CallSiteModuleLoader.load(
          inputs, context: context, run: run, reusing: read, changed: changed)
        analysisErrors = next.diagnostics.filter { $0.severity == .error }
        // A pass's read and module are freed by the exit, not table by table when the next replaces them.
        KeptUntilExit.keep((read, next.module))
        read = next.read
        return next.module
      },
      plan: { module in
        // An error keeps the identifier groups it touches as they are; the others still move (SPEC §10.3).
        let findings = ReuseAuditor.audit(module).map(\.diagnostic).filter { $0.severity == .error }
        return Migrator.plan(
          module, bundle: loading, errors: analysisErrors + findings, retireHelpers: run.migrate.retireHelpers
        )
      })
    let changed = loaded.sources.prefix(loaded.moduleFileCount).compactMap { source in
      migration.rewritten[source.filePath].flatMap { $0 != source.bytes ? (source, $0) : nil }
    }
    if run.migrate.write {
      for (source, final) in changed {
        // Through a symbolic link to the file it names, so that the link stays a link.
        let target = URL(fileURLWithPath: source.filePath).resolvingSymlinksInPath().path
        _ = try OutputWriter.write(final, to: target)
      }
    } else {
      // Each file's diff on every core, printed in order.
      let diffs = ParallelWork.map(count: changed.count) { index in
        UnifiedDiff.render(
          path: changed[index].0.path, original: changed[index].0.bytes, final: changed[index].1)
      }
      for diff in diffs { console.standardOutput(diff) }
    }
    let changedFiles = changed.count
    let notes = migration.summary
    console.report(notes.map(\.rendered))
    for note in notes { printed.count(note) }
    let verb = run.migrate.write ? "Rewrote" : "Would rewrite"
    let left = migration.left.count
    let moved = migration.migratedSites
    console.standardError(
      "\(verb) \(moved) call site\(moved == 1 ? "" : "s") in \(changedFiles) "
        + "file\(changedFiles == 1 ? "" : "s"); left \(left) as \(left == 1 ? "it was" : "they were")"
        + printed.summary + "\n")
    if run.migrate.write, changedFiles > 0 {
      console.standardError(regenerationAdvice(inputs: inputs, read: loaded, run: run))
    }
    if !loading.isApplication,
      let advice = NibLoading.summary(count: migration.finalPlan.keptByBundle, bundle: run.bundle)
    {
      console.standardError(advice)
    }
    if run.migrate.retireHelpers {
      let retired = migration.retiredHelpers
      console.standardError(
        "Retired \(retired) of the module's own helpers; \(migration.movedHelperCalls) call"
          + "\(migration.movedHelperCalls == 1 ? "" : "s") moved to the generated API\n")
    }
    KeptUntilExit.keep((loaded, migration, read))
    return errors.isEmpty ? .success : .failure
  }

  /// What a checked-in generated file among the inputs needs after `--write`: it was generated from the code
  /// before migration, and the migrated code calls helpers it may not have yet.
  private static func regenerationAdvice(
    inputs: DiscoveredInputs, read module: CallSiteModule, run: RunConfiguration
  )
    -> String
  {
    // The loader left out the generated files (and the unreadable ones): only those are read again.
    let sources = Set(module.sources.map(\.filePath))
    let generated = inputs.swiftFiles.filter { file in
      !sources.contains(file.path)
        && ((try? FileReader.readBytes(atFileSystemPath: file.fileSystemPath)).map(
          GeneratedFileMarker.isGenerated)
          ?? false)
    }
    let config = run.configPath.map { " --config \(ShellQuoting.quoted($0))" } ?? ""
    // The files as this run named them: a project's target, or paths and a module.
    let named =
      run.inputs.project.map { project in
        "--project \(ShellQuoting.quoted(project))"
          + (run.inputs.target.map { " --target \(ShellQuoting.quoted($0))" } ?? "")
      } ?? "\(run.inputs.paths.map(ShellQuoting.quoted).joined(separator: " ")) --module \(run.module)"
    let command = "reusegen generate \(named)\(config) --output "
    guard !generated.isEmpty else {
      // No generated file among the inputs: the module compiles again only once it has one, from the build
      // plugin or checked in: in the folder that holds the target's code, for a project's target.
      var folder =
        run.projectTarget.map { $0.codeFolder == run.absolute(".") ? "." : run.displayPath($0.codeFolder) }
        ?? run.inputs.paths.first ?? "."
      if folder.hasSuffix(".swift") { folder = (folder as NSString).deletingLastPathComponent }
      let output = (folder as NSString).appendingPathComponent("Generated/ReuseGen_\(run.module).swift")
      return "The migrated code calls the typed API of reusegen's generated file, and no input is one: "
        + "before building, apply ReuseGenPlugin to the target, or generate the file and add it to the "
        + "target: " + command + ShellQuoting.quoted(output) + "\n"
    }
    return generated.map { file in
      "Regenerate \(file.displayPath) before building, since the migrated code uses its typed API: "
        + command + ShellQuoting.quoted(file.displayPath) + "\n"
    }.joined()
  }
}
