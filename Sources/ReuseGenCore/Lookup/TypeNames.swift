// The one type-name table of the lookup (DESIGN.md §10, "One type-name table"): every question "which
// type does this path name from here" that the evaluator, the call-site layer, `audit` and `migrate` ask
// — `SourceLookup.declaredType`, `type(_:at:)`, the class-chain walk's superclass lookups, protocol
// inheritance and extension conformances — is answered here, with one scoping. A new way of naming a type
// (a typealias form, a scope rule) is taught to `declaredType(_:inFile:scope:generics:recorder:)`.

/// A type declared in the sources, as far as the lookup needs it. Its inheritance clause is the scanner's
/// own, shared, and read into paths only when asked (`inheritance`, `superclass`): a table entry then
/// holds no array of its own, whatever the number of types of the files a lookup has read.
struct DeclaredType {
  var path: String
  /// The name in `@objc(Name)`.
  var objcName: String?
  /// The file that declares it, by number in the lookup that asks.
  var file = 0
  /// The declaration's number among its file's types (`ScannedFile.types`), by which the resolver keeps
  /// what it concludes of each class.
  var index = 0
  /// The inheritance clause as the scanner keeps it: a class's entries, or a value type's dotted paths
  /// in one string (`TypeDeclaration.adoptedText`).
  var clause: [[TypeReference]] = []
  var adoptedText = ""
  // The one-byte fields come last, where they share one word: the table holds a value per type.
  /// `protocol`, `enum`, `struct`, `class` or `actor`: a byte, where the keyword as a string took two words.
  var kind = TypeDeclarationKind.class
  var isGeneric: Bool
  /// Whether an enclosing declaration is an extension, which may extend another module's type.
  var isInExtension = false
  /// Whether it is declared in code, where only that code sees it.
  var isLocal = false
  /// How many components of `path` the extension around it spells, if any (`A.B` in
  /// `extension A.B { class C }`): the outermost scope its clauses see (`scope(ofOwner:extendedComponents:)`).
  var extendedComponents: UInt8 = 0

  var isClass: Bool { kind == .class }

  /// Every entry of the inheritance clause, as written.
  var inheritance: [[String]] {
    guard !adoptedText.isEmpty else { return clause.flatMap { $0.map(\.components) } }
    return adoptedText.split(separator: ",").map { $0.split(separator: ".").map(String.init) }
  }

  /// The parts of the first entry of a class's inheritance clause, as written: one, or several for a
  /// composition (`Base & Configurable`). `@unchecked Sendable` first is a conformance: the class has no
  /// superclass.
  var superclassClause: [[String]]? {
    guard isClass, let first = clause.first, first.first?.isMarked == false else { return nil }
    return first.map(\.components)
  }

  /// The first entry of a class's inheritance clause, as written. `@unchecked Sendable` first is a
  /// conformance: the class has no superclass.
  var superclass: [String]? { superclassClause?.first }
}

/// A typealias the sources declare, as the table follows it: where it is declared and what it names,
/// resolved in its own scope when asked.
struct DeclaredAlias {
  /// The path, as written, of the type or extension whose body declares it; `nil` at the top level.
  var owner: String?
  /// Each part of the target, as written: one, or several for a composition `A & B`.
  var target: [[String]]
  /// The file that declares it, by number in the lookup that asks.
  var file: Int
  /// Whether it is declared in code, where only that code sees it; its `owner` is then `nil`.
  var isLocal = false
  /// The declaration's number among its file's typealiases (`ScannedFile.typeAliases`).
  var index = 0
  /// How many components of `owner` the extension around it spells, if any.
  var extendedComponents: UInt8 = 0
}

