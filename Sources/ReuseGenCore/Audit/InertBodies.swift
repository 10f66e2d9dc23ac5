/// The bodies of the functions `audit` reads nothing of but their length, and the digest of a Swift file
/// without them (`Masked`): two contents of one masked digest give `audit` the same answer but for the lines
/// and columns of the file's own locations, as two of one token digest do (`AuditInputDigest`). The audit
/// cache keeps it so that an edit inside such a body, the edit a developer makes most, keeps the report
/// with its places moved (`AuditCache.movedOutput`), where the whole module would otherwise be read again.
///
/// Why it stands. A body is inert when it is that of a method (a `func` declared directly in a type's or an
/// extension's body, outside every function) with no result (`->`), and none of its words is one `audit`
/// reads (`Vocabulary`). `audit` reads a file's words in three ways, and none reads such a body's but for the
/// facts the digest keeps:
/// - At a call, a declaration or a function it follows: the calls `audit` reads (`SourceIndex.callNames`,
///   the module's helpers, the registrations), the functions with a result it evaluates or checks
///   (`cellForItemAt`), the declarations the scanner and the index read (a type, an extension, a nested
///   `func`, `init`, a `typealias`, a `#if`). An inert body holds none: no call site, no declaration, no
///   value is read in it, and the names it binds are local to its braces, which nothing outside reads.
/// - By a walk through every token of a file for a word: `dataSource = self`, an `@IBOutlet`, a cell
///   provider's data source, a method reference to a helper (`[…].forEach(tableView.helper)`), and the
///   names the rules look for throughout a file (the views a type sets itself the data source of, the lazy
///   properties that create registrations). `Vocabulary` holds each, from the reader's own constants or the
///   module's facts, so an inert body holds none.
/// - Through the index's facts about the whole file: the names bound as parameters, the names assigned to,
///   the generic parameters. The digest holds the names the bodies assign to, the parameter names they
///   bind that the file spells outside them (only those are ever asked of), and the generic parameters
///   whole, so a body that changes one of those is not masked alike.
/// What is left of the body is its length, which moves the places after it: the cache keeps the masked
/// bodies' braces to move the kept places (`moved(_:from:to:)`), and keeps no place inside one.
enum InertBodies {
  /// A Swift file's digest with its inert bodies masked, and those bodies' braces by token index.
  struct Masked: Equatable, Sendable {
    var digest: UInt64
    var bodies: [Body]
  }

  /// The `{` and `}` of an inert body, by token index.
  struct Body: Equatable, Sendable {
    var open: Int
    var close: Int
  }

  /// The words that make a body not inert: those every module's audit reads, and `module`'s own.
  struct Vocabulary: Equatable, Sendable {
    /// The module's words read in every file, sorted: the cache keeps them beside the digests made with
    /// them.
    let moduleWords: [String]
    /// The module's words read only in a file that declares a member of that name, sorted.
    let memberWords: [String]
    /// The module's words read only in a file that declares a `private` view of that name that its class
    /// creates itself (`RegistrationScope.isPrivateViewCreatedInPlace`), sorted.
    let privateViewWords: [String]
    private let words: ByteWords
    private let members: Set<String>
    private let privateViews: Set<String>
    private let fileWords: ByteWords

    init(moduleWords: [String], memberWords: [String] = [], privateViewWords: [String] = []) {
      self.moduleWords = moduleWords
      self.memberWords = memberWords
      self.privateViewWords = privateViewWords
      words = ByteWords(Self.readEverywhere.union(moduleWords))
      members = Set(memberWords)
      privateViews = Set(privateViewWords)
      fileWords = ByteWords(memberWords + privateViewWords)
    }

