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

  /// Parses the file's data. Paths in it are relative to the file's folder, `baseDirectory`.
  package static func parse(_ data: Data, path: String, baseDirectory: String) throws(InputError)
    -> Configuration
  {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw InputError("invalid JSON: \(error.localizedDescription)", path: path)
    }
    guard let dictionary = object as? [String: Any] else {
      throw InputError("expected a JSON object of options", path: path)
    }
    var configuration = Configuration()
    configuration.path = path
    for key in dictionary.keys.sorted() {
      let value = dictionary[key]!
      func fail(_ expected: String) -> InputError {
        InputError("'\(key)' must be \(expected)", path: path)
      }
      func absolute(_ path: String, _ isPath: Bool) -> String {
        isPath ? InputDiscovery.absolute(path, from: baseDirectory) : path
      }
      let kind: OptionSpec.Value? =
        key == "paths"
        ? .strings(\.inputs.paths, isPath: true) : OptionSpec.all.first { $0.configKey == key }?.value
      switch kind {
      case .strings(_, let isPath)?:
        guard let strings = value as? [String] else { throw fail("an array of strings") }
        configuration.values[key] = .strings(strings.map { absolute($0, isPath) })
      case .string(_, let isPath)?:
        guard let string = value as? String else { throw fail("a string") }
        configuration.values[key] = .string(absolute(string, isPath))
      case .choice?:
        guard let string = value as? String else { throw fail("a string") }
        configuration.values[key] = .string(string)
      case .flag?:
        guard let bool = value as? Bool else { throw fail("true or false") }
        configuration.values[key] = .bool(bool)
      case .bases?:
        guard let table = value as? [String: String] else { throw fail("an object of class names to kinds") }
        var bases: [String: ViewKind] = [:]
        for (name, raw) in table {
          guard let kind = ViewKind(rawValue: raw) else {
            let kinds = ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError("base '\(name)' has kind '\(raw)'; expected one of \(kinds)", path: path)
          }
          bases[name] = kind
        }
        configuration.values[key] = .bases(bases)
      case nil:
        throw InputError(
          "unknown key '\(key)'; expected one of \(keys.joined(separator: ", "))", path: path)
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
