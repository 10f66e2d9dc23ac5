// The one type-name table of the lookup (DESIGN.md §10, "One type-name table"): every question "which
// type does this path name from here" that the evaluator, the call-site layer, `audit` and `migrate` ask
// — `SourceLookup.declaredType`, `type(_:at:)`, the class-chain walk's superclass lookups, protocol
// inheritance and extension conformances — is answered here, with one scoping. A new way of naming a type
// (a typealias form, a scope rule) is taught to `declaredType(_:inFile:scope:generics:recorder:)`.

/// A type declared in the sources, as far as the lookup needs it.
struct DeclaredType {
  var path: String
  var isClass: Bool
  var isGeneric: Bool
  /// The first entry of a class's inheritance clause, as written.
  var superclass: [String]?
  /// `protocol`, `enum`, `struct`, `class` or `actor`.
  var keyword = "class"
  /// Every entry of the inheritance clause, as written.
  var inheritance: [[String]] = []
  /// The name in `@objc(Name)`.
  var objcName: String?
  /// Whether an enclosing declaration is an extension, which may extend another module's type.
  var isInExtension = false
  /// The file that declares it, by number in the lookup that asks.
  var file = 0
}

/// The types, typealiases and extension conformances the module's files declare, by name, built once per
/// scan from the scanner's declarations (`TypeNames+Declarations.swift`). The tables never change after
/// `init`; every question takes the recorder of the lookup that asks, so that a lookup over some of the
/// files (`list`, `generate`) learns which other files may declare a name it asked for.
struct TypeNames {
  private let typesByLastName: [String: [DeclaredType]]
  private let typeAliases: Set<String>
  /// The types that typealiases name when written as a plain path, by name, and by qualified name for
  /// one declared in a type (`SourceIndex.typeAliasTargets`).
  private let typeAliasTargets: [String: [[String]]]
  /// The conformances `extension X: P, Q` adds, by the extended path as written.
  private let extensionConformances: [String: [[String]]]
  /// The module and its context modules, whose names may prefix a path.
  let moduleNames: Set<String>

  init(
    typesByLastName: [String: [DeclaredType]], typeAliases: Set<String>,
    typeAliasTargets: [String: [[String]]], extensionConformances: [String: [[String]]],
    moduleNames: Set<String>
  ) {
    self.typesByLastName = typesByLastName
    self.typeAliases = typeAliases
    self.typeAliasTargets = typeAliasTargets
    self.extensionConformances = extensionConformances
    self.moduleNames = moduleNames
  }

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

  /// The types whose path ends with `name`.
  func types(named name: String, recorder: NameRecorder?) -> [DeclaredType]? {
    recorder?.keys.insert(NameKey(kind: .type, name: name))
    return typesByLastName[name]
  }

  private func aliasTargets(of name: String, recorder: NameRecorder?) -> [[String]]? {
    recorder?.keys.insert(NameKey(kind: .alias, name: name))
    return typeAliasTargets[name]
  }

  /// The targets of the typealias `Owner.Name`, recorded under the alias's own name.
  private func qualifiedAliasTargets(_ qualified: String, recorder: NameRecorder?) -> [[String]]? {
    recorder?.keys.insert(NameKey(kind: .alias, name: String(qualified.split(separator: ".").last ?? "")))
    return typeAliasTargets[qualified]
  }

  private func isTypeAlias(_ name: String, recorder: NameRecorder?) -> Bool {
    recorder?.keys.insert(NameKey(kind: .alias, name: name))
    return typeAliases.contains(name)
  }

  /// The conformances the extensions of `path`, as written, add.
  func conformances(ofExtended path: String, recorder: NameRecorder?) -> [[String]]? {
    recorder?.keys.insert(NameKey(kind: .extended, name: String(path.prefix { $0 != "." })))
    return extensionConformances[path]
  }

  /// The classes files below `fileCount` declare with `@objc(Name)`, by that name, as paths: Objective-C
  /// names such a class by it. Of several of one name, the first file's (then the first path) is kept.
  func objectiveCRenamedClasses(inFilesBelow fileCount: Int) -> [String: [String]] {
    var chosen: [String: DeclaredType] = [:]
    for types in typesByLastName.values {
      for type in types where type.keyword == "class" && type.file < fileCount {
        guard let name = type.objcName else { continue }
        if let kept = chosen[name], (kept.file, kept.path) <= (type.file, type.path) { continue }
        chosen[name] = type
      }
    }
    return chosen.mapValues { $0.path.split(separator: ".").map(String.init) }
  }

