/// The module name SwiftPM and Xcode derive from a target, product or folder name. It is the one rule for
/// the command line's default `--module` and for the plugins' `--module`: this file is also compiled into
/// both plugins (`Plugins/PluginsShared/ModuleName.swift` links to it), which cannot depend on a library.
public enum ModuleName {
  /// `name` as a C99 identifier: every character outside `[A-Za-z0-9_]` becomes `_`, and a leading digit
  /// gets a `_` prefix. An empty name becomes `_`.
  public static func c99(_ name: String) -> String {
    var result = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
          ? Character(scalar) : "_"
      })
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
    return result.isEmpty ? "_" : result
  }
}