    /// The words of `module` that `audit` reads wherever they are: its helpers and the functions of its
    /// `UITableView` and `UICollectionView` extensions; and those it reads throughout the file that
    /// declares them: the lazy properties that create registrations (`RegistrationPlacement`), and the
    /// views its types set themselves the data source of, in the file that declares one `private` and
    /// creates it (`RegistrationScope.isOutOfObjectiveCReach` reads no other file).
    init(module: CallSiteModule) {
      let words = HelperFunctions.hostFunctionNames(in: module.indices).union(module.helperFunctions.keys)
      let views = module.selfDataSourceViews.values.reduce(into: Set<String>()) { $0.formUnion($1) }
      self.init(
        moduleWords: words.sorted(),
        memberWords: RegistrationPlacement.lazyPropertiesReadThroughout(module).sorted(),
        privateViewWords: views.sorted())
    }

    static func == (lhs: Vocabulary, rhs: Vocabulary) -> Bool {
      lhs.moduleWords == rhs.moduleWords && lhs.memberWords == rhs.memberWords
        && lhs.privateViewWords == rhs.privateViewWords
    }

    /// The words of `memberWords` and `privateViewWords` that `source`, whose index is `index`, declares
    /// as such: those read in its bodies.
    func declaredMembers(_ source: SourceFile, index: SourceIndex) -> Set<String> {
      guard !members.isEmpty || !privateViews.isEmpty else { return [] }
      var declared = Set<String>()
      for constant in index.constants
      where members.contains(constant.name) || privateViews.contains(constant.name) {
        guard case .member = constant.scope else { continue }
        if members.contains(constant.name)
          || RegistrationScope.isPrivateViewCreatedInPlace(source, name: constant.token)
        {
          declared.insert(constant.name)
        }
      }
      return declared
    }

    /// Whether `audit` reads token `index` of `source` (a word, with or without backticks) wherever it is,
    /// in a file that declares the members `declared` of the member words.
    func isRead(_ source: SourceFile, _ index: Int, declared: Set<String>) -> Bool {
      let token = source.tokens[index]
      var (start, end) = (token.start, token.end)
      switch token.kind {
      case .identifier: break
      case .backtickIdentifier:
        start += 1
        end -= 1
      default: return false
      }
      guard end > start else { return false }
      // A data source made for a table or collection view opens a cell provider (`SourceIndex`).
      if Self.endsWithDataSource(source.bytes, start: start, end: end) { return true }
      if words.contains(source.bytes, start: start, end: end) { return true }
      guard !declared.isEmpty, fileWords.contains(source.bytes, start: start, end: end) else {
        return false
      }
      return declared.contains(String(decoding: source.bytes[start..<end], as: UTF8.self))
    }

    private static let dataSourceSuffix = Array(SourceIndex.dataSourceSuffix.utf8)

    private static func endsWithDataSource(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
      let suffix = dataSourceSuffix
      guard end - start >= suffix.count else { return false }
      var offset = 0
      while offset < suffix.count {
        if bytes[end - suffix.count + offset] != suffix[offset] { return false }
        offset += 1
      }
      return true
    }

    /// The words `audit` reads in any module: the calls it reads, the words its walks through whole files
    /// look for, and the keywords that declare what the scanner and the index record.
    static let readEverywhere: Set<String> = SourceIndex.callNames.union(SourceIndex.registrationNames)
      .union([
        CallSiteModule.dataSourceProperty, SourceIndex.cellProviderLabel, RegistrationScope.outletAttribute,
      ]).union(declarationKeywords)

    /// The words that start a declaration the scanner or the index records.
    static let declarationKeywords: Set<String> = [
      "class", "struct", "enum", "actor", "protocol", "extension", "typealias", "func", "init", "deinit",
      "subscript", "import", "operator", "precedencegroup", "associatedtype", "macro", "static",
    ]
  }

  /// A set of words tested against a file's bytes without making a `String` of each: a debug build (the
  /// plugins') tests every word of every method of the module when the cache is written.
  struct ByteWords: Sendable {
    /// The words by their length (up to 63) and first byte.
    private var buckets: [[[UInt8]]]

    init(_ words: some Sequence<String>) {
      buckets = Array(repeating: [], count: 64 * 256)
      for word in words where !word.isEmpty {
        let bytes = Array(word.utf8)
        buckets[Self.bucket(length: bytes.count, first: bytes[0])].append(bytes)
      }
    }

