/// Indexes a module's files once and finds its helpers (DESIGN.md §10): functions of `UITableView` and
/// `UICollectionView` extensions whose bodies register or dequeue, or call a helper that does.
enum HelperFunctions {
  /// Helpers are found level by level, a helper that calls a helper one level after it; this many levels.
  private static let maximumLevels = 4

  /// What indexing a module's sources found.
  struct Indexing {
    /// One index per source, recording the scope at calls of UIKit's methods and of the helpers.
    var indices: [SourceIndex]
    /// The helpers by name.
    var helpers: [String: [FunctionDeclaration]]
    /// The indices before calls of functions that are no helper were dropped, and the names of the
    /// functions that may be helpers: a source that did not change has the same index while they stay.
    fileprivate var recorded: [SourceIndex] = []
    fileprivate var candidates: Set<String> = []
  }

  /// The index of every source, recording the scope at calls of UIKit's methods and of the helpers, and
  /// the helpers by name. `candidates`, the names of the functions declared directly in extensions of
  /// `UITableView` and `UICollectionView` that the scan found (`ScannedFile.helperHostFunctions`), let
  /// each file be indexed once; without them, the files that name one of the index's are indexed twice.
  /// With `previous`, an indexing of the same files in which only those of `changed` differ, the other
  /// files' indices are taken from it.
  static func index(
    _ sources: [SourceFile], candidates known: Set<String>? = nil, reusing previous: Indexing? = nil,
    changed: Set<Int> = []
  ) -> Indexing {
    let base = SourceIndex.callNames
    guard let known else { return indexTwice(sources, reusing: previous, changed: changed) }
    // Every function of such an extension may turn out a helper: each file is indexed once, with the scope
    // at their calls recorded too, and the levels are then found in memory. A name records only where a
    // file spells it: a file that spells none has the index `base` alone gives it.
    let candidates = known.subtracting(base)
    // A rewrite that changed which functions may be helpers changes what every file records.
    let previous = previous.flatMap {
      $0.recorded.count == sources.count && $0.candidates == candidates ? $0 : nil
    }
    let names = base.union(candidates)
    let indices = ParallelWork.map(count: sources.count) { file in
      if let previous, !changed.contains(file) { return previous.recorded[file] }
      return SourceIndex(sources[file], file: file, callNames: names)
    }
    // The scan closes the braces an `#if` clause leaves open (`restoreScopes`), the index does not: when
    // the index finds a function of such an extension the scan did not, the index's are taken instead.
    guard Self.candidates(in: indices, besides: base).isSubset(of: candidates) else {
      return indexTwice(sources)
    }
    return indexing(recorded: indices, sources: sources, candidates: candidates)
  }

  /// The indexing of `index(_:candidates:reusing:changed:)` when the candidates are found by the index:
  /// every file is indexed, then the files that name a candidate again, with the scope at its calls.
  private static func indexTwice(
    _ sources: [SourceFile], reusing previous: Indexing? = nil, changed: Set<Int> = []
  ) -> Indexing {
    let previous = previous.flatMap { $0.recorded.count == sources.count ? $0 : nil }
    let base = SourceIndex.callNames
    var indices = ParallelWork.map(count: sources.count) { file in
      if let previous, !changed.contains(file) { return previous.recorded[file] }
      return SourceIndex(sources[file], file: file, callNames: base)
    }
    let candidates = Self.candidates(in: indices, besides: base)
    if let previous, candidates != previous.candidates {
      // A rewrite changed which functions may be helpers: every file may record other calls.
      return indexTwice(sources)
    }
    if !candidates.isEmpty {
      let names = base.union(candidates)
      let searches = candidates.map { ByteSearch($0) }
      let reindexed = ParallelWork.map(count: sources.count) { file -> SourceIndex? in
        guard previous == nil || changed.contains(file) else { return nil }
        return mentions(sources[file], anyOf: candidates, searches: searches)
          ? SourceIndex(sources[file], file: file, callNames: names) : nil
      }
      for (file, index) in reindexed.enumerated() where index != nil { indices[file] = index! }
    }
    return indexing(recorded: indices, sources: sources, candidates: candidates)
  }

  /// The names of the functions declared directly in extensions of `UITableView` and `UICollectionView`
  /// that `indices` hold, but those of `base`.
  private static func candidates(in indices: [SourceIndex], besides base: Set<String>) -> Set<String> {
    hostFunctionNames(in: indices).subtracting(base)
  }

  /// The names of the functions declared directly in extensions of `UITableView` and `UICollectionView`
  /// that `indices` hold: the helpers' candidates.
  static func hostFunctionNames(in indices: [SourceIndex]) -> Set<String> {
    Set(indices.flatMap { index in index.functions.filter { $0.host != nil }.map(\.name) })
  }

  /// The helpers of the indices `recorded`, each made with the scope at the calls of `candidates` recorded
  /// too, and the indices without the calls of functions that are no helper.
  private static func indexing(recorded: [SourceIndex], sources: [SourceFile], candidates: Set<String>)
    -> Indexing
  {
    var indices = recorded
    var callNames = SourceIndex.callNames
    var helpers: [String: [FunctionDeclaration]] = [:]
    for _ in 0..<maximumLevels {
      helpers = Self.helpers(in: indices, sources: sources, calling: callNames)
      let names = callNames.union(helpers.keys)
      if names == callNames { break }
      callNames = names
    }
    // Calls of functions that are no helper are not call sites.
    for file in indices.indices where !candidates.isEmpty {
      indices[file].scopes = indices[file].scopes.filter { records(sources[file].text($0.key), callNames) }
    }
    return Indexing(indices: indices, helpers: helpers, recorded: recorded, candidates: candidates)
  }

  /// The functions of `UITableView` and `UICollectionView` extensions whose bodies call one of `callNames`.
  private static func helpers(
    in indices: [SourceIndex], sources: [SourceFile], calling callNames: Set<String>
  )
    -> [String: [FunctionDeclaration]]
  {
    var helpers: [String: [FunctionDeclaration]] = [:]
    for (file, index) in indices.enumerated() {
      for function in index.functions where function.host != nil {
        let calls = index.scopes.keys.contains { token in
          function.bodyOpen < token && token < function.bodyClose
            && records(sources[file].text(token), callNames)
        }
        if calls { helpers[function.name, default: []].append(function) }
      }
    }
    return helpers
  }

  /// Whether an index made with `callNames` records the scope at a call named `name`.
  private static func records(_ name: String, _ callNames: Set<String>) -> Bool {
    callNames.contains(name) || SourceIndex.registrationNames.contains(name)
  }

  /// Whether the file has a word among `names`, whose `searches` find them in bytes; only words of a
  /// name's length are compared.
  private static func mentions(_ source: SourceFile, anyOf names: Set<String>, searches: [ByteSearch]) -> Bool
  {
    // Most files spell none of the names: a search of their bytes spares the walk through every token.
    guard searches.contains(where: { $0.occurs(in: source.bytes) }) else { return false }
    let lengths = NameLengths(names)
    return source.tokens.indices.contains { index in
      let token = source.tokens[index]
      return token.kind == .identifier && lengths.mayContain(length: token.end - token.start)
        && names.contains(source.text(index))
    }
  }
}
