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
    guard bytes.count < Token.maximumInputSize else {
      var result = ScannedFile(path: path)
      result.diagnostics.append(
        Diagnostic(
          .warning, "file is 4 GiB or larger, too large to scan; skipped",
          at: SourceLocation(path: path, line: 1, column: 1)))
      return result
    }
    let lexerDiagnostics = Lexer.tokenize(bytes, into: tokenBuffer)
    var scanner = ScannerState(bytes: bytes, tokens: tokenBuffer.tokens, path: path)
    for diagnostic in lexerDiagnostics {
      scanner.warn(diagnostic.message, at: diagnostic.offset)
    }
    scanner.run()
    return scanner.result
  }

  /// Scans the UTF-8 bytes of `source`; a convenience for tests and small inputs.
  package static func scan(_ source: String, path: String = "input.swift") -> ScannedFile {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { scan($0, path: path) }
  }
}

/// The mutable state of one file's scan.
private struct ScannerState {
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
  private let words = WordTable.shared
  var result: ScannedFile
  private var lineTable: LineTable
  private var index = 0
  private var scopes: [Scope] = []
  private var blocks: [ConditionalBlock] = []
  private var nextBlockID = 0
  private var pendingAccess: AccessLevel?
  private var pendingObjCName: String?
  /// Whether `static`, or a `class` that introduces no type, precedes the cursor's declaration.
  private var pendingStatic = false
  /// Whether `final` precedes the cursor's declaration.
  private var pendingFinal = false
  /// The arguments of the `@available` attributes before the cursor's declaration.
  private var pendingAvailability: [String] = []
  private var pendingBody: (braceIndex: Int, owner: EnclosingDeclaration)?
  /// The `{` of the body of the most recent generic function, once its signature has been read.
  private var pendingGenericBody: Int?
  /// The first token of the attributes and modifiers before the cursor's declaration, when there are any.
  /// Set whenever any other pending state is (`clearPending` relies on it).
  private var pendingStart: Int?

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
  private static func nextSignificantToken(
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
  private mutating func handleWord(_ token: Token, _ word: Word) -> Bool {
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
      // `import class Module.Type` names a type; it declares none.
      clearPending()
      index += 1
      while index < tokens.count, !tokens[index].isAtStartOfLine, tokens[index].kind != .endOfFile,
        tokens[index].kind != .semicolon
      {
        index += 1
      }
      return true
    }
  }

