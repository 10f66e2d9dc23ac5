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
  init(
    read: [SourceFile?], modules: [String], moduleFileCount inputCount: Int, moduleName: String,
    reusing previous: ModuleSources? = nil, changed: Set<Int> = []
  ) {
    self.init(
      Self.index(
        read: read, modules: modules, moduleFileCount: inputCount, reusing: previous, changed: changed),
      moduleName: moduleName)
  }

  /// The files indexed, before the lookup over them is built.
  struct Indexed: Sendable {
    fileprivate var sources: [SourceFile]
    fileprivate var moduleOfSource: [String]
    fileprivate var moduleFileCount: Int
    fileprivate var indexing: HelperFunctions.Indexing
  }

  /// Builds the lookup over files indexed by `index(read:modules:moduleFileCount:reusing:changed:)`.
  init(_ indexed: Indexed, moduleName: String, objectiveC: ObjectiveCModule = .empty) {
    sources = indexed.sources
    moduleOfSource = indexed.moduleOfSource
    moduleFileCount = indexed.moduleFileCount
    indexing = indexed.indexing
    (indices, helperFunctions) = (indexing.indices, indexing.helpers)
    lookup = SourceLookup(
      sources: sources, indices: indices, moduleOfFile: moduleOfSource, moduleName: moduleName,
      typesCalls: true, objectiveC: objectiveC)
  }

  /// Indexes the files a scan kept, on every core, as `init(read:modules:moduleFileCount:moduleName:…)`
  /// describes.
  static func index(
    read: [SourceFile?], modules: [String], moduleFileCount inputCount: Int,
    reusing previous: ModuleSources? = nil, changed: Set<Int> = []
  ) -> Indexed {
    var sources: [SourceFile] = []
    var moduleOfSource: [String] = []
    var changedSources: Set<Int> = []
    var ownCount = 0
    for (position, source) in read.enumerated() {
      guard let source else { continue }
      if changed.contains(position) { changedSources.insert(sources.count) }
      sources.append(source)
      moduleOfSource.append(modules[position])
      if position < inputCount { ownCount += 1 }
    }
    return Indexed(
      sources: sources, moduleOfSource: moduleOfSource, moduleFileCount: ownCount,
      indexing: HelperFunctions.index(sources, reusing: previous?.indexing, changed: changedSources))
  }
}
