/// The words that matter to the scanner. Every other identifier is `.other`.
enum Word: Equatable {
  case `class`
  case `struct`
  case `enum`
  case actor
  case `protocol`
  case `extension`
  case `typealias`
  case `import`
  case `where`
  /// `func`, `init` or `subscript`, whose generic parameters make their local types generic.
  case function
  /// `var` or `let`.
  case variable
  /// `static`, which also makes a following `var`, `let` or `func` a type member.
  case `static`
  case access(AccessLevel)
  /// A declaration modifier that is not an access level, such as `final` or `nonisolated`.
  case modifier
  case other

  /// The words the scanner tells apart, with their spellings.
  fileprivate static let spellings: [(String, Word)] = {
    let words: [(String, Word)] = [
      ("class", .class), ("struct", .struct), ("enum", .enum), ("actor", .actor), ("protocol", .protocol),
      ("extension", .extension), ("typealias", .typealias), ("import", .import), ("where", .where),
      ("func", .function), ("init", .function), ("subscript", .function), ("var", .variable),
      ("let", .variable), ("static", .static),
      ("private", .access(.private)), ("fileprivate", .access(.fileprivate)),
      ("internal", .access(.internal)), ("package", .access(.package)), ("public", .access(.public)),
      ("open", .access(.open)),
    ]
    let modifiers = [
      "final", "nonisolated", "indirect", "dynamic", "override", "required", "convenience",
      "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "distributed", "isolated", "prefix",
      "postfix", "infix", "consuming", "borrowing", "sending",
    ]
    return words + modifiers.map { ($0, Word.modifier) }
  }()

  /// Classifies the identifier spelled by `bytes[start..<end]`.
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Word {
    WordTable.shared.classify(bytes, start: start, end: end)
  }

  /// Whether the identifier spelled by `bytes[start..<end]` is one of `reservedAfterClass`, compared as
  /// bytes: it is asked for every declaration of a module.
  static func isReservedAfterClass(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
    switch classify(bytes, start: start, end: end) {
    case .function, .variable, .static, .class, .typealias, .import, .struct, .enum, .protocol, .extension:
      // `func`, `init`, `subscript`, `var`, `let` and the other words of the set that `Word` knows.
      return true
    default:
      return otherReservedAfterClass.contains { Keywords.equals(bytes, start: start, end: end, $0) }
    }
  }

  /// The words of `reservedAfterClass` that `Word` does not tell apart.
  private static let otherReservedAfterClass = ["deinit", "case", "operator", "associatedtype"].map {
    Array($0.utf8)
  }

  /// Reserved words that can follow `class` and so are never a class's name.
  static let reservedAfterClass: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "static", "class", "typealias", "case", "import",
    "struct", "enum", "protocol", "extension", "operator", "associatedtype",
  ]
}

/// `Word`'s spellings laid out for `Word.classify`, which runs for every identifier of a module: grouped by
/// first byte, each packed into two integers so that a comparison is two instructions, in memory that is
/// filled once and never written again, so the scanning threads share it without reference counting.
struct WordTable: @unchecked Sendable {
  static let shortest = 3
  static let longest = 11

  /// For each first byte, a bit for each length that a word starting with it has.
  private let lengths: UnsafeMutablePointer<UInt16>
  /// For each first byte, where its words start in `packed`; entry 256 ends the last group.
  private let firstEntry: UnsafeMutablePointer<Int>
  /// The words' spellings, packed, grouped by first byte.
  private let packed: UnsafeMutablePointer<PackedSpelling>
  /// For each entry of `packed`, its word.
  private let words: UnsafeMutablePointer<Word>

  static let shared = WordTable()

  /// Classifies the identifier spelled by `bytes[start..<end]`.
  @inline(__always)
  func classify(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Word {
    let length = end - start
    guard length >= Self.shortest, length <= Self.longest else { return .other }
    let first = Int(bytes[start])
    // Most identifiers share no first byte and length with any word, and one load rules them out.
    guard lengths[first] & (1 << UInt16(length)) != 0 else { return .other }
    let spelling = Self.pack(bytes, start: start, end: end)
    var entry = firstEntry[first]
    let last = firstEntry[first + 1]
    while entry < last {
      if packed[entry] == spelling { return words[entry] }
      entry += 1
    }
    return .other
  }

  private init() {
    let spellings = Word.spellings.map { (bytes: Array($0.0.utf8), word: $0.1) }
    lengths = .allocate(capacity: 256)
    lengths.initialize(repeating: 0, count: 256)
    firstEntry = .allocate(capacity: 257)
    packed = .allocate(capacity: spellings.count)
    words = .allocate(capacity: spellings.count)
    var entry = 0
    for first in 0..<256 {
      firstEntry[first] = entry
      for (spelling, word) in spellings where Int(spelling[0]) == first {
        precondition(spelling.count >= Self.shortest && spelling.count <= Self.longest)
        lengths[first] |= 1 << UInt16(spelling.count)
        packed[entry] = spelling.withUnsafeBufferPointer { Self.pack($0, start: 0, end: $0.count) }
        (words + entry).initialize(to: word)
        entry += 1
      }
    }
    firstEntry[256] = entry
  }

  /// Up to 11 bytes and their count in two integers; callers check the length against `longest` first.
  @inline(__always)
  fileprivate static func pack(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> PackedSpelling {
    let length = end - start
    guard let base = bytes.baseAddress, start + 16 <= bytes.count else {
      return packByteByByte(bytes, start: start, end: end)
    }
    // Two unaligned loads, masked to the word's length, instead of a loop over its bytes.
    let raw = UnsafeRawPointer(base + start)
    let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    let lowMask: UInt64 = length >= 8 ? ~0 : (1 << UInt64(8 * length)) - 1
    let highMask: UInt64 = length <= 8 ? 0 : (1 << UInt64(8 * (length - 8))) - 1
    return PackedSpelling(low: low & lowMask, high: (high & highMask) | UInt64(length) << 56)
  }

  /// `pack` for the last bytes of an input, where the unaligned loads would read past its end.
  private static func packByteByByte(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int)
    -> PackedSpelling
  {
    var low: UInt64 = 0
    var high = UInt64(end - start) << 56
    for index in start..<end {
      let offset = index - start
      if offset < 8 {
        low |= UInt64(bytes[index]) << UInt64(8 * offset)
      } else {
        high |= UInt64(bytes[index]) << UInt64(8 * (offset - 8))
      }
    }
    return PackedSpelling(low: low, high: high)
  }
}

/// A spelling of at most 11 bytes: the first eight in `low`, the rest and the length in `high`.
private struct PackedSpelling: Equatable {
  var low: UInt64
  var high: UInt64
}
