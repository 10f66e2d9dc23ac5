/// The byte lengths of a set of names, as the bits of one integer: a word of another length is ruled out
/// with one test, before a `String` is made of it or hashed, which is what most words of a file cost when
/// they are looked up in a `Set<String>`. Lengths of 63 bytes or more share the last bit, so a match says
/// only that the word may be one of the names.
struct NameLengths: Sendable {
  private let bits: UInt64

  init(_ names: some Sequence<String>) {
    bits = names.reduce(0) { $0 | Self.bit($1.utf8.count) }
  }

  /// The lengths themselves, in bytes.
  init(lengths: some Sequence<Int>) {
    bits = lengths.reduce(0) { $0 | Self.bit($1) }
  }

  /// Whether a name of `length` bytes may be among the names.
  func mayContain(length: Int) -> Bool { bits & Self.bit(length) != 0 }

  // Concrete comparisons and a masking shift: the generic `min`, `max` and `<<` cost a debug build (the
  // plugins') twenty times as much, for every word of the module.
  private static func bit(_ length: Int) -> UInt64 {
    let clamped = length < 0 ? 0 : length > 63 ? 63 : length
    return 1 &<< UInt64(clamped)
  }
}
