/// What one file may declare, as hashed keys: the names it may declare a type, typealias or constant of,
/// assign to, or extend. `list` and `generate` record them while scanning, and index only the files that
/// may declare a name a declared identifier's evaluation asks for (DESIGN.md §10). Each key is a superset
/// of what `SourceIndex` records under it, so a file without the key adds nothing to the answer.
struct DeclarationKeys: Sendable, Equatable {
  /// The tables of `SourceLookup` a name is asked of.
  enum Kind: UInt64, Sendable {
    /// A name after `class`, `struct`, `enum`, `actor` or `protocol`.
    case type = 0x9E37_79B9_7F4A_7C15
    /// A name after `typealias`.
    case alias = 0xC2B2_AE3D_27D4_EB4F
    /// A name after `let`, `var` or `case`, or after a comma in the list `case` starts.
    case member = 0x1656_67B1_9E37_79F9
    /// A name before `=` or `+=`.
    case assigned = 0x27D4_EB2F_1656_67C5
    /// The first name after `extension`.
    case extended = 0x94D0_49BB_1331_11EB
  }

  /// The keys, sorted, each once.
  let hashes: [UInt64]

  /// A file too large to lex: it may declare anything.
  static let everything = DeclarationKeys(hashes: [], isEverything: true)
  /// Whether the file may declare anything.
  let isEverything: Bool

  /// Keys as `hashes` holds them, sorted and each once: the scan cache's.
  init(hashes: [UInt64], isEverything: Bool) {
    self.hashes = hashes
    self.isEverything = isEverything
  }

