/// A `let`, `var` or enum case whose value `audit` may read: a member of a type, a global, or a local.
struct StringConstant {
  enum Scope: Equatable {
    /// A member of the type or extension with this qualified path.
    case member(String)
    /// A top-level declaration.
    case global
    /// A local declaration in the brace opened at this token index.
    case local(Int)
  }

  var name: String
  var scope: Scope
  /// The value when it can never change: a `let`, a computed property, or a `String` enum case's raw value.
  /// `nil` for every other binding of the name, which still shadows.
  var value: IdentifierExpression?
  /// Whether the value is stored, so that `self` in it is the declaring type.
  var isStored = true
  /// Whether it is a stored `var`, whose value holds only while no code assigns to its name.
  var isVariable = false
  /// Whether it is declared with `var`, stored or computed, read or not: a `var` that code assigns to is
  /// state, and a note says so rather than that its value is not read.
  var isDeclaredVariable = false
  /// Whether a pattern binds it (`guard let (_, region) = …`): its value is whichever the matched value
  /// holds at run time, and it has no declaration of its own to read.
  var isPatternBound = false
  /// Whether it is a `private` or `fileprivate` top-level declaration, which only its own file sees: two
  /// files' `private let reuseIdentifier` are one name each, not one name declared twice.
  var isFilePrivate = false
  /// Whether it is an enum's case, which names a value of the enum rather than a type or a string.
  var isEnumCase = false
  /// Whether it is a type's own (`static`, `class`, or an enum case), not each instance's: a type may
  /// declare both of one name (`var identifier: Kind?` and `static var identifier: String`).
  var isStatic = false
  var file: Int
  var token: Int
  /// The scopes open at the declaration, for the names its value uses.
  var context = ScopeSnapshot(types: [], braces: [])
  /// The first token of a stored value (`let nib = UINib(…)`), whatever it is, for `audit`'s reading of a
  /// nib registered through a constant.
  var valueStart: Int?
  /// For a `let` or `var`, how to read its value, which `value`, `isStored` and `isVariable` do not hold
  /// yet: it is parsed when a lookup asks for the binding (`reading(_:)`). Most bindings of a module never
  /// are, and parsing every one's value took a third of indexing.
  var pendingValue: PendingValue?
  /// The one capitalized name its annotation writes instead of `String` (`ReuseIdentifier`): its value
  /// counts only when the module's typealias of that name is `String` (`SourceLookup.withValue`).
  var typeAlias: String?

  struct PendingValue {
    /// The token after the name, where a type annotation, `=` or a body starts.
    var start: Int
    var isLet: Bool
    var isStatic: Bool
  }

  /// Whether the binding is a `var`, stored or computed, read or not: code may assign to it, and a note
  /// about its value says whether code does (`SourceLookup.noValue`).
  var mayBeAssigned: Bool {
    isDeclaredVariable || pendingValue.map { !$0.isLet } ?? false
  }

  /// The binding with its value read from `source`, its file: `let NAME = e` and `static var NAME: String
  /// { e }` have one; a stored `var` has one only when static, as apps write `static var identifier = "X"`
  /// for constants, while an instance or global `var` is state.
  func reading(_ source: SourceFile) -> StringConstant {
    guard let pending = pendingValue else { return self }
    var read = self
    read.pendingValue = nil
    read.isDeclaredVariable = !pending.isLet
    if let (value, isStored, alias) = source.withParser({
      $0.propertyValue(after: pending.start, allowingAlias: true)
    }),
      pending.isLet || !isStored || pending.isStatic
    {
      read.value = value
      read.isStored = isStored
      read.isVariable = !pending.isLet && isStored
      read.typeAlias = alias
    }
    return read
  }
}

/// The scopes open at a token: what a name used there can refer to.
struct ScopeSnapshot {
  /// The qualified paths of the enclosing types and extensions, outermost first.
  var types: [String]
  /// The token indices of every open brace, outermost first.
  var braces: [Int]
  /// The innermost function whose body is open, by index into the file's `functions`.
  var function: Int?
  /// Whether a diffable data source's cell provider closure is open.
  var isInCellProvider = false
}

