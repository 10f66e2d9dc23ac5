/// Build settings as Xcode resolves them for one target and configuration: a stack of levels, the
/// highest first (the target's own settings, its `.xcconfig`, the project's settings, the project's
/// `.xcconfig`), where a level's value hides the ones below it and `$(inherited)` reads the next one
/// down. `$(NAME)`, `${NAME}` and `$NAME` read NAME from the top, with Xcode's modifiers
/// `:c99extidentifier`, `:identifier`, `:rfc1034identifier`, `:lower` and `:upper`. Only unconditional
/// settings are read: `KEY[sdk=…]` applies to one platform, and a module name that depends on one is rare.
struct BuildSettings {
  /// The levels, the highest first.
  var levels: [[String: String]]
  /// What Xcode defines itself: `TARGET_NAME`, `PROJECT_NAME`, `SRCROOT` and the like.
  var builtins: [String: String]

  /// Expansion stops this deep, so that a cycle of settings ends.
  private static let maximumDepth = 16

  /// The value of `key`, fully expanded, or `nil` when no level sets it.
  func value(_ key: String) -> String? { value(key, from: 0, depth: 0) }

  private func value(_ key: String, from level: Int, depth: Int) -> String? {
    guard depth < BuildSettings.maximumDepth else { return nil }
    for index in level..<levels.count {
      if let raw = levels[index][key] { return expand(raw, of: key, level: index, depth: depth + 1) }
    }
    return builtins[key]
  }

  /// `raw`, the value of `key` at `level`, with its references replaced.
  private func expand(_ raw: String, of key: String, level: Int, depth: Int) -> String {
    guard raw.contains("$") else { return raw }
    let scalars = Array(raw.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "$", let (reference, end) = BuildSettings.reference(in: scalars, at: index)
      else {
        result.append(scalars[index])
        index += 1
        continue
      }
      index = end
      let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      var value =
        parts[0] == "inherited"
        ? self.value(key, from: level + 1, depth: depth) ?? ""
        : self.value(parts[0], from: 0, depth: depth) ?? ""
      for modifier in parts.dropFirst() { value = BuildSettings.apply(modifier, to: value) }
      result.append(contentsOf: value.unicodeScalars)
    }
    return String(result)
  }

  /// The reference that starts with the `$` at `start`, and the index after it: `$(A:m)`, `${A}` or `$A`.
  private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    guard start + 1 < scalars.count else { return nil }
    let open = scalars[start + 1]
    if open == "(" || open == "{" {
      let close: Unicode.Scalar = open == "(" ? ")" : "}"
      guard let end = scalars[(start + 2)...].firstIndex(of: close) else { return nil }
      return (String(String.UnicodeScalarView(scalars[(start + 2)..<end])), end + 1)
    }
    var end = start + 1
    while end < scalars.count, isNameCharacter(scalars[end]) { end += 1 }
    guard end > start + 1 else { return nil }
    return (String(String.UnicodeScalarView(scalars[(start + 1)..<end])), end)
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
  }

  /// Xcode's setting modifiers that a module name may use; any other leaves the value as it is.
  static func apply(_ modifier: String, to value: String) -> String {
    switch modifier {
    // An empty value stays empty: `Lockbox$(:c99extidentifier)` is `Lockbox`, not `Lockbox_`.
    case "c99extidentifier", "identifier": value.isEmpty ? "" : ModuleName.c99(value)
    case "rfc1034identifier":
      String(value.unicodeScalars.map { isNameCharacter($0) && $0 != "_" || $0 == "." ? Character($0) : "-" })
    case "lower": value.lowercased()
    case "upper": value.uppercased()
    default: value
    }
  }
}
