/// The Swift files of a module and its context as one run reads them (DESIGN.md §10): each file read and
/// lexed once, by the scan, then indexed once, on every core. Analysis, evaluation, `audit` and `migrate`
/// all read this one value, which never changes once built.
struct ModuleSources {
  /// The files read, module files first; files reusegen generated are left out, as their calls are the
  /// typed API's internals.
  let sources: [SourceFile]
  /// How many of `sources` are the module's own.
  let moduleFileCount: Int
  /// The module each of `sources` belongs to.
  let moduleOfSource: [String]
  /// One index per source.
  let indices: [SourceIndex]
  /// The module's own register and dequeue helpers on `UITableView` and `UICollectionView`, by name.
  let helperFunctions: [String: [FunctionDeclaration]]
  /// The lookup over every file read.
  let lookup: SourceLookup
  /// How the files were indexed, for indexing again only the files a `migrate` pass rewrites.
  let indexing: HelperFunctions.Indexing

  /// Indexes the files a scan kept: `read[i]` is input `i`, of module `modules[i]`, and the first
  /// `moduleFileCount` inputs are the module's own. With `previous`, made from the same inputs, only the
  /// inputs of `changed` are indexed again.
  /// The inputs' declarations, which a run takes from its scan, are scanned here from `read`.
  init(
    read: [SourceFile?], modules: [String], moduleFileCount inputCount: Int, moduleName: String,
    reusing previous: ModuleSources? = nil, changed: Set<Int> = []
  ) {
    // A context module's declarations are tagged with it, as the run's scan tags them.
    let declarations = read.indices.map { input in
      var scanned =
        read[input].map { source in
          source.bytes.withUnsafeBufferPointer { DeclarationScanner.scan($0, path: source.path) }
        } ?? ScannedFile(path: "")
      if input >= inputCount { scanned.contextModule = modules[input] }
      return scanned
    }
    self.init(
      Self.index(
        read: read, modules: modules, moduleFileCount: inputCount, declarations: declarations,
        reusing: previous, changed: changed),
      moduleName: moduleName, typeNames: TypeNames(declarations: declarations, module: moduleName),
      declarations: declarations)
  }

  /// The files indexed, before the lookup over them is built.
  struct Indexed: Sendable {
    fileprivate var sources: [SourceFile]
    fileprivate var moduleOfSource: [String]
    fileprivate var moduleFileCount: Int
    fileprivate var indexing: HelperFunctions.Indexing
    /// The number in `sources` of each input, `nil` for one left out.
    fileprivate var sourceOfInput: [Int?]
  }

  /// Builds the lookup over files indexed by `index(read:modules:moduleFileCount:reusing:changed:)`, whose
  /// type names `typeNames`, the run's one table of `declarations`, the scan's declarations of the same
  /// inputs, answers.
  init(
    _ indexed: Indexed, moduleName: String, typeNames table: TypeNames, declarations: [ScannedFile],
    objectiveC: ObjectiveCModule = .empty
  ) {
    sources = indexed.sources
    moduleOfSource = indexed.moduleOfSource
    moduleFileCount = indexed.moduleFileCount
    indexing = indexed.indexing
    (indices, helperFunctions) = (indexing.indices, indexing.helpers)
    let typeNames = table.seen(
      asFiles: indexed.sourceOfInput.indices.filter { indexed.sourceOfInput[$0] != nil }, of: declarations,
      moduleNames: TypeNames.moduleNames(moduleName, moduleOfFile: moduleOfSource))
    lookup = SourceLookup(
      sources: sources, indices: indices, moduleOfFile: moduleOfSource, moduleName: moduleName,
      typeNames: typeNames, typesCalls: true, objectiveC: objectiveC)
  }

  /// Indexes the files a scan kept, on every core, as `init(read:modules:moduleFileCount:moduleName:…)`
  /// describes. `declarations`, the scan's of the same inputs, name the functions that may be helpers,
  /// so that each file is indexed once.
  static func index(
    read: [SourceFile?], modules: [String], moduleFileCount inputCount: Int, declarations: [ScannedFile],
    reusing previous: ModuleSources? = nil, changed: Set<Int> = []
  ) -> Indexed {
    var sources: [SourceFile] = []
    var moduleOfSource: [String] = []
    var changedSources: Set<Int> = []
    var sourceOfInput: [Int?] = []
    sourceOfInput.reserveCapacity(read.count)
    var ownCount = 0
    for (position, source) in read.enumerated() {
      guard let source else {
        sourceOfInput.append(nil)
        continue
      }
      sourceOfInput.append(sources.count)
      if changed.contains(position) { changedSources.insert(sources.count) }
      sources.append(source)
      moduleOfSource.append(modules[position])
      if position < inputCount { ownCount += 1 }
    }
    // The functions of the files indexed: a file reusegen generated, or a list of files, is none of them.
    var candidates: Set<String>?
    if declarations.count == read.count {
      candidates = Set(
        read.indices.lazy.filter { read[$0] != nil }.flatMap { declarations[$0].helperHostFunctions })
    }
    return Indexed(
      sources: sources, moduleOfSource: moduleOfSource, moduleFileCount: ownCount,
      indexing: HelperFunctions.index(
        sources, candidates: candidates, reusing: previous?.indexing, changed: changedSources),
      sourceOfInput: sourceOfInput)
  }
}
