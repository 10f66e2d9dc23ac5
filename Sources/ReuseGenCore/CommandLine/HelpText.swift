/// Usage and help text, in swift-argument-parser's layout, derived from `OptionSpec.all`.
package enum HelpText {
  /// How wide usage and help lines may grow.
  static let width = 104
  /// Where option help starts, and where a usage line continues.
  private static let helpColumn = 26
  private static let usageIndent = 16

  /// The usage of a subcommand, or of the tool, wrapped so that it fits after `USAGE: `.
  package static func usage(_ subcommand: Subcommand?) -> String {
    let subcommand = subcommand ?? .generate
    let name = subcommand == .generate ? "reusegen [generate]" : "reusegen \(subcommand.rawValue)"
    let words =
      [subcommand == .targets ? "\(name) <project>" : "\(name) <path> ..."]
      + OptionSpec.options(of: subcommand).map { option in
        "[\(label(option, short: false))\(option.isRepeatable ? " ..." : "")]"
      }
    var lines = [""]
    for word in words {
      if lines[lines.count - 1].isEmpty {
        lines[lines.count - 1] = word
      } else if lines[lines.count - 1].count + 1 + word.count <= width
        - (lines.count == 1 ? "USAGE: ".count : 0)
      {
        lines[lines.count - 1] += " " + word
      } else {
        lines.append(String(repeating: " ", count: usageIndent) + word)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The full help of a subcommand, or of the tool.
  package static func help(_ subcommand: Subcommand?) -> String {
    guard let subcommand else { return toolHelp }
    let options = OptionSpec.options(of: subcommand).map { option in
      row(label(option, short: true), option.help(for: subcommand))
    }
    return """
      OVERVIEW: \(subcommand.overview)

      USAGE: \(usage(subcommand))

      ARGUMENTS:
      \(row(subcommand == .targets ? "<project>" : "<path>", subcommand.pathHelp))

      OPTIONS:
      \((options + [row("-h, --help", "Show help information.")]).joined(separator: "\n"))
      \(subcommand.epilogue.isEmpty ? "" : "\n" + subcommand.epilogue)
      """
  }

  /// `--name <placeholder>`, with the short name first when `short` and there is one.
  private static func label(_ option: OptionSpec, short: Bool) -> String {
    let names = short ? (option.short.map { "\($0), " } ?? "") + option.name : option.name
    return option.placeholder.map { "\(names) <\($0)>" } ?? names
  }

  /// One entry of ARGUMENTS or OPTIONS: the label, then the help wrapped in a column of its own; a label
  /// too long for its column puts the help on the next line.
  private static func row(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: helpColumn)
    var lines: [String] = []
    var line = "  " + label
    if line.count + 1 > helpColumn {
      lines.append(line)
      line = indent
    } else {
      line += String(repeating: " ", count: helpColumn - line.count)
    }
    var lineIsEmpty = true
    for word in help.split(separator: " ") {
      if !lineIsEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
        lineIsEmpty = true
      }
      line += (lineIsEmpty ? "" : " ") + word
      lineIsEmpty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  private static let toolHelp = """
    OVERVIEW: Generates typed UIKit register and dequeue helpers, so that no reuse identifier is a \
    hand-written string.

    USAGE: \(usage(nil))
           reusegen list <path> ... [--format text|json]
           reusegen audit <path> ... [--format xcode|json|sarif|github-actions|codeclimate]
           reusegen migrate <path> ... [--write]
           reusegen list|generate|audit|migrate --project <project> --target <name> [options]
           reusegen targets <project> [--format text|json]

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      generate (default)      Write the Swift file of conformances, helpers and registration tables.
      list                    Print the reusable views found, as text or JSON.
      audit                   Find reuse crashes in code that registers and dequeues by string.
      migrate                 Rewrite provable register and dequeue calls into the typed API.
      targets                 List an Xcode project's targets: the files, module and dependencies of each.

      See 'reusegen help <subcommand>' for detailed help.

    """
}

extension Subcommand {
  /// The first paragraph of the subcommand's help.
  fileprivate var overview: String {
    switch self {
    case .generate:
      return """
        Write the Swift file of Dequeuable conformances, typed register and dequeue helpers, and \
        registration tables.
        """
    case .list: return "Print the reusable views found in a module."
    case .targets:
      return """
        List the native targets of an Xcode project or workspace: each one's module name, product type, \
        Swift, Objective-C and Interface Builder files, bridging header and dependencies, as the other \
        subcommands read them with --project and --target.
        """
    case .audit:
      return """
        Find reuse crashes in code that registers and dequeues by string: identifiers dequeued but never \
        registered, nibs registered under another identifier than their xib's, force casts to a class other \
        than the registered one, identifiers registered for two classes, and registrations never dequeued.
        """
    case .migrate:
      return """
        Rewrite register and dequeue calls whose identifier resolves to exactly one view into the typed API \
        of the generated file: register(Cell.self), dequeueReusableCell(Cell.self, for:) without the force \
        cast, and so on. Every other byte stays as it is; a second run changes nothing.
        """
    }
  }

  /// What the `<path>` arguments are.
  fileprivate var pathHelp: String {
    switch self {
    case .generate, .list: return "Swift, .xib, .storyboard, .h and .m files, or folders to scan."
    case .audit, .migrate: return "Swift, .xib, .storyboard, .h and .m files, or folders of one module."
    case .targets:
      return "An .xcodeproj, an .xcworkspace, or a folder that holds one. (default: the current folder)"
    }
  }

  /// What the help says after the options: empty, or paragraphs that each end with an empty line.
  fileprivate var epilogue: String {
    switch self {
    case .generate:
      return """
        EXIT STATUS: 0 on success, 1 for errors in the inputs or a stale file under --check, 2 for usage
        errors.

        """
    case .list, .targets: return ""
    case .audit:
      return """
        Only what the sources prove is an error: an identifier audit cannot resolve is reported as a note,
        and a registration it cannot read makes it assume that identifier may be registered.

        Each finding names its rule in brackets; docs/Reference/Audit.md explains each rule. A comment
        '// reusegen:disable:next <rule-id> - reason' (or ':this') suppresses one finding.

        EXIT STATUS: 0 when no certain crash is found, 1 when one is (with --strict, also a warning; or the
        inputs have errors), 2 for usage errors.

        """
    case .migrate:
      return """
        EXIT STATUS: 0 on success, 1 for errors in the inputs, 2 for usage errors.

        """
    }
  }
}