  private mutating func clearPending() {
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
  private static let finalSpelling = Array("final".utf8)

  private func isLabel(_ keywordIndex: Int) -> Bool {
    let start = pendingStart ?? keywordIndex
    guard start > 0 else { return false }
    let previous = tokens[start - 1].kind
    return previous == .leftParen || previous == .comma
  }

  // MARK: - Braces

  private mutating func openBrace(_ token: Token) {
    clearPending()
    if let body = pendingBody, body.braceIndex == index {
      scopes.append(Scope(owner: body.owner, braceOffset: token.start))
    } else {
      scopes.append(Scope(owner: nil, braceOffset: token.start, isGenericCode: pendingGenericBody == index))
    }
    pendingBody = nil
  }

  private mutating func closeBrace(_ token: Token) {
    clearPending()
    let floor = blocks.last?.scopeDepth ?? 0
    if scopes.count > floor {
      scopes.removeLast()
    } else if scopes.isEmpty {
      warn("unexpected '}' with no matching '{'", at: token.start)
    } else {
      // A `}` that would close a brace opened before the enclosing `#if`: Swift rejects it, so keep the
      // scopes as they were and report it.
      warn("unexpected '}' inside '#if' block", at: token.start)
    }
  }

  /// The lexical context at the cursor: the innermost type or extension, and whether a code body
  /// intervenes.
  private var context: (enclosing: EnclosingDeclaration?, isLocal: Bool) {
    // A type inside a local type is local too, however deep: a code body anywhere above makes it so.
    let isLocal = scopes.contains { $0.owner == nil }
    let enclosing = scopes.last { $0.owner != nil }?.owner
    return (enclosing, isLocal)
  }

  /// The identities of the open braces, outermost first; a local type is visible to declarations whose
  /// list contains the brace it was declared in.
  private var scopeIdentities: [Int] { scopes.map(\.braceOffset) }

  /// Whether a generic function, initializer or subscript body encloses the cursor.
  private var isInGenericCode: Bool { scopes.contains { $0.isGenericCode } }

  // MARK: - Declarations

  private mutating func scanTypeDeclaration(_ kind: TypeDeclarationKind) -> Bool {
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
      // Only a class's clause names a superclass; the others' conformances are never looked at, and
      // not keeping them saves several allocations per struct and enum of a large module.
      inheritance: kind == .class || kind == .protocol ? inheritance : [],
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

  private mutating func scanExtension() -> Bool {
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

  private mutating func scanTypeAlias() -> Bool {
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
    let (target, next) = parseComposition(from: cursor + 1)
    let (enclosing, isLocal) = context
    result.typeAliases.append(
      TypeAliasDeclaration(
        name: identifierText(tokens[nameIndex]),
        enclosing: enclosing,
        isLocal: isLocal,
        location: location(of: tokens[nameIndex].start),
        target: target,
        conditional: conditionalContext(),
        scopeIdentities: isLocal ? scopeIdentities : []
      ))
    clearPending()
    index = next
    return true
  }

  private var reportedTooDeep = false

  private mutating func reportTooDeep(at offset: Int) {
    guard !reportedTooDeep else { return }
    reportedTooDeep = true
    warn(
      "declarations nested more than \(DeclarationScanner.maximumTypeNesting) levels deep, in braces or '#if' blocks, are ignored",
      at: offset)
  }

  /// Marks the body of a generic `func`, `init` or `subscript`, whose local types are generic too.
  private mutating func noteGenericFunction() {
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
  /// requirement without a body. Parameter lists are skipped whole, closures in default values included.
  private func functionBody(from start: Int) -> Int? {
    var depth = 0
    var cursor = start
    let continuations: Set<String> = ["where", "throws", "rethrows", "async", "->"]
    while cursor < tokens.count {
      let token = tokens[cursor]
      if depth == 0, cursor > start, token.isAtStartOfLine, token.kind != .leftBrace,
        !continuations.contains(text(token))
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

  /// Records that the brace at `cursor`, if there is one, opens the body of `owner`, and moves there.
  private mutating func expectBody(at cursor: Int, owner: EnclosingDeclaration) {
    clearPending()
    if cursor < tokens.count, tokens[cursor].kind == .leftBrace {
      pendingBody = (cursor, owner)
    }
    index = cursor
  }

  /// The index of the name token of a declaration whose keyword is at `keywordIndex`, or `nil` when the
  /// keyword introduces no type: `class func`, `protocol P: class`, `foo(class: 1)` and the like.
  private func declarationName(after keywordIndex: Int) -> Int? {
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

  private func qualifiedPrefix(_ enclosing: EnclosingDeclaration?) -> String {
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

  private mutating func handleAttribute() {
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

  // MARK: - Members that generated code would also declare

  private func isStaticMemberKeyword(_ tokenIndex: Int) -> Bool {
    guard tokenIndex < tokens.count, tokens[tokenIndex].kind == .identifier else { return false }
    let token = tokens[tokenIndex]
    let word = words.classify(bytes, start: token.start, end: token.end)
    return word == .variable || word == .function || word == .modifier
  }

  /// Records `static let reuseIdentifier = "X"` and its kin: a `static` or `class` property, declared
  /// directly in a type, protocol or extension body, with one of `conformanceMemberNames`.
  private mutating func noteStaticProperty() {
    guard pendingStatic, let owner = scopes.last?.owner, index + 1 < tokens.count, isName(tokens[index + 1])
    else { return }
    let name = identifierText(tokens[index + 1])
    guard GeneratedAPI.conformanceMemberNames.contains(name) else { return }
    let value = IdentifierExpressionParser(bytes: bytes, tokens: tokens).propertyValue(after: index + 2)
    result.staticProperties.append(
      StaticPropertyDeclaration(
        name: name,
        owner: owner,
        location: location(of: tokens[index + 1].start),
        value: value?.expression,
        isStored: value?.isStored ?? false,
        explicitAccess: pendingAccess))
  }

  /// Records an app's own `register(_:)`, `dequeueReusableCell(for:)` and the like: a `func` declared
  /// directly in an extension body, with one of `helperMethodNames`, and its argument labels.
  private mutating func noteHelperMethod() {
    guard case .extension(let owner)? = scopes.last?.owner, text(tokens[index]) == "func",
      index + 1 < tokens.count, isName(tokens[index + 1])
    else { return }
    let name = identifierText(tokens[index + 1])
    guard GeneratedAPI.helperMethodNames.contains(name) else { return }
    var cursor = index + 2
    let generics = cursor
    if isOperator(cursor, startingWith: UInt8(ascii: "<")) {
      cursor = parseGenericParameters(from: cursor).next
    }
    guard cursor < tokens.count, tokens[cursor].kind == .leftParen else { return }
    var method = HelperMethodDeclaration(
      name: name, labels: argumentLabels(from: cursor), owner: owner,
      location: location(of: tokens[index + 1].start), explicitAccess: pendingAccess)
    method.parameterClass = firstParameterClass(parameters: cursor, generics: generics..<cursor)
    result.helperMethods.append(method)
  }

  /// The UIKit reusable-view root whose metatype the first parameter of the list at `open` takes:
  /// `UITableViewCell.Type`, or `T.Type` where the generic clause in `generics` says `T: UITableViewCell`.
  private func firstParameterClass(parameters open: Int, generics: Range<Int>) -> String? {
    // The label and name (`_ type`) come before the first `:`.
    var colon = open + 1
    while colon < min(tokens.count, open + 4), tokens[colon].kind != .colon {
      guard tokens[colon].kind != .rightParen, tokens[colon].kind != .comma else { return nil }
      colon += 1
    }
    guard colon < tokens.count, tokens[colon].kind == .colon else { return nil }
    var path: [String] = []
    var cursor = colon + 1
    while cursor + 1 < tokens.count, isName(tokens[cursor]) {
      path.append(identifierText(tokens[cursor]))
      guard tokens[cursor + 1].kind == .period else { break }
      cursor += 2
    }
    guard cursor + 1 < tokens.count,
      tokens[cursor + 1].kind == .comma || tokens[cursor + 1].kind == .rightParen
    else { return nil }
    // `<Resource: NibReferenceContainer & …>(_ resource: Resource)`, R.swift's `register(R.nib.x)`: a
    // value of a constrained generic parameter, never a metatype, so no call of the generated API's.
    if path.count == 1, isConstrainedGenericParameter(path[0], generics: generics) {
      return HelperSignature.takesNoMetatype
    }
    guard path.count >= 2, path.last == "Type" else { return nil }
    let base = path.dropLast().drop { $0 == "UIKit" }
    guard base.count == 1, let name = base.first else { return nil }
    if UIKitClasses.rootNames.contains(name) { return name }
    // `<T: UITableViewCell>` or `<T: UITableViewCell & Reusable>`: the class the constraint names first.
    var index = generics.lowerBound
    while index + 2 < generics.upperBound {
      if isName(tokens[index]), identifierText(tokens[index]) == name, tokens[index + 1].kind == .colon {
        var constraint = index + 2
        if isName(tokens[constraint]), identifierText(tokens[constraint]) == "UIKit",
          constraint + 2 < generics.upperBound, tokens[constraint + 1].kind == .period
        {
          constraint += 2
        }
        guard isName(tokens[constraint]) else { return nil }
        let root = identifierText(tokens[constraint])
        return UIKitClasses.rootNames.contains(root) ? root : nil
      }
      index += 1
    }
    return nil
  }

  /// Whether the generic clause in `generics` constrains its parameter `name` (`<T: P>`).
  private func isConstrainedGenericParameter(_ name: String, generics: Range<Int>) -> Bool {
    var index = generics.lowerBound
    while index + 1 < generics.upperBound {
      if isName(tokens[index]), identifierText(tokens[index]) == name, tokens[index + 1].kind == .colon {
        return true
      }
      index += 1
    }
    return false
  }

  /// The argument labels of the parameter list that opens at `start`: a parameter's first name, which is
  /// its label whether or not a second name follows.
  private func argumentLabels(from start: Int) -> [String] {
    var labels: [String] = []
    var depth = 0
    var expectingLabel = false
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .leftParen, .leftSquare:
        depth += 1
        expectingLabel = depth == 1
      case .rightParen, .rightSquare:
        depth -= 1
        if depth == 0 { return labels }
      case .comma:
        expectingLabel = depth == 1
      case .leftBrace, .rightBrace, .endOfFile:
        return labels
      case .identifier, .backtickIdentifier:
        if expectingLabel {
          labels.append(identifierText(token))
          expectingLabel = false
        }
      default:
        expectingLabel = false
      }
      cursor += 1
    }
    return labels
  }

  // MARK: - Conditional compilation

  private mutating func handleDirective(_ token: Token) {
    let directive = text(token)
    let conditionStart = index + 1
    var conditionEnd = conditionStart
    if directive == "#if" || directive == "#elseif" {
      conditionEnd = endOfCondition(from: conditionStart)
    }
    let condition = renderCondition(conditionStart..<conditionEnd)
    switch directive {
    case "#if":
      blocks.append(
        ConditionalBlock(
          id: nextBlockID,
          clauseConditions: [condition],
          scopeDepth: scopes.count,
          offset: token.start
        ))
      nextBlockID += 1
    case "#elseif", "#else":
      guard var block = blocks.popLast() else {
        warn("'\(directive)' without '#if'", at: token.start)
        break
      }
      restoreScopes(to: block.scopeDepth)
      block.isElse = directive == "#else"
      if !block.isElse { block.clauseConditions.append(condition) }
      block.rendered = nil
      block.clause += 1
      blocks.append(block)
    case "#endif":
      guard let block = blocks.popLast() else {
        warn("'#endif' without '#if'", at: token.start)
        break
      }
      restoreScopes(to: block.scopeDepth)
    default:
      // `#available`, `#selector`, freestanding macros: expressions the scanner need not understand.
      clearPending()
    }
    index = max(conditionEnd, index + 1)
  }

  /// The conditions of the open clauses, rendered as DESIGN.md §4 says: `c` for `#if c`;
  /// `!(c1) && … && (c)` for an `#elseif c`; `!(c1) && … && !(cn)` for `#else`.
  private mutating func conditionalContext() -> ConditionalContext {
    var context = ConditionalContext()
    for index in blocks.indices {
      if blocks[index].rendered == nil {
        let block = blocks[index]
        let earlier = block.isElse ? block.clauseConditions[...] : block.clauseConditions.dropLast()
        var parts = earlier.map { "!(\($0))" }
        if !block.isElse, let current = block.clauseConditions.last {
          parts.append(block.clause == 0 ? current : "(\(current))")
        }
        blocks[index].rendered = parts.joined(separator: " && ")
      }
      let block = blocks[index]
      context.conditions.append(block.rendered ?? "")
      context.branches.append(ConditionalBranch(block: block.id, clause: block.clause))
    }
    return context
  }

  /// Each clause of an `#if` must be balanced; a clause that leaves braces open is malformed, and closing
  /// them keeps one bad clause from corrupting the scopes of the rest of the file.
  private mutating func restoreScopes(to depth: Int) {
    if scopes.count > depth {
      warn("missing '}' before the end of this '#if' clause", at: scopes[depth].braceOffset)
      scopes.removeSubrange(depth...)
    }
    pendingBody = nil
  }

  /// The end of an `#if` condition: the end of its line, unless an open parenthesis or a binary operator
  /// at the end of the line (or `&&` / `||` at the start of the next) carries the expression on, as
  /// Swift's parser does.
  private func endOfCondition(from start: Int) -> Int {
    var cursor = start
    var depth = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .endOfFile || token.kind == .poundKeyword { break }
      if cursor > start, token.isAtStartOfLine, depth == 0 {
        let previous = tokens[cursor - 1]
        let continues =
          (previous.kind == .operator && !isPostfix(previous))
          || (token.kind == .operator && ["&&", "||"].contains(text(token)))
        if !continues { break }
      }
      switch token.kind {
      case .leftParen: depth += 1
      case .rightParen: depth = max(0, depth - 1)
      case .leftBrace, .rightBrace: return cursor
      default: break
      }
      cursor += 1
    }
    return cursor
  }

  /// A `!` written right after an operand, as in `#if x!`, does not continue onto the next line.
  private func isPostfix(_ token: Token) -> Bool {
    token.start > 0 && !Trivia.isWhitespace(bytes[token.start - 1]) && text(token) != "&&"
      && text(token) != "||"
  }

  /// Whether trivia holds whitespace once its comments are removed: `os(/* x */iOS)` renders as
  /// `os(iOS)`, and `A /* x */ && B` as `A && B`.
  private func containsWhitespace(_ range: Range<Int>) -> Bool {
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "/"), cursor + 1 < range.upperBound, bytes[cursor + 1] == UInt8(ascii: "*") {
        // A block comment separates nothing by itself: `os(/* x */iOS)` is `os(iOS)`.
        cursor = Trivia.blockComment(in: bytes, from: cursor, limit: range.upperBound).end
        continue
      }
      if byte == UInt8(ascii: "/"), cursor + 1 < range.upperBound, bytes[cursor + 1] == UInt8(ascii: "/") {
        // A line comment runs to the line break, which is whitespace.
        return true
      }
      if Trivia.isWhitespace(byte) { return true }
      cursor += 1
    }
    return false
  }

  /// The condition's tokens with each run of whitespace and comments collapsed to one space.
  private func renderCondition(_ range: Range<Int>) -> String {
    var rendered: [UInt8] = []
    for tokenIndex in range {
      let token = tokens[tokenIndex]
      if tokenIndex > range.lowerBound, containsWhitespace(tokens[tokenIndex - 1].end..<token.start) {
        rendered.append(UInt8(ascii: " "))
      }
      rendered += bytes[token.start..<token.end]
    }
    return String(decoding: rendered, as: UTF8.self)
  }

  // MARK: - Types

  /// Parses `<T, U: P>` starting at the `<`; returns the parameter names and the index after `>`.
  private func parseGenericParameters(from start: Int) -> (names: [String], next: Int) {
    var names: [String] = []
    var depth = 0
    var cursor = start
    var expectingName = false
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .operator:
        var previous: UInt8 = 0
        for byte in bytes[token.start..<token.end] {
          if byte == UInt8(ascii: "<") { depth += 1 }
          // The `>` of a function type's `->` closes nothing.
          if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { depth -= 1 }
          previous = byte
        }
        expectingName = depth == 1 && bytes[token.end - 1] == UInt8(ascii: "<")
        if depth <= 0 { return (names, cursor + 1) }
      case .comma:
        expectingName = depth == 1
      case .identifier, .backtickIdentifier:
        if expectingName {
          let name = identifierText(token)
          if name != "each" {
            names.append(name)
            expectingName = false
          }
        }
      case .leftBrace, .rightBrace, .endOfFile, .semicolon:
        return (names, cursor)
      default:
        expectingName = false
      }
      cursor += 1
    }
    return (names, cursor)
  }

  /// Parses a comma-separated inheritance or conformance list up to the body or `where`.
  private func parseTypeList(from start: Int) -> ([[TypeReference]], Int) {
    var entries: [[TypeReference]] = []
    var cursor = start
    while cursor < tokens.count {
      let (composition, next) = parseComposition(from: cursor)
      if !composition.isEmpty { entries.append(composition) }
      cursor = next
      guard cursor < tokens.count, tokens[cursor].kind == .comma else { break }
      cursor += 1
    }
    return (entries, cursor)
  }

  /// Parses one type, or a composition `A & B`, starting at `start`. Types the scanner cannot name, such
  /// as function types, are skipped.
  private func parseComposition(from start: Int) -> ([TypeReference], Int) {
    var parts: [TypeReference] = []
    var cursor = start
    while cursor < tokens.count {
      cursor = skipTypeAttributes(from: cursor)
      guard cursor < tokens.count else { break }
      let token = tokens[cursor]
      if token.kind == .leftParen {
        // `(UITableViewCell)` is the type itself; a tuple or a function type names no class.
        let (inner, afterInner) = parseComposition(from: cursor + 1)
        let closes = afterInner < tokens.count && tokens[afterInner].kind == .rightParen
        let isFunctionType =
          closes && afterInner + 1 < tokens.count && tokens[afterInner + 1].kind == .operator
          && text(tokens[afterInner + 1]).hasPrefix("->")
        if closes, !isFunctionType {
          parts += inner
          cursor = afterInner + 1
        } else {
          cursor = skipBalanced(from: cursor)
        }
      } else if isName(token) {
        let (reference, next) = parseTypePath(from: cursor)
        parts.append(reference)
        cursor = next
      } else {
        break
      }
      // Postfix `?`, `!` and `...` belong to the type.
      while cursor < tokens.count, tokens[cursor].kind == .operator, isAttached(cursor, kind: .operator),
        text(tokens[cursor]) != "&"
      {
        cursor += 1
      }
      guard cursor < tokens.count, tokens[cursor].kind == .operator, text(tokens[cursor]) == "&" else {
        break
      }
      cursor += 1
    }
    return (parts, cursor)
  }

  /// Skips `@unchecked`, `@preconcurrency`, `~` (as in `~Copyable`) and `any`/`some`.
  private func skipTypeAttributes(from start: Int) -> Int {
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .atSign {
        cursor += 2
        if isAttached(cursor, kind: .leftParen) { cursor = skipBalanced(from: cursor) }
      } else if token.kind == .operator, text(token) == "~" {
        cursor += 1
      } else if token.kind == .identifier, cursor + 1 < tokens.count, isName(tokens[cursor + 1]),
        ["any", "some", "sending", "borrowing", "consuming", "isolated"].contains(text(token))
      {
        cursor += 1
      } else {
        return cursor
      }
    }
    return cursor
  }

  /// Parses `A.B<C>.D`, dropping generic arguments.
  private func parseTypePath(from start: Int) -> (TypeReference, Int) {
    var reference = TypeReference(components: [identifierText(tokens[start])])
    var cursor = start + 1
    while cursor < tokens.count {
      if isOperator(cursor, startingWith: UInt8(ascii: "<")) && isAttached(cursor, kind: .operator) {
        reference.hasGenericArguments = true
        // Generic arguments end where a parameter list would, so one routine skips both.
        cursor = parseGenericParameters(from: cursor).next
      } else if tokens[cursor].kind == .period, cursor + 1 < tokens.count, isName(tokens[cursor + 1]) {
        reference.components.append(identifierText(tokens[cursor + 1]))
        cursor += 2
      } else {
        break
      }
    }
    return (reference, cursor)
  }

  /// Skips a `where` clause up to the body's `{`.
  private func skipWhereClause(from start: Int) -> Int {
    guard start < tokens.count, tokens[start].kind == .identifier,
      words.classify(bytes, start: tokens[start].start, end: tokens[start].end) == .where
    else { return start }
    var cursor = start + 1
    while cursor < tokens.count {
      switch tokens[cursor].kind {
      case .leftBrace, .rightBrace, .endOfFile, .semicolon:
        return cursor
      case .leftParen, .leftSquare:
        cursor = skipBalanced(from: cursor)
      default:
        cursor += 1
      }
    }
    return cursor
  }

  /// Skips a balanced `(…)` or `[…]` group that starts at `start`; stops early at a brace.
  private func skipBalanced(from start: Int) -> Int {
    var depth = 0
    var cursor = start
    while cursor < tokens.count {
      switch tokens[cursor].kind {
      case .leftParen, .leftSquare:
        depth += 1
      case .rightParen, .rightSquare:
        depth -= 1
        if depth <= 0 { return cursor + 1 }
      case .leftBrace, .rightBrace, .endOfFile:
        return cursor
      default:
        break
      }
      cursor += 1
    }
    return cursor
  }

  // MARK: - Token helpers

  private func text(_ token: Token) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// The identifier's name without backticks.
  private func identifierText(_ token: Token) -> String {
    guard token.kind == .backtickIdentifier, token.length >= 2 else { return text(token) }
    return String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
  }

  private func isName(_ token: Token) -> Bool {
    token.kind == .identifier || token.kind == .backtickIdentifier
  }

  private func follows(_ kind: TokenKind, at tokenIndex: Int) -> Bool {
    tokenIndex > 0 && tokens[tokenIndex - 1].kind == kind
  }

  /// Whether the token at `tokenIndex` has the given kind and touches the previous token.
  private func isAttached(_ tokenIndex: Int, kind: TokenKind) -> Bool {
    guard tokenIndex < tokens.count, tokenIndex > 0 else { return false }
    let token = tokens[tokenIndex]
    return token.kind == kind && token.leadingTriviaStart == token.start
      && tokens[tokenIndex - 1].trailingTriviaEnd == tokens[tokenIndex - 1].end
  }

  private func isOperator(_ tokenIndex: Int, startingWith byte: UInt8) -> Bool {
    tokenIndex < tokens.count && tokens[tokenIndex].kind == .operator
      && bytes[tokens[tokenIndex].start] == byte
  }

  // MARK: - Locations and diagnostics

  mutating func location(of offset: Int) -> SourceLocation {
    let (line, column) = lineTable.position(of: offset)
    return SourceLocation(path: result.path, line: line, column: column)
  }

  mutating func warn(_ message: String, at offset: Int) {
    result.diagnostics.append(Diagnostic(.warning, message, at: location(of: offset)))
  }

  private mutating func finishFile() {
    if let outermost = blocks.first {
      warn("expected '#endif' to close this '#if'", at: outermost.offset)
    }
    if let outermost = scopes.first {
      warn("missing '}' for the '{' opened here", at: outermost.braceOffset)
    }
    result.diagnostics = Diagnostic.sortedByLocation(result.diagnostics)
  }
}