/// The types, typealiases and extension conformances the module's files declare, by name, built once per
/// scan from the scanner's declarations (`TypeNames+Declarations.swift`). The tables never change after
/// `init`; every question takes the recorder of the lookup that asks, so that a lookup over some of the
/// files (`list`, `generate`) learns which other files may declare a name it asked for.
struct TypeNames {
  let typesByLastName: [String: [DeclaredType]]
  /// The types that typealiases name when written as a plain path, by name, and by qualified name for
  /// one declared in a type (`SourceIndex.typeAliasTargets`).
  let typeAliasTargets: [String: [[String]]]
  /// The conformances `extension X: P, Q` adds, by the extended path as written.
  let extensionConformances: [String: [[String]]]
  /// The file of each entry of `typeAliasTargets` and `extensionConformances`, in the same order: what a
  /// lookup that sees some of the files (`Lookup`) leaves out.
  var typeAliasTargetFiles: [String: [Int]] = [:]
  var extensionConformanceFiles: [String: [Int]] = [:]
  /// The module and its context modules, whose names may prefix a path.
  var moduleNames: Set<String>
  /// The one build of the table that this value is, or is a lookup's view of (`Lookup`): a run builds
  /// one (DESIGN.md §10), which every reader shares.
  private(set) var build = Build()
  /// How the lookup that reads this value numbers the table's files, and which it sees; `nil` for the
  /// table's own numbering, where every file is seen.
  private var lookup: Lookup?
  /// Every typealias, by name; one declared in code is marked `isLocal`, and only its own file's code sees it.
  var declaredAliases: [String: [DeclaredAlias]] = [:]
  /// The context module of each file of one, by number in the lookup; the module's own files are not in it.
  var contextModuleOfFile: [Int: String] = [:]
  /// The context modules' names: a path that starts with one names that module's type.
  var contextModuleNames: Set<String> = []

  /// The names that may prefix a path in a lookup of module `moduleName` whose files belong to the
  /// modules `moduleOfFile`.
  static func moduleNames(_ moduleName: String, moduleOfFile: [String]) -> Set<String> {
    // One name per file, the same for runs of files: each run's is hashed once.
    var modules: Set<String> = [moduleName]
    var lastModule: String?
    for module in moduleOfFile where module != lastModule {
      modules.insert(module)
      lastModule = module
    }
    return modules
  }

  // MARK: - Tables

  // Every question to the tables goes through these, so that the recorder sees each name asked for.

  /// The types whose path ends with `name`, numbered as the table numbers its files.
  func types(named name: String, recorder: NameRecorder?) -> [DeclaredType]? {
    recorder?.keys.insert(NameKey(kind: .type, name: name))
    return seen(typesByLastName[name], file: \.file)
  }

  private func aliasTargets(of name: String, recorder: NameRecorder?) -> [[String]]? {
    recorder?.keys.insert(NameKey(kind: .alias, name: name))
    return seen(typeAliasTargets[name], files: typeAliasTargetFiles[name])
  }

  /// The targets of the typealias `Owner.Name`, recorded under the alias's own name.
  private func qualifiedAliasTargets(_ qualified: String, recorder: NameRecorder?) -> [[String]]? {
    recorder?.keys.insert(NameKey(kind: .alias, name: String(qualified.split(separator: ".").last ?? "")))
    return seen(typeAliasTargets[qualified], files: typeAliasTargetFiles[qualified])
  }

  func aliases(named name: String, recorder: NameRecorder?) -> [DeclaredAlias] {
    recorder?.keys.insert(NameKey(kind: .alias, name: name))
    return seen(declaredAliases[name], file: \.file) ?? []
  }

  func isTypeAlias(_ name: String, recorder: NameRecorder?) -> Bool {
    recorder?.keys.insert(NameKey(kind: .alias, name: name))
    return declaresTypeAlias(name)
  }

  /// Whether a file the reader sees declares a typealias `name`, not recorded.
  private func declaresTypeAlias(_ name: String) -> Bool {
    seen(declaredAliases[name], file: \.file) != nil
  }

  /// The conformances the extensions of `path`, as written, add.
  func conformances(ofExtended path: String, recorder: NameRecorder?) -> [[String]]? {
    recorder?.keys.insert(NameKey(kind: .extended, name: String(path.prefix { $0 != "." })))
    return seen(extensionConformances[path], files: extensionConformanceFiles[path])
  }

