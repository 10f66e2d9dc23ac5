import Foundation

extension ReuseGenCommand {
  /// Reads the selected module and prints the analysis's warnings and errors.
  private static func load(_ run: RunConfiguration, console: Console) -> (AuditModule, errors: [Diagnostic]) {
    let (loaded, diagnostics) = AuditLoader.load(
      run.discoverInputs(), context: run.contextModules(), run: run)
    printDiagnostics(diagnostics, quiet: false, console: console)
    return (loaded, diagnostics.filter { $0.severity == .error })
  }

  static func audit(_ run: RunConfiguration, console: Console) -> ExitCode {
    let (loaded, errors) = load(run, console: console)
    let hasErrors = !errors.isEmpty
    let findings = ReuseAuditor.audit(loaded)
    switch run.format {
    case .json: console.standardOutput(AuditJSON(module: loaded, findings: findings).rendered())
    case .text: console.standardOutput(AuditText.render(module: loaded, findings: findings))
    }
    return hasErrors || findings.contains { $0.diagnostic.severity == .error } ? .failure : .success
  }

  static func migrate(_ run: RunConfiguration, console: Console) throws(InputError) -> ExitCode {
    let (loaded, errors) = load(run, console: console)
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
