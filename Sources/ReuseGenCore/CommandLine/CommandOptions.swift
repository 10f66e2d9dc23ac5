/// The options every subcommand shares: what to read and how to name it, as swift-argument-parser's
/// `@OptionGroup` shares a group.
package struct InputOptions: Sendable, Equatable {
  /// Files and folders to scan.
  package var paths: [String] = []
  /// The Xcode project or workspace whose target to read instead of paths (SPEC §14).
  package var project: String?
  /// The target of `project` to read.
  package var target: String?
  /// The module name; defaults to the first path's last component.
  package var module: String?
  /// How identifiers are spelled.
  package var identifierStyle: IdentifierStyle = .moduleQualified
  /// Globs of paths to skip.
  package var excludes: [String] = []
  /// Reusable-view bases from other modules.
  package var bases: [String: ViewKind] = [:]
  /// The folders of the modules this one depends on: read for lookup, never generated for (DESIGN.md §9).
  package var context: [String] = []
  /// The module that hosts the support code, if not this one; it decides which context classes already
  /// conform to the same protocol.
  package var supportModule: String?

  /// Creates default options.
  package init() {}
}

/// The options only `reusegen generate` takes.
package struct GenerateOptions: Sendable, Equatable {
  /// Where to write; standard output when `nil`.
  package var output: String?
  /// `internal` or `public`.
  package var access: AccessLevel = .internal
  /// Report a stale output instead of writing it.
  package var check = false
  /// Where to write the `.xcfilelist` of inputs for an Xcode run-script phase.
  package var xcfilelistInputs: String?
  /// Where to write the `.xcfilelist` of outputs for an Xcode run-script phase.
  package var xcfilelistOutputs: String?

  /// Creates default options.
  package init() {}
}

/// The options only `reusegen audit` takes (docs/Reference/Audit.md, "Audit in CI").
package struct AuditOptions: Sendable, Equatable {
  /// The baseline whose findings are not reported.
  package var baseline: String?
  /// Where to write today's findings as a baseline.
  package var writeBaseline: String?
  /// The stamp kept for the audit plugin: written when the run passes, removed when it fails.
  package var stamp: String?
  /// Make warnings fail the run, as errors do.
  package var strict = false
  /// The page each rule's help URI points into (SARIF's `helpUri`); `AuditRuleDocumentation.reference`
  /// when `nil`.
  package var rulesURL: String?

  /// Creates default options.
  package init() {}
}

/// The options only `reusegen migrate` takes.
package struct MigrateOptions: Sendable, Equatable {
  /// Rewrite the files instead of printing a diff.
  package var write = false
  /// Also remove the module's own register and dequeue helpers, and the Reusable library's calls,
  /// conformances and import, that the generated API replaces.
  package var retireHelpers = false

  /// Creates default options.
  package init() {}
}

/// What the command line asks for.
package enum Invocation: Sendable, Equatable {
  /// Print help, for the tool or one subcommand.
  case help(Subcommand?)
  /// Print the version.
  case version
  /// Run a subcommand: `generate`, `list`, `audit`, `migrate` or `targets`.
  case run(RunConfiguration)
}

/// The tool's subcommands.
package enum Subcommand: String, Sendable, CaseIterable {
  /// `reusegen generate`, the default.
  case generate
  /// `reusegen list`.
  case list
  /// `reusegen audit`.
  case audit
  /// `reusegen migrate`.
  case migrate
  /// `reusegen targets`: the native targets of an Xcode project (SPEC §14).
  case targets

  /// The subcommands that read one module: every one but `targets`.
  static let moduleCommands: Set<Subcommand> = [.generate, .list, .audit, .migrate]
}

/// A mistake in the command line: exit status 2, with the message and a pointer to `--help`.
package struct UsageError: Error, Equatable {
  /// What is wrong, as one sentence.
  package var message: String
  /// The subcommand whose usage to show.
  package var subcommand: Subcommand?

  /// Creates an error.
  package init(_ message: String, subcommand: Subcommand?) {
    self.message = message
    self.subcommand = subcommand
  }

  /// What is printed for it, in swift-argument-parser's layout: `Error: message`, the usage, and where
  /// to find help.
  package var rendered: String {
    let help = subcommand.map { "reusegen \($0.rawValue) --help" } ?? "reusegen --help"
    return "Error: \(message)\nUsage: \(HelpText.usage(subcommand))\n  See '\(help)' for more information."
  }
}