/// What one pass over a file's tokens finds.
struct SourceIndex {
  var constants: [StringConstant] = []
  /// The typealias names the file declares, for R.swift's `R` check; the file's types, and the module's
  /// type-name table, are built from the scanner's declarations instead (`TypeNames+Declarations.swift`).
  var typeAliases: Set<String> = []
  /// The braces of every diffable data source's cell provider closure.
  var cellProviderBodies: [ClosedRange<Int>] = []
  /// The functions with bodies, in order; those declared directly in an extension of `UITableView` or
  /// `UICollectionView` are the app's own helpers.
  var functions: [FunctionDeclaration] = []
  /// Names that code assigns to (`name = …`, `x.name = …`): a stored `var` of such a name may change.
  /// The names code assigns to (`x = …`, `x += …`), each with the qualifier written before it (`Feed` in
  /// `Feed.x = …`; `nil` for a bare name or `self.x`) and, for a bare name, the types around the assignment.
  var assignments: [Assignment] = []

  struct Assignment {
    var name: String
    var qualifier: String?
    var enclosingTypes: [String]
    /// The token of the name assigned to.
    var token: Int32 = 0
  }
  /// The words that may bind a parameter or closure parameter somewhere in the file, by token index; a bare
  /// use of such a name is never resolved to a member or global constant (`mayBindParameter(named:in:)`).
  /// Every argument label is one: a file has hundreds, and a set of their strings cost a hash each, for
  /// the few names a run asks about.
  var parameterNameTokens: [Int32] = []
  /// Names declared as generic parameters somewhere in the file.
  var genericParameterNames: Set<String> = []
  /// The scope at each call-site candidate, by the index of its method-name token.
  var scopes: [Int: ScopeSnapshot] = [:]
  /// The body of every type and extension, in the order their braces open: the types around any token
  /// (`innermostType(around:)`), for the few questions that need them elsewhere than at a call.
  var typeBodies: [TypeBodyBraces] = []

  /// The braces of a type's or extension's body, by token index, with its qualified path.
  struct TypeBodyBraces {
    var path: String
    var open: Int32
    /// `Int32.max` while, or if, the body is never closed.
    var close = Int32.max
  }

  /// The qualified path of the innermost type or extension whose body holds token `token`.
  func innermostType(around token: Int) -> String? {
    typeBodies.last { Int($0.open) < token && token < Int($0.close) }?.path
  }

  /// The method names whose calls `audit` reads: UIKit's, and the generated API's and the Reusable
  /// library's, which share them.
  static let callNames = GeneratedAPI.helperMethodNames

  /// What kind of body a type's brace opens.
  private struct TypeBody {
    var isEnum = false
    var isExtension = false
  }

  private enum Brace {
    case type(String, TypeBody)
    /// A code body: its `{`, the function it is the body of, and whether it is a cell provider closure.
    case code(Int, function: Int?, isCellProvider: Bool)

    var isCode: Bool {
      if case .code = self { return true }
      return false
    }
  }

  /// The names that create a `UICollectionView` registration: UIKit's types and the generated API's.
  static let registrationNames: Set<String> = [
    "CellRegistration", "SupplementaryRegistration", "cellRegistration", "supplementaryRegistration",
  ]

  /// An index of nothing: a file not read.
  init() {}

