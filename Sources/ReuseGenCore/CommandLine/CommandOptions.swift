/// The options of `reusegen generate`, after the command line and `reusegen.json` are merged.
public struct GenerateOptions: Sendable, Equatable {
  /// Files and folders to scan.
  public var paths: [String] = []
  /// Where to write; standard output when `nil`.
  public var output: String?
  /// The module name; defaults to the first path's last component.
  public var module: String?
  /// `internal` or `public`.
  public var access: AccessLevel = .internal
  /// How identifiers are spelled.
  public var identifierStyle: IdentifierStyle = .moduleQualified
  /// The bundle nibs are loaded from.
  public var bundle: NibBundle = .class
  /// The module that hosts the support code, if not this one.
  public var supportModule: String?
  /// Globs of paths to skip.
  public var excludes: [String] = []
  /// Report a stale output instead of writing it.
  public var check = false
  /// Print errors only.
  public var quiet = false
  /// Reusable-view bases from other modules.
  public var bases: [String: ViewKind] = [:]
  /// Where to write the `.xcfilelist` of inputs for an Xcode run-script phase.
  public var xcfilelistInputs: String?
  /// Where to write the `.xcfilelist` of outputs for an Xcode run-script phase.
  public var xcfilelistOutputs: String?

  /// Creates default options.
  public init() {}
}

/// The options of `reusegen list`.
public struct ListOptions: Sendable, Equatable {
  /// The output format.
  public enum Format: String, Sendable, CaseIterable {
    /// One aligned line per view.
    case text
    /// The JSON array of DESIGN.md §4.
    case json
  }

  /// Files and folders to scan.
  public var paths: [String] = []
  /// `text` or `json`.
  public var format: Format = .text
  /// The module name; defaults to the first path's last component.
  public var module: String?
  /// How identifiers are spelled.
  public var identifierStyle: IdentifierStyle = .moduleQualified
  /// Globs of paths to skip.
  public var excludes: [String] = []
  /// Reusable-view bases from other modules.
  public var bases: [String: ViewKind] = [:]

  /// Creates default options.
  public init() {}
}

/// What the command line asks for.
public enum Invocation: Sendable, Equatable {
  /// Print help, for the tool or one subcommand.
  case help(Subcommand?)
  /// Print the version.
  case version
  /// Write the generated Swift file.
  case generate(GenerateOptions)
  /// Print the reusable views.
  case list(ListOptions)
  /// Report reuse crashes in code that does not use the typed API.
  case audit(AuditOptions)
  /// Rewrite provable call sites into the typed API.
  case migrate(MigrateOptions)
}

/// The tool's subcommands.
public enum Subcommand: String, Sendable, CaseIterable {
  /// `reusegen generate`, the default.
  case generate
  /// `reusegen list`.
  case list
  /// `reusegen audit`.
  case audit
  /// `reusegen migrate`.
  case migrate
}

/// A mistake in the command line: exit status 2, with the message and a pointer to `--help`.
public struct UsageError: Error, Equatable {
  /// What is wrong, as one sentence.
  public var message: String
  /// The subcommand whose usage to show.
  public var subcommand: Subcommand?

  /// Creates an error.
  public init(_ message: String, subcommand: Subcommand?) {
    self.message = message
    self.subcommand = subcommand
  }
}

/// A mistake in the inputs, such as an invalid `reusegen.json`: exit status 1.
public struct InputError: Error, Equatable {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }
}
