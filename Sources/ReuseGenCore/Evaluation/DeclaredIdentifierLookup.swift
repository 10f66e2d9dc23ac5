/// Where `list` and `generate` look up the names a declared identifier uses (DESIGN.md §10): the run's
/// one index of every file when it has one (`audit`, `migrate`); otherwise an index of only the files that
/// may declare a name the evaluation asks for, as the scan's declaration keys tell.
///
/// An evaluation over some of the files answers as one over all of them when every file that may declare
/// a name it asked for is indexed: the tables are keyed by name, so the answers it got were the complete
/// ones. So each evaluation runs again, with the files its names need added, until it needs none.
///
/// One thread uses it at a time: `list` and `generate` prefetch files on the core that resolution leaves
/// idle, and resolution never touches it. Its evaluations run on every core, each over a copy of the
/// finished `SourceLookup`, whose tables never change and whose chain cache is behind a lock; the files
/// read and the tables built between rounds are this object's alone.
final class DeclaredIdentifierLookup: @unchecked Sendable {
  /// The values `DeclaredIdentifierEvaluation.prepare` found, by the view's type.
  var values: [EvaluatedType: Result<String, EvaluationFailure>] = [:]
  /// The names each value of `values` that `prepare` evaluated asked for, which decide when it stands.
  var askedNames: [EvaluatedType: Set<NameKey>] = [:]
  /// Whether a value was evaluated outside `prepare`, so that the scan cache keeps not every value the run
  /// used: its output is then not kept (`KeptOutput`).
  var evaluatedUnkeptValue = false
  /// Built when first asked for: most modules declare no identifier that names another declaration.
  private var lookup: SourceLookup?
  /// What is still to read; `nil` when every file is indexed.
  private var pending: Pending?

  private struct Pending {
    var files: [InputFile]
    var keys: [DeclarationKeys]
    /// The files that may declare anything.
    var unkeyed: [Int] = []
    var sources: [SourceFile]
    var indices: [SourceIndex]
    var modules: [String]
    var moduleName: String
    var objectiveC: ObjectiveCModule
    var isIndexed: [Bool]
    /// The names whose files are all indexed already.
    var covered: Set<NameKey> = []
    /// The run's one type-name table, of every input's declarations, and the input of each of `files`.
    var typeNames: RunTypeNames
    var inputOfFile: [Int]
  }

  private init(lookup: SourceLookup?, pending: Pending?) {
    self.lookup = lookup
    self.pending = pending
  }

  /// The lookup over the run's index of every file.
  static func complete(_ lookup: SourceLookup) -> DeclaredIdentifierLookup {
    DeclaredIdentifierLookup(lookup: lookup, pending: nil)
  }

  /// A lookup over `files`, of modules `modules`, whose declaration keys and `declarations` a scan
  /// recorded; `nil` keys are files the scan could not read or that reusegen generated, which are left
  /// out.
  static func reading(
    _ files: [InputFile], keys: [DeclarationKeys?], declarations: [ScannedFile], modules: [String],
    moduleName: String, objectiveC: ObjectiveCModule = .empty
  ) -> DeclaredIdentifierLookup {
    reading(
      files, keys: keys, typeNames: RunTypeNames(declarations, module: moduleName), modules: modules,
      moduleName: moduleName, objectiveC: objectiveC)
  }

  /// `reading(_:keys:declarations:modules:moduleName:objectiveC:)` with the run's one type-name table of
  /// the inputs' declarations, of which the lookup reads the files it has indexed.
  static func reading(
    _ files: [InputFile], keys: [DeclarationKeys?], typeNames: RunTypeNames, modules: [String],
    moduleName: String, objectiveC: ObjectiveCModule = .empty
  ) -> DeclaredIdentifierLookup {
    let kept = files.indices.filter { keys[$0] != nil }
    let empty = SourceFile(path: "", filePath: "", bytes: [])
    let keptKeys = kept.map { keys[$0]! }
    let pending = Pending(
      files: kept.map { files[$0] }, keys: keptKeys,
      unkeyed: keptKeys.indices.filter { keptKeys[$0].isEverything },
      sources: Array(repeating: empty, count: kept.count),
      indices: Array(repeating: SourceIndex(), count: kept.count), modules: kept.map { modules[$0] },
      moduleName: moduleName, objectiveC: objectiveC, isIndexed: Array(repeating: false, count: kept.count),
      typeNames: typeNames, inputOfFile: kept)
    return DeclaredIdentifierLookup(lookup: nil, pending: pending)
  }

  /// The files read so far, by display path; every file for a complete lookup.
  var readFiles: [String] {
    guard let pending else { return lookup?.sources.map(\.path) ?? [] }
    return pending.files.indices.filter { pending.isIndexed[$0] }.map { pending.files[$0].displayPath }
  }

