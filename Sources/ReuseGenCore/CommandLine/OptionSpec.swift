/// One command-line option, declared once: its spelling, its value, its `reusegen.json` key, its help
/// and the subcommands that take it. Parsing (`ArgumentParser`), merging with `reusegen.json`
/// (`Configuration`) and usage and help (`HelpText`) are all derived from `OptionSpec.all`, as
/// swift-argument-parser derives them from a command's `@Option`, `@Flag` and `@OptionGroup` declarations.
struct OptionSpec: Sendable {
  /// What the option holds, and where in `RunConfiguration` it goes.
  enum Value: Sendable {
    /// A flag without a value; `true` or `false` in `reusegen.json`.
    case flag(any WritableKeyPath<RunConfiguration, Bool> & Sendable)
    /// One string; in `reusegen.json` a path relative to the file's folder when `isPath`.
    case string(any WritableKeyPath<RunConfiguration, String?> & Sendable, isPath: Bool)
    /// A repeatable string; `reusegen.json`'s array comes before the command line's values.
    case strings(any WritableKeyPath<RunConfiguration, [String]> & Sendable, isPath: Bool)
    /// One of `choices`; `select` stores the one at an index.
    case choice([String], select: @Sendable (inout RunConfiguration, Int) -> Void)
    /// A repeatable `Name=kind`; an object of names to kinds in `reusegen.json`, the command line winning.
    case bases
  }

  /// The long name, `--output`.
  let name: String
  /// The short name, `-o`, if any.
  var short: String?
  /// What the value is called in usage and help: `<file>`. `nil` for a flag.
  var placeholder: String?
  /// The value and where it goes.
  let value: Value
  /// The camelCase key of `reusegen.json`, when the file may set it.
  var configKey: String?
  /// The help text, which names the default when there is one.
  let help: String
  /// Another help text for some subcommands, where the option means something more specific there.
  var helpFor: [Subcommand: String] = [:]
  /// The subcommands that take the option.
  let subcommands: Set<Subcommand>
  /// For a `.choice` option that subcommands read differently, the values each accepts; a subcommand not
  /// named here accepts every choice.
  var choicesFor: [Subcommand: [String]] = [:]

  /// Whether the option may be given more than once, each value adding to the others.
  var isRepeatable: Bool {
    switch value {
    case .strings, .bases: return true
    case .flag, .string, .choice: return false
    }
  }

  /// The option's help for `subcommand`.
  func help(for subcommand: Subcommand) -> String { helpFor[subcommand] ?? help }

  /// The values `subcommand` accepts, for a `.choice` option; empty for any other.
  func choices(for subcommand: Subcommand) -> [String] {
    guard case .choice(let choices, _) = value else { return [] }
    return choicesFor[subcommand] ?? choices
  }

  /// Stores `raw` for `subcommand`, or returns the values it accepts when `raw` is not one of them.
  func select(_ raw: String, for subcommand: Subcommand, in configuration: inout RunConfiguration)
    -> [String]?
  {
    guard case .choice(let choices, let select) = value else { return [] }
    let accepted = self.choices(for: subcommand)
    guard accepted.contains(raw), let index = choices.firstIndex(of: raw) else { return accepted }
    select(&configuration, index)
    return nil
  }

  /// Stores one of `choices`, a `CaseIterable` enumeration's cases or some of them.
  static func choice<Choice: RawRepresentable & Sendable>(
    _ keyPath: any WritableKeyPath<RunConfiguration, Choice> & Sendable, _ choices: [Choice]
  ) -> Value where Choice.RawValue == String {
    .choice(choices.map(\.rawValue)) { configuration, index in
      configuration[keyPath: keyPath] = choices[index]
    }
  }

  /// The option named `name` (long or short) that `subcommand` takes.
  static func named(_ name: String, in subcommand: Subcommand) -> OptionSpec? {
    all.first { ($0.name == name || $0.short == name) && $0.subcommands.contains(subcommand) }
  }

  /// The options `subcommand` takes, in the order its help lists them.
  static func options(of subcommand: Subcommand) -> [OptionSpec] {
    all.filter { $0.subcommands.contains(subcommand) }
  }

  private static let every = Subcommand.moduleCommands

