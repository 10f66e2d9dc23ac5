/// The helper host a scanned extension extends: the scanner's `TypeReference` read as Model's `HelperHost`.
extension HelperHost {
  /// The class an extension of `type`, as the scanner reads an extended type, extends: its dotted names
  /// without backticks or generic arguments, as the index reads an extension's path.
  init?(extended type: TypeReference) {
    self.init(extendedPath: type.components.joined(separator: "."))
  }
}