  /// The classes files below `fileCount` of the reader's declare with `@objc(Name)`, by that name, as
  /// paths: Objective-C names such a class by it. Of several of one name, the first file's (then the first
  /// path) is kept.
  func objectiveCRenamedClasses(inFilesBelow fileCount: Int) -> [String: [String]] {
    var chosen: [String: DeclaredType] = [:]
    for types in typesByLastName.values {
      for type in types.lazy.compactMap(inLookup) where type.kind == .class && type.file < fileCount {
        guard let name = type.objcName else { continue }
        if let kept = chosen[name], (kept.file, kept.path) <= (type.file, type.path) { continue }
        chosen[name] = type
      }
    }
    return chosen.mapValues { $0.path.split(separator: ".").map(String.init) }
  }

  // MARK: - Readers

  /// Marks one build of the table: the views of it that lookups read share it.
  final class Build: Sendable {}

  /// How a lookup over some of the module's files reads the one table: its own number of each file of the
  /// table, `nil` for one it does not see, and the table's number of each of its files.
  struct Lookup {
    var fileOfTableFile: [Int?]
    var tableFileOfFile: [Int]
    /// Whether a file the lookup does not see declares anything, which the table's answers then leave out.
    var hidesDeclarations: Bool
  }

  /// The table as a lookup whose file `i` is the table's `tableFile[i]`, of `files` the table's files, that
  /// sees only the files `isSeen` says and whose module names are `moduleNames`. The answers are those of a
  /// table built of the files it sees, as numbered: the one table is built once per run (DESIGN.md §10).
  func seen(
    asFiles tableFile: [Int], of files: [ScannedFile], isSeen: (Int) -> Bool = { _ in true },
    moduleNames: Set<String>
  ) -> TypeNames {
    var view = self
    view.moduleNames = moduleNames
    var fileOfTableFile = [Int?](repeating: nil, count: files.count)
    for (file, table) in tableFile.enumerated() where isSeen(file) { fileOfTableFile[table] = file }
    guard fileOfTableFile.indices.contains(where: { fileOfTableFile[$0] != $0 }) else { return view }
    let hides = files.indices.contains { table in
      fileOfTableFile[table] == nil
        && !(files[table].types.isEmpty && files[table].typeAliases.isEmpty
          && files[table].extensions.isEmpty)
    }
    view.lookup = Lookup(
      fileOfTableFile: fileOfTableFile, tableFileOfFile: tableFile, hidesDeclarations: hides)
    return view
  }

  /// The entries of files the reader sees.
  private func seen<Entry>(_ entries: [Entry]?, file: (Entry) -> Int) -> [Entry]? {
    guard let entries, let lookup, lookup.hidesDeclarations else { return entries }
    let kept = entries.filter { lookup.fileOfTableFile[file($0)] != nil }
    return kept.isEmpty ? nil : kept
  }

  private func seen(_ entries: [[String]]?, files: [Int]?) -> [[String]]? {
    guard let entries, let files, let lookup, lookup.hidesDeclarations else { return entries }
    let kept = entries.indices.filter { lookup.fileOfTableFile[files[$0]] != nil }.map { entries[$0] }
    return kept.isEmpty ? nil : kept
  }

  /// The types whose path ends with `name`, numbered as the reader numbers its files.
  func typesInLookup(named name: String, recorder: NameRecorder?) -> [DeclaredType]? {
    guard lookup != nil else { return types(named: name, recorder: recorder) }
    return types(named: name, recorder: recorder)?.compactMap(inLookup)
  }

  /// The table's number of the reader's file `file`.
  func tableFile(_ file: Int) -> Int {
    guard let lookup else { return file }
    return lookup.tableFileOfFile.indices.contains(file) ? lookup.tableFileOfFile[file] : -1
  }

  /// `type`, a type of the table, numbered as the reader numbers its files; `nil` for one it does not see.
  func inLookup(_ type: DeclaredType) -> DeclaredType? {
    guard let lookup else { return type }
    guard let file = lookup.fileOfTableFile[type.file] else { return nil }
    var numbered = type
    numbered.file = file
    return numbered
  }

  /// `type`, numbered as the reader numbers its files, numbered as the table does.
  func inTable(_ type: DeclaredType) -> DeclaredType {
    var numbered = type
    numbered.file = tableFile(type.file)
    return numbered
  }

  // MARK: - Scoping

