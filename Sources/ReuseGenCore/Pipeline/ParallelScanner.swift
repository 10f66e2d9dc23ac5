import Foundation

/// Reads and scans Swift files on every core. Each worker takes files in turn, reading each into one
/// buffer and lexing it into another that it reuses for the next file. The declarations, which resolution
/// needs across files, are always kept; the bytes and tokens only when the run reads call sites too
/// (`audit`, `migrate`), so that no file is read or lexed twice. Interface Builder files are read beside
/// them, on every core too (`InterfaceBuilderReader` takes the rare document it hands to `XMLParser`, which
/// is not thread-safe on Linux, one at a time).
enum ParallelScanner {
  /// What the scan keeps of each file.
  struct Result {
    /// Every file's declarations, in input order.
    var scanned: [ScannedFile]
    /// Every file's bytes and tokens when asked for; `nil` for a file that could not be read or that
    /// reusegen generated, whose calls are the typed API's internals.
    var sources: [SourceFile?]
    /// Otherwise what every file may declare, for reading again only the files a declared identifier
    /// needs; `nil` for the same files.
    var keys: [DeclarationKeys?]
    /// Every Interface Builder file as read, in input order.
    var documents: [InterfaceBuilderRead] = []
    /// With a cache, what it keeps of each file read, for `ScanCache.save`.
    var cacheRecords: [ScanCache.Record] = []
    /// The Swift files (indices into `scanned`) and Interface Builder files (into `documents`) whose facts
    /// the cache held and were not decoded, each with its record's index: `decodeDeferred` decodes them.
    var deferredFiles: [(index: Int, record: Int)] = []
    var deferredDocuments: [(index: Int, record: Int)] = []
    /// Whether the keys of a file whose facts were deferred did not read back.
    var isAnyKeyUnread = false
  }

  /// One Interface Builder file as read: its document, `nil` when the path names no kind of document, or
  /// why it could not be read.
  enum InterfaceBuilderRead: Sendable {
    case document(InterfaceBuilderDocument?)
    case unreadable(reason: String)
  }

  /// Scans `files` and reads `interfaceBuilderFiles`. The files of `changed` (indices into `files`) are
  /// scanned from the bytes it gives instead of read: `migrate`'s passes rewrite files in memory. With
  /// `previous`, a scan of the same files, only those are scanned again; the Interface Builder files are
  /// taken as they were. With `cache`, when no sources are kept, each file read whose facts it holds is
  /// not scanned again, and the cache is rewritten with this run's files when they differ from its own,
  /// unless `savingCache` is false: then the caller saves `cacheRecords`, with what else it keeps. With
  /// `deferringCachedFacts`, the facts the cache holds are not decoded: their files' declarations are empty
  /// until `decodeDeferred`, and only their keys are read.
  static func scan(
    _ files: [InputFile], interfaceBuilderFiles: [InputFile] = [], keepingSources: Bool = false,
    reusing previous: Result? = nil, changed: [Int: [UInt8]] = [:], cache: ScanCache? = nil,
    savingCache: Bool = true, deferringCachedFacts: Bool = false
  ) -> Result {
    let decoding = !deferringCachedFacts
    let previous = previous.flatMap { $0.scanned.count == files.count ? $0 : nil }
    let cache = keepingSources ? nil : cache
    // Interface Builder files first: they are the largest, and a large job last would leave a core idle.
    let interfaceBuilderCount = previous == nil ? interfaceBuilderFiles.count : 0
    var results = ParallelWork.map(
      count: interfaceBuilderCount + files.count,
      worker: { (read: ReadBuffer(), tokens: TokenBuffer()) },
      job: { buffers, job -> Job in
        if job < interfaceBuilderCount {
          return read(interfaceBuilderFiles[job], into: buffers.read, cache: cache, decoding: decoding)
        }
        let index = job - interfaceBuilderCount
        if let bytes = changed[index] {
          return .swift(
            bytes.withUnsafeBufferPointer { bytes in
              scan(bytes, of: files[index], tokenBuffer: buffers.tokens, keepingSource: keepingSources)
            }, record: nil)
        }
        if let previous {
          return .swift(
            (scanned: previous.scanned[index], source: previous.sources[index], keys: previous.keys[index]),
            record: nil)
        }
        return scanFile(
          files[index], buffers: buffers, keepingSource: keepingSources, cache: cache, decoding: decoding)
      })
    var scanned: [ScannedFile] = []
    var sources: [SourceFile?] = []
    var keys: [DeclarationKeys?] = []
    var documents: [InterfaceBuilderRead] = []
    var records: [ScanCache.Record] = []
    var deferredFiles: [(index: Int, record: Int)] = []
    var deferredDocuments: [(index: Int, record: Int)] = []
    var isAnyKeyUnread = false
    scanned.reserveCapacity(files.count)
    sources.reserveCapacity(files.count)
    keys.reserveCapacity(files.count)
    // Each result is moved out of the array, not copied: a copy would retain and release every reference
    // of every file's declarations, on one core.
    for index in results.indices {
      var result = Job.taken
      swap(&result, &results[index])
      // `switch consume result` would save the payload's copy, but crashes Swift 6.3.1's type checker for
      // Apple targets (Scripts/darwin-typecheck.sh): the local is dropped at the end of the iteration anyway.
      switch result {
      case .interfaceBuilder(let read, let record):
        documents.append(read)
        if let record { records.append(record) }
      case .swift(let file, let record):
        scanned.append(file.scanned)
        sources.append(file.source)
        keys.append(file.keys)
        if let record { records.append(record) }
      case .cachedInterfaceBuilder(let record):
        deferredDocuments.append((documents.count, records.count))
        documents.append(.document(nil))
        records.append(record)
      case .cachedSwift(let fileKeys, let record):
        deferredFiles.append((scanned.count, records.count))
        scanned.append(ScannedFile(path: record.path))
        sources.append(nil)
        // Keys that do not read back are a cache no run wrote: decoding the file's facts fails too.
        keys.append(fileKeys ?? .everything)
        isAnyKeyUnread = isAnyKeyUnread || fileKeys == nil
        records.append(record)
      case .taken: break
      }
    }
    if savingCache { cache?.save(records) }
    return Result(
      scanned: scanned, sources: sources, keys: keys, documents: previous?.documents ?? documents,
      cacheRecords: records, deferredFiles: deferredFiles, deferredDocuments: deferredDocuments,
      isAnyKeyUnread: isAnyKeyUnread)
  }

