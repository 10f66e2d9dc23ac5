import Foundation

/// A parsed command line.
package struct ParsedCommandLine: Sendable, Equatable {
  /// What to do.
  package var invocation: Invocation
  /// The options given on the command line, by long name, which win over the configuration file.
  package var explicitOptions: Set<String> = []
}

/// Parses the command line by hand, from the options `OptionSpec.all` declares, in swift-argument-parser's
/// conventions: `--option value` or `--option=value`, repeatable options, `--` to end options, and a usage
/// error for anything unknown.
package enum ArgumentParser {
  /// Parses `arguments`, which exclude the program name; relative paths are read from `currentDirectory`.
  /// The configuration file, if one is named, is read by the caller.
  package static func parse(_ arguments: [String], currentDirectory: String = "") throws(UsageError)
    -> ParsedCommandLine
  {
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
        throw UsageError(
          "Unknown subcommand '\(name)'"
            + (Subcommand.nearest(to: name).map { "; did you mean '\($0)'?" } ?? ""),
          subcommand: nil)
      }
      return ParsedCommandLine(invocation: .help(subcommand))
    default:
      // `reusegen lsit App` means `list`, not a path named "lsit": said so, unless such a path exists.
      if Subcommand(rawValue: first) == nil, let nearest = Subcommand.nearest(to: first),
        !FileManager.default.fileExists(atPath: InputDiscovery.absolute(first, from: currentDirectory))
      {
        throw UsageError("Unknown subcommand '\(first)'; did you mean '\(nearest)'?", subcommand: nil)
      }
      let subcommand = Subcommand(rawValue: first) ?? .generate
      if subcommand.rawValue == first { arguments.removeFirst() }
      return try parse(arguments, subcommand: subcommand, currentDirectory: currentDirectory)
    }
  }

  private static func parse(_ arguments: ArraySlice<String>, subcommand: Subcommand, currentDirectory: String)
    throws(UsageError) -> ParsedCommandLine
  {
    var configuration = RunConfiguration(subcommand, currentDirectory: currentDirectory)
    var arguments = arguments
    var optionsEnded = false
    var seen = Set<String>()
    while let argument = arguments.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        configuration.inputs.paths.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" { return ParsedCommandLine(invocation: .help(subcommand)) }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let option = OptionSpec.named(name, in: subcommand) else {
        throw UsageError("Unknown option '\(name)'", subcommand: subcommand)
      }
      seen.insert(option.name)
      func value() throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = arguments.first, !value.hasPrefix("--") else {
          throw UsageError(
            "Missing value for '\(option.name) <\(option.placeholder ?? "")>'", subcommand: subcommand)
        }
        arguments.removeFirst()
        return value
      }
      switch option.value {
      case .flag(let keyPath):
        // A flag takes no value: `--check=yes` is as unknown as swift-argument-parser finds it.
        guard inline == nil else { throw UsageError("Unknown option '\(name)'", subcommand: subcommand) }
        configuration[keyPath: keyPath] = true
      case .string(let keyPath, _): configuration[keyPath: keyPath] = try value()
      case .strings(let keyPath, _): configuration[keyPath: keyPath].append(try value())
      case .choice:
        let raw = try value()
        if let accepted = option.select(raw, for: subcommand, in: &configuration) {
          let list = accepted.map { "'\($0)'" }.joined(separator: ", ")
          throw UsageError(
            "The value '\(raw)' is invalid for '\(option.name)'. Please provide one of \(list).",
            subcommand: subcommand)
        }
      case .bases:
        let raw = try value()
        let parts = raw.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, let kind = ViewKind(rawValue: parts[1]) else {
          let kinds = ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(
            "The value '\(raw)' is invalid for '--base'. Expected Name=kind with kind one of \(kinds).",
            subcommand: subcommand)
        }
        configuration.inputs.bases[parts[0]] = kind
      }
    }
    if subcommand == .targets {
      guard configuration.inputs.paths.count <= 1 else {
        throw UsageError(
          "'targets' reads one project; got \(configuration.inputs.paths.count)", subcommand: subcommand)
      }
    } else if configuration.inputs.project != nil, !configuration.inputs.paths.isEmpty {
      throw UsageError(
        "Paths cannot be given beside '--project': the target's files are read from the project "
          + "(use --exclude to leave some out)",
        subcommand: subcommand)
    } else if configuration.inputs.paths.isEmpty, configuration.configPath == nil,
      configuration.inputs.project == nil
    {
      throw UsageError("Missing expected argument '<path> ...'", subcommand: subcommand)
    }
    return ParsedCommandLine(invocation: .run(configuration), explicitOptions: seen)
  }
}

extension Subcommand {
  /// The subcommand `word` is a slip of, at most two letters off, or `nil`; a word with a `/` or a `.` is
  /// a path, never a slip.
  static func nearest(to word: String) -> String? {
    guard !word.contains("/"), !word.contains(".") else { return nil }
    let candidates = allCases.map(\.rawValue) + ["help"]
    return candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein's distance between two words, by characters.
  private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let (a, b) = (Array(lhs), Array(rhs))
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1]
      for (j, right) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
