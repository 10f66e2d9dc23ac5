/// A parsed command line.
public struct ParsedCommandLine: Sendable, Equatable {
  /// What to do.
  public var invocation: Invocation
  /// The `--config` file, if named.
  public var configPath: String?
  /// The options given on the command line, which win over the configuration file.
  public var explicitOptions: Set<String> = []
}

/// Parses the command line by hand, in swift-argument-parser's conventions: `--option value` or
/// `--option=value`, repeatable `--exclude`, `--` to end options, and a usage error for anything unknown.
public enum ArgumentParser {
  /// Parses `arguments`, which exclude the program name. The configuration file, if one is named, is
  /// read by the caller.
  public static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
    var arguments = arguments[...]
    guard let first = arguments.first else {
      throw UsageError("Missing expected argument '<path> ...'", subcommand: .generate)
    }
    switch first {
    case "--help", "-h":
      return ParsedCommandLine(invocation: .help(nil))
    case "--version":
      return ParsedCommandLine(invocation: .version)
    case "help":
      arguments.removeFirst()
      guard let name = arguments.first else { return ParsedCommandLine(invocation: .help(nil)) }
      guard let subcommand = Subcommand(rawValue: name) else {
        throw UsageError("Unknown subcommand '\(name)'", subcommand: nil)
      }
      return ParsedCommandLine(invocation: .help(subcommand))
    case "list":
      arguments.removeFirst()
      return try parseList(arguments)
    case "generate":
      arguments.removeFirst()
      return try parseGenerate(arguments)
    case "audit":
      arguments.removeFirst()
      return try parseAudit(arguments)
    case "migrate":
      arguments.removeFirst()
      return try parseMigrate(arguments)
    default:
      return try parseGenerate(arguments)
    }
  }

  private static func parseGenerate(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedCommandLine {
    var options = GenerateOptions()
    var reader = Reader(arguments: arguments, subcommand: .generate)
    var configPath: String?
    while let argument = try reader.next() {
      if try reader.read(argument, into: &options.inputs) { continue }
      switch argument {
      case .positional: break
      case .help: return ParsedCommandLine(invocation: .help(.generate))
      case .option("--output", let value), .option("-o", let value):
        options.output = try reader.value(for: "--output", value)
      case .option("--access", let value):
        options.access = try reader.choice(for: "--access", value, from: [AccessLevel.internal, .public])
      case .option("--bundle", let value):
        options.bundle = try reader.choice(for: "--bundle", value, from: NibBundle.allCases)
      case .option("--config", let value): configPath = try reader.value(for: "--config", value)
      case .option("--xcfilelist-inputs", let value):
        options.xcfilelistInputs = try reader.value(for: "--xcfilelist-inputs", value)
      case .option("--xcfilelist-outputs", let value):
        options.xcfilelistOutputs = try reader.value(for: "--xcfilelist-outputs", value)
      case .option("--check", nil): options.check = true
      case .option("--quiet", nil), .option("-q", nil): options.quiet = true
      case .option(let name, _): throw reader.unknown(name)
      }
    }
    if options.inputs.paths.isEmpty, configPath == nil {
      throw UsageError("Missing expected argument '<path> ...'", subcommand: .generate)
    }
    return ParsedCommandLine(
      invocation: .generate(options), configPath: configPath, explicitOptions: reader.seen)
  }

  private static func parseList(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedCommandLine {
    var options = ListOptions()
    var reader = Reader(arguments: arguments, subcommand: .list)
    var configPath: String?
    while let argument = try reader.next() {
      if try reader.read(argument, into: &options.inputs) { continue }
      switch argument {
      case .positional: break
      case .help: return ParsedCommandLine(invocation: .help(.list))
      case .option("--format", let value):
        options.format = try reader.choice(for: "--format", value, from: ListOptions.Format.allCases)
      case .option("--config", let value): configPath = try reader.value(for: "--config", value)
      case .option(let name, _): throw reader.unknown(name)
      }
    }
    if options.inputs.paths.isEmpty, configPath == nil {
      throw UsageError("Missing expected argument '<path> ...'", subcommand: .list)
    }
    return ParsedCommandLine(invocation: .list(options), configPath: configPath, explicitOptions: reader.seen)
  }

  /// Reads arguments one at a time, splitting `--name=value`.
  struct Reader {
    enum Argument {
      case positional(String)
      case option(String, String?)
      case help
    }

    var arguments: ArraySlice<String>
    let subcommand: Subcommand
    var optionsEnded = false
    var seen = Set<String>()
    static let longNames = ["-q": "--quiet", "-o": "--output"]

    mutating func next() throws(UsageError) -> Argument? {
      guard let argument = arguments.popFirst() else { return nil }
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" { return .positional(argument) }
      if argument == "--" {
        optionsEnded = true
        return try next()
      }
      if argument == "--help" || argument == "-h" { return .help }
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        let name = String(argument[..<equals])
        seen.insert(name)
        return .option(name, String(argument[argument.index(after: equals)...]))
      }
      seen.insert(Self.longNames[argument] ?? argument)
      return .option(argument, nil)
    }

    /// The option's value: the part after `=`, or the next argument.
    /// Reads `argument` into the shared input options, when it is one of them.
    mutating func read(_ argument: Argument, into inputs: inout InputOptions) throws(UsageError) -> Bool {
      switch argument {
      case .positional(let path): inputs.paths.append(path)
      case .option("--module", let value): inputs.module = try self.value(for: "--module", value)
      case .option("--identifier-style", let value):
        inputs.identifierStyle = try choice(for: "--identifier-style", value, from: IdentifierStyle.allCases)
      case .option("--exclude", let value): inputs.excludes.append(try self.value(for: "--exclude", value))
      case .option("--base", let value):
        let (name, kind) = try base(try self.value(for: "--base", value))
        inputs.bases[name] = kind
      case .option("--context", let value): inputs.context.append(try self.value(for: "--context", value))
      case .option("--support-module", let value):
        inputs.supportModule = try self.value(for: "--support-module", value)
      default: return false
      }
      return true
    }

    mutating func value(for name: String, _ inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      guard let value = arguments.first, !value.hasPrefix("--") else {
        throw UsageError("Missing value for '\(name) <\(Self.placeholder(name))>'", subcommand: subcommand)
      }
      arguments.removeFirst()
      return value
    }

    mutating func choice<Choice: RawRepresentable>(
      for name: String,
      _ inline: String?,
      from choices: [Choice]
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
      let raw = try value(for: name, inline)
      guard let choice = choices.first(where: { $0.rawValue == raw }) else {
        let list = choices.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw UsageError(
          "The value '\(raw)' is invalid for '\(name)'. Please provide one of \(list).",
          subcommand: subcommand)
      }
      return choice
    }

    func base(_ raw: String) throws(UsageError) -> (String, ViewKind) {
      let parts = raw.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, let kind = ViewKind(rawValue: parts[1]) else {
        let kinds = ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(
          "The value '\(raw)' is invalid for '--base'. Expected Name=kind with kind one of \(kinds).",
          subcommand: subcommand)
      }
      return (parts[0], kind)
    }

    func unknown(_ name: String) -> UsageError {
      UsageError("Unknown option '\(name)'", subcommand: subcommand)
    }

    private static func placeholder(_ name: String) -> String {
      switch name {
      case "--output", "--config", "--xcfilelist-inputs", "--xcfilelist-outputs": return "file"
      case "--exclude": return "glob"
      case "--context": return "path"
      case "--base": return "name=kind"
      default: return String(name.dropFirst(2))
      }
    }
  }
}