  /// Decodes the facts `result` deferred, on every core; `false` when one of them does not read back.
  static func decodeDeferred(_ result: inout Result, cache: ScanCache) -> Bool {
    let (files, documents, records) = (result.deferredFiles, result.deferredDocuments, result.cacheRecords)
    guard !files.isEmpty || !documents.isEmpty else { return true }
    enum Decoded: Sendable {
      case swift(SwiftFileFacts?)
      case interfaceBuilder(InterfaceBuilderDocument?)
    }
    let decoded = ParallelWork.map(count: files.count + documents.count) { job -> Decoded in
      job < files.count
        ? .swift(cache.facts(of: records[files[job].record]))
        : .interfaceBuilder(cache.facts(of: records[documents[job - files.count].record]))
    }
    for (job, facts) in decoded.enumerated() {
      switch facts {
      case .swift(let facts?):
        result.scanned[files[job].index] = facts.scanned
        result.keys[files[job].index] = facts.keys
      case .interfaceBuilder(let document?):
        result.documents[documents[job - files.count].index] = .document(document)
      case .swift(nil), .interfaceBuilder(nil): return false
      }
    }
    (result.deferredFiles, result.deferredDocuments) = ([], [])
    return true
  }

  /// What one job of the scan gives, with the record that keeps its facts for the cache's next run.
  private enum Job {
    case interfaceBuilder(InterfaceBuilderRead, record: ScanCache.Record?)
    case swift((scanned: ScannedFile, source: SourceFile?, keys: DeclarationKeys?), record: ScanCache.Record?)
    /// Facts the cache holds, not decoded, with the keys of a Swift file's.
    case cachedInterfaceBuilder(record: ScanCache.Record)
    case cachedSwift(keys: DeclarationKeys??, record: ScanCache.Record)
    /// A result moved out of the array of results.
    case taken
  }

  private static func read(_ file: InputFile, into buffer: ReadBuffer, cache: ScanCache?, decoding: Bool)
    -> Job
  {
    do {
      if let cache, let status = FileStatus.of(fileSystemPath: file.fileSystemPath),
        let (document, record): (InterfaceBuilderDocument?, ScanCache.Record) = cache.facts(
          .interfaceBuilder, path: file.displayPath, status: status, decoding: decoding)
      {
        guard let document else { return .cachedInterfaceBuilder(record: record) }
        return .interfaceBuilder(.document(document), record: record)
      }
      let (bytes, status) = try FileReader.readWithStatus(atFileSystemPath: file.fileSystemPath, into: buffer)
      guard let kind = InterfaceBuilderDocument.Kind(path: file.displayPath) else {
        return .interfaceBuilder(.document(nil), record: nil)
      }
      let read = { InterfaceBuilderReader.read(bytes, path: file.displayPath, kind: kind) }
      guard let cache else { return .interfaceBuilder(.document(read()), record: nil) }
      let (document, record) = cache.facts(
        .interfaceBuilder, path: file.displayPath, bytes: bytes, status: status, decoding: decoding,
        scan: read)
      guard let document else { return .cachedInterfaceBuilder(record: record) }
      return .interfaceBuilder(.document(document), record: record)
    } catch {
      return .interfaceBuilder(.unreadable(reason: error.reason), record: nil)
    }
  }