  /// The type a dotted path names from file `file`, whose enclosing types are `scope` (outermost first)
  /// and whose generic parameters are `generics`, as Swift scopes it: a declared type's exact path first,
  /// then each enclosing type from the innermost out with the member types its superclasses declare (and
  /// a typealias it declares), then a type of the file itself, then the top level. A type nested in a type
  /// that is not in scope is not found by its last name. The one typealias of a name to a plain path is
  /// followed; another typealias or a generic parameter of that name makes it unknown.
  func declaredType(
    _ components: [String], inFile file: Int, scope: [String], generics: Set<String>,
    recorder: NameRecorder?
  ) -> Result<DeclaredType, EvaluationFailure> {
    declaredType(components, inFile: file, scope: scope, generics: generics, recorder: recorder, depth: 0)
  }

  /// How many typealias lookups one scoping follows inside another: a bound on aliases that name each
  /// other through the types around them.
  private static let maximumScopingDepth = 16

  /// The failure of a lookup that reached `maximumScopingDepth`, which every lookup around it passes on.
  private static let chainTooLong = EvaluationFailure.chainTooLong(maximum: maximumScopingDepth)

  private func declaredType(
    _ components: [String], inFile file: Int, scope: [String], generics: Set<String>,
    recorder: NameRecorder?, depth: Int
  ) -> Result<DeclaredType, EvaluationFailure> {
    var path = components
    // `App.X` or `Context.X` names that module's `X`: the module is kept to choose among the candidates.
    var module: Module?
    func dropModule() {
      guard path.count > 1, moduleNames.contains(path[0]) else { return }
      module = contextModuleNames.contains(path[0]) ? .context(path[0]) : .own
      path.removeFirst()
    }
    dropModule()
    // The one typealias of a name, to a plain path, stands for that type (Mastodon's
    // `typealias AdminTableViewCell = SearchResultsProfileTableViewCell`).
    for _ in 0..<8 {
      guard path.count == 1, !generics.contains(path[0]), types(named: path[0], recorder: recorder) == nil,
        let targets = aliasTargets(of: path[0], recorder: recorder), targets.count == 1
      else { break }
      path = targets[0]
      module = nil
      dropModule()
    }
    // A typealias of a type around the lookup comes before any type of that name further out.
    if path.count == 1, module == nil, !generics.contains(path[0]), depth < Self.maximumScopingDepth,
      let alias = enclosingAlias(path[0], scope: scope, recorder: recorder),
      let aliased = target(of: alias, recorder: recorder, depth: depth)
    {
      return aliased
    }
    let found = scopedType(
      path, of: module, inFile: file, scope: scope, generics: generics, recorder: recorder, depth: depth)
    // A path the scoping does not find may still name a type through a typealias or a member inherited.
    guard case .failure = found else { return found }
    // So many scopings one inside another are a chain of typealiases that goes on, or goes round.
    guard depth < Self.maximumScopingDepth else {
      return .failure(Self.chainTooLong)
    }
    return componentwise(
      path, of: module, inFile: file, scope: scope, generics: generics, recorder: recorder, depth: depth)
      ?? found
  }

  /// A module a path is qualified by.
  enum Module: Equatable {
    case own
    case context(String)
  }

  /// Whether `module`, if any, is that of the file `file` declares a type in.
  private func isDeclared(inFile file: Int, of module: Module?) -> Bool {
    switch module {
    case nil: true
    case .own: contextModuleOfFile[file] == nil
    case .context(let name): contextModuleOfFile[file] == name
    }
  }

