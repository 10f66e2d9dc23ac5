import Foundation

extension ReuseGenCommand {
  /// Reads the selected module and prints the analysis's warnings and errors.
  private static func load(_ run: RunConfiguration, console: Console) -> (AuditModule, [Diagnostic]) {
    let (loaded, diagnostics) = AuditLoader.load(
      run.discoverInputs(), context: run.contextModules(), options: run.analysisOptions)
    printDiagnostics(diagnostics, quiet: run.quiet, console: console)
    return (loaded, diagnostics)
  }

  /// `audit`: the findings, less those suppressed in the code and those the baseline holds, in the chosen
  /// format. Exit 1 for an error (or, with `--strict`, a warning), in the inputs or among the findings.
  static func audit(_ run: RunConfiguration, console: Console) throws(InputError) -> ExitCode {
    let (loaded, diagnostics) = load(run, console: console)
    var findings = AuditSuppressions.apply(ReuseAuditor.audit(loaded), module: loaded)
    if let path = run.audit.writeBaseline {
      try AuditBaseline(findings, paths: BaselinePaths(path, currentDirectory: run.currentDirectory)).write()
    }
    if let path = run.audit.baseline {
      let paths = BaselinePaths(path, currentDirectory: run.currentDirectory)
      let outcome = try AuditBaseline.read(path, paths: paths).filter(findings, paths: paths)
      findings = outcome.findings
      if outcome.gone > 0, !run.quiet {
        console.report([
          Diagnostic.render(
            .note,
            "\(outcome.gone) finding\(outcome.gone == 1 ? "" : "s") of the baseline no longer "
              + "occur\(outcome.gone == 1 ? "s" : ""); refresh it with --write-baseline",
            at: path)
        ])
      }
    }
    let failing: Set<Diagnostic.Severity> = run.audit.strict ? [.error, .warning] : [.error]
    let fails =
      diagnostics.contains { failing.contains($0.severity) }
      || findings.contains { failing.contains($0.diagnostic.severity) }
    if run.quiet { findings = findings.filter { $0.diagnostic.severity == .error } }
    let report = AuditReport(
      module: loaded, findings: findings, currentDirectory: run.currentDirectory, summary: !run.quiet)
    console.standardOutput(report.rendered(run.format))
    return fails ? .failure : .success
  }

  static func migrate(_ run: RunConfiguration, console: Console) throws(InputError) -> ExitCode {
    let (loaded, diagnostics) = load(run, console: console)
    let errors = diagnostics.filter { $0.severity == .error }
    // An error keeps the identifier groups it touches as they are; the others still move (SPEC §10.3).
    let findings = ReuseAuditor.audit(loaded).map(\.diagnostic).filter { $0.severity == .error }
    let plan = Migrator.plan(
      loaded, bundle: run.bundle, errors: errors + findings, retireHelpers: run.migrate.retireHelpers)
    let rewritten = plan.rewrittenFiles(loaded)
    for file in rewritten.keys.sorted() {
      let source = loaded.sources[file]
      if run.migrate.write {
        // Through a symbolic link to the file it names, so that the link stays a link.
        let target = URL(fileURLWithPath: source.filePath).resolvingSymlinksInPath().path
        _ = try OutputWriter.write(rewritten[file] ?? source.bytes, to: target)
      } else {
        console.standardOutput(
          UnifiedDiff.render(
            path: source.path, original: source.bytes, edits: plan.edits.filter { $0.file == file }))
      }
    }
    let summary = Diagnostic.sortedByLocation(plan.skipped + plan.unused + plan.retirement)
    console.report(summary.map(\.rendered))
    let verb = run.migrate.write ? "Rewrote" : "Would rewrite"
    let left = plan.skipped.count + plan.skippedSilently
    console.standardError(
      "\(verb) \(plan.migratedSites.count) call site\(plan.migratedSites.count == 1 ? "" : "s") in \(rewritten.count) "
        + "file\(rewritten.count == 1 ? "" : "s"); left \(left) as \(left == 1 ? "it was" : "they were")\n")
    if run.migrate.retireHelpers {
      let retired = plan.retirement.filter { $0.message.hasPrefix("retired '") }.count
      console.standardError(
        "Retired \(retired) of the module's own helpers; \(plan.movedHelperCalls) call"
          + "\(plan.movedHelperCalls == 1 ? "" : "s") moved to the generated API\n")
    }
    return errors.isEmpty ? .success : .failure
  }
}
