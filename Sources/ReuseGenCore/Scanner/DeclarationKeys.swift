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

  /// The keys of `tokens`, which lex `bytes`: what `Recorder` records when it is shown them.
  init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
    var recorder = Recorder(bytes: bytes, tokenCount: tokens.count)
    for token in tokens {
      recorder.observe(token.kind, start: token.start, end: token.end, isAtStartOfLine: token.isAtStartOfLine)
    }
    self = recorder.keys()
  }

  /// Records the keys of one file from its tokens, shown in order: by the lexer as it writes them, so
  /// that the scan of `list` and `generate` walks a file's tokens once for its declarations and once,
  /// fused with lexing, for its keys, instead of again in a pass of its own.
  ///
  /// Every scan of `list` and `generate` runs it, on every token of the module: most tokens are neither
  /// words nor braces, and cost only a few tests of their kind; only a word whose name is recorded is
  /// hashed. A word's key as an assigned name is recorded when the token after it, shown next, is `=` or
  /// `+=`.
  struct Recorder: TokenObserver {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var recorded: [UInt64] = []
    // The list `case` starts runs on while a comma ends the line, or a parenthesis is open.
    private var caseListIsOpen = false
    private var caseListDepth = 0
    // Whether each open brace may be a type's body, where constants are members: a brace after any
    // type keyword is taken for one, which is more often than `SourceIndex` takes it, never less. Locals
    // are not looked up by name across files.
    private var braces: [Bool] = []
    private var isTypeLevel = true
    private var typeKeywordPending = false
    // The previous token's kind, and the kind of name it introduces when it is a word: each word is
    // read once. Before the first token, `.endOfFile`, which no other token follows: the first token
    // only introduces the next, and the two tests of it are where a token's kind is tested anyway.
    private var previousKind = TokenKind.endOfFile
    private var previousIntroduces: Kind?
    // The text of the last word after the first token, whose key as an assigned name an `=` or `+=` just
    // after it records; the start is -1 until there is one.
    private var lastWordStart = -1
    private var lastWordEnd = -1

    /// A recorder for the tokens of `bytes`, about `tokenCount` of them, or as many as `bytes` has when
    /// the count is not known yet.
    init(bytes: UnsafeBufferPointer<UInt8>, tokenCount: Int? = nil) {
      self.bytes = bytes
      // Sized once, roughly: growing it from empty reallocated it four times a file on average. A file
      // has about one token per five bytes.
      recorded.reserveCapacity((tokenCount ?? bytes.count / 5) / 16)
    }

    // Inlined where the lexer writes each token: a call per token cost more than the test most tokens
    // take.
    @inline(__always)
    mutating func observe(
      _ tokenKind: TokenKind, start tokenStart: Int, end tokenEnd: Int, isAtStartOfLine: Bool
    ) {
      // Kinds are told apart by patterns, not `==`: a debug build (the plugins') calls `==` through
      // `Equatable`, with optionals made and cleared, for every token of every file.
      let kindBefore = previousKind
      previousKind = tokenKind
      if caseListIsOpen {
        switch tokenKind {
        case .leftParen: caseListDepth += 1
        case .rightParen: caseListDepth -= 1
        case .leftBrace, .rightBrace,
          .colon where caseListDepth <= 0:
          caseListIsOpen = false
        default:
          if isAtStartOfLine, caseListDepth <= 0 {
            switch kindBefore {
            case .comma: break
            default: caseListIsOpen = false
            }
          }
        }
      }
      var isIdentifier = false
      switch tokenKind {
      case .identifier, .backtickIdentifier:
        if case .identifier = tokenKind { isIdentifier = true }
        if case .endOfFile = kindBefore {
          // The first token is no name of a declaration: it only introduces the next, and, when it is a
          // type keyword (`struct S {` with nothing before it), makes the brace after that name a type's
          // body, whose constants are members.
          let introduces = isIdentifier ? DeclarationKeys.introduced(after: bytes, tokenStart, tokenEnd) : nil
          previousIntroduces = introduces
          switch introduces {
          case .type?, .extended?: typeKeywordPending = true
          default: break
          }
          return
        }
      case .operator:
        // A word after the first token is assigned when `=` or `+=` follows it.
        switch kindBefore {
        case .identifier, .backtickIdentifier:
          if lastWordStart >= 0, Self.isAssignment(bytes, tokenStart, tokenEnd) {
            recorded.append(
              Kind.assigned.rawValue
                ^ DeclarationKeys.hash(UnsafeBufferPointer(rebasing: bytes[lastWordStart..<lastWordEnd])))
          }
        default: break
        }
        return
      case .leftBrace:
        // A brace that is the first token opens nothing the keys follow.
        if case .endOfFile = kindBefore { return }
        braces.append(typeKeywordPending)
        isTypeLevel = typeKeywordPending
        typeKeywordPending = false
        return
      case .rightBrace:
        if !braces.isEmpty { braces.removeLast() }
        isTypeLevel = braces.isEmpty ? true : braces[braces.count - 1]
        return
      default:
        return
      }
      var kind: Kind?
      switch kindBefore {
      case .comma where caseListIsOpen: kind = .member
      case .identifier: kind = previousIntroduces
      default: break
      }
      if case .member? = kind, !isTypeLevel { kind = nil }
      // The word's own text: a backticked word's without its backticks.
      let trim = isIdentifier ? 0 : 1
      let start = tokenStart + trim
      let end = tokenEnd - trim
      let introduces = DeclarationKeys.introduced(after: bytes, start, end)
      previousIntroduces = introduces
      switch introduces {
      case .type?, .extended?: typeKeywordPending = true
      case .member?:
        if isIdentifier, end - start == 4, bytes[start] == UInt8(ascii: "c") {
          caseListIsOpen = true
          caseListDepth = 0
        }
      default: break
      }
      lastWordStart = start
      lastWordEnd = end
      if let kind {
        recorded.append(
          kind.rawValue ^ DeclarationKeys.hash(UnsafeBufferPointer(rebasing: bytes[start..<end])))
      }
    }

    /// Whether the operator `bytes[start..<end]` is `=` or `+=`.
    @inline(__always)
    private static func isAssignment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
      let length = end - start
      return (length == 1 && bytes[start] == UInt8(ascii: "="))
        || (length == 2 && bytes[start] == UInt8(ascii: "+") && bytes[start + 1] == UInt8(ascii: "="))
    }

    /// The keys of the tokens shown, sorted, each once, in an array of their own size: a module's keys
    /// are kept until the run ends, and the room reserved for recording them would add a tenth to the
    /// peak memory of `list`.
    mutating func keys() -> DeclarationKeys {
      DeclarationKeys.sort(&recorded)
      var kept = 0
      for index in recorded.indices where kept == 0 || recorded[kept - 1] != recorded[index] {
        recorded[kept] = recorded[index]
        kept += 1
      }
      return DeclarationKeys(hashes: Array(recorded[..<kept]), isEverything: false)
    }
  }

  /// Sorts `values` in place, ascending: runs of `run` keys sorted by insertion, then merged bottom-up,
  /// all of concrete integers. The standard library's `sort()` is generic, and a debug build (the
  /// plugins') runs it unspecialized, where sorting every file's keys took an eighth of `generate`.
  static func sort(_ values: inout [UInt64]) {
    let count = values.count
    guard count > 1 else { return }
    let run = 16
    var scratch = [UInt64](repeating: 0, count: count > run ? count : 0)
    values.withUnsafeMutableBufferPointer { values in
      let base = values.baseAddress!
      var runStart = 0
      while runStart < count {
        let runEnd = count - runStart > run ? runStart + run : count
        var index = runStart + 1
        while index < runEnd {
          let value = base[index]
          var hole = index
          while hole > runStart, base[hole - 1] > value {
            base[hole] = base[hole - 1]
            hole -= 1
          }
          base[hole] = value
          index += 1
        }
        runStart = runEnd
      }
      guard count > run else { return }
      scratch.withUnsafeMutableBufferPointer { scratch in
        var source = base
        var target = scratch.baseAddress!
        var width = run
        while width < count {
          var start = 0
          while start < count {
            let middle = count - start > width ? start + width : count
            let end = count - middle > width ? middle + width : count
            var left = start
            var right = middle
            var next = start
            while left < middle, right < end {
              if source[right] < source[left] {
                target[next] = source[right]
                right += 1
              } else {
                target[next] = source[left]
                left += 1
              }
              next += 1
            }
            while left < middle {
              target[next] = source[left]
              left += 1
              next += 1
            }
            while right < end {
              target[next] = source[right]
              right += 1
              next += 1
            }
            start = end
          }
          swap(&source, &target)
          width *= 2
        }
        if source != base { base.update(from: source, count: count) }
      }
    }
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

  /// FNV-1a, then a final mix, so that keys of different kinds stay apart: the same on every machine and
  /// run, unlike `Hasher`.
  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
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