  /// The scoping of `path`, qualified by `module` if written with it: a declared type's exact path, the
  /// enclosing types, the file, the top level (`declaredType`).
  private func scopedType(
    _ path: [String], of module: Module?, inFile file: Int, scope: [String], generics: Set<String>,
    recorder: NameRecorder?, depth: Int
  ) -> Result<DeclaredType, EvaluationFailure> {
    guard let last = path.last else { return .failure(.noType) }
    let written = path.joined(separator: ".")
    let candidates = (types(named: last, recorder: recorder) ?? []).filter {
      ($0.path == written || $0.path.hasSuffix("." + written)) && isDeclared(inFile: $0.file, of: module)
    }
    // A qualified path that names a declared type exactly is that type, whatever else shares its last name.
    if path.count > 1, let exact = candidates.first(where: { $0.path == written }) { return .success(exact) }
    // A type nested in an enclosing type is found first, as Swift looks names up from the innermost scope:
    // a typealias of the same name declared in another type (Corona-Warn-App's `UITableView.
    // CellReuseIdentifier` beside a view controller's own `enum CellReuseIdentifier`) is not in scope here.
    // With no type and no typealias of the name, no enclosing type or superclass has it as a member; a
    // lookup that records the names it asks walks them anyway, so that its recorder learns them.
    let mayBeMember = recorder != nil || !candidates.isEmpty || declaresTypeAlias(last)
    if mayBeMember, !generics.contains(path[0]), depth < Self.maximumScopingDepth {
      for enclosing in scope.reversed() {
        if let found = memberType(
          written, of: enclosing, candidates: candidates, inFile: file, scope: scope, generics: generics,
          recorder: recorder, depth: depth)
        {
          return found
        }
      }
    }
    // Apps declare a `private enum Row` at the top of many files, and typealiases of that name elsewhere: the
    // one of this file is the one it sees.
    if !generics.contains(last) {
      let inFile = candidates.filter { $0.file == file && $0.path == written }
      if inFile.count == 1 { return .success(inFile[0]) }
    }
    if generics.contains(last)
      || mayNameTypealias(last, inFile: file, scope: scope, isQualified: path.count > 1, recorder: recorder)
    {
      return .failure(.mayNameTypealiasOrGenericParameter(written))
    }
    // The top level. A type of that name nested in a type out of scope is not seen (DESIGN.md §10, (a)).
    let topLevel = candidates.filter { $0.path == written }
    if topLevel.count == 1 { return .success(topLevel[0]) }
    // A module's own declarations shadow those of the modules it imports, as Swift looks names up: from a
    // file of the app, its own `Names` is the one, not a context module's of the same name.
    if topLevel.count > 1, module == nil {
      let ofThisModule = topLevel.filter { contextModuleOfFile[$0.file] == contextModuleOfFile[file] }
      if ofThisModule.count == 1 { return .success(ofThisModule[0]) }
    }
    if topLevel.isEmpty {
      return .failure(
        candidates.isEmpty
          ? EvaluationFailure.undeclared(written)
          : EvaluationFailure.outOfScope(written, declared: candidates.map(\.path)))
    }
    return .failure(.namesMoreThanOneType(written))
  }

  /// The types whose members a declaration directly in the body of `owner` sees by their names, outermost
  /// first, as Swift scopes them: the types around it up to an extension, whose extended type is the
  /// outermost. An extension's body does not see the types around the type it extends: in
  /// `extension A.B { class C: X {} }`, `X` is `A.B.X` or a top-level `X`, never `A.X`. `extendedComponents`
  /// is how many components of `owner` the extension spells, 0 for none. An extension spelled through a
  /// typealias or a module (`extension Cards` for `Hub.Cards`) gives the type's own path too, first: its
  /// members are declared under either spelling.
  func scope(ofOwner owner: String?, extendedComponents: UInt8, inFile file: Int, recorder: NameRecorder?)
    -> [String]
  {
    scope(ofOwner: owner, extendedComponents: extendedComponents, inFile: file, recorder: recorder, depth: 0)
  }

  private func scope(
    ofOwner owner: String?, extendedComponents: UInt8, inFile file: Int, recorder: NameRecorder?, depth: Int
  ) -> [String] {
    guard let owner else { return [] }
    let components = owner.split(separator: ".")
    let outermost = max(1, min(Int(extendedComponents), components.count))
    var scope = (outermost...components.count).map { components[..<$0].joined(separator: ".") }
    guard extendedComponents > 0, let head = components.first.map(String.init),
      moduleNames.contains(head) || isTypeAlias(head, recorder: recorder), depth < Self.maximumScopingDepth
    else { return scope }
    let extended = components[..<outermost].map(String.init)
    if case .success(let type) = declaredType(extended, inFile: file, recorder: recorder, depth: depth + 1),
      type.path != scope[0]
    {
      scope.insert(type.path, at: 0)
    }
    return scope
  }