  /// Indexes `source`, file `file` of the module, recording scopes at calls of `callNames`, which are
  /// `SourceIndex.callNames` and the names of the module's own helpers.
  init(_ source: SourceFile, file: Int, callNames: Set<String> = SourceIndex.callNames) {
    var stack: [Brace] = []
    var pendingType: (path: String, body: TypeBody)?
    // Whether the last type declared at each path has `String` first in its inheritance clause, for its
    // cases' raw values; the types themselves are the type-name table's, from the scanner's declarations.
    var isStringTyped: [String: Bool] = [:]
    let tokens = source.tokens
    var index = 0
    // The scopes change only at braces: the constants and calls between two braces share one snapshot,
    // and so its arrays, instead of each holding copies.
    var cachedSnapshot: ScopeSnapshot?
    func snapshot() -> ScopeSnapshot {
      if let cachedSnapshot { return cachedSnapshot }
      let made = Self.snapshot(stack)
      cachedSnapshot = made
      return made
    }
    // Read once here: a static's every read in the loop below checks that it is initialized.
    let lengths = (calls: NameLengths(callNames), registrations: Self.registrationNameLengths)
    // Braces past the scanner's depth are counted, not read: each type's path holds every type around it,
    // and each declaration reads the open braces, which deeper would take time quadratic in the nesting.
    var ignoredDepth = 0
    /// The positions in `typeBodies` of the type bodies open, innermost last.
    var openTypeBodies: [Int] = []
    while index < tokens.count, tokens[index].kind != .endOfFile {
      let token = tokens[index]
      if ignoredDepth > 0
        || (token.kind == .leftBrace && stack.count >= DeclarationScanner.maximumTypeNesting)
      {
        if token.kind == .leftBrace { ignoredDepth += 1 }
        if token.kind == .rightBrace { ignoredDepth -= 1 }
        pendingType = nil
        index += 1
        continue
      }
      switch token.kind {
      case .leftBrace:
        if let pending = pendingType {
          var path = pending.path
          if !pending.body.isExtension, case .type(let outer, _)? = stack.last { path = outer + "." + path }
          stack.append(.type(path, pending.body))
          openTypeBodies.append(typeBodies.count)
          typeBodies.append(TypeBodyBraces(path: path, open: Int32(index)))
          cachedSnapshot = nil
          pendingType = nil
        } else {
          var function: Int?
          if let last = functions.indices.last, functions[last].bodyOpen == index { function = last }
          let isCellProvider = function == nil && Self.opensCellProvider(source, index)
          if isCellProvider, let close = source.matchingClose(index) {
            cellProviderBodies.append(index...close)
          }
          stack.append(.code(index, function: function, isCellProvider: isCellProvider))
          cachedSnapshot = nil
          if function == nil, source.isWord(index - 1, "forEach") {
            recordForEach(source, body: index, file: file, context: snapshot())
          }
        }
      case .rightBrace:
        if case .type? = stack.last, let body = openTypeBodies.popLast() {
          typeBodies[body].close = Int32(index)
        }
        if !stack.isEmpty { stack.removeLast() }
        cachedSnapshot = nil
      case .operator where Self.isAssignment(source, index):
        if let name = source.name(index - 1), !source.isWord(index - 2, "let"),
          !source.isWord(index - 2, "var")
        {
          var qualifier: String?
          if source.isKind(index - 2, .period), let written = source.name(index - 3), written != "self" {
            qualifier = written
          }
          // Only a bare name needs the types around it, and every `=` of the module passes here: the
          // snapshot's, shared until the next brace.
          let types = qualifier != nil ? [] : snapshot().types
          assignments.append(
            Assignment(name: name, qualifier: qualifier, enclosingTypes: types, token: Int32(index - 1)))
        }
      case .operator where Self.opensGenericParameters(source, index):
        genericParameterNames.formUnion(Self.genericParameters(source, from: index))
      case .identifier:
        guard let word = Self.keyword(source, index) else {
          recordWord(
            source, at: index, callNames: callNames, lengths: lengths, snapshot: snapshot)
          break
        }
        switch word {
        case .class, .struct, .enum, .actor, .protocol, .extension:
          if let name = source.name(index + 1), !Word.reservedAfterClass.contains(name),
            !source.isKind(index - 1, .period)
          {
            if word == .extension, let path = source.dottedPath(at: index + 1) {
              pendingType = (path.components.joined(separator: "."), TypeBody(isExtension: true))
            } else {
              pendingType = (name, TypeBody(isEnum: word == .enum))
              var outer: String?
              if case .type(let enclosing, _)? = stack.last { outer = enclosing }
              var next = index + 2
              if source.text(next) == "<", let close = Self.closeAngle(source, next) { next = close + 1 }
              isStringTyped[outer.map { $0 + "." + name } ?? name] =
                source.isKind(next, .colon) && Self.inheritance(source, after: next).first == ["String"]
            }
          }
        case .typealias:
          // The targets of typealiases are the type-name table's, from the scanner's declarations.
          if let name = source.name(index + 1) { typeAliases.insert(name) }
        case .let, .var:
          recordBinding(source, at: index, file: file, stack: stack, context: snapshot())
        case .for:
          recordLoop(source, at: index, file: file, stack: stack, context: snapshot())
        case .func:
          var host: HelperHost?
          var owner: String?
          if case .type(let path, let body)? = stack.last {
            owner = path
            if body.isExtension {
              host = HelperHost(extendedPath: path)
            }
          }
          if var function = FunctionDeclaration(source, func: index, file: file, host: host) {
            function.owner = owner
            functions.append(function)
          }
        case .case:
          if case .type(let path, let body)? = stack.last, body.isEnum {
            let isStringEnum = isStringTyped[path] ?? false
            recordCases(source, at: index, file: file, enumPath: path, isStringEnum: isStringEnum)
          }
        }
      default:
        break
      }
      index += 1
    }
  }

