import Foundation

/// `reusegen.json`: the command line's options in camelCase keys. Values from the command line win.
public struct Configuration: Sendable, Equatable {
  /// The keys the file may hold.
  public static let keys: [String] = [
    "paths", "output", "module", "access", "identifierStyle", "bundle", "supportModule", "exclude", "quiet",
    "bases", "format", "context",
  ]

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
  public static func parse(_ data: Data, path: String, baseDirectory: String) throws(InputError)
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
      switch key {
      case "paths", "exclude", "context":
        guard let strings = value as? [String] else { throw fail("an array of strings") }
        configuration.values[key] = .strings(
          key == "exclude" ? strings : strings.map { InputDiscovery.absolute($0, from: baseDirectory) })
      case "output":
        guard let string = value as? String else { throw fail("a string") }
        configuration.values[key] = .string(InputDiscovery.absolute(string, from: baseDirectory))
      case "module", "access", "identifierStyle", "bundle", "supportModule", "format":
        guard let string = value as? String else { throw fail("a string") }
        configuration.values[key] = .string(string)
      case "quiet":
        guard let bool = value as? Bool else { throw fail("true or false") }
        configuration.values[key] = .bool(bool)
      case "bases":
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
      default:
        throw InputError(
          "unknown key '\(key)'; expected one of \(keys.joined(separator: ", "))", path: path)
      }
    }
    return configuration
  }

  /// The support module the file names, if any.
  public var supportModule: String? {
    if case .string(let value)? = values["supportModule"] { return value }
    return nil
  }

  /// Fills the options the command line left unset. `explicit` names the options the command line set.
  public func apply(to options: inout GenerateOptions, explicit: Set<String>) throws(InputError) {
    try apply(to: &options.inputs, explicit: explicit)
    if !explicit.contains("--output"), case .string(let value)? = values["output"] { options.output = value }
    if !explicit.contains("--access"), case .string(let value)? = values["access"] {
      options.access = try choice("access", value, [AccessLevel.internal, .public])
    }
    if !explicit.contains("--bundle"), case .string(let value)? = values["bundle"] {
      options.bundle = try choice("bundle", value, NibBundle.allCases)
    }
    if !explicit.contains("--quiet"), case .bool(let value)? = values["quiet"] { options.quiet = value }
  }

  /// Fills the `list` options the command line left unset.
  public func apply(to options: inout ListOptions, explicit: Set<String>) throws(InputError) {
    try apply(to: &options.inputs, explicit: explicit)
    if !explicit.contains("--format"), case .string(let value)? = values["format"] {
      options.format = try choice("format", value, ListOptions.Format.allCases)
    }
  }

  /// The nib bundle the file names, if any.
  func bundle() throws(InputError) -> NibBundle? {
    guard case .string(let value)? = values["bundle"] else { return nil }
    return try choice("bundle", value, NibBundle.allCases)
  }

  /// Fills the shared input options; lists from the file come before the command line's.
  func apply(to options: inout InputOptions, explicit: Set<String>) throws(InputError) {
    if options.paths.isEmpty, case .strings(let paths)? = values["paths"] { options.paths = paths }
    if !explicit.contains("--module"), case .string(let value)? = values["module"] { options.module = value }
    if !explicit.contains("--identifier-style"), case .string(let value)? = values["identifierStyle"] {
      options.identifierStyle = try choice("identifierStyle", value, IdentifierStyle.allCases)
    }
    if case .strings(let value)? = values["exclude"] { options.excludes = value + options.excludes }
    if case .strings(let value)? = values["context"] { options.context = value + options.context }
    if !explicit.contains("--support-module"), case .string(let value)? = values["supportModule"] {
      options.supportModule = value
    }
    if case .bases(let value)? = values["bases"] {
      options.bases.merge(value) { commandLine, _ in commandLine }
    }
  }

  private func choice<Choice: RawRepresentable>(_ key: String, _ raw: String, _ choices: [Choice])
    throws(InputError) -> Choice where Choice.RawValue == String
  {
    guard let choice = choices.first(where: { $0.rawValue == raw }) else {
      let list = choices.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw InputError("'\(raw)' is invalid for '\(key)'; expected one of \(list)", path: path)
    }
    return choice
  }
}
