#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed byte string to find in files: most files hold none of the rare words some checks read
/// (a suppression marker, `TypedReuseIdentifier`), and one search of their bytes spares those checks the
/// walk through every token.
struct ByteSearch: Sendable {
  private let pattern: [UInt8]
  /// The position in `pattern` of the byte searched for with `memchr`: the rarest in code, so that few
  /// candidates are compared whole.
  private let anchor: Int

  init(_ pattern: String, anchor: Character) {
    self.pattern = Array(pattern.utf8)
    let anchorByte = anchor.asciiValue!
    self.anchor = self.pattern.firstIndex(of: anchorByte)!
  }

  /// A search anchored on the pattern's byte that Swift code holds least often, for patterns made at run
  /// time (`.type`): anchored on its `e`, which is one byte in twelve of real code, a search of a module
  /// stopped at nearly every line; its `y` is one in a hundred and fifty.
  init(_ pattern: String) {
    self.pattern = Array(pattern.utf8)
    var rarest = 0
    for index in self.pattern.indices
    where Self.frequency(of: self.pattern[index]) < Self.frequency(of: self.pattern[rarest]) {
      rarest = index
    }
    anchor = rarest
  }

  /// The bytes of Swift code, most frequent first, as counted over the real apps of
  /// `Benchmarks/real-apps`; any other byte is rarer than all of them.
  private static let commonBytes = Array(" etiroansl\ncdu.pgmfh:w()bSv/yC=I,{}AVT\"kDLxPURMBNF".utf8)

  /// A rank that falls as the byte gets rarer in code.
  private static func frequency(of byte: UInt8) -> Int {
    commonBytes.firstIndex(of: byte).map { commonBytes.count - $0 } ?? 0
  }

  /// Whether `bytes` hold the pattern anywhere: each anchor byte is found with `memchr`, and the bytes
  /// around it are compared with the pattern.
  func occurs(in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(occurs(in:))
  }

  /// Whether `haystack` holds the pattern anywhere, as `occurs(in:)` searches an array.
  func occurs(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = pattern.count
    guard haystack.count >= count else { return false }
    let anchorByte = Int32(pattern[anchor])
    let base = haystack.baseAddress!
    var offset = anchor
    while offset < haystack.count - (count - anchor - 1) {
      guard let found = memchr(base + offset, anchorByte, haystack.count - offset) else { return false }
      let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      let start = position - anchor
      // `memcmp`, not `elementsEqual`: in a debug build (the plugins') the generic comparison of a slice
      // took a sixth of `audit`'s time.
      if start + count <= haystack.count,
        pattern.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, count) }) == 0
      {
        return true
      }
      offset = position + 1
    }
    return false
  }
}
