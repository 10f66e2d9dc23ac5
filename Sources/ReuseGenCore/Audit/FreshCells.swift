/// Finds collection view cells that were created instead of dequeued and handed to UIKit from
/// `collectionView(_:cellForItemAt:)` or a diffable data source's cell provider. Table views accept such a
/// cell; collection views raise "the cell returned from -collectionView:cellForItemAtIndexPath: does not
/// have a reuseIdentifier", because a cell gets its reuse identifier only from a dequeue.
///
/// A body whose every `return` hands over a created cell crashes for every item: an error. A created cell
/// returned beside dequeued ones crashes when that line runs: a warning, unless it is a fallback, a
/// `default:` or the `else` of a `guard` or `if` that binds (`guard let cell = … as? Cell else { return
/// UICollectionViewCell() }`), which correct apps write after a conditional cast and never reach. A base class's `collectionView(_:cellForItemAt:)` that a
/// subclass of the module overrides is a placeholder (Habitica's `BaseReactiveDataSource`), and is left
/// alone.
enum FreshCells {
  static let uikitMessage =
    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
    + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"

  /// One `return` (or the single expression of a body) that hands over a created cell.
  private struct FreshReturn {
    var token: Int
    var cellClass: String
    var isFallback: Bool
  }

  static func findings(_ module: CallSiteModule) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for file in 0..<module.moduleFileCount {
      let index = module.indices[file]
      var bodies: [(open: Int, close: Int, name: String)] = index.functions.filter {
        isCellForItemAt($0) && !isOverriddenInSubclass($0, module: module)
      }.map { ($0.bodyOpen, $0.bodyClose, "collectionView(_:cellForItemAt:)") }
      bodies += index.cellProviderBodies.map { ($0.lowerBound, $0.upperBound, "the cell provider") }
      for body in bodies {
        findings += check(body, file: file, module: module)
      }
    }
    return findings
  }

  private static func check(_ body: (open: Int, close: Int, name: String), file: Int, module: CallSiteModule)
    -> [AuditFinding]
  {
    let source = module.sources[file]
    // Returns of functions declared inside the body answer other questions.
    let nested = module.indices[file].functions.filter {
      body.open < $0.bodyOpen && $0.bodyClose < body.close
    }
    let returns = (body.open + 1..<body.close).filter { token in
      source.isWord(token, "return") && !nested.contains { $0.bodyOpen < token && token < $0.bodyClose }
    }
    var fresh: [FreshReturn] = []
    if returns.isEmpty {
      // A single-expression body: `{ _, _, _ in UICollectionViewCell() }`.
      var start = body.open + 1
      if let inWord = (body.open + 1..<min(body.close, body.open + 40)).first(where: {
        source.isWord($0, "in")
      }) {
        start = inWord + 1
      }
      if let created = createdCell(at: start, body: body, file: file, module: module),
        created.end == body.close - 1
      {
        fresh.append(FreshReturn(token: start, cellClass: created.name, isFallback: false))
      }
    }
    for token in returns {
      guard let created = createdCell(at: token + 1, body: body, file: file, module: module) else { continue }
      fresh.append(
        FreshReturn(token: token, cellClass: created.name, isFallback: isFallback(token, source: source)))
    }
    let everyReturn = !fresh.isEmpty && fresh.count == max(returns.count, 1)
    return fresh.filter { everyReturn || !$0.isFallback }.map { found in
      let message: CellNotDequeuedRule.Message =
        everyReturn
        ? .returnsCreatedCell(body: body.name, cellClass: found.cellClass)
        : .createdNotDequeued(cellClass: found.cellClass)
      return AuditFinding(
        kind: .cellNotDequeued,
        diagnostic: Diagnostic(message, at: source.location(found.token)),
        subject: body.name, viewClass: found.cellClass)
    }
  }

  /// The class of the collection view cell the expression at `start` creates, and the expression's last
  /// token: `Cell()`, `Cell(frame: .zero)`, `Cell.init()`, or a local bound to one of those earlier in the
  /// body.
  private static func createdCell(
    at start: Int, body: (open: Int, close: Int, name: String), file: Int, module: CallSiteModule
  ) -> (name: String, end: Int)? {
    let source = module.sources[file]
    guard let path = source.dottedPath(at: start) else { return nil }
    var components = path.components
    var end = path.last
    if source.isKind(end + 1, .leftParen), let close = source.matchingClose(end + 1) {
      if components.count > 1, components.last == "init" { components.removeLast() }
      guard endsStatement(close, source: source) else { return nil }
      let reference = module.resolveClass(components, inFile: file, scope: module.scopeTypes(file, start))
      guard isCollectionViewCell(reference, module: module), let name = reference.name else { return nil }
      return (name, close)
    }
    // A local: the last `let name =` or `var name =` (with or without a type) before the return.
    guard components.count == 1, endsStatement(end, source: source) else { return nil }
    end = start
    for token in stride(from: start - 1, to: body.open, by: -1)
    where (source.isWord(token, "let") || source.isWord(token, "var"))
      && source.name(token + 1) == components[0]
    {
      var equals = token + 2
      while equals < start, !(source.isKind(equals, .operator) && source.text(equals) == "=") {
        if source.tokens[equals].isAtStartOfLine { return nil }
        equals += 1
      }
      guard let created = createdCell(at: equals + 1, body: body, file: file, module: module) else {
        return nil
      }
      return (created.name, end)
    }
    return nil
  }

  private static func isCellForItemAt(_ function: FunctionDeclaration) -> Bool {
    function.name == "collectionView" && function.labels == ["_", "cellForItemAt"]
  }

  /// Whether a subclass in the module overrides `function`, which makes it a base class's placeholder.
  private static func isOverriddenInSubclass(_ function: FunctionDeclaration, module: CallSiteModule) -> Bool
  {
    guard let base = enclosingClass(of: function, module: module) else { return false }
    for file in 0..<module.moduleFileCount {
      let source = module.sources[file]
      for other in module.indices[file].functions where isCellForItemAt(other) {
        guard isOverride(other, source: source), let subclass = enclosingClass(of: other, module: module),
          inherits(subclass, from: base, module: module)
        else { continue }
        return true
      }
    }
    return false
  }

  /// Whether `override` is among the modifiers before the function's `func`, on its line.
  private static func isOverride(_ function: FunctionDeclaration, source: SourceFile) -> Bool {
    var index = function.nameToken - 2
    while index >= 0, source.tokens[index].kind == .identifier {
      if source.isWord(index, "override") { return true }
      if source.tokens[index].isAtStartOfLine { return false }
      index -= 1
    }
    return false
  }

  /// Whether the module class `subclass` inherits from `base`, generic classes included, whose
  /// specializations are the same class: a class above it in its one chain (`CallSiteModule.classChain(of:)`).
  private static func inherits(_ subclass: String, from base: String, module: CallSiteModule) -> Bool {
    module.classChain(of: subclass).classes.dropFirst().contains(base)
  }

  /// The qualified path of the class whose body, or whose extension's body, declares `function`.
  private static func enclosingClass(of function: FunctionDeclaration, module: CallSiteModule) -> String? {
    let source = module.sources[function.file]
    var innermost: (open: Int, path: [String])?
    for token in 0..<function.nameToken
    where source.isWord(token, "class") || source.isWord(token, "extension") || source.isWord(token, "struct")
      || source.isWord(token, "enum")
    {
      guard let path = source.dottedPath(at: token + 1),
        let open = (path.last + 1..<function.nameToken).first(where: { source.isKind($0, .leftBrace) }),
        let close = source.matchingClose(open), close > function.bodyClose,
        open > innermost?.open ?? -1
      else { continue }
      innermost = (open, path.components)
    }
    guard let innermost,
      case .success(let type) = module.lookup.declaredType(innermost.path, inFile: function.file, scope: []),
      type.isClass
    else { return nil }
    return type.path
  }

  /// Whether the statement ends after token `last`: the line, the block or the file does.
  private static func endsStatement(_ last: Int, source: SourceFile) -> Bool {
    let next = last + 1
    guard next < source.tokens.count else { return true }
    switch source.tokens[next].kind {
    case .rightBrace, .semicolon, .endOfFile: return true
    default: return source.tokens[next].isAtStartOfLine
    }
  }

  private static func isCollectionViewCell(_ reference: ClassReference, module: CallSiteModule) -> Bool {
    switch reference {
    case .uikit(let name): name == "UICollectionViewCell" || name == "UICollectionViewListCell"
    case .module: module.isClass(reference, kindOf: .uikit("UICollectionViewCell")) == true
    case .unknown: false
    }
  }

  /// Whether the `return` at `token` is a fallback: right after `default:`, or in the `else { … }` block of a
  /// `guard` or `if` that binds (`guard let cell = … as? Cell else { … }`, `if let item = … { … } else { … }`),
  /// which runs only when a cast or a lookup fails. The `else` of a plain condition
  /// (`guard indexPath.row < rows.count else { … }`) is a branch like any other.
  private static func isFallback(_ token: Int, source: SourceFile) -> Bool {
    if source.isKind(token - 1, .colon), source.isWord(token - 2, "default") { return true }
    var depth = 0
    var index = token - 1
    while index >= 0 {
      switch source.tokens[index].kind {
      case .rightBrace: depth += 1
      case .leftBrace:
        if depth == 0 {
          guard source.isWord(index - 1, "else") else { return false }
          return conditionBinds(before: index - 1, source: source)
        }
        depth -= 1
      default: break
      }
      index -= 1
    }
    return false
  }

  /// Whether the condition of the `guard` or `if` whose `else` is at `elseToken` binds a name (`let`, `var`,
  /// `case`). An `else` whose statement cannot be told counts as a fallback, which reports less.
  private static func conditionBinds(before elseToken: Int, source: SourceFile) -> Bool {
    var index = elseToken - 1
    // `if … { … } else {`: the condition is before the `if` block.
    if source.isKind(index, .rightBrace) {
      guard let open = source.matchingOpen(index) else { return true }
      index = open - 1
    }
    var depth = 0
    while index >= 0 {
      let kind = source.tokens[index].kind
      switch kind {
      case .rightParen, .rightSquare, .rightBrace: depth += 1
      case .leftParen, .leftSquare, .leftBrace:
        if depth == 0 { return true }
        depth -= 1
      case .semicolon where depth == 0: return true
      default:
        if depth == 0,
          source.isWord(index, "let") || source.isWord(index, "var") || source.isWord(index, "case")
        {
          return true
        }
        if depth == 0, source.isWord(index, "if") || source.isWord(index, "guard") { return false }
      }
      index -= 1
    }
    return true
  }
}
