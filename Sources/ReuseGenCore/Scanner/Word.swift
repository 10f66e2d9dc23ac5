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

  /// Words grouped by their first byte, so that classifying an identifier costs one or two comparisons.
  private static let table: [[(spelling: [UInt8], word: Word)]] = {
    var table = [[(spelling: [UInt8], word: Word)]](repeating: [], count: 256)
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
    for (spelling, word) in words + modifiers.map({ ($0, Word.modifier) }) {
      let bytes = Array(spelling.utf8)
      table[Int(bytes[0])].append((bytes, word))
    }
    return table
  }()

  /// Classifies the identifier spelled by `bytes[start..<end]`.
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Word {
    let length = end - start
    guard length >= 3, length <= 11 else { return .other }
    for entry in table[Int(bytes[start])] where entry.spelling.count == length {
      if Keywords.equals(bytes, start: start, end: end, entry.spelling) { return entry.word }
    }
    return .other
  }

  /// Reserved words that can follow `class` and so are never a class's name.
  static let reservedAfterClass: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "static", "class", "typealias", "case", "import",
    "struct", "enum", "protocol", "extension", "operator", "associatedtype",
  ]
}