  /// Every option. The order is the order of help and usage, and of the keys `reusegen.json` lists.
  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--output", short: "-o", placeholder: "file", value: .string(\.generate.output, isPath: true),
      configKey: "output",
      help: """
        Where to write the file. Without it the code goes to standard output. The file is written \
        atomically, and only when its content changed. An existing file is replaced only if reusegen \
        wrote it (or it is empty), and never when it is one of the scanned inputs.
        """,
      subcommands: [.generate]),
    OptionSpec(
      name: "--write", value: .flag(\.migrate.write),
      help: "Rewrite the files atomically. Without it, print a unified diff.", subcommands: [.migrate]),
    OptionSpec(
      name: "--retire-helpers", value: .flag(\.migrate.retireHelpers),
      help: """
        Also remove the module's own register/dequeue helpers and the Reusable library's calls, \
        conformances and import that the generated API replaces.
        """,
      subcommands: [.migrate]),
    OptionSpec(
      name: "--project", placeholder: "project", value: .string(\.inputs.project, isPath: true),
      configKey: "project",
      help: """
        An .xcodeproj, an .xcworkspace, or a folder that holds one: read what Xcode builds for --target, \
        its module name, bridging header and the targets it depends on as context, instead of paths.
        """,
      subcommands: every),
    OptionSpec(
      name: "--target", placeholder: "name", value: .string(\.inputs.target, isPath: false),
      configKey: "target",
      help: "The target of --project to read; 'reusegen targets <project>' lists them.",
      subcommands: every),
    OptionSpec(
      name: "--module", placeholder: "name", value: .string(\.inputs.module, isPath: false),
      configKey: "module",
      help: "The module's name. (default: the target's module, else the first path's last component)",
      helpFor: [
        .generate: """
        The module's name, used in identifiers and to match Interface Builder's customModule. \
        (default: the target's module, else the first path's last component)
        """
      ],
      subcommands: every),
    OptionSpec(
      name: "--access", placeholder: "access",
      value: choice(\.generate.access, [AccessLevel.internal, .public]),
      configKey: "access", help: "internal or public; public serves multi-module apps. (default: internal)",
      subcommands: [.generate]),
    OptionSpec(
      name: "--identifier-style", placeholder: "style",
      value: choice(\.inputs.identifierStyle, IdentifierStyle.allCases), configKey: "identifierStyle",
      help: "As the module's generate uses it. (default: module-qualified)",
      helpFor: [
        .generate: """
        module-qualified (App.Feed.Cell), qualified (Feed.Cell) or class-name (Cell). Interface \
        Builder's identifiers always win. (default: module-qualified)
        """,
        .list: "module-qualified, qualified or class-name. (default: module-qualified)",
      ],
      subcommands: every),
    OptionSpec(
      name: "--bundle", placeholder: "bundle", value: choice(\.bundle, NibBundle.allCases),
      configKey: "bundle",
      help: """
        Where nibs are loaded from: class (Bundle(for:)), module (Bundle.module) or main. (default: class)
        """,
      helpFor: [
        .migrate: """
        The bundle the module's generated file loads nibs from (generate's --bundle); only nib \
        registrations from that bundle are rewritten. (default: class)
        """
      ],
      subcommands: [.generate, .migrate]),
    OptionSpec(
      name: "--support-module", placeholder: "name", value: .string(\.inputs.supportModule, isPath: false),
      configKey: "supportModule", help: "The module that hosts the support code, as generate uses it.",
      helpFor: [
        .generate: "Import the support code from this module instead of emitting it.",
        .list: "The module that hosts the support code, as for generate.",
      ],
      subcommands: every),
    OptionSpec(
      name: "--exclude", placeholder: "glob", value: .strings(\.inputs.excludes, isPath: false),
      configKey: "exclude", help: "Skip paths matching the glob. Repeatable.", subcommands: every),
    OptionSpec(
      name: "--quiet", short: "-q", value: .flag(\.quiet), configKey: "quiet",
      help: "Print errors only.",
      helpFor: [.audit: "Print errors only: no warnings, notes or summary line, in every format."],
      subcommands: [.generate, .audit]),
    OptionSpec(
      name: "--strict", value: .flag(\.audit.strict), configKey: "strict",
      help: "Exit 1 for a warning too, not only for an error.", subcommands: [.audit]),
    OptionSpec(
      name: "--baseline", placeholder: "file", value: .string(\.audit.baseline, isPath: true),
      configKey: "baseline",
      help: """
        Report only the findings this baseline does not hold, and say how many of its findings are gone. \
        Findings are matched by rule, file, identifier and class, never by line.
        """,
      subcommands: [.audit]),
    OptionSpec(
      name: "--rules-url", placeholder: "url", value: .string(\.audit.rulesURL, isPath: false),
      configKey: "rulesURL",
      help: """
        The absolute URL of the page that documents the rules, for SARIF's help links (each rule's \
        anchor is appended). (default: \(AuditRuleDocumentation.reference))
        """,
      subcommands: [.audit]),
    OptionSpec(
      name: "--write-baseline", placeholder: "file", value: .string(\.audit.writeBaseline, isPath: false),
      help: "Write today's findings to this baseline (atomically), then report as usual.",
      subcommands: [.audit]),
    OptionSpec(
      name: "--stamp", placeholder: "file", value: .string(\.audit.stamp, isPath: false),
      help: """
        When the run exits 0, write this Swift file holding one comment (atomically, and only when its \
        content changed); otherwise remove it. The audit plugin declares it as its output, so that a \
        build reruns the audit only when an input changed or the last audit failed.
        """,
      subcommands: [.audit]),
    OptionSpec(
      name: "--base", placeholder: "name=kind", value: .bases, configKey: "bases",
      help: "Declare a reusable-view base class from another module. Repeatable.",
      helpFor: [
        .generate: """
        Declare a reusable-view base class from another module, such as \
        SwipeTableViewCell=tableViewCell. Repeatable.
        """
      ],
      subcommands: every),
    OptionSpec(
      name: "--format", placeholder: "format", value: choice(\.format, ReportFormat.allCases),
      configKey: "format", help: "text or json. (default: text)",
      helpFor: [
        .audit: """
        xcode (diagnostics and a summary; text is the same), json, sarif (SARIF 2.1.0 for code scanning), \
        github-actions (workflow annotations) or codeclimate (GitLab Code Quality). (default: xcode)
        """
      ],
      subcommands: [.list, .audit, .targets],
      choicesFor: [
        .list: [ReportFormat.text, .json].map(\.rawValue),
        .targets: [ReportFormat.text, .json].map(\.rawValue),
        .audit: [ReportFormat.xcode, .text, .json, .sarif, .githubActions, .codeclimate].map(\.rawValue),
      ]),
    OptionSpec(
      name: "--context", placeholder: "path", value: .strings(\.inputs.context, isPath: true),
      configKey: "context",
      help: "Sources of a module this one depends on, as generate reads them. Repeatable.",
      helpFor: [
        .generate: """
        A folder of a module this one depends on: its classes, identifiers and helpers are read for \
        lookup, never generated for. The module is named after the folder. Repeatable.
        """,
        .list: "A folder of a module this one depends on, read for lookup. Repeatable.",
        .audit: "Sources of a module this one depends on; its registrations count. Repeatable.",
      ],
      subcommands: every),
    OptionSpec(
      name: "--config", placeholder: "file", value: .string(\.configPath, isPath: false),
      help: "Read options from this reusegen.json; the command line wins.",
      helpFor: [
        .audit: "Read the module's options from its reusegen.json; the command line wins.",
        .migrate: """
        Read the module's options from its reusegen.json, as generate does, so that identifiers and the \
        nib bundle are the generated file's; the command line wins.
        """,
      ],
      subcommands: every),
    OptionSpec(
      name: "--cache-path", placeholder: "dir", value: .string(\.cachePath, isPath: true),
      configKey: "cachePath",
      help: """
        Keep what each Swift, xib and storyboard file contributes to the scan in this folder, keyed by \
        the file's path and content, so that the next run scans only the files that changed. The output \
        is the same with or without it. (default: no cache)
        """,
      helpFor: [
        .audit: """
        Keep the report in this folder with a digest of every input file and of the command line, so \
        that a run whose inputs did not change prints it without reading the module. The output is the \
        same with or without it. (default: no cache)
        """
      ],
      subcommands: [.list, .generate, .audit]),
    OptionSpec(
      name: "--no-cache", value: .flag(\.noCache),
      help: "Use no scan cache, even when reusegen.json names one.",
      helpFor: [.audit: "Use no audit cache, even when reusegen.json names one."],
      subcommands: [.list, .generate, .audit]),
    OptionSpec(
      name: "--check", value: .flag(\.generate.check),
      help: "Write nothing; exit 1 if the output file is stale.", subcommands: [.generate]),
    OptionSpec(
      name: "--xcfilelist-inputs", placeholder: "file",
      value: .string(\.generate.xcfilelistInputs, isPath: false),
      help: "Also write the inputs as an .xcfilelist for an Xcode run-script phase.",
      subcommands: [.generate]),
    OptionSpec(
      name: "--xcfilelist-outputs", placeholder: "file",
      value: .string(\.generate.xcfilelistOutputs, isPath: false),
      help: "Also write the output as an .xcfilelist for an Xcode run-script phase.",
      subcommands: [.generate]),
  ]
}