  /// Runs `body` with a lookup that answers it as one over every file would. The files of `likelyPaths`
  /// (display paths), which the body is known to need, are read with the first round: a round that finds
  /// them missing would read them and run the body again. Reading more files never changes the answers,
  /// only what the rounds cost.
  func evaluate<Result>(
    readingFirst likelyPaths: Set<String> = [], _ body: @Sendable (SourceLookup) -> Result
  ) -> Result {
    evaluate([0], readingFirst: likelyPaths) { _, lookup in body(lookup) }[0]!
  }

  /// Runs `body` for each of `keys`, on every core, with a lookup that answers it as one over every file
  /// would, as `evaluate(readingFirst:_:)` does for one body. A round that reads more files runs `body`
  /// again only for the keys that asked for a name those files may declare: the answers to the others'
  /// names are what they were, and so are their values.
  func evaluate<Key: Hashable & Sendable, Value>(
    _ keys: [Key], readingFirst likelyPaths: Set<String> = [], _ body: @Sendable (Key, SourceLookup) -> Value
  ) -> [Key: Value] {
    evaluateRecordingNames(keys, readingFirst: likelyPaths, body).mapValues(\.value)
  }

  /// `evaluate(_:readingFirst:_:)`, with the names each key's last run asked for: every file that may
  /// declare one of them was read, so the value stands while those files and the first one stay as they
  /// are and no other file comes to declare one of the names (`EvaluationCache`).
  func evaluateRecordingNames<Key: Hashable & Sendable, Value>(
    _ keys: [Key], readingFirst likelyPaths: Set<String> = [], _ body: @Sendable (Key, SourceLookup) -> Value
  ) -> [Key: (value: Value, asked: Set<NameKey>)] {
    var values: [Key: (value: Value, asked: Set<NameKey>)] = [:]
    var seen = Set<Key>()
    let keys = keys.filter { seen.insert($0).inserted }
    guard var pending else {
      for (key, run) in zip(keys, Self.run(keys, on: lookup!, body)) { values[key] = run }
      return values
    }
    // Taken out while files are added, so that its arrays of every file are written in place: a second
    // reference, here or in the lookup over them, made each round copy them whole.
    self.pending = nil
    // A name is looked up from the first file when no place says otherwise.
    let first = pending.files.indices.filter { file in
      !pending.isIndexed[file] && (file == 0 || likelyPaths.contains(pending.files[file].displayPath))
    }
    if lookup == nil || !first.isEmpty {
      lookup = nil
      Self.index(first, into: &pending)
      lookup = Self.lookup(pending)
    }
    // The names each key's last run asked for, which decide whether a round's files concern it.
    var asked: [Key: Set<NameKey>] = [:]
    var again = keys
    while true {
      var roundKeys = Set<NameKey>()
      for (key, run) in zip(again, Self.run(again, on: lookup!, body)) {
        values[key] = run
        asked[key] = run.asked
        roundKeys.formUnion(run.asked)
      }
      let names = roundKeys.subtracting(pending.covered)
      var needed = Set(pending.unkeyed)
      // A round asks for a few hundred names: testing each file's keys against them costs less time and
      // memory than a table of the files of every key of the module.
      let wanted = DeclarationKeySet(names.map { DeclarationKeys.key($0.kind, $0.name) })
      if !wanted.isEmpty {
        for (file, fileKeys) in pending.keys.enumerated()
        where !pending.isIndexed[file] && fileKeys.hashes.contains(where: wanted.contains) {
          needed.insert(file)
        }
      }
      needed = needed.filter { !pending.isIndexed[$0] }
      pending.covered.formUnion(names)
      guard !needed.isEmpty else {
        self.pending = pending
        return values
      }
      lookup = nil
      let read = needed.sorted()
      Self.index(read, into: &pending)
      lookup = Self.lookup(pending)
      // The keys whose names the files read may declare: all of them when one may declare anything.
      if read.contains(where: { pending.keys[$0].isEverything }) {
        again = keys
      } else {
        let declared = DeclarationKeySet(read.flatMap { pending.keys[$0].hashes })
        again = keys.filter { key in
          asked[key, default: []].contains { declared.contains(DeclarationKeys.key($0.kind, $0.name)) }
        }
      }
    }
  }

  /// Runs `body` for each of `keys` on every core, each with a recorder of its own, and gives each value
  /// with the names its run asked for. The lookup's tables never change after they are built and its
  /// chain cache is behind a lock, as `audit`'s parallel reading of call sites relies on too.
  private static func run<Key: Sendable, Value>(
    _ keys: [Key], on lookup: SourceLookup, _ body: @Sendable (Key, SourceLookup) -> Value
  ) -> [(value: Value, asked: Set<NameKey>)] {
    let shared = ReadOnly(lookup)
    return ParallelWork.map(count: keys.count) { position in
      var lookup = shared.value
      let recorder = NameRecorder()
      lookup.recorder = recorder
      return (body(keys[position], lookup), recorder.keys)
    }
  }

