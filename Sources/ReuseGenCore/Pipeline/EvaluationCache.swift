/// The values of a module's declared identifiers that a run of `list` or `generate` evaluated, kept in the
/// scan cache (`ScanCache`) so that a run after one edit evaluates again only those the edit may change,
/// and reads no file for the others.
///
/// Why a kept value stands. `DeclaredIdentifierLookup` answers an evaluation as a lookup over every file
/// would once every file that may declare a name the evaluation asked for is read: the lookup's tables are
/// keyed by name, and a file's declaration keys are a superset of what it declares (`DeclarationKeys`).
/// So a value depends on no more than
/// - the files that may declare one of the names it asked for (its dependencies), as they are;
/// - the first file's generic parameters, which no key records: a name asked with no place is looked up
///   from the first file;
/// - the files' order and modules (the tables know a file by its position), the module's name and its
///   Objective-C files, which the lookup reads too (the fingerprint).
///
/// A kept value is used only when the fingerprint is the same, none of its dependencies was scanned again,
/// no file scanned again may declare one of its names, and the first file, when scanned again, declares
/// the same generic parameters.
struct EvaluationCache: Equatable, ScanFact {
  /// What the lookup reads besides the files' declarations: see `fingerprint(files:moduleName:objectiveC:)`.
  var fingerprint: UInt64
  /// The first file's generic parameters, sorted.
  var firstFileGenericParameters: [String]
  var entries: [Entry]

  /// One declared identifier's value.
  struct Entry: Equatable {
    /// The view whose `reuseIdentifier` was evaluated.
    var type: EvaluatedType
    var value: Result<String, EvaluationFailure>
    /// The keys of the names the evaluation asked for, sorted.
    var askedKeys: [UInt64]
    /// The files, by position in the lookup's files, that may declare one of those names.
    var dependencies: [Int]
  }

  /// The fingerprint of what a lookup over `files` reads besides their declarations: their paths, order
  /// and modules, the module's name and its Objective-C files.
  static func fingerprint(
    files: [(path: String, module: String)], moduleName: String, objectiveC: ObjectiveCModule
  ) -> UInt64 {
    var bytes: [UInt8] = []
    for file in files {
      bytes.append(contentsOf: file.path.utf8)
      bytes.append(0)
      bytes.append(contentsOf: file.module.utf8)
      bytes.append(0)
    }
    bytes.append(contentsOf: moduleName.utf8)
    // Rare in a Swift module, and then written out whole: the files hold only arrays and values.
    if !objectiveC.isEmpty { bytes.append(contentsOf: String(reflecting: objectiveC.files).utf8) }
    return bytes.withUnsafeBufferPointer(ContentHash.of)
  }

  /// The kept values that stand for `lookup`, whose fingerprint is `fingerprint` and of whose files those
  /// at the positions `changed` were scanned again in this run.
  func standingEntries(in lookup: DeclaredIdentifierLookup, fingerprint: UInt64, changed: [Int]) -> [Entry] {
    guard fingerprint == self.fingerprint, !entries.isEmpty else { return [] }
    guard !changed.isEmpty else { return entries }
    let keys = lookup.keptKeys
    guard !changed.contains(where: { keys[$0].isEverything }) else { return [] }
    if changed.contains(0), lookup.firstFileGenericParameterNames() != firstFileGenericParameters {
      return []
    }
    let changedFiles = Set(changed)
    let declaredByChanged = DeclarationKeySet(changed.flatMap { keys[$0].hashes })
    return entries.filter { entry in
      !entry.dependencies.contains(where: changedFiles.contains)
        && !entry.askedKeys.contains(where: declaredByChanged.contains)
    }
  }

  /// What to keep of this run's evaluations through `lookup`: the `standing` entries, and every value
  /// `DeclaredIdentifierEvaluation.prepare` evaluated. `stored` is the cache the run read, whose first
  /// file's generic parameters stand when the run read no file.
  static func kept(
    from lookup: DeclaredIdentifierLookup, fingerprint: UInt64, standing: [Entry], stored: EvaluationCache?,
    changed: [Int]
  ) -> EvaluationCache {
    let standingTypes = Set(standing.map(\.type))
    var fresh: [Entry] = []
    for (type, asked) in lookup.askedNames where !standingTypes.contains(type) {
      guard let value = lookup.values[type] else { continue }
      let keys = Set(asked.map { DeclarationKeys.key($0.kind, $0.name) }).sorted()
      fresh.append(
        Entry(type: type, value: value, askedKeys: keys, dependencies: lookup.readFiles(mayDeclare: keys)))
    }
    // In an order of their own, so that a run that evaluates nothing writes the same bytes.
    fresh.sort { lhs, rhs in lhs.type.sortKey < rhs.type.sortKey }
    let entries = standing + fresh
    let generics: [String]
    if entries.isEmpty {
      generics = []
    } else if let stored, fresh.isEmpty, !changed.contains(0) {
      generics = stored.firstFileGenericParameters
    } else {
      generics = lookup.firstFileGenericParameterNames()
    }
    return EvaluationCache(fingerprint: fingerprint, firstFileGenericParameters: generics, entries: entries)
  }

  func write(to writer: inout ScanFactWriter) {
    writer.write(fingerprint)
    writer.write(firstFileGenericParameters)
    writer.write(entries)
  }

  init(fingerprint: UInt64, firstFileGenericParameters: [String], entries: [Entry]) {
    self.fingerprint = fingerprint
    self.firstFileGenericParameters = firstFileGenericParameters
    self.entries = entries
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      fingerprint: try reader.read(), firstFileGenericParameters: try reader.read(),
      entries: try reader.read())
  }
}

extension EvaluationCache.Entry: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(type)
    switch value {
    case .success(let value):
      writer.write(true)
      writer.write(value)
    case .failure(let failure):
      writer.write(false)
      writer.write(failure)
    }
    writer.write(askedKeys)
    writer.write(dependencies)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    type = try reader.read()
    if try Bool(from: &reader) {
      value = .success(try reader.read())
    } else {
      value = .failure(try reader.read())
    }
    askedKeys = try reader.read()
    dependencies = try reader.read()
  }
}

extension EvaluatedType: ScanFact {
  /// The fields of its identity; `file` is none of it, and the values kept are of views, which have none.
  /// A field added to the type must be added here too (`ScanCacheTests` counts them).
  func write(to writer: inout ScanFactWriter) {
    writer.write(path)
    writer.write(module)
    writer.write(objcName)
    writer.write(isGeneric)
    writer.write(genericArguments)
    writer.write(isClass)
    writer.write(isSpelledThroughItsModule)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(path: try reader.read(), module: try reader.read(), objcName: try reader.read())
    isGeneric = try reader.read()
    genericArguments = try reader.nested { reader throws(ScanFactReader.Invalid) in try reader.read() }
    isClass = try reader.read()
    isSpelledThroughItsModule = try reader.read()
  }

  /// A total order of identities, for writing values in an order of their own.
  fileprivate var sortKey: String {
    (path + [
      module ?? "", objcName ?? "", isGeneric ? "g" : "", isClass ? "c" : "",
      isSpelledThroughItsModule ? "s" : "",
    ]).joined(separator: "\u{0}")
  }
}
