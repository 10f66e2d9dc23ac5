/// Finds `UICollectionView.CellRegistration`s and `SupplementaryRegistration`s (and the generated
/// `cellRegistration(handler:)`) created where cells are dequeued: inside a diffable data source's cell
/// provider, inside `collectionView(_:cellForItemAt:)`, or lazily on first use there. UIKit asserts on
/// each since iOS 15 (SPEC §10.2).
enum RegistrationPlacement {
  /// UIKit's message, from the assertion.
  static let uikitMessage =
    "Attempted to dequeue a cell using a registration that was created inside "
    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider"

  static func findings(_ module: CallSiteModule) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for creation in creations(module) {
      let source = module.sources[creation.file]
      let index = module.indices[creation.file]
      let scope = creation.scope
      if scope.isInCellProvider || isDequeueFunction(scope.function.map { index.functions[$0] }) {
        findings.append(finding(source, at: creation.token, lazily: false))
      } else if let name = creation.lazyProperty,
        usedOnlyWhereCellsAreDequeued(name, source: source, index: index, declaration: creation.token)
      {
        findings.append(finding(source, at: creation.token, lazily: true))
      }
    }
    return findings
  }

  /// The names whose every use in a file this check reads (`usedOnlyWhereCellsAreDequeued`): the lazy
  /// properties whose initializers create a registration. `InertBodies` reads no body that spells one.
  static func lazyPropertiesReadThroughout(_ module: CallSiteModule) -> Set<String> {
    Set(creations(module).compactMap(\.lazyProperty))
  }

  /// A registration created in the module: its file, its name's token, the scope there, and the lazy
  /// property whose initializer creates it, when it is outside every function.
  private struct Creation {
    var file: Int
    var token: Int
    var scope: ScopeSnapshot
    var lazyProperty: String?
  }

  private static func creations(_ module: CallSiteModule) -> [Creation] {
    var creations: [Creation] = []
    for file in 0..<module.moduleFileCount {
      let source = module.sources[file]
      let index = module.indices[file]
      for token in index.scopes.keys.sorted() where SourceIndex.registrationNames.contains(source.text(token))
      {
        guard isCreation(source, at: token), let scope = index.scopes[token] else { continue }
        let lazy = scope.function == nil ? lazyProperty(source, around: token) : nil
        creations.append(Creation(file: file, token: token, scope: scope, lazyProperty: lazy))
      }
    }
    return creations
  }

  private static func finding(_ source: SourceFile, at token: Int, lazily: Bool) -> AuditFinding {
    AuditFinding(
      kind: .registrationInCellProvider,
      diagnostic: Diagnostic(
        RegistrationInCellProviderRule.Message.createdWhereCellsAreDequeued(lazily: lazily),
        at: source.location(token)),
      subject: source.text(token))
  }

  /// `UICollectionView.CellRegistration<…>(…)` or `{…}`, and `Cell.cellRegistration(…)`; not a type
  /// annotation.
  private static func isCreation(_ source: SourceFile, at token: Int) -> Bool {
    let name = source.text(token)
    if name == "cellRegistration" || name == "supplementaryRegistration" {
      return source.isKind(token - 1, .period) && source.isKind(token + 1, .leftParen)
    }
    var next = token + 1
    if source.isKind(next, .operator), source.text(next).hasPrefix("<") {
      var depth = 0
      while next < source.tokens.count, source.tokens[next].kind != .endOfFile {
        if source.isKind(next, .operator) {
          let text = source.text(next)
          depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
          if depth <= 0 { break }
        }
        next += 1
      }
      next += 1
    }
    return source.isKind(next, .leftParen) || source.isKind(next, .leftBrace)
  }

  /// `collectionView(_:cellForItemAt:)` and `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  private static func isDequeueFunction(_ function: FunctionDeclaration?) -> Bool {
    guard let function, function.name == "collectionView" else { return false }
    return function.labels == ["_", "cellForItemAt"]
      || function.labels == ["_", "viewForSupplementaryElementOfKind", "at"]
  }

  /// The name of the `lazy var` whose initializer the token is in, within the same statement.
  private static func lazyProperty(_ source: SourceFile, around token: Int) -> String? {
    var index = token - 1
    while index >= 2, token - index < 24 {
      if source.isWord(index - 1, "var"), source.isWord(index - 2, "lazy") { return source.name(index) }
      if source.tokens[index + 1].isAtStartOfLine, !source.isKind(index + 1, .period) {
        return source.isWord(index, "var") && source.isWord(index - 1, "lazy") ? source.name(index + 1) : nil
      }
      index -= 1
    }
    return nil
  }

  /// Whether every use of `name` in the file is in a cell provider or `collectionView(_:cellForItemAt:)`.
  private static func usedOnlyWhereCellsAreDequeued(
    _ name: String, source: SourceFile, index: SourceIndex, declaration: Int
  ) -> Bool {
    var uses = 0
    for token in source.tokens.indices where source.name(token) == name && token > declaration {
      let inProvider = index.cellProviderBodies.contains { $0.contains(token) }
      let inDequeue = index.functions.contains {
        isDequeueFunction($0) && $0.bodyOpen < token && token < $0.bodyClose
      }
      guard inProvider || inDequeue else { return false }
      uses += 1
    }
    return uses > 0
  }
}