  // MARK: - Scoping

  /// The type a dotted path names from file `file`, whose enclosing types are `scope` (outermost first)
  /// and whose generic parameters are `generics`: the innermost enclosing type's member type first, then a
  /// top-level type, then the one declaration whose path ends with it. The one typealias of a name to a
  /// plain path is followed; another typealias or a generic parameter of that name makes it unknown.
  func declaredType(
    _ components: [String], inFile file: Int, scope: [String], generics: Set<String>,
    recorder: NameRecorder?
  ) -> Result<DeclaredType, EvaluationFailure> {
    var path = components
    if path.count > 1, moduleNames.contains(path[0]) { path.removeFirst() }
    // The one typealias of a name, to a plain path, stands for that type (Mastodon's
    // `typealias AdminTableViewCell = SearchResultsProfileTableViewCell`).
    for _ in 0..<8 {
      guard path.count == 1, !generics.contains(path[0]), types(named: path[0], recorder: recorder) == nil,
        let targets = aliasTargets(of: path[0], recorder: recorder), targets.count == 1
      else { break }
      path = targets[0]
      if path.count > 1, moduleNames.contains(path[0]) { path.removeFirst() }
    }
    guard let last = path.last else { return .failure(EvaluationFailure("no type")) }
    let written = path.joined(separator: ".")
    let candidates = (types(named: last, recorder: recorder) ?? []).filter {
      $0.path == written || $0.path.hasSuffix("." + written)
    }
    // A type nested in an enclosing type is found first, as Swift looks names up from the innermost scope:
    // a typealias of the same name declared in another type (Corona-Warn-App's `UITableView.
    // CellReuseIdentifier` beside a view controller's own `enum CellReuseIdentifier`) is not in scope here.
    // A qualified path that names a declared type exactly is that type, whatever else shares its last name.
    if path.count > 1, let exact = candidates.first(where: { $0.path == written }) { return .success(exact) }
    if !generics.contains(last) {
      for enclosing in scope.reversed() {
        let nested = candidates.filter { $0.path == enclosing + "." + written }
        if let found = nested.first(where: { $0.file == file }) ?? nested.first { return .success(found) }
        // A typealias the enclosing type declares: `typealias Section = Screen.Section` in a view model.
        if path.count == 1,
          let targets = qualifiedAliasTargets(enclosing + "." + written, recorder: recorder),
          targets.count == 1,
          targets[0] != path
        {
          let outer = Array(scope.prefix { $0 != enclosing }) + [enclosing]
          return declaredType(targets[0], inFile: file, scope: outer, generics: generics, recorder: recorder)
        }
      }
    }
    // Apps declare a `private enum Row` at the top of many files, and typealiases of that name elsewhere: the
    // one of this file is the one it sees.
    if !generics.contains(last) {
      let inFile = candidates.filter { $0.file == file && $0.path == written }
      if inFile.count == 1 { return .success(inFile[0]) }
    }
    if isTypeAlias(last, recorder: recorder) || generics.contains(last) {
      return .failure(EvaluationFailure("'\(written)' may name a typealias or generic parameter"))
    }
    if candidates.count == 1 { return .success(candidates[0]) }
    if candidates.isEmpty {
      return .failure(EvaluationFailure.undeclared(written))
    }
    let exact = candidates.filter { $0.path == written }
    if exact.count == 1 { return .success(exact[0]) }
    return .failure(EvaluationFailure("'\(written)' names more than one type"))
  }

  /// Whether `owner` is the path of a protocol the sources declare.
  func isProtocol(_ owner: String, recorder: NameRecorder?) -> Bool {
    let last = String(owner.split(separator: ".").last ?? "")
    return (types(named: last, recorder: recorder) ?? []).contains {
      $0.path == owner && $0.keyword == "protocol"
    }
  }

  /// The protocols a protocol named `name` refines, by its declaration and its extensions, each as
  /// written: what protocol inheritance adds to a conformance (`SourceLookup.satisfies`).
  func refinedProtocols(of name: String, recorder: NameRecorder?) -> [[String]] {
    (types(named: name, recorder: recorder) ?? []).filter { $0.keyword == "protocol" }.flatMap { declared in
      declared.inheritance + (conformances(ofExtended: declared.path, recorder: recorder) ?? [])
    }
  }
}