  /// The keywords the index reads declarations after.
  private enum Keyword {
    case `let`, `var`, `for`, `enum`, `func`, `case`, `class`, `actor`, `struct`, `protocol`, `extension`
    case `typealias`
  }

  /// The keyword the index reads declarations after that token `index` spells, compared byte for byte:
  /// most words are none, and their length and first letter say so before any comparison. A value of an
  /// enum, not a `String`, and spellings read without a closure: a debug build (the plugins') asks this of
  /// every word of the module.
  private static func keyword(_ source: SourceFile, _ index: Int) -> Keyword? {
    let token = source.tokens[index]
    let candidate: (keyword: Keyword, spelling: StaticString)
    switch (token.end - token.start, source.bytes[token.start]) {
    case (3, UInt8(ascii: "l")): candidate = (.let, "let")
    case (3, UInt8(ascii: "v")): candidate = (.var, "var")
    case (3, UInt8(ascii: "f")): candidate = (.for, "for")
    case (4, UInt8(ascii: "e")): candidate = (.enum, "enum")
    case (4, UInt8(ascii: "f")): candidate = (.func, "func")
    case (4, UInt8(ascii: "c")): candidate = (.case, "case")
    case (5, UInt8(ascii: "c")): candidate = (.class, "class")
    case (5, UInt8(ascii: "a")): candidate = (.actor, "actor")
    case (6, UInt8(ascii: "s")): candidate = (.struct, "struct")
    case (8, UInt8(ascii: "p")): candidate = (.protocol, "protocol")
    case (9, UInt8(ascii: "e")): candidate = (.extension, "extension")
    case (9, UInt8(ascii: "t")): candidate = (.typealias, "typealias")
    default: return nil
    }
    let spelling = UnsafeBufferPointer(
      start: candidate.spelling.utf8Start, count: candidate.spelling.utf8CodeUnitCount)
    return source.hasText(index, bytes: spelling) ? candidate.keyword : nil
  }

  /// Records what any other word says: a call of `callNames` (whose lengths `lengths.calls` holds, and
  /// those of `registrationNames` `lengths.registrations`), a parameter name.
  private mutating func recordWord(
    _ source: SourceFile, at index: Int, callNames: Set<String>,
    lengths: (calls: NameLengths, registrations: NameLengths), snapshot: () -> ScopeSnapshot
  ) {
    let length = source.tokens[index].end - source.tokens[index].start
    let opensCall = source.isKind(index + 1, .leftParen)
    // A registration name is recorded without a call; any other name only before `(`.
    if (opensCall && lengths.calls.mayContain(length: length))
      || lengths.registrations.mayContain(length: length)
    {
      let word = source.text(index)
      if callNames.contains(word) || Self.registrationNames.contains(word),
        opensCall || Self.registrationNames.contains(word),
        !source.isWord(index - 1, "func")
      {
        scopes[index] = snapshot()
      }
    }
    if source.isKind(index + 1, .colon), Self.mayPrecedeParameterName(source, index - 1) {
      parameterNameTokens.append(Int32(index))
    } else if source.isWord(index + 1, "in") {
      parameterNameTokens.append(Int32(index))
    }
  }

