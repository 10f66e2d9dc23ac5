/// Every note `migrate` prints about what it did and did not do, worded in one place (DESIGN.md §10): the
/// planner decides which note a site, helper or declaration gets; this says it.
enum MigrationNote: DiagnosticMessage {
  /// A string a retired helper's calls used (`used`) and the view's generated identifier that replaces it.
  struct Renaming: Hashable {
    var used: String
    var generated: String
  }

  /// The site stays, for `reason`.
  case notMigrated(MigrationReason)
  /// `--retire-helpers` removed the module's own helper `helper`; `calls` calls now use the generated one.
  case retiredHelper(helper: String, calls: Int, renamed: [Renaming] = [])
  /// `--retire-helpers` kept the module's own helper `helper`, for `reason`.
  case keptHelper(helper: String, HelperRetirement.KeptReason)
  /// `--retire-helpers` retired the Reusable library: `calls` calls now use the generated API, and
  /// `conformances` conformances and `imports` imports are removed.
  case retiredReusableLibrary(calls: Int, conformances: Int, imports: Int)
  /// `--retire-helpers` kept the Reusable library, for `reason`.
  case keptReusableLibrary(ReusableLibraryRetirement.KeptReason)
  /// No call passes the declared typed identifier `member` any more.
  case typedIdentifierUnused(member: String)
  /// The view's identifier constant `written` is no longer referenced, and stays as the view's identifier.
  case viewIdentifierUnreferenced(written: String)
  /// The constant `written` is no longer referenced.
  case constantUnreferenced(written: String)

  var severity: Diagnostic.Severity { .note }

  /// What a retired helper's calls now use in place of the app's strings, said after its note.
  private static func renamingClause(_ renamed: [Renaming]) -> String {
    guard !renamed.isEmpty else { return "" }
    let pairs = renamed.map { renaming in "'\(renaming.used)' to '\(renaming.generated)'" }
    return "; its calls' strings change, with every use of them, to their views' generated identifiers: "
      + pairs.joined(separator: ", ") + " (no other call, Interface Builder file or Objective-C uses them)"
  }

  var message: String { placedMessage.text }

  var placedMessage: PlacedText {
    switch self {
    case .notMigrated(let reason): "not migrated: \(reason.placedMessage)"
    case .retiredHelper(let helper, let calls, let renamed):
      "retired '\(helper)': the generated API does what it did; \(calls) call\(calls == 1 ? "" : "s") "
        + "now use\(calls == 1 ? "s" : "") the generated helper\(Self.renamingClause(renamed))"
    case .keptHelper(let helper, let reason): "kept '\(helper)': \(reason.placedMessage)"
    case .retiredReusableLibrary(let calls, let conformances, let imports):
      "retired the Reusable library: \(calls) call\(calls == 1 ? "" : "s") now use the generated API, "
        + "\(conformances) conformance\(conformances == 1 ? "" : "s") and \(imports) "
        + "import\(imports == 1 ? "" : "s") removed"
    case .keptReusableLibrary(let reason): "kept the Reusable library: \(reason.placedMessage)"
    case .typedIdentifierUnused(let member):
      "no register or dequeue call passes '.\(member)' any more; its declaration can be deleted"
    case .viewIdentifierUnreferenced(let written):
      "'\(written)' is no longer referenced in code; it stays, because it is the view's reuse identifier"
    case .constantUnreferenced(let written): "'\(written)' is no longer referenced; it can be deleted"
    }
  }
}