    private static func bucket(length: Int, first: UInt8) -> Int {
      (length > 63 ? 63 : length) &* 256 &+ Int(first)
    }

    /// Whether `bytes[start..<end]`, a non-empty word, is one of the words.
    func contains(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
      let candidates = buckets[Self.bucket(length: end - start, first: bytes[start])]
      for candidate in candidates where candidate.count == end - start {
        var offset = 1
        while offset < candidate.count, candidate[offset] == bytes[start + offset] { offset += 1 }
        if offset == candidate.count { return true }
      }
      return false
    }
  }

  /// The `#` keywords an inert body may hold: conditions and literals that declare nothing, which no
  /// reader of `audit` looks at.
  private static let plainPoundKeywords: Set<String> = [
    "#available", "#unavailable", "#selector", "#keyPath", "#function", "#file", "#fileID", "#filePath",
  ]

  /// The masked digest of `source`, whose index is `index`; `nil` when it has no inert body. The caller
  /// makes sure the file may be masked at all: its token digest exists (`AuditInputDigest.tokenDigest`).
  static func masked(_ source: SourceFile, index: SourceIndex, vocabulary: Vocabulary) -> Masked? {
    let bodies = inertBodies(source, index: index, vocabulary: vocabulary)
    guard !bodies.isEmpty else { return nil }
    var writer = ScanFactWriter(path: "")
    writer.writeUnsigned(UInt64(bodies.count))
    // The bytes outside the bodies, hashed at once; the lengths of the pieces say where the bodies were.
    var kept: [UInt8] = []
    kept.reserveCapacity(source.bytes.count)
    var copied = 0
    for body in bodies {
      let end = source.tokens[body.open].end
      kept.append(contentsOf: source.bytes[copied..<end])
      writer.writeUnsigned(UInt64(end - copied))
      copied = source.tokens[body.close].start
    }
    kept.append(contentsOf: source.bytes[copied...])
    writer.writeUnsigned(kept.withUnsafeBufferPointer(ContentHash.of))
    // What the index keeps of the whole file from inside the bodies: the names bound as parameters (every
    // argument label is one) that may be asked of, and the names assigned to, each a set, as the index's
    // readers ask whether a name is bound or assigned, never how often. Those outside are in the bytes.
    let parameterNames = parametersAskedOf(source, index: index, bodies: bodies)
    writer.writeUnsigned(UInt64(parameterNames.count))
    for name in parameterNames.sorted() { writer.writeUnsigned(name) }
    var assigned = Set<String>()
    for assignment in index.assignments where contains(bodies, Int(assignment.token)) {
      let written = [assignment.name, assignment.qualifier ?? ""] + assignment.enclosingTypes
      assigned.insert(written.joined(separator: "\u{0}"))
    }
    writer.write(assigned.sorted())
    writer.write(index.genericParameterNames.sorted())
    return Masked(digest: writer.bytes.withUnsafeBufferPointer(ContentHash.of), bodies: bodies)
  }