  // MARK: - Typealiases and members

  /// A path the scoping does not find, resolved a component at a time as Swift resolves a qualified name:
  /// its head as a name from here (a typealias it names followed in the alias's own scope), and each next
  /// component as a member of the type before it (`member(_:of:recorder:depth:)`). `nil` when some
  /// component names no type of the sources; a failure when a chain of typealiases is too long to follow.
  private func componentwise(
    _ path: [String], of module: Module?, inFile file: Int, scope: [String], generics: Set<String>,
    recorder: NameRecorder?, depth: Int
  ) -> Result<DeclaredType, EvaluationFailure>? {
    guard let head = path.first, !generics.contains(head) else { return nil }
    var current: DeclaredType
    if path.count == 1 {
      guard let alias = visibleAlias(head, of: module, inFile: file, scope: scope, recorder: recorder) else {
        return nil
      }
      return target(of: alias, recorder: recorder, depth: depth)
    }
    let qualifier: [String] =
      switch module {
      case nil: []
      case .own: moduleNames.first { !contextModuleNames.contains($0) }.map { [$0] } ?? []
      case .context(let name): [name]
      }
    switch declaredType(
      qualifier + [head], inFile: file, scope: scope, generics: generics, recorder: recorder, depth: depth + 1
    )
    {
    case .success(let found): current = found
    case .failure(let failure): return failure == Self.chainTooLong ? .failure(failure) : nil
    }
    for component in path.dropFirst() {
      switch member(component, of: current, recorder: recorder, depth: depth) {
      case .success(let next)?: current = next
      case let other: return other
      }
    }
    return .success(current)
  }

  /// The typealias `name` that a type around the lookup declares, as Swift finds a member of an enclosing
  /// type before anything at the top level: walking `scope` from the innermost type out, the first level
  /// that declares `name` as a nested type (then `nil`: the scoping finds that type) or as a typealias.
  /// `enum Theme { typealias Row = UICollectionViewListCell; class StyledRow: Row {} }` inherits from the
  /// list cell, whatever top-level `Row` the module also declares.
  func enclosingAlias(_ name: String, scope: [String], recorder: NameRecorder?) -> DeclaredAlias? {
    guard !scope.isEmpty, isTypeAlias(name, recorder: recorder) else { return nil }
    let declared = aliases(named: name, recorder: recorder).filter { !$0.isLocal && $0.owner != nil }
    guard !declared.isEmpty else { return nil }
    let types = types(named: name, recorder: recorder) ?? []
    for enclosing in scope.reversed() {
      if types.contains(where: { $0.path == enclosing + "." + name }) { return nil }
      if let alias = declared.first(where: { $0.owner == enclosing }) { return alias }
    }
    return nil
  }

  /// The typealias `name` seen from `scope` in `file` when no type of that name is: the one an enclosing
  /// type declares, innermost first, then the first one at the top level (of `module`, if written).
  func visibleAlias(
    _ name: String, of module: Module?, inFile file: Int, scope: [String], recorder: NameRecorder?
  ) -> DeclaredAlias? {
    let declared = aliases(named: name, recorder: recorder).filter {
      !$0.isLocal && isDeclared(inFile: $0.file, of: module)
    }
    guard !declared.isEmpty else { return nil }
    let types = types(named: name, recorder: recorder) ?? []
    guard
      !types.contains(where: { $0.path == name || scope.contains(String($0.path.dropLast(name.count + 1))) })
    else { return nil }
    // A module's name before it names a type at that module's top level.
    for enclosing in scope.reversed() where module == nil {
      if let alias = declared.first(where: { $0.owner == enclosing }) { return alias }
    }
    return declared.first { $0.owner == nil }
  }