  /// Whether token `index` may come just before a parameter's name and its `:`: `(`, `,`, or a label. Not
  /// `var` or `let`: `static var name: Self` declares a member with its type, which binds no parameter.
  /// A `switch`, not `||` and `&&`, whose closures copy the whole file in a debug build (the plugins').
  private static func mayPrecedeParameterName(_ source: SourceFile, _ index: Int) -> Bool {
    guard index >= 0 else { return false }
    switch source.tokens[index].kind {
    case .leftParen, .comma: return true
    case .identifier:
      if source.hasText(index, "var") { return false }
      return !source.hasText(index, "let")
    default: return false
    }
  }

  /// Whether the file, whose source is `source`, may bind `name` as a parameter or closure parameter.
  func mayBindParameter(named name: String, in source: SourceFile) -> Bool {
    var name = name
    return name.withUTF8 { name in parameterNameTokens.contains { source.hasText(Int($0), bytes: name) } }
  }

  /// The lengths of `registrationNames`, which rule out most words without a `String`.
  private static let registrationNameLengths = NameLengths(registrationNames)

  private static func snapshot(_ stack: [Brace]) -> ScopeSnapshot {
    var types: [String] = []
    var braces: [Int] = []
    for entry in stack {
      switch entry {
      case .type(let path, _): types.append(path)
      case .code(let open, _, _): braces.append(open)
      }
    }
    var snapshot = ScopeSnapshot(types: types, braces: braces)
    for entry in stack.reversed() {
      guard case .code(_, let function, let isCellProvider) = entry else { break }
      if isCellProvider { snapshot.isInCellProvider = true }
      if let function, snapshot.function == nil { snapshot.function = function }
    }
    return snapshot
  }

  /// Whether the `{` at `open` starts a diffable data source's cell provider: the `cellProvider:` argument,
  /// or the trailing closure of `UICollectionViewDiffableDataSource<…>(collectionView:)` or of another
  /// `…DataSource(collectionView:)`.
  /// The label of a cell provider closure passed by name.
  static let cellProviderLabel = "cellProvider"

  /// The end of the name of a data source type whose closure argument is a cell provider.
  static let dataSourceSuffix = "DataSource"

  private static func opensCellProvider(_ source: SourceFile, _ open: Int) -> Bool {
    if source.isKind(open - 1, .colon), source.isWord(open - 2, cellProviderLabel) { return true }
    guard source.isKind(open - 1, .rightParen) else { return false }
    var depth = 0
    var index = open - 1
    while index >= 0 {
      if source.isKind(index, .rightParen) { depth += 1 }
      if source.isKind(index, .leftParen) {
        depth -= 1
        if depth == 0 { break }
      }
      index -= 1
    }
    // `Name<A, B>(` or `Name(`: the callee ends just before the `(`, after any generic arguments.
    var callee = index - 1
    if source.isKind(callee, .operator), source.text(callee).hasSuffix(">") {
      while callee >= 0, !(source.isKind(callee, .operator) && source.text(callee).hasPrefix("<")) {
        callee -= 1
      }
      callee -= 1
    }
    guard let name = source.name(callee) else { return false }
    if name.hasSuffix("DiffableDataSource") { return true }
    // A typealias or subclass of one, named in another file (`typealias DataSource =
    // UICollectionViewDiffableDataSource<Section, Item>`): a data source made for a collection or table
    // view, as the diffable one's `init(collectionView:cellProvider:)` is.
    return name.hasSuffix(dataSourceSuffix)
      && (source.isWord(index + 1, "collectionView") || source.isWord(index + 1, "tableView"))
      && source.isKind(index + 2, .colon)
  }

  /// Whether the operator at `index` is `=` or `+=`. Two tests, not `||`, whose closure copies the whole
  /// file in a debug build (the plugins'), for every operator of the module.
  private static func isAssignment(_ source: SourceFile, _ index: Int) -> Bool {
    if source.hasText(index, "=") { return true }
    return source.hasText(index, "+=")
  }

