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
  /// the helpers by name. With `previous`, an indexing of the same files in which only those of `changed`
  /// differ, the other files' indices are taken from it.
  static func index(_ sources: [SourceFile], reusing previous: Indexing? = nil, changed: Set<Int> = [])
    -> Indexing
  {
    let previous = previous.flatMap { $0.recorded.count == sources.count ? $0 : nil }
    let base = SourceIndex.callNames
    var indices = ParallelWork.map(count: sources.count) { file in
      if let previous, !changed.contains(file) { return previous.recorded[file] }
      return SourceIndex(sources[file], file: file, callNames: base)
    }
    // Every function of such an extension may turn out a helper; the files that name one are indexed once
    // more, with the scope at its calls recorded too, and the levels are then found in memory.
    let candidates = Set(indices.flatMap { index in index.functions.filter { $0.host != nil }.map(\.name) })
      .subtracting(base)
    if let previous, candidates != previous.candidates {
      // A rewrite changed which functions may be helpers: every file may record other calls.
      return index(sources)
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
    let recorded = indices
    var callNames = base
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