  /// The type a typealias names, looked up in its own scope: the types around its declaration, its file,
  /// the top level. Of a composition `A & B`, the class part, which is what a class can inherit from, else
  /// the first part that names a type. A typealias a generic type declares may name a generic parameter,
  /// which no table holds, and is not followed.
  private func target(of alias: DeclaredAlias, recorder: NameRecorder?, depth: Int)
    -> Result<DeclaredType, EvaluationFailure>?
  {
    if let owner = alias.owner {
      guard
        (try? declaredType([owner], inFile: alias.file, recorder: recorder, depth: depth + 1).get())?
          .isGeneric != true
      else { return nil }
    }
    let scope = self.scope(
      ofOwner: alias.owner, extendedComponents: alias.extendedComponents, inFile: alias.file,
      recorder: recorder, depth: depth)
    var firstType: DeclaredType?
    for part in alias.target {
      switch declaredType(
        part, inFile: alias.file, scope: scope, generics: [], recorder: recorder, depth: depth + 1)
      {
      case .success(let found):
        if found.isClass { return .success(found) }
        firstType = firstType ?? found
      case .failure(let failure):
        if failure == Self.chainTooLong { return .failure(failure) }
      }
    }
    return firstType.map { .success($0) }
  }

  /// The member type `name` of the declared type `container`, as Swift finds a member of a type: a type
  /// its body or an extension of it declares, an extension through a typealias too (`extension IntBox`
  /// declares `Box`'s types), a typealias it declares, followed in its own scope, then the member types
  /// of its superclasses.
  private func member(_ name: String, of container: DeclaredType, recorder: NameRecorder?, depth: Int)
    -> Result<DeclaredType, EvaluationFailure>?
  {
    let named = types(named: name, recorder: recorder) ?? []
    let declaredAliases = aliases(named: name, recorder: recorder)
    var current = container
    var seen: Set = [container.path]
    while true {
      if let found = named.first(where: { $0.path == current.path + "." + name }) { return .success(found) }
      for type in named where type.path.hasSuffix("." + name) {
        let owner = String(type.path.dropLast(name.count + 1))
        if names(owner, inFile: type.file, current, recorder: recorder, depth: depth) {
          return .success(type)
        }
      }
      for alias in declaredAliases {
        guard let owner = alias.owner,
          owner == current.path || names(owner, inFile: alias.file, current, recorder: recorder, depth: depth)
        else { continue }
        return target(of: alias, recorder: recorder, depth: depth)
      }
      guard current.isClass, let superclass = superclass(of: current.path, recorder: recorder, depth: depth),
        seen.insert(superclass.path).inserted
      else { return nil }
      current = superclass
    }
  }

  /// Whether `written`, the extended path of an extension in `file`, names `type` through a typealias at
  /// its head: the only way another spelling than the type's own path extends it.
  private func names(
    _ written: String, inFile file: Int, _ type: DeclaredType, recorder: NameRecorder?, depth: Int
  ) -> Bool {
    guard written != type.path, depth < Self.maximumScopingDepth,
      isTypeAlias(String(written.prefix { $0 != "." }), recorder: recorder)
    else { return false }
    let found = try? declaredType(
      written.split(separator: ".").map(String.init), inFile: file, recorder: recorder, depth: depth + 1
    ).get()
    return found.map { ($0.path, $0.file, $0.index) == (type.path, type.file, type.index) } ?? false
  }

  /// A top-level lookup from `file`, as a typealias's or an extension's own scope asks.
  private func declaredType(_ components: [String], inFile file: Int, recorder: NameRecorder?, depth: Int)
    -> Result<DeclaredType, EvaluationFailure>
  {
    declaredType(components, inFile: file, scope: [], generics: [], recorder: recorder, depth: depth)
  }

  /// Whether a typealias named `name` may be what `name` means from `file`, inside the types `scope`. At a
  /// file's top level only a typealias at the top level, or one in that file's code, is in scope (owncloud's
  /// `class Action` beside `typealias Action = (OptionItem) -> Void` in `OptionItem`); inside types, one any
  /// type declares may be a superclass's member, and so is taken to be in scope.
  private func mayNameTypealias(
    _ name: String, inFile file: Int, scope: [String], isQualified: Bool, recorder: NameRecorder?
  ) -> Bool {
    guard isTypeAlias(name, recorder: recorder) else { return false }
    guard scope.isEmpty, !isQualified else { return true }
    return aliases(named: name, recorder: recorder).contains {
      $0.owner == nil && (!$0.isLocal || $0.file == file)
    }
  }

