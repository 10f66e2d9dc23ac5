/// The names a lookup was asked for, each with the table it was asked of.
final class NameRecorder {
  var keys: Set<NameKey> = []
}

/// A name asked of one of `SourceLookup`'s tables.
struct NameKey: Hashable {
  var kind: DeclarationKeys.Kind
  var name: String
}