  private static func scanFile(
    _ file: InputFile, buffers: (read: ReadBuffer, tokens: TokenBuffer), keepingSource: Bool,
    cache: ScanCache?, decoding: Bool
  ) -> Job {
    do {
      // A file made in memory (`ObjectiveCInterface`) is made again on every run: nothing to keep.
      guard let cache, file.contents == nil else {
        let bytes = try FileReader.read(file, into: buffers.read)
        return .swift(
          scan(bytes, of: file, tokenBuffer: buffers.tokens, keepingSource: keepingSource), record: nil)
      }
      // A file whose status the cache knows is not read: the cache serves `list` and `generate`, which
      // keep no sources.
      if let status = FileStatus.of(fileSystemPath: file.fileSystemPath),
        let (facts, record): (SwiftFileFacts?, ScanCache.Record) = cache.facts(
          .swift, path: file.displayPath, status: status, decoding: decoding)
      {
        return job(facts, record: record, cache: cache)
      }
      let (bytes, status) = try FileReader.readWithStatus(
        atFileSystemPath: file.fileSystemPath, into: buffers.read)
      let (facts, record) = cache.facts(
        .swift, path: file.displayPath, bytes: bytes, status: status, decoding: decoding
      ) {
        let scanned = scan(bytes, of: file, tokenBuffer: buffers.tokens, keepingSource: false)
        return SwiftFileFacts(scanned: scanned.scanned, keys: scanned.keys)
      }
      return job(facts, record: record, cache: cache)
    } catch {
      var result = ScannedFile(path: file.displayPath)
      result.diagnostics.append(.unreadableInput(file.displayPath, reason: error.reason))
      return .swift((result, nil, nil), record: nil)
    }
  }

  /// The job of a Swift file's facts, or of its record alone when they were not decoded: then its keys are
  /// read, which every run needs.
  private static func job(_ facts: SwiftFileFacts?, record: ScanCache.Record, cache: ScanCache) -> Job {
    if let facts { return .swift((facts.scanned, nil, facts.keys), record: record) }
    let keys: DeclarationKeys?? = cache.prefix(of: record)
    return .cachedSwift(keys: keys, record: record)
  }

  /// Scans `bytes`, the contents of `file`, lexing into `tokenBuffer`.
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, of file: InputFile, tokenBuffer: TokenBuffer, keepingSource: Bool
  ) -> (scanned: ScannedFile, source: SourceFile?, keys: DeclarationKeys?) {
    if bytes.starts(with: GeneratedFileMarker.swiftHeaderBytes) {
      // reusegen's own output declares conformances that must not count as hand-written.
      return (ScannedFile(path: file.displayPath), nil, nil)
    }
    // The scan lexed the file into the buffer, unless it was too large to scan.
    let isLexed = bytes.count < Token.maximumInputSize
    guard keepingSource else {
      // The keys are recorded as the file is lexed for its scan: one walk of its tokens fewer.
      var keys = DeclarationKeys.Recorder(bytes: bytes)
      let scanned = DeclarationScanner.scan(
        bytes, path: file.displayPath, tokenBuffer: tokenBuffer, observer: &keys)
      guard !bytes.starts(with: GeneratedFileMarker.fileListHeaderBytes) else { return (scanned, nil, nil) }
      return (scanned, nil, isLexed ? keys.keys() : .everything)
    }
    let scanned = DeclarationScanner.scan(bytes, path: file.displayPath, tokenBuffer: tokenBuffer)
    guard !bytes.starts(with: GeneratedFileMarker.fileListHeaderBytes) else { return (scanned, nil, nil) }
    let tokens = isLexed ? Array(tokenBuffer.tokens) : Lexer.tokenize(bytes).tokens
    return (
      scanned,
      SourceFile(path: file.displayPath, filePath: file.path, bytes: Array(bytes), tokens: tokens), nil
    )
  }
}
