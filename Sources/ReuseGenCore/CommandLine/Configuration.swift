import Foundation

/// `reusegen.json`: the command line's options in camelCase keys, as `OptionSpec.all` names them, and
/// `paths`. Values from the command line win.
package struct Configuration: Sendable, Equatable {
  /// The keys the file may hold.
  package static let keys: [String] = ["paths"] + OptionSpec.all.compactMap(\.configKey)

  var values: [String: ConfigValue] = [:]
  /// The file's path as given, for errors.
  var path = "reusegen.json"

  enum ConfigValue: Sendable, Equatable {
    case string(String)
    case strings([String])
    case bool(Bool)
    case bases([String: ViewKind])
  }

  /// Parses the file's bytes. Paths in it are relative to the file's folder, `baseDirectory`.
  ///
  /// Every key and value is checked here, whichever subcommand reads the file and whether or not it takes
  /// the option, so that a file one subcommand accepts no other refuses. Errors point at the key or value,
  /// as `path:line:column`. The file is strict JSON: a trailing comma, a comment or a duplicate key is an
  /// error at its place.
  package static func parse(_ bytes: [UInt8], path: String, baseDirectory: String) throws(InputError)
    -> Configuration
  {
    let root: LocatedJSON
    do {
      root = try LocatedJSON.parse(bytes, path: path)
    } catch {
      throw InputError("invalid JSON: \(error.message)", at: error.location)
    }
    guard case .object(let members) = root.value else {
      throw InputError("expected a JSON object of options", at: root.location)
    }
    var configuration = Configuration()
    configuration.path = path
    for member in members {
      let (key, value) = (member.key, member.value)
      func fail(_ expected: String) -> InputError {
        InputError("'\(key)' must be \(expected)", at: value.location)
      }
      func absolute(_ path: String, _ isPath: Bool) -> String {
        isPath ? InputDiscovery.absolute(path, from: baseDirectory) : path
      }
      let kind: OptionSpec.Value? =
        key == "paths"
        ? .strings(\.inputs.paths, isPath: true) : OptionSpec.all.first { $0.configKey == key }?.value
      switch (kind, value.value) {
      case (.strings(_, let isPath)?, _):
        guard let strings = value.strings else { throw fail("an array of strings") }
        configuration.values[key] = .strings(strings.map { absolute($0, isPath) })
      case (.string(_, let isPath)?, .string(let string)):
        configuration.values[key] = .string(absolute(string, isPath))
      case (.string?, _): throw fail("a string")
      case (.choice(let choices, _)?, .string(let string)):
        guard choices.contains(string) else {
          let list = choices.map { "'\($0)'" }.joined(separator: ", ")
          throw InputError("'\(string)' is invalid for '\(key)'; expected one of \(list)", at: value.location)
        }
        configuration.values[key] = .string(string)
      case (.choice?, _): throw fail("a string")
      case (.flag?, .bool(let bool)): configuration.values[key] = .bool(bool)
      case (.flag?, _): throw fail("true or false")
      case (.bases?, .object(let table)):
        var bases: [String: ViewKind] = [:]
        for entry in table {
          guard case .string(let raw) = entry.value.value, let kind = ViewKind(rawValue: raw) else {
            let kinds = ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError(
              "base '\(entry.key)' must have one of the kinds \(kinds)", at: entry.value.location)
          }
          bases[entry.key] = kind
        }
        configuration.values[key] = .bases(bases)
      case (.bases?, _): throw fail("an object of class names to kinds")
      case (nil, _):
        throw InputError(
          "unknown key '\(key)'; expected one of \(keys.joined(separator: ", "))", at: member.keyLocation)
      }
    }
    return configuration
  }

  /// The support module the file names, if any.
  package var supportModule: String? {
    if case .string(let value)? = values["supportModule"] { return value }
    return nil
  }

  /// Fills what the command line left unset, for the options `configuration`'s subcommand takes. A value
  /// of the command line (`explicit` names them) wins; lists from the file come before the command line's.
  func apply(to configuration: inout RunConfiguration, explicit: Set<String>) throws(InputError) {
    if configuration.inputs.paths.isEmpty, case .strings(let paths)? = values["paths"] {
      configuration.inputs.paths = paths
    }
    for option in OptionSpec.options(of: configuration.subcommand) {
      guard let key = option.configKey, let value = values[key] else { continue }
      switch (option.value, value) {
      case (.strings(let keyPath, _), .strings(let strings)):
        configuration[keyPath: keyPath] = strings + configuration[keyPath: keyPath]
      case (.bases, .bases(let bases)):
        configuration.inputs.bases.merge(bases) { commandLine, _ in commandLine }
      case _ where explicit.contains(option.name): break
      case (.string(let keyPath, _), .string(let string)): configuration[keyPath: keyPath] = string
      case (.flag(let keyPath), .bool(let bool)): configuration[keyPath: keyPath] = bool
      case (.choice, .string(let raw)):
        if let accepted = option.select(raw, for: configuration.subcommand, in: &configuration) {
          let list = accepted.map { "'\($0)'" }.joined(separator: ", ")
          throw InputError("'\(raw)' is invalid for '\(key)'; expected one of \(list)", path: path)
        }
      default: break
      }
    }
  }
}
