extension StringConstant {
  /// Whether this is a static member of an `extension TypedReuseIdentifier where View == X { … }`, as
  /// `migrate` declares them (GeneratedAPI.md, "Typed identifiers"). Such a member is named after the app's
  /// string, which is often the name of the app's own global constant of that string. The support type is
  /// a struct, which nothing inherits from, so a bare name outside its extensions never finds the member:
  /// Swift reads the global there, and so must lookup.
  var isTypedIdentifierMember: Bool {
    guard case .member(let owner) = scope, let last = owner.split(separator: ".").last else { return false }
    return TypedIdentifierIndex.typeNames.contains(String(last))
  }
}