  /// The keys of `tokens`, which lex `bytes`.
  ///
  /// One pass over the tokens, every scan of `list` and `generate` runs it: the state lives in locals
  /// (whether the innermost brace may be a type's body is kept beside the stack of them, the previous
  /// token's kind beside the word it introduces), and only a word whose name is recorded is hashed. Most
  /// tokens are neither words nor braces, and cost only the load of their kind and a few tests; only a
  /// word's offsets are read.
  init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
    var keys: [UInt64] = []
    // Sized once, roughly: growing it from empty reallocated it four times a file on average.
    keys.reserveCapacity(tokens.count / 16)
    // The list `case` starts runs on while a comma ends the line, or a parenthesis is open.
    var caseListIsOpen = false
    var caseListDepth = 0
    // Whether each open brace may be a type's body, where constants are members: a brace after any
    // type keyword is taken for one, which is more often than `SourceIndex` takes it, never less. Locals
    // are not looked up by name across files.
    var braces: [Bool] = []
    var isTypeLevel = true
    var typeKeywordPending = false
    // The kind of name the previous token introduces when it is a word: each word is read once.
    var previousKind = tokens[0].kind
    var previousIntroduces =
      previousKind == .identifier ? Self.introduced(after: bytes, tokens[0].start, tokens[0].end) : nil
    var index = 1
    while index < tokens.count {
      let tokenKind = tokens[index].kind
      let kindBefore = previousKind
      previousKind = tokenKind
      index += 1
      if caseListIsOpen {
        switch tokenKind {
        case .leftParen: caseListDepth += 1
        case .rightParen: caseListDepth -= 1
        case .leftBrace, .rightBrace,
          .colon where caseListDepth <= 0:
          caseListIsOpen = false
        default:
          if tokens[index - 1].isAtStartOfLine, kindBefore != .comma, caseListDepth <= 0 {
            caseListIsOpen = false
          }
        }
      }
      switch tokenKind {
      case .identifier, .backtickIdentifier:
        break
      case .leftBrace:
        braces.append(typeKeywordPending)
        isTypeLevel = typeKeywordPending
        typeKeywordPending = false
        continue
      case .rightBrace:
        if !braces.isEmpty { braces.removeLast() }
        isTypeLevel = braces.last ?? true
        continue
      default:
        continue
      }
      var kind: Kind?
      if kindBefore == .comma, caseListIsOpen {
        kind = .member
      } else if kindBefore == .identifier {
        kind = previousIntroduces
      }
      if kind == .member, !isTypeLevel { kind = nil }
      // The word's own text: a backticked word's without its backticks.
      let trim = tokenKind == .backtickIdentifier ? 1 : 0
      let start = tokens[index - 1].start + trim
      let end = tokens[index - 1].end - trim
      let introduces = Self.introduced(after: bytes, start, end)
      previousIntroduces = introduces
      if introduces == .type || introduces == .extended { typeKeywordPending = true }
      if tokenKind == .identifier, introduces == .member, end - start == 4, bytes[start] == UInt8(ascii: "c")
      {
        caseListIsOpen = true
        caseListDepth = 0
      }
      var isAssigned = false
      if index < tokens.count, tokens[index].kind == .operator {
        let next = tokens[index]
        let length = next.end - next.start
        isAssigned =
          (length == 1 && bytes[next.start] == UInt8(ascii: "="))
          || (length == 2 && bytes[next.start] == UInt8(ascii: "+")
            && bytes[next.start + 1] == UInt8(ascii: "="))
      }
      guard kind != nil || isAssigned else { continue }
      let hash = Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
      if let kind { keys.append(kind.rawValue ^ hash) }
      if isAssigned { keys.append(Kind.assigned.rawValue ^ hash) }
    }
    keys.sort()
    var unique: [UInt64] = []
    unique.reserveCapacity(keys.count)
    for key in keys where unique.last != key { unique.append(key) }
    hashes = unique
    isEverything = false
  }

  /// The key of `name` asked of `kind`'s table.
  static func key(_ kind: Kind, _ name: String) -> UInt64 { kind.rawValue ^ hash(name.utf8) }

  /// The kind of name the word `bytes[start..<end]` introduces as a keyword.
  @inline(__always)
  private static func introduced(after bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Kind? {
    // Most words are none of the keywords: their length and first letter say so, from a constant table,
    // before any call or comparison.
    let length = end &- start
    if length >= 3, length <= 9, keywordLengths(first: bytes[start]) & (1 &<< length) != 0 {
      return kind(after: UnsafeBufferPointer(start: bytes.baseAddress! + start, count: length))
    }
    return nil
  }

  /// For a first letter, a bit for each length of a keyword that starts with it.
  @inline(__always)
  private static func keywordLengths(first: UInt8) -> Int {
    switch first {
    case UInt8(ascii: "l"), UInt8(ascii: "v"): 1 << 3  // let, var
    case UInt8(ascii: "c"): 1 << 4 | 1 << 5  // case, class
    case UInt8(ascii: "e"): 1 << 4 | 1 << 9  // enum, extension
    case UInt8(ascii: "a"): 1 << 5  // actor
    case UInt8(ascii: "s"): 1 << 6  // struct
    case UInt8(ascii: "p"): 1 << 8  // protocol
    case UInt8(ascii: "t"): 1 << 9  // typealias
    default: 0
    }
  }

  /// The kind of name a keyword introduces.
  private static func kind(after keyword: UnsafeBufferPointer<UInt8>) -> Kind? {
    switch keyword.count {
    case 3 where matches(keyword, "let") || matches(keyword, "var"): .member
    case 4 where matches(keyword, "case"): .member
    case 4 where matches(keyword, "enum"): .type
    case 5 where matches(keyword, "class") || matches(keyword, "actor"): .type
    case 6 where matches(keyword, "struct"): .type
    case 8 where matches(keyword, "protocol"): .type
    case 9 where matches(keyword, "typealias"): .alias
    case 9 where matches(keyword, "extension"): .extended
    default: nil
    }
  }

  /// Whether `word` spells `keyword`, whose length it has: compared byte for byte, since a generic
  /// comparison with a `String`'s UTF-8 view cost more than the rest of the test.
  private static func matches(_ word: UnsafeBufferPointer<UInt8>, _ keyword: StaticString) -> Bool {
    keyword.withUTF8Buffer { expected in
      var offset = 0
      while offset < expected.count {
        if word[offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// FNV-1a, then a final mix, so that keys of different kinds stay apart.
  private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    hash ^= hash >> 29
    hash = hash &* 0xbf58_476d_1ce4_e5b9
    return hash ^ (hash >> 32)
  }
}

/// The keys one round of `DeclaredIdentifierLookup` asks for, to test every file's keys against: a table
/// addressed by the keys' own low bits, which are hashed already. A `Set<UInt64>` hashed each of the
/// module's keys again, which cost more than the rest of the test.
struct DeclarationKeySet {
  private var slots: [UInt64]
  private let mask: Int
  /// Zero marks an empty slot, so a key of zero is kept apart.
  private var containsZero = false
  let isEmpty: Bool

  init(_ keys: some Collection<UInt64>) {
    var capacity = 16
    while capacity < 2 * keys.count { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
    isEmpty = keys.isEmpty
    for key in keys {
      guard key != 0 else {
        containsZero = true
        continue
      }
      var slot = Int(truncatingIfNeeded: key) & mask
      while slots[slot] != 0, slots[slot] != key { slot = (slot + 1) & mask }
      slots[slot] = key
    }
  }

  func contains(_ key: UInt64) -> Bool {
    guard key != 0 else { return containsZero }
    var slot = Int(truncatingIfNeeded: key) & mask
    while true {
      let stored = slots[slot]
      if stored == key { return true }
      if stored == 0 { return false }
      slot = (slot + 1) & mask
    }
  }
}
