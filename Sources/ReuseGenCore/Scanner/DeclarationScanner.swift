/// Finds the type declarations, extensions and typealiases of one Swift file from its tokens.
///
/// The scanner does not parse statements or expressions. It tracks the braces that open type and extension
/// bodies, treats every other brace as a code body (whose declarations are local), and follows `#if`
/// blocks clause by clause. Malformed input produces warnings and the scan goes on.
package enum DeclarationScanner {
  /// Real code nests types, and `#if` blocks, a handful of levels deep. Past this depth declarations are
  /// ignored, which keeps qualified names and condition lists, and everything computed from them, linear
  /// in the input's size. `SourceIndex` reads no deeper either.
  static let maximumTypeNesting = 256

  /// Scans `bytes`, reporting locations under `path`.
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> ScannedFile {
    scan(bytes, path: path, tokenBuffer: TokenBuffer())
  }

  /// Scans `bytes` with `tokenBuffer` as the tokens' storage, which a thread reuses from file to file.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String, tokenBuffer: TokenBuffer) -> ScannedFile
  {
    var none = NoTokenObserver()
    return scan(bytes, path: path, tokenBuffer: tokenBuffer, observer: &none)
  }

  /// Scans `bytes` as above, showing `observer` each token as the file is lexed (nothing when the file is
  /// too large to scan).
  static func scan<Observer: TokenObserver>(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, tokenBuffer: TokenBuffer, observer: inout Observer
  ) -> ScannedFile {
    guard bytes.count < Token.maximumInputSize else {
      var result = ScannedFile(path: path)
      result.diagnostics.append(
        Diagnostic(ScannerMessage.fileTooLarge, at: SourceLocation(path: path, line: 1, column: 1)))
      return result
    }
    let lexerDiagnostics = Lexer.tokenize(bytes, into: tokenBuffer, observer: &observer)
    var scanner = ScannerState(bytes: bytes, tokens: tokenBuffer.tokens, path: path)
    for diagnostic in lexerDiagnostics {
      scanner.warn(.lexical(diagnostic.problem), at: diagnostic.offset)
    }
    scanner.run()
    // Moved out rather than copied: a copy retains every array of the file, and the scanner releases them.
    var result = ScannedFile(path: path)
    swap(&result, &scanner.result)
    return result
  }

  /// Scans the UTF-8 bytes of `source`; a convenience for tests and small inputs.
  package static func scan(_ source: String, path: String = "input.swift") -> ScannedFile {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { scan($0, path: path) }
  }
}

/// The mutable state of one file's scan. Its parts live in `DeclarationScanner+*.swift`, one concern
/// each, which is why its members are not `private`.
struct ScannerState {
  /// A brace that is open at the cursor.
  struct Scope {
    /// The type or extension whose body this is, or `nil` for a code body.
    var owner: EnclosingDeclaration?
    /// Where the `{` is; it also identifies the scope within the file.
    var braceOffset: Int
    /// Whether this is the body of a generic function, initializer or subscript.
    var isGenericCode = false
  }

  /// An `#if` block that is open at the cursor.
  struct ConditionalBlock {
    var id: Int
    /// The conditions of `#if` and each `#elseif` so far, as written.
    var clauseConditions: [String]
    var clause = 0
    /// Whether the current clause is `#else`.
    var isElse = false
    /// The current clause's rendering, made when a declaration first needs it: rendering negates every
    /// clause before it, so doing it eagerly for each `#elseif` would be quadratic in their number.
    var rendered: String?
    var scopeDepth: Int
    var offset: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let tokens: UnsafeBufferPointer<Token>
  /// `WordTable.shared`, held here so that classifying each identifier costs no lazy-global check.
  let words = WordTable.shared
  var result: ScannedFile
  var lineTable: LineTable
  var index = 0
  var scopes: [Scope] = []
  /// Whether each of `result.extensions` extends `UITableView` or `UICollectionView`, for
  /// `result.helperHostFunctions`.
  var extendsHelperHost: [Bool] = []
  var blocks: [ConditionalBlock] = []
  var nextBlockID = 0
  var pendingAccess: AccessLevel?
  var pendingObjCName: String?
  /// Whether `static`, or a `class` that introduces no type, precedes the cursor's declaration.
  var pendingStatic = false
  /// Whether `final` precedes the cursor's declaration.
  var pendingFinal = false
  /// The arguments of the `@available` attributes before the cursor's declaration.
  var pendingAvailability: [String] = []
  var pendingBody: (braceIndex: Int, owner: EnclosingDeclaration)?
  /// The `{` of the body of the most recent generic function, once its signature has been read.
  var pendingGenericBody: Int?
  /// The first token of the attributes and modifiers before the cursor's declaration, when there are any.
  /// Set whenever any other pending state is (`clearPending` relies on it).
  var pendingStart: Int?