  /// Reads, lexes and indexes the files of `paths` (display paths) that are not yet, and the first file, on
  /// every core, before the first evaluation, and builds the lookup's tables over them: `list` and
  /// `generate` do so for the files the evaluation will most likely ask for, beside the views' resolution
  /// (`ParallelWork.both`), whose core joins in once it is done. Reading more files never changes the
  /// answers. With `members`, the files that may declare a member of one of those names are read too.
  func prefetch(_ paths: Set<String>, declaringMembers members: [String] = []) {
    guard var pending, lookup == nil else { return }
    self.pending = nil
    let memberKeys = members.map { DeclarationKeys.key(.member, $0) }
    let files = pending.files.indices.filter { file in
      !pending.isIndexed[file]
        && (file == 0 || paths.contains(pending.files[file].displayPath)
          || pending.keys[file].hashes.contains(where: memberKeys.contains))
    }
    Self.index(files, into: &pending)
    // The tables over them too: the first evaluation then starts at once, unless it needs other files.
    if !pending.files.isEmpty { lookup = Self.lookup(pending) }
    self.pending = pending
  }

  /// The files the lookup reads from, by display path, in the order their indices follow, each with its
  /// module; `nil` for a complete lookup, whose files a run does not cache evaluations over.
  var keptFiles: [(path: String, module: String)]? {
    pending.map { pending in zip(pending.files, pending.modules).map { ($0.displayPath, $1) } }
  }

  /// The keys of every file of `keptFiles`.
  var keptKeys: [DeclarationKeys] { pending?.keys ?? [] }

  /// The files read so far that may declare one of `keys`, or anything: by the lookup's rounds, every
  /// file that may declare a name an evaluation asked for is among them.
  func readFiles(mayDeclare keys: [UInt64]) -> [Int] {
    guard let pending else { return [] }
    let wanted = DeclarationKeySet(keys)
    return pending.files.indices.filter { file in
      pending.isIndexed[file]
        && (pending.keys[file].isEverything || pending.keys[file].hashes.contains(where: wanted.contains))
    }
  }

  /// The generic parameters the first file declares, read first when it is not yet: a name asked with no
  /// place is looked up from the first file, whose generic parameters no key records.
  func firstFileGenericParameterNames() -> [String] {
    guard var pending, !pending.files.isEmpty else { return [] }
    if !pending.isIndexed[0] {
      // Taken out while the file is added, as in `evaluate`, and the tables built again when next asked.
      self.pending = nil
      lookup = nil
      Self.index([0], into: &pending, onEveryCore: false)
      self.pending = pending
    }
    return pending.indices[0].genericParameterNames.sorted()
  }

  /// Reads, lexes and indexes `files`, on every core or on the calling thread alone.
  private static func index(_ files: [Int], into pending: inout Pending, onEveryCore: Bool = true) {
    let inputs = files.map { pending.files[$0] }
    // Each file is indexed on the core that read it: the index depends on the file alone. Each worker
    // lexes into one buffer, as the scan does: a buffer per file would cost a fresh allocation of twenty
    // bytes per byte of the file.
    let job = { @Sendable (tokenBuffer: inout TokenBuffer, position: Int) -> (SourceFile, SourceIndex) in
      let input = inputs[position]
      let bytes = (try? FileReader.readBytes(of: input)) ?? []
      _ = bytes.withUnsafeBufferPointer { Lexer.tokenize($0, into: tokenBuffer) }
      let source = SourceFile(
        path: input.displayPath, filePath: input.path, bytes: bytes, tokens: Array(tokenBuffer.tokens))
      return (source, SourceIndex(source, file: files[position]))
    }
    let read: [(SourceFile, SourceIndex)]
    if onEveryCore {
      read = ParallelWork.map(count: files.count, worker: { TokenBuffer() }, job: job)
    } else {
      var tokenBuffer = TokenBuffer()
      read = files.indices.map { job(&tokenBuffer, $0) }
    }
    for (position, file) in files.enumerated() {
      (pending.sources[file], pending.indices[file]) = read[position]
      pending.isIndexed[file] = true
    }
  }

  /// The lookup over the files indexed so far. It sees their declarations alone in the run's one type-name
  /// table, as its other tables hold theirs alone: the rounds read every file that may declare a name asked.
  private static func lookup(_ pending: Pending) -> SourceLookup {
    let typeNames = pending.typeNames.table.seen(
      asFiles: pending.inputOfFile, of: pending.typeNames.declarations, isSeen: { pending.isIndexed[$0] },
      moduleNames: TypeNames.moduleNames(pending.moduleName, moduleOfFile: pending.modules))
    return SourceLookup(
      sources: pending.sources, indices: pending.indices, moduleOfFile: pending.modules,
      moduleName: pending.moduleName, typeNames: typeNames, objectiveC: pending.objectiveC)
  }
}
