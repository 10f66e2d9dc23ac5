import Foundation

/// `migrate` decided on the state it produces: a rewrite can let another group move (a supplementary view
/// whose kind and identifier both named the same constant moves only once the constant's other use has
/// gone), and a second run must find nothing left (SPEC §10.3). So the plan is made again on the rewritten
/// files, read from memory under their own paths, until it changes nothing more.
struct FixedPointMigration {
  /// A run never iterates more often than this; every pass moves at least one site, so it is a guard only.
  static let maximumPasses = 8

  /// The module's files as the passes leave them, by path, for the files that changed.
  private(set) var rewritten: [String: [UInt8]] = [:]
  /// The sites that moved, over all passes.
  private(set) var migratedSites = 0
  /// With `--retire-helpers`: the helper calls that moved, over all passes.
  private(set) var movedHelperCalls = 0
  /// With `--retire-helpers`: the module's own helpers removed, over all passes.
  private(set) var retiredHelpers = 0
  /// The last pass's plan: what stays, and why.
  private(set) var finalPlan: MigrationPlan
  /// Notes of every pass about constants no longer referenced and helpers retired, each once.
  private(set) var notes: [Diagnostic] = []
  /// How many passes ran.
  private(set) var passes = 0

  /// Plans `module` and re-plans until a pass changes nothing. `load` reads the module with some files'
  /// contents replaced; `plan` makes one pass's plan.
  init(
    module: CallSiteModule,
    load: ([String: [UInt8]]) -> CallSiteModule,
    plan: (CallSiteModule) -> MigrationPlan
  ) {
    var module = module
    var current = plan(module)
    var seen = Set<String>()
    finalPlan = current
    while !current.edits.isEmpty, passes < Self.maximumPasses {
      passes += 1
      migratedSites += current.migratedSites.count
      movedHelperCalls += current.movedHelperCalls
      retiredHelpers += current.retiredHelpers
      for note in current.unused + current.retirement where seen.insert(note.rendered).inserted {
        notes.append(note)
      }
      for (file, bytes) in current.rewrittenFiles(module) {
        rewritten[module.sources[file].filePath] = bytes
      }
      module = load(rewritten)
      current = plan(module)
      finalPlan = current
    }
    // The last pass's own notes: why helpers stay, when nothing moved at all.
    for note in current.unused + current.retirement where seen.insert(note.rendered).inserted {
      notes.append(note)
    }
    // One note per call: a registration in a loop over several types is one site per type, but one call.
    var calls = Set<SourceLocation>()
    left =
      (current.skipped + SiteAccounting.notes(module, noted: Set(current.skipped.compactMap(\.location))))
      .filter { note in note.location.map { calls.insert($0).inserted } ?? true }
  }

  /// A note for each call of UIKit's string API the run leaves in the module, with its reason.
  private(set) var left: [Diagnostic] = []

  /// Every note to print: what stays after the last pass, and the notes of each pass.
  var summary: [Diagnostic] {
    Diagnostic.sortedByLocation(left + notes)
  }
}