  init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, path: String) {
    self.bytes = bytes
    self.tokens = tokens
    self.result = ScannedFile(path: path)
    self.lineTable = LineTable(bytes)
  }

  // MARK: - Main loop

  mutating func run() {
    while index < tokens.count {
      if pendingStart == nil {
        index = Self.nextSignificantToken(in: tokens, from: index, bytes: bytes, words: words)
        guard index < tokens.count else { break }
      }
      let token = tokens[index]
      switch token.kind {
      case .endOfFile:
        finishFile()
        return
      case .poundKeyword:
        handleDirective(token)
        continue
      case .atSign:
        handleAttribute()
        continue
      case .identifier:
        // Classified here, so that the identifiers that are no keyword, nearly all of them, cost no call.
        let word = words.classify(bytes, start: token.start, end: token.end)
        if word != .other, handleWord(token, word) { continue }
        clearPending()
      case .leftBrace:
        openBrace(token)
      case .rightBrace:
        closeBrace(token)
      default:
        clearPending()
      }
      index += 1
    }
  }

  /// The first token from `start` on that can change the scan's state: a keyword, a brace, a directive, an
  /// attribute or the end of the file. Nothing is pending when it is called, so each token before it would
  /// only have moved the cursor (`clearPending` finds nothing to clear); they are most tokens, and skipping
  /// them in a local, with the identifiers classified inline, spares the dispatch and the cursor's store.
  /// It is static so that calling it copies none of the scanner's state.
  static func nextSignificantToken(
    in tokens: UnsafeBufferPointer<Token>,
    from start: Int,
    bytes: UnsafeBufferPointer<UInt8>,
    words: WordTable
  ) -> Int {
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .identifier:
        if words.classify(bytes, start: token.start, end: token.end) != .other { return cursor }
      case .endOfFile, .poundKeyword, .atSign, .leftBrace, .rightBrace:
        return cursor
      default:
        break
      }
      cursor += 1
    }
    return cursor
  }

  /// Handles an identifier that may be a modifier or start a declaration. Returns `true` when it moved the
  /// cursor itself.
  mutating func handleWord(_ token: Token, _ word: Word) -> Bool {
    switch word {
    case .other, .where:
      return false
    case .access(let level):
      if pendingStart == nil { pendingStart = index }
      if isAttached(index + 1, kind: .leftParen) {
        // `private(set)` limits a setter, not the declaration.
        index = skipBalanced(from: index + 1)
      } else {
        pendingAccess = level
        index += 1
      }
      return true
    case .modifier:
      if pendingStart == nil { pendingStart = index }
      if Keywords.equals(bytes, start: token.start, end: token.end, Self.finalSpelling) {
        pendingFinal = true
      }
      if isAttached(index + 1, kind: .leftParen) {
        index = skipBalanced(from: index + 1)
      } else {
        index += 1
      }
      return true
    case .static:
      if pendingStart == nil { pendingStart = index }
      pendingStatic = true
      index += 1
      return true
    case .variable:
      noteStaticProperty()
      return false
    case .class:
      if scanTypeDeclaration(.class) { return true }
      // `class var` and `class func` declare type members, as `static` does.
      if isStaticMemberKeyword(index + 1) {
        // Here `class` is a modifier, and starts the modifiers as `static` does.
        if pendingStart == nil { pendingStart = index }
        pendingStatic = true
        index += 1
        return true
      }
      return false
    case .struct:
      return scanTypeDeclaration(.struct)
    case .enum:
      return scanTypeDeclaration(.enum)
    case .actor:
      return scanTypeDeclaration(.actor)
    case .protocol:
      return scanTypeDeclaration(.protocol)
    case .extension:
      return scanExtension()
    case .typealias:
      return scanTypeAlias()
    case .function:
      noteHelperMethod()
      noteGenericFunction()
      clearPending()
      index += 1
      return true
    case .import:
      // `self.interactor.import(url: $0)` calls a member named `import`: no declaration, and the braces
      // after it on the line are the scan's to read.
      if follows(.period, at: index) || isLabel(index) { return false }
      // `import class Module.Type` names a type; it declares none.
      clearPending()
      index += 1
      while index < tokens.count, !tokens[index].isAtStartOfLine, tokens[index].kind != .endOfFile,
        tokens[index].kind != .semicolon, tokens[index].kind != .leftBrace, tokens[index].kind != .rightBrace
      {
        index += 1
      }
      return true
    }
  }

  mutating func clearPending() {
    // Nearly every token clears, and most find nothing pending. Every attribute and modifier that sets
    // pending state sets `pendingStart` too, so it alone tells whether there is anything to clear; skipping
    // the stores spares releasing the optional string and array each time.
    assert(
      pendingStart != nil
        || (pendingAccess == nil && !pendingStatic && !pendingFinal && pendingObjCName == nil
          && pendingAvailability.isEmpty),
      "pending state without pendingStart")
    guard pendingStart != nil else { return }
    pendingAccess = nil
    pendingObjCName = nil
    pendingStatic = false
    pendingFinal = false
    pendingStart = nil
    if !pendingAvailability.isEmpty { pendingAvailability = [] }
  }

  /// Whether the keyword at `keywordIndex` is an argument label or a parameter name: `f(class: x)`,
  /// `func install(class cell: UITableViewCell)`, `init(enum e: E)`. No declaration starts right after
  /// `(` or `,`, so a keyword there (or after the attributes and modifiers that start there) declares
  /// nothing.
  static let finalSpelling = Array("final".utf8)

  func isLabel(_ keywordIndex: Int) -> Bool {
    let start = pendingStart ?? keywordIndex
    guard start > 0 else { return false }
    let previous = tokens[start - 1].kind
    return previous == .leftParen || previous == .comma
  }

  // MARK: - Braces

  mutating func openBrace(_ token: Token) {
    clearPending()
    if let body = pendingBody, body.braceIndex == index {
      scopes.append(Scope(owner: body.owner, braceOffset: token.start))
    } else {
      scopes.append(Scope(owner: nil, braceOffset: token.start, isGenericCode: pendingGenericBody == index))
    }
    pendingBody = nil
  }

  mutating func closeBrace(_ token: Token) {
    clearPending()
    let floor = blocks.last?.scopeDepth ?? 0
    if scopes.count > floor {
      scopes.removeLast()
    } else if scopes.isEmpty {
      warn(.unmatchedClosingBrace, at: token.start)
    } else {
      // A `}` that would close a brace opened before the enclosing `#if`: Swift rejects it, so keep the
      // scopes as they were and report it.
      warn(.closingBraceInsideIf, at: token.start)
    }
  }

  /// The lexical context at the cursor: the innermost type or extension, and whether a code body
  /// intervenes.
  var context: (enclosing: EnclosingDeclaration?, isLocal: Bool) {
    // A type inside a local type is local too, however deep: a code body anywhere above makes it so.
    let isLocal = scopes.contains { $0.owner == nil }
    let enclosing = scopes.last { $0.owner != nil }?.owner
    return (enclosing, isLocal)
  }

  /// The identities of the open braces, outermost first; a local type is visible to declarations whose
  /// list contains the brace it was declared in.
  var scopeIdentities: [Int] { scopes.map(\.braceOffset) }

  /// Whether a generic function, initializer or subscript body encloses the cursor.
  var isInGenericCode: Bool { scopes.contains { $0.isGenericCode } }

  // MARK: - Declarations

  mutating func scanTypeDeclaration(_ kind: TypeDeclarationKind) -> Bool {
    let keywordIndex = index
    guard scopes.count < DeclarationScanner.maximumTypeNesting,
      blocks.count < DeclarationScanner.maximumTypeNesting
    else {
      reportTooDeep(at: tokens[keywordIndex].start)
      return false
    }
    guard !follows(.period, at: keywordIndex), !isLabel(keywordIndex),
      let nameIndex = declarationName(after: keywordIndex)
    else {
      return false
    }
    var cursor = nameIndex + 1
    var genericParameters: [String] = []
    if isOperator(cursor, startingWith: UInt8(ascii: "<")) {
      (genericParameters, cursor) = parseGenericParameters(from: cursor)
    }
    var inheritance: [[TypeReference]] = []
    if cursor < tokens.count, tokens[cursor].kind == .colon {
      (inheritance, cursor) = parseTypeList(from: cursor + 1)
    }
    cursor = skipWhereClause(from: cursor)

    let name = identifierText(tokens[nameIndex])
    let (enclosing, isLocal) = context
    let qualifiedName = isLocal ? name : qualifiedPrefix(enclosing) + name
    let declaration = TypeDeclaration(
      kind: kind,
      name: name,
      qualifiedName: qualifiedName,
      enclosing: enclosing,
      isLocal: isLocal,
      location: location(of: tokens[nameIndex].start),
      explicitAccess: pendingAccess,
      isFinal: kind == .class && pendingFinal,
      objcName: pendingObjCName,
      genericParameters: genericParameters,
      // A class's names its superclass and a protocol's the protocols it refines; a value type's
      // protocols are only the type-name table's, kept as one string (`adoptedText`).
      inheritance: kind == .class || kind == .protocol ? inheritance : [],
      adoptedText: kind == .class || kind == .protocol
        ? "" : inheritance.joined().map { $0.components.joined(separator: ".") }.joined(separator: ","),
      conditional: conditionalContext(),
      // Only local types are looked up by brace; keeping the list for them alone saves an allocation
      // per declaration.
      scopeIdentities: isLocal ? scopeIdentities : [],
      isInGenericCode: isInGenericCode,
      availability: pendingAvailability
    )
    result.types.append(declaration)
    expectBody(at: cursor, owner: .type(result.types.count - 1))
    return true
  }

  mutating func scanExtension() -> Bool {
    let keywordIndex = index
    guard scopes.count < DeclarationScanner.maximumTypeNesting,
      blocks.count < DeclarationScanner.maximumTypeNesting
    else {
      reportTooDeep(at: tokens[keywordIndex].start)
      return false
    }
    guard !follows(.period, at: keywordIndex), !isLabel(keywordIndex), keywordIndex + 1 < tokens.count,
      isName(tokens[keywordIndex + 1])
    else { return false }
    let (extended, afterType) = parseComposition(from: keywordIndex + 1)
    guard let extendedType = extended.first else { return false }
    var cursor = afterType
    var conformances: [[TypeReference]] = []
    if cursor < tokens.count, tokens[cursor].kind == .colon {
      (conformances, cursor) = parseTypeList(from: cursor + 1)
    }
    cursor = skipWhereClause(from: cursor)
    let (enclosing, isLocal) = context
    extendsHelperHost.append(HelperHost(extended: extendedType) != nil)
    result.extensions.append(
      ExtensionDeclaration(
        extendedType: extendedType,
        enclosing: enclosing,
        isLocal: isLocal,
        location: location(of: tokens[keywordIndex + 1].start),
        explicitAccess: pendingAccess,
        conformances: conformances,
        conditional: conditionalContext(),
        availability: pendingAvailability
      ))
    expectBody(at: cursor, owner: .extension(result.extensions.count - 1))
    return true
  }

  mutating func scanTypeAlias() -> Bool {
    let keywordIndex = index
    guard scopes.count < DeclarationScanner.maximumTypeNesting,
      blocks.count < DeclarationScanner.maximumTypeNesting
    else {
      reportTooDeep(at: tokens[keywordIndex].start)
      return false
    }
    guard !isLabel(keywordIndex), keywordIndex + 1 < tokens.count, isName(tokens[keywordIndex + 1]) else {
      return false
    }
    let nameIndex = keywordIndex + 1
    var cursor = nameIndex + 1
    if isOperator(cursor, startingWith: UInt8(ascii: "<")) {
      cursor = parseGenericParameters(from: cursor).next
    }
    guard cursor < tokens.count, tokens[cursor].kind == .operator, text(tokens[cursor]) == "=" else {
      clearPending()
      index = cursor
      return true
    }
    let targetIsPlainPath = cursor == nameIndex + 1 && isPlainPath(from: cursor + 1)
    let (target, next) = parseComposition(from: cursor + 1)
    let (enclosing, isLocal) = context
    result.typeAliases.append(
      TypeAliasDeclaration(
        name: identifierText(tokens[nameIndex]),
        enclosing: enclosing,
        isLocal: isLocal,
        location: location(of: tokens[nameIndex].start),
        target: target,
        targetIsPlainPath: targetIsPlainPath,
        conditional: conditionalContext(),
        scopeIdentities: isLocal ? scopeIdentities : []
      ))
    clearPending()
    index = next
    return true
  }

  /// Whether the tokens from `start` are one dotted path of names that ends its line (or the file, or
  /// a statement at `;`): no generic arguments, optional, composition or function type.
  func isPlainPath(from start: Int) -> Bool {
    var cursor = start
    guard cursor < tokens.count, isName(tokens[cursor]) else { return false }
    while cursor + 2 < tokens.count, tokens[cursor + 1].kind == .period, isName(tokens[cursor + 2]) {
      cursor += 2
    }
    let next = cursor + 1
    return next >= tokens.count || tokens[next].isAtStartOfLine || tokens[next].kind == .semicolon
      || tokens[next].kind == .endOfFile
  }

  var reportedTooDeep = false

  mutating func reportTooDeep(at offset: Int) {
    guard !reportedTooDeep else { return }
    reportedTooDeep = true
    warn(.nestedTooDeep(maximum: DeclarationScanner.maximumTypeNesting), at: offset)
  }

  /// Marks the body of a generic `func`, `init` or `subscript`, whose local types are generic too.
  mutating func noteGenericFunction() {
    // `func name<T>` has a name before its generic clause; `init<T>` and `subscript<T>` have none.
    var cursor = index + 1
    if bytes[tokens[index].start] == UInt8(ascii: "f") { cursor += 1 }
    guard isOperator(cursor, startingWith: UInt8(ascii: "<")), isAttached(cursor, kind: .operator) else {
      return
    }
    cursor = parseGenericParameters(from: cursor).next
    pendingGenericBody = functionBody(from: cursor)
  }

  /// The `{` that opens a function body whose signature continues at `start`, or `nil` for a
  /// requirement without a body (`functionBody(in:bytes:from:)`).
  func functionBody(from start: Int) -> Int? {
    Self.functionBody(in: tokens, bytes: bytes, from: start)
  }

  /// The `{` that opens a function body whose signature continues at token `start` of `tokens` (lexed from
  /// `bytes`), or `nil` for a requirement without a body: the signature ends at a line that starts with
  /// neither `{` nor a word that continues it, at a `}` or `;`, or at the end of the file. Parameter lists
  /// are skipped whole, closures in default values included. The one rule of the scanner and of the
  /// index's `FunctionDeclaration`, so that a protocol's requirement never takes the next declaration's
  /// brace for its body.
  static func functionBody(
    in tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    var depth = 0
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      if depth == 0, cursor > start, token.isAtStartOfLine, token.kind != .leftBrace,
        !signatureContinuations.contains(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
      {
        return nil
      }
      switch token.kind {
      case .leftParen, .leftSquare:
        depth += 1
      case .rightParen, .rightSquare:
        depth -= 1
      case .leftBrace:
        if depth == 0 { return cursor }
        depth += 1
      case .rightBrace:
        if depth == 0 { return nil }
        depth -= 1
      case .semicolon, .endOfFile:
        if depth == 0 { return nil }
      default:
        break
      }
      cursor += 1
    }
    return nil
  }

  /// The words that continue a signature on a line of their own.
  private static let signatureContinuations: Set<String> = ["where", "throws", "rethrows", "async", "->"]

  /// Records that the brace at `cursor`, if there is one, opens the body of `owner`, and moves there.
  mutating func expectBody(at cursor: Int, owner: EnclosingDeclaration) {
    clearPending()
    if cursor < tokens.count, tokens[cursor].kind == .leftBrace {
      pendingBody = (cursor, owner)
    }
    index = cursor
  }

  /// The index of the name token of a declaration whose keyword is at `keywordIndex`, or `nil` when the
  /// keyword introduces no type: `class func`, `protocol P: class`, `foo(class: 1)` and the like.
  func declarationName(after keywordIndex: Int) -> Int? {
    let nameIndex = keywordIndex + 1
    guard nameIndex + 1 < tokens.count, isName(tokens[nameIndex]) else { return nil }
    if tokens[nameIndex].kind == .identifier,
      Word.isReservedAfterClass(bytes, start: tokens[nameIndex].start, end: tokens[nameIndex].end)
    {
      return nil
    }
    let next = tokens[nameIndex + 1]
    switch next.kind {
    case .colon, .leftBrace:
      return nameIndex
    case .operator:
      return bytes[next.start] == UInt8(ascii: "<") ? nameIndex : nil
    case .identifier:
      return words.classify(bytes, start: next.start, end: next.end) == .where ? nameIndex : nil
    default:
      return nil
    }
  }

  func qualifiedPrefix(_ enclosing: EnclosingDeclaration?) -> String {
    switch enclosing {
    case nil:
      return ""
    case .type(let typeIndex):
      return result.types[typeIndex].qualifiedName + "."
    case .extension(let extensionIndex):
      return result.extensions[extensionIndex].extendedType.text + "."
    }
  }

  // MARK: - Attributes

  mutating func handleAttribute() {
    if pendingStart == nil { pendingStart = index }
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else { return }
    let name = text(tokens[index])
    index += 1
    guard isAttached(index, kind: .leftParen) else { return }
    let open = index
    if name == "objc", index + 2 < tokens.count, isName(tokens[index + 1]),
      tokens[index + 2].kind == .rightParen
    {
      pendingObjCName = identifierText(tokens[index + 1])
    }
    index = skipBalanced(from: index)
    if name == "available", index - 1 > open, tokens[index - 1].kind == .rightParen {
      pendingAvailability.append(renderCondition((open + 1)..<(index - 1)))
    }
  }

  // MARK: - Token helpers

  func text(_ token: Token) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// The identifier's name without backticks.
  func identifierText(_ token: Token) -> String {
    guard token.kind == .backtickIdentifier, token.length >= 2 else { return text(token) }
    return String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
  }

  func isName(_ token: Token) -> Bool {
    token.kind == .identifier || token.kind == .backtickIdentifier
  }

  func follows(_ kind: TokenKind, at tokenIndex: Int) -> Bool {
    tokenIndex > 0 && tokens[tokenIndex - 1].kind == kind
  }

  /// Whether the token at `tokenIndex` has the given kind and touches the previous token.
  func isAttached(_ tokenIndex: Int, kind: TokenKind) -> Bool {
    guard tokenIndex < tokens.count, tokenIndex > 0 else { return false }
    let token = tokens[tokenIndex]
    return token.kind == kind && token.leadingTriviaStart == token.start
      && tokens[tokenIndex - 1].trailingTriviaEnd == tokens[tokenIndex - 1].end
  }

  func isOperator(_ tokenIndex: Int, startingWith byte: UInt8) -> Bool {
    tokenIndex < tokens.count && tokens[tokenIndex].kind == .operator
      && bytes[tokens[tokenIndex].start] == byte
  }

  // MARK: - Locations and diagnostics

  mutating func location(of offset: Int) -> SourceLocation {
    let (line, column) = lineTable.position(of: offset)
    return SourceLocation(path: result.path, line: line, column: column)
  }

  mutating func warn(_ message: ScannerMessage, at offset: Int) {
    result.diagnostics.append(Diagnostic(message, at: location(of: offset)))
  }

  mutating func finishFile() {
    if let outermost = blocks.first {
      warn(.missingEndif, at: outermost.offset)
    }
    if let outermost = scopes.first {
      warn(.missingClosingBrace, at: outermost.braceOffset)
    }
    result.diagnostics = Diagnostic.sortedByLocation(result.diagnostics)
  }
}