  /// Whether the token at `open` is a `<` that starts the generic parameters of a declaration: `func name<`, `init<`,
  /// `subscript<`, `class Name<` (and `struct`, `enum`, `actor`, `typealias`), or `func ==<`. A generic
  /// argument, such as `CellRegistration<UICollectionViewListCell, Item>` or `Array<Cell>`, names types
  /// that exist, and must not hide them: a name taken for a generic parameter resolves to nothing.
  private static func opensGenericParameters(_ source: SourceFile, _ open: Int) -> Bool {
    guard source.hasText(open, "<") else { return false }
    if source.isWord(open - 1, "init") || source.isWord(open - 1, "subscript") { return true }
    guard open >= 2, source.name(open - 1) != nil || source.isKind(open - 1, .operator) else { return false }
    return ["func", "class", "struct", "enum", "actor", "typealias"].contains { source.isWord(open - 2, $0) }
  }

  /// The names a generic parameter clause at `open` declares: each name at its top level that a `:`, a `,`
  /// or the closing `>` follows (`<T: Decodable, U>`).
  private static func genericParameters(_ source: SourceFile, from open: Int) -> [String] {
    guard let close = closeAngle(source, open) else { return [] }
    var names: [String] = []
    var expectsName = true
    var depth = 0
    for index in open + 1..<close {
      switch source.tokens[index].kind {
      case .leftParen, .leftSquare: depth += 1
      case .rightParen, .rightSquare: depth -= 1
      case .operator:
        // The angles of a constraint's own generic arguments (`<T: Box<Int, Int>, U>`).
        let text = source.text(index)
        depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
      case .comma where depth == 0: expectsName = true
      case .identifier where expectsName && depth == 0:
        if let name = source.name(index) { names.append(name) }
        expectsName = false
      default: break
      }
    }
    return names
  }