  /// The hashes of the names the bodies bind as parameters that the file spells outside them too. Only
  /// those can change an answer: the index is asked whether a name may be a parameter
  /// (`SourceIndex.mayBindParameter`) of the bare names of the expressions `audit` evaluates, which lie
  /// outside every inert body, in the file whose index is asked.
  private static func parametersAskedOf(_ source: SourceFile, index: SourceIndex, bodies: [Body]) -> Set<
    UInt64
  > {
    source.bytes.withUnsafeBufferPointer { bytes in
      source.tokens.withUnsafeBufferPointer { tokens in
        func hash(_ start: Int, _ end: Int) -> UInt64 {
          DeclarationKeys.hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        // The names inside by their hashes, and the lengths and first bytes among them: most words outside
        // are ruled out by those two before they are hashed. A debug build (the plugins') walks every token
        // of every file of the module here on its first run.
        var inside = Set<UInt64>()
        var lengths: [Int] = []
        var firstBytes = [UInt64](repeating: 0, count: 4)
        for token in index.parameterNameTokens where contains(bodies, Int(token)) {
          let token = tokens[Int(token)]
          guard token.end > token.start else { continue }
          inside.insert(hash(token.start, token.end))
          lengths.append(token.end - token.start)
          let first = bytes[token.start]
          firstBytes[Int(first >> 6)] |= 1 &<< UInt64(first & 63)
        }
        guard !inside.isEmpty else { return [] }
        let insideLengths = NameLengths(lengths: lengths)
        var asked = Set<UInt64>()
        var next = 0
        var position = 0
        while position < tokens.count {
          // The tokens of each body are skipped whole.
          if next < bodies.count, position > bodies[next].open {
            if position < bodies[next].close {
              position = bodies[next].close
              continue
            }
            next += 1
          }
          let token = tokens[position]
          position += 1
          var (start, end) = (token.start, token.end)
          switch token.kind {
          case .identifier: break
          // The index is asked of the name without its backticks.
          case .backtickIdentifier where end - start > 2:
            start += 1
            end -= 1
          default: continue
          }
          let first = bytes[start]
          guard insideLengths.mayContain(length: end - start),
            firstBytes[Int(first >> 6)] & (1 &<< UInt64(first & 63)) != 0
          else { continue }
          let name = hash(start, end)
          if inside.contains(name) { asked.insert(name) }
        }
        return asked
      }
    }
  }

  /// Whether token `token` lies inside one of `bodies`, which are in order.
  private static func contains(_ bodies: [Body], _ token: Int) -> Bool {
    var (low, high) = (0, bodies.count)
    while low < high {
      let middle = (low + high) / 2
      if bodies[middle].close <= token { low = middle + 1 } else { high = middle }
    }
    return low < bodies.count && bodies[low].open < token
  }

  /// The inert bodies of `source`, in order: of methods declared directly in a type's or an extension's
  /// body, outside every function (a method of a local type is inside one).
  static func inertBodies(_ source: SourceFile, index: SourceIndex, vocabulary: Vocabulary) -> [Body] {
    var bodies: [Body] = []
    // The `}` of the last function outside every other: a function inside it is nested.
    var outerClose = -1
    let declared = vocabulary.declaredMembers(source, index: index)
    for function in index.functions {
      guard function.bodyOpen > outerClose else { continue }
      outerClose = function.bodyClose
      guard function.owner != nil else { continue }
      if isInert(function, source: source, vocabulary: vocabulary, declared: declared) {
        bodies.append(Body(open: function.bodyOpen, close: function.bodyClose))
      }
    }
    return bodies
  }

  private static func isInert(
    _ function: FunctionDeclaration, source: SourceFile, vocabulary: Vocabulary, declared: Set<String>
  ) -> Bool {
    guard function.returnType == nil else { return false }
    for token in function.bodyOpen + 1..<function.bodyClose {
      switch source.tokens[token].kind {
      case .poundKeyword:
        if !plainPoundKeywords.contains(source.text(token)) { return false }
      case .identifier, .backtickIdentifier:
        if isMemberInit(source, token) { continue }
        if vocabulary.isRead(source, token, declared: declared) { return false }
      default:
        break
      }
    }
    return true
  }

  /// Whether token `index` is `.init` called, as in `.init(…)`: a call, which the scanner and the index
  /// read as no declaration (a generic `init<T>` is one).
  private static func isMemberInit(_ source: SourceFile, _ index: Int) -> Bool {
    source.isKind(index - 1, .period) && source.isWord(index, "init") && source.isKind(index + 1, .leftParen)
  }

  /// The token index in the new file of each kept place's token `old` of the old file, whose inert bodies
  /// were `before` and are `after` (one body for each); `nil` when a place lies inside an inert body,
  /// whose tokens changed.
  static func moved(_ old: [Int], from before: [Body], to after: [Body]) -> [Int]? {
    guard before.count == after.count else { return nil }
    var moved: [Int] = []
    for token in old {
      var shift = 0
      for (was, now) in zip(before, after) {
        if token <= was.open { break }
        guard token >= was.close else { return nil }
        shift += (now.close - now.open) - (was.close - was.open)
      }
      moved.append(token + shift)
    }
    return moved
  }
}