  /// The member type `written` of the enclosing type `enclosing`, or of one of its superclasses, as Swift
  /// finds an inherited member type: `nil` when none declares it. A typealias the enclosing type itself
  /// declares (`typealias Section = Screen.Section` in a view model) is followed from there.
  private func memberType(
    _ written: String, of enclosing: String, candidates: [DeclaredType], inFile file: Int, scope: [String],
    generics: Set<String>, recorder: NameRecorder?, depth: Int
  ) -> Result<DeclaredType, EvaluationFailure>? {
    let walk = SuperclassWalk<String, Result<DeclaredType, EvaluationFailure>, Void>.follow(
      from: enclosing,
      known: { container in
        let nested = candidates.filter { $0.path == container + "." + written }
        if let found = nested.first(where: { $0.file == file }) ?? nested.first { return .success(found) }
        guard container == enclosing, !written.contains("."),
          let targets = qualifiedAliasTargets(enclosing + "." + written, recorder: recorder),
          targets.count == 1,
          targets[0] != [written]
        else { return nil }
        let outer = Array(scope.prefix { $0 != enclosing }) + [enclosing]
        return declaredType(
          targets[0], inFile: file, scope: outer, generics: generics, recorder: recorder, depth: depth + 1)
      },
      step: { container in
        // Then the member types of its superclass, looked up as the class's declaration names it. Only for
        // the name asked: the superclass's own name is looked up without this step, or nested classes
        // would cost twice as much per level (each enclosing class's superclass asked from every level
        // inside it).
        guard depth == 0, let superclass = self.superclass(of: container, recorder: recorder, depth: depth)
        else { return .end(()) }
        return .next(superclass.path)
      })
    guard case .known(let found) = walk.stop else { return nil }
    return found
  }

  /// The declared superclass of the class whose path is `path`, looked up from its declaration's file and
  /// the types around it; `nil` for a type that is no class of the sources or whose superclass is not.
  private func superclass(of path: String, recorder: NameRecorder?, depth: Int) -> DeclaredType? {
    let last = String(path.split(separator: ".").last ?? "")
    guard
      let declared = (types(named: last, recorder: recorder) ?? []).first(where: { $0.path == path }),
      declared.isClass, let superclass = declared.superclass
    else { return nil }
    return try? declaredType(
      superclass, inFile: declared.file, scope: clauseScope(of: declared, recorder: recorder, depth: depth),
      generics: [], recorder: recorder, depth: depth + 1
    ).get()
  }

  /// The types whose members `type`'s inheritance clause sees by their names, outermost first: those of
  /// a declaration in the body of the type or extension around it (`scope(ofOwner:)`).
  func clauseScope(of type: DeclaredType, recorder: NameRecorder?) -> [String] {
    clauseScope(of: type, recorder: recorder, depth: 0)
  }

  private func clauseScope(of type: DeclaredType, recorder: NameRecorder?, depth: Int) -> [String] {
    guard let dot = type.path.lastIndex(of: ".") else { return [] }
    return scope(
      ofOwner: String(type.path[..<dot]), extendedComponents: type.extendedComponents, inFile: type.file,
      recorder: recorder, depth: depth)
  }

  /// Whether `owner` is the path of a protocol the sources declare.
  func isProtocol(_ owner: String, recorder: NameRecorder?) -> Bool {
    let last = String(owner.split(separator: ".").last ?? "")
    return (types(named: last, recorder: recorder) ?? []).contains {
      $0.path == owner && $0.kind == .protocol
    }
  }

  /// The protocols a protocol named `name` refines, by its declaration and its extensions, each as
  /// written: what protocol inheritance adds to a conformance (`SourceLookup.satisfies`).
  func refinedProtocols(of name: String, recorder: NameRecorder?) -> [[String]] {
    (types(named: name, recorder: recorder) ?? []).filter { $0.kind == .protocol }.flatMap { declared in
      declared.inheritance + (conformances(ofExtended: declared.path, recorder: recorder) ?? [])
    }
  }
}