  private static func closeAngle(_ source: SourceFile, _ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < source.tokens.count, source.tokens[index].kind != .endOfFile {
      let text = source.text(index)
      if source.tokens[index].kind == .operator {
        depth += text.filter { $0 == "<" }.count
        depth -= text.filter { $0 == ">" }.count
        if depth <= 0 { return index }
      } else if source.tokens[index].kind == .leftBrace {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Records `let NAME = e`, `static var NAME: String { e }` and every other binding of a name, with where
  /// its value is read when asked (`StringConstant.reading(_:)`). `context` is the snapshot of `stack`.
  private mutating func recordBinding(
    _ source: SourceFile, at keyword: Int, file: Int, stack: [Brace], context: ScopeSnapshot
  ) {
    guard let name = source.name(keyword + 1) else {
      recordTuplePattern(source, at: keyword, file: file, stack: stack, context: context)
      return
    }
    let scope: StringConstant.Scope
    switch stack.last {
    case .type(let path, _)?: scope = .member(path)
    case .code(let open, _, _)?: scope = .local(open)
    case nil: scope = .global
    }
    let isLet = source.isWord(keyword, "let")
    var constant = StringConstant(
      name: name, scope: scope, value: nil, file: file, token: keyword + 1, context: context)
    if isLet {
      var equals = keyword + 2
      while equals < keyword + 8, equals < source.tokens.count, !source.tokens[equals].isAtStartOfLine,
        !(source.isKind(equals, .operator) && source.text(equals) == "=")
      {
        equals += 1
      }
      if source.isKind(equals, .operator), source.text(equals) == "=" { constant.valueStart = equals + 1 }
    }
    // Whether the binding is static decides whether a stored `var` has a value (`reading(_:)`).
    var modifier = keyword - 1
    var isStatic = false
    var isPrivate = false
    // Most words before a binding (`if`, `guard`, `{`) are no modifier, and their length says so.
    while source.isKind(modifier, .identifier),
      Self.declarationModifierLengths.mayContain(
        length: source.tokens[modifier].end - source.tokens[modifier].start),
      Self.declarationModifiers.contains(source.text(modifier))
    {
      isStatic = isStatic || source.text(modifier) == "static" || source.text(modifier) == "class"
      isPrivate = isPrivate || source.text(modifier) == "private" || source.text(modifier) == "fileprivate"
      modifier -= 1
    }
    constant.isStatic = isStatic
    constant.isFilePrivate = isPrivate && scope == .global
    constant.pendingValue = StringConstant.PendingValue(start: keyword + 2, isLet: isLet, isStatic: isStatic)
    constants.append(constant)
  }

  /// Records the names a tuple pattern binds in code (`let (_, region) = …`, `guard let (index, item) = …`)
  /// as locals without a value: each shadows what it names, and a use of one is a value bound at run time,
  /// not an undeclared name.
  private mutating func recordTuplePattern(
    _ source: SourceFile, at keyword: Int, file: Int, stack: [Brace], context: ScopeSnapshot
  ) {
    guard case .code(let open, _, _)? = stack.last, source.isKind(keyword + 1, .leftParen),
      let close = source.matchingClose(keyword + 1)
    else { return }
    recordTupleNames(source, open: keyword + 1, close: close, brace: open, file: file, context: context)
  }

  /// Records each name alone in the tuple pattern between `open` and `close` as a local of `brace` whose
  /// value a pattern binds at run time.
  private mutating func recordTupleNames(
    _ source: SourceFile, open tupleOpen: Int, close: Int, brace open: Int, file: Int, context: ScopeSnapshot
  ) {
    var index = tupleOpen + 1
    while index < close {
      // A name alone between `(`/`,` and `,`/`)` is bound; `_`, labels and nested patterns are not read.
      if let name = source.name(index), name != "_",
        source.isKind(index - 1, .leftParen) || source.isKind(index - 1, .comma),
        source.isKind(index + 1, .comma) || index + 1 == close
      {
        var constant = StringConstant(
          name: name, scope: .local(open), value: nil, file: file, token: index, context: context)
        constant.isPatternBound = true
        constants.append(constant)
      }
      index += 1
    }
  }

  /// Records `for x in sequence {`: `x` is a local of the loop's body, bound to each element in turn, so that
  /// `for cell in [A.self, B.self] { register(…, cell.reuseIdentifier) }` registers each one.
  private mutating func recordLoop(
    _ source: SourceFile, at keyword: Int, file: Int, stack: [Brace], context: ScopeSnapshot
  ) {
    guard stack.last?.isCode == true else { return }
    // `for (identifier, nibName) in nibs {`: each name of the tuple is a local of the body, bound to a
    // part of each element at run time.
    if source.isKind(keyword + 1, .leftParen), let close = source.matchingClose(keyword + 1),
      source.isWord(close + 1, "in"), let body = Self.loopBody(source, sequence: close + 2)
    {
      recordTupleNames(source, open: keyword + 1, close: close, brace: body, file: file, context: context)
      return
    }
    guard let name = source.name(keyword + 1), source.isWord(keyword + 2, "in"),
      let body = Self.loopBody(source, sequence: keyword + 3)
    else { return }
    let value = source.withParser { $0.loopElement(from: keyword + 3, through: body - 1) }
    constants.append(
      StringConstant(
        name: name, scope: .local(body), value: value, file: file, token: keyword + 1, context: context))
  }

  /// The `{` of a `for` loop's body whose sequence starts at token `sequence`: the first one outside
  /// brackets after it; `nil` for a `where` clause, which is not read, or an empty sequence.
  private static func loopBody(_ source: SourceFile, sequence: Int) -> Int? {
    var body = sequence
    while body < source.tokens.count, !source.isKind(body, .leftBrace) {
      switch source.tokens[body].kind {
      case .leftParen, .leftSquare:
        guard let close = source.matchingClose(body) else { return nil }
        body = close + 1
      case .endOfFile, .rightBrace, .rightParen, .rightSquare:
        return nil
      default:
        if source.isWord(body, "where") { return nil }
        body += 1
      }
    }
    return body > sequence && body < source.tokens.count ? body : nil
  }

  /// Records `[a, b].forEach { x in … }` and `[a, b].forEach { … $0 … }`, whose `{` is at `body`: the
  /// closure's parameter is bound to each element in turn, exactly as a `for x in [a, b]` loop's variable
  /// (`recordLoop`), so that `[A.nibName, B.nibName].forEach { register(UINib(nibName: $0, …), …: $0) }`
  /// registers each one. Only an array literal: a named sequence may be a computed property that a subclass
  /// overrides.
  private mutating func recordForEach(_ source: SourceFile, body: Int, file: Int, context: ScopeSnapshot) {
    let forEach = body - 1
    guard source.isKind(forEach - 1, .period), let sequence = Self.arrayLiteral(source, endingAt: forEach - 2)
    else { return }
    // `{ id in`, `{ (id) in`, or no named parameter: then `$0`.
    var name = "$0"
    var nameToken = body
    if let named = source.name(body + 1), source.isWord(body + 2, "in") {
      (name, nameToken) = (named, body + 1)
    } else if source.isKind(body + 1, .leftParen), let named = source.name(body + 2),
      source.isKind(body + 3, .rightParen), source.isWord(body + 4, "in")
    {
      (name, nameToken) = (named, body + 2)
    }
    let value = source.withParser { $0.loopElement(from: sequence, through: forEach - 2) }
    constants.append(
      StringConstant(
        name: name, scope: .local(body), value: value, file: file, token: nameToken, context: context))
  }

  /// The `[` of the array literal whose `]` is token `last`; `nil` for a subscript (`rows[0]`).
  private static func arrayLiteral(_ source: SourceFile, endingAt last: Int) -> Int? {
    guard source.isKind(last, .rightSquare) else { return nil }
    var depth = 0
    var index = last
    while index >= 0 {
      switch source.tokens[index].kind {
      case .rightSquare, .rightParen, .rightBrace: depth += 1
      case .leftSquare, .leftParen, .leftBrace: depth -= 1
      default: break
      }
      if depth == 0 { break }
      index -= 1
    }
    guard index >= 0, source.isKind(index, .leftSquare) else { return nil }
    // A subscript follows what it subscripts on the same line; a literal starts its own expression.
    let before = index - 1
    let mayBeSubscript =
      !source.tokens[index].isAtStartOfLine && before >= 0
      && ([.identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightSquare]
        .contains(source.tokens[before].kind)
        || (source.isKind(before, .operator) && ["?", "!"].contains(source.text(before))))
    return mayBeSubscript ? nil : index
  }

  private static let declarationModifierLengths = NameLengths(declarationModifiers)

  private static let declarationModifiers: Set<String> = [
    "static", "class", "private", "fileprivate", "internal", "public", "package", "final", "nonisolated",
    "lazy",
  ]

  /// Records the cases of an enum body, `case a, b = "x"`: a `String` enum's raw value is the literal, or
  /// the case's own name when it has none.
  private mutating func recordCases(
    _ source: SourceFile, at keyword: Int, file: Int, enumPath: String, isStringEnum: Bool
  ) {
    var index = keyword + 1
    while let name = source.name(index) {
      var constant = StringConstant(
        name: name, scope: .member(enumPath), value: nil, file: file, token: index)
      constant.isStatic = true
      constant.isEnumCase = true
      index += 1
      if source.isKind(index, .leftParen), let close = source.matchingClose(index) {
        index = close + 1  // An associated value: no raw value.
      } else if isStringEnum {
        constant.value = .literal(name)
      }
      if source.isKind(index, .operator), source.text(index) == "=" {
        let value = source.isKind(index + 1, .stringQuote) ? Self.literal(source, at: index + 1) : nil
        constant.value = isStringEnum ? value.map(IdentifierExpression.literal) : nil
        index += value == nil ? 2 : (value!.isEmpty ? 3 : 4)
      }
      constants.append(constant)
      guard source.isKind(index, .comma) else { break }
      index += 1
    }
  }

  /// The entries of an inheritance clause whose `:` is at `colon`, each as a dotted path; generic
  /// arguments and `where` clauses are skipped.
  static func inheritance(_ source: SourceFile, after colon: Int) -> [[String]] {
    var result: [[String]] = []
    var index = colon + 1
    while let path = source.dottedPath(at: index) {
      if path.components != ["where"] { result.append(path.components) }
      index = path.last + 1
      if source.text(index) == "<", let close = closeAngle(source, index) { index = close + 1 }
      guard source.isKind(index, .comma) || (source.isKind(index, .operator) && source.text(index) == "&")
      else { break }
      index += 1
    }
    return result
  }

  /// The plain string literal at `start`.
  private static func literal(_ source: SourceFile, at start: Int) -> String? {
    let last = source.isKind(start + 1, .stringQuote) ? start + 1 : start + 2
    guard last < source.tokens.count else { return nil }
    return source.stringLiteral(from: start, through: last)
  }
}
