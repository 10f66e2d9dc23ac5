import Foundation

/// What each Swift, xib and storyboard file contributed to the last scan, kept in `--cache-path` between
/// runs of `list` and `generate` (SPEC §12; docs/Reference/Configuration.md, "The scan cache"), so that a
/// run after one edit scans one file and takes the others' facts from here.
///
/// An entry is the facts of one file, keyed by its display path, its content (byte count and a 64-bit hash
/// of its bytes) and the cache's identity (the format, the tool's version and its executable): a file is
/// taken from the cache only when all match, so an entry never stands for other bytes or another path, and
/// its locations are the file's own. No option changes what the scan finds in a file, so none is in the
/// key. The file is checked whole (its own hash at its end) before any entry is used, and every entry is
/// read with bounds checks: a corrupt, truncated, foreign or half-written cache is ignored, and the run
/// writes a new one. Each run writes the entries of the files it read and no others, through a temporary
/// file and a rename, so two runs at once leave one complete cache and deleted files leave it.
///
/// An entry also keeps its file's status (size, modification and status-change times, inode and device)
/// when both times were more than `settledAge` before the run that read it started, as `git` keeps the
/// status of the files of its index. A later run takes such an entry for a file of the same status without
/// reading the file: any change of a file sets its status-change time to the time of the change, which the
/// system lets no program set back, so a file changed since it was read has another status, even on a
/// file system that keeps times to the second or two. A file changed in the seconds before a run is read
/// and hashed at the next one too.
///
/// An entry also keeps a hash of its facts, and one of its facts without their own lines and columns (the
/// shape), for the digests of the kept output (`KeptOutput`), which a run computes without decoding any
/// entry: facts are decoded only when the run needs them (`facts(of:)`).
///
/// After the entries, the cache keeps the values of the module's declared identifiers that the last run
/// evaluated, with what each depends on (`EvaluationCache`): a run after one edit evaluates again only
/// those the edit may change.
final class ScanCache: Sendable {
  /// Raised whenever the encoding of this file or of the facts (`ScanFacts.swift`) changes, or what a
  /// fact holds (7: the declaration keys of a file whose first token is a type keyword; 8: a diagnostic's
  /// and a kept output's places as values, `PlacedText`; 9: the functions of extensions of `UITableView`
  /// and `UICollectionView`, `ScannedFile.helperHostFunctions`; 10: a kept output's printed lines by
  /// severity, `KeptOutput.printed`; 11: an evaluation failure's `isRunTimeValue`; 12: an evaluation
  /// failure as its case and names, `EvaluationFailure+ScanFact.swift`; 13: a static property's type written
  /// through a name, `StaticPropertyDeclaration.valueAlias`; 14: a getter's unsupported value quoted
  /// without `return` and the closing brace).
  static let formatVersion = 14

  /// What kind of file an entry is the facts of.
  enum Kind: UInt8, Sendable {
    case swift = 0
    case interfaceBuilder = 1
  }

  /// How long before a run both times of a file must be for its status to stand for its content.
  static let settledAge: Int64 = 3_000_000_000

  /// One file's facts for the cache this run writes.
  struct Record: Sendable {
    fileprivate let kind: Kind
    let path: String
    fileprivate let content: Content
    fileprivate let payload: Payload
    /// The file's status, when it had settled.
    fileprivate let status: FileStatus?
    /// A hash of the facts without the lines and columns of the file's own locations
    /// (`ScanFactWriter.shapeHash`): an edit that moves declarations and changes nothing else of them
    /// leaves it as it was.
    fileprivate let shape: UInt64
    /// A hash of the facts as written, which the digests read instead of hashing every entry again.
    fileprivate let factsHash: UInt64

    /// Whether the file was scanned in this run: the cache held no entry of its path and content.
    var wasScanned: Bool { if case .encoded = payload { true } else { false } }
  }

  /// A file's content, as the cache tells one from another.
  fileprivate struct Content: Equatable, Sendable {
    let count: Int
    let hash: UInt64
  }

  fileprivate enum Payload: Sendable {
    /// The bytes of an entry this cache holds.
    case stored(Range<Int>)
    /// Facts found in this run.
    case encoded([UInt8])
  }

  private struct Entry: Sendable {
    let kind: Kind
    let content: Content
    let status: FileStatus?
    let shape: UInt64
    let factsHash: UInt64
    let payload: Range<Int>
  }

  /// The first bytes of every cache file.
  private static let magic = Array("RGSCACHE".utf8)

  /// The cache file.
  let path: String
  private let identity: String
  private let stored: [UInt8]
  private let entries: [String: Entry]
  /// Where `stored` holds the evaluations of the last run; empty when it holds none.
  private let evaluationBytes: Range<Int>
  /// When the run started, before it read any file, in nanoseconds since 1970.
  private let started: Int64

  /// The cache of `module` in `directory`, empty when there is none or it cannot be trusted.
  convenience init(directory: String, module: String, identity: String = ScanCache.identity) {
    let name = "reusegen-" + ModuleName.c99(module) + ".scancache"
    self.init(path: (directory as NSString).appendingPathComponent(name), identity: identity)
  }

  /// The cache file at `path`, empty when there is none or it cannot be trusted, for a run that started at
  /// `started` (nanoseconds since 1970).
  init(
    path: String, identity: String = ScanCache.identity, started: Int64 = FileStatus.now(),
    reading: Bool = true
  ) {
    self.path = path
    self.started = started
    self.identity = identity
    let bytes = reading ? (try? FileReader.readBytes(atPath: path)) ?? [] : []
    if let (entries, evaluations) = Self.entries(of: bytes, identity: identity) {
      (stored, self.entries, evaluationBytes) = (bytes, entries, evaluations)
    } else {
      (stored, entries, evaluationBytes) = ([], [:], 0..<0)
    }
  }

  /// How many files' facts the cache holds.
  var entryCount: Int { entries.count }

  /// The identity a cache must have to be read: its format, the tool's version, and the executable's size
  /// and modification time, so that a `reusegen` built from other sources under the same version (a
  /// build plugin's, after the package was updated) never reads facts another one found.
  static let identity: String = {
    var identity = "reusegen \(ReuseGenVersion.current); format \(formatVersion)"
    if let executable = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
    {
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      identity += "; executable \(size) bytes, modified \(modified)"
    }
    return identity
  }()

  /// The facts of `bytes`, the contents of the file at `path`: the cached ones when an entry has this
  /// path, kind and content and reads back, otherwise what `scan` finds; with the record that keeps them
  /// for the next run.
  ///
  /// With `decoding` false, cached facts are not decoded: the facts are `nil` exactly when the record is of
  /// an entry this cache holds, and `facts(of:)` decodes them when they are needed.
  func facts<Facts: ScanFact>(
    _ kind: Kind, path: String, bytes: UnsafeBufferPointer<UInt8>, status: FileStatus? = nil,
    decoding: Bool = true, scan: () -> Facts
  ) -> (facts: Facts?, record: Record) {
    let content = Content(count: bytes.count, hash: ContentHash.of(bytes))
    let settled = status.flatMap { max($0.modified, $0.changed) < started - Self.settledAge ? $0 : nil }
    if let entry = entries[path], entry.kind == kind, entry.content == content {
      let record = Record(
        kind: kind, path: path, content: content, payload: .stored(entry.payload), status: settled,
        shape: entry.shape, factsHash: entry.factsHash)
      if !decoding { return (nil, record) }
      if let facts: Facts = decode(entry.payload, path: path) { return (facts, record) }
    }
    let facts = scan()
    var writer = ScanFactWriter(path: path)
    writer.write(facts)
    return (
      facts,
      Record(
        kind: kind, path: path, content: content, payload: .encoded(writer.bytes), status: settled,
        shape: writer.shapeHash, factsHash: writer.bytes.withUnsafeBufferPointer(ContentHash.of))
    )
  }

  /// The facts of the file at `path`, which has `status`, with the record that keeps them, when an entry of
  /// this path and kind has that status and reads back: the file need not be read. With `decoding` false,
  /// the facts are `nil`, and `facts(of:)` decodes them.
  func facts<Facts: ScanFact>(_ kind: Kind, path: String, status: FileStatus, decoding: Bool = true) -> (
    facts: Facts?, record: Record
  )? {
    guard let entry = entries[path], entry.kind == kind, entry.status == status else { return nil }
    let record = Record(
      kind: kind, path: path, content: entry.content, payload: .stored(entry.payload), status: status,
      shape: entry.shape, factsHash: entry.factsHash)
    guard decoding else { return (nil, record) }
    guard let facts: Facts = decode(entry.payload, path: path) else { return nil }
    return (facts, record)
  }

  /// The facts `record` keeps, when they read back.
  func facts<Facts: ScanFact>(of record: Record) -> Facts? {
    switch record.payload {
    case .stored(let range): return decode(range, path: record.path)
    case .encoded(let bytes):
      return bytes.withUnsafeBufferPointer { bytes in
        var reader = ScanFactReader(bytes, path: record.path)
        guard let facts = try? Facts(from: &reader), reader.isAtEnd else { return nil }
        return facts
      }
    }
  }

  /// The first value `record` keeps, read alone: the keys of a Swift file's facts (`SwiftFileFacts`).
  func prefix<Value: ScanFact>(of record: Record) -> Value? {
    guard case .stored(let range) = record.payload else { return nil }
    return stored.withUnsafeBufferPointer { bytes in
      var reader = ScanFactReader(UnsafeBufferPointer(rebasing: bytes[range]), path: record.path)
      return try? Value(from: &reader)
    }
  }

  /// A cache at the same path that holds no entry, for a run that found this one's entries unreadable: its
  /// records are all scanned again, and `save` replaces the file.
  func emptied() -> ScanCache {
    ScanCache(path: path, identity: identity, started: started, reading: false)
  }

  private func decode<Facts: ScanFact>(_ range: Range<Int>, path: String) -> Facts? {
    stored.withUnsafeBufferPointer { bytes in
      var reader = ScanFactReader(UnsafeBufferPointer(rebasing: bytes[range]), path: path)
      // Named, not inferred: `try?` would make the type read an optional of it.
      guard let facts = try? Facts(from: &reader), reader.isAtEnd else { return nil }
      return facts
    }
  }

  /// The evaluations the last run kept, when it kept any and they read back.
  var evaluations: EvaluationCache? {
    guard !evaluationBytes.isEmpty else { return nil }
    return decode(evaluationBytes, path: "")
  }

  /// Writes the cache of this run, whose files `records` are, with the evaluations it kept: the entries of
  /// files no longer read go. Nothing is written when the cache holds exactly these already. A cache that
  /// cannot be written is left as it is, and the run's answer never depends on it, so that is no error.
  func save(_ records: [Record], evaluations: EvaluationCache? = nil) {
    var seen = Set<String>()
    let records = records.filter { seen.insert($0.path).inserted }
    var evaluationWriter = ScanFactWriter(path: "")
    if let evaluations { evaluationWriter.write(evaluations) }
    // A status that settled since is no reason to write: the next run hashes that file again, and keeps
    // its status when it writes for another reason.
    let isCurrent =
      records.count == entries.count && records.allSatisfy { !$0.wasScanned }
      && stored[evaluationBytes].elementsEqual(evaluationWriter.bytes)
    guard !isCurrent else { return }
    var writer = ScanFactWriter(path: "")
    Self.magic.withUnsafeBytes { writer.writeRaw($0) }
    writer.write(identity)
    writer.writeUnsigned(UInt64(records.count))
    stored.withUnsafeBytes { stored in
      for record in records {
        writer.writeByte(record.kind.rawValue)
        writer.write(record.path)
        writer.writeUnsigned(UInt64(record.content.count))
        writer.writeUnsigned(record.content.hash)
        writer.write(record.status)
        writer.writeUnsigned(record.shape)
        writer.writeUnsigned(record.factsHash)
        switch record.payload {
        case .stored(let range):
          writer.writeUnsigned(UInt64(range.count))
          writer.writeRaw(UnsafeRawBufferPointer(rebasing: stored[range]))
        case .encoded(let bytes):
          writer.writeUnsigned(UInt64(bytes.count))
          bytes.withUnsafeBytes { writer.writeRaw($0) }
        }
      }
    }
    writer.writeUnsigned(UInt64(evaluationWriter.bytes.count))
    evaluationWriter.bytes.withUnsafeBytes { writer.writeRaw($0) }
    Self.replace(path, with: writer.bytes)
  }

  /// Replaces the file at `path` with `bytes` and their checksum, through a temporary file and a rename, so
  /// that a reader finds the old file or the new one whole; a file that cannot be written is left as it is.
  static func replace(_ path: String, with bytes: [UInt8]) {
    var bytes = bytes
    let checksum = bytes.withUnsafeBufferPointer(ContentHash.of)
    withUnsafeBytes(of: checksum.littleEndian) { bytes.append(contentsOf: $0) }
    let directory = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    _ = try? OutputWriter.replace(bytes, at: path, durably: false)
  }

  /// The bytes `replace(_:with:)` wrote, without their checksum, when they start with `magic` and their
  /// checksum holds; `nil` otherwise.
  static func checked(_ bytes: UnsafeBufferPointer<UInt8>, magic: [UInt8]) -> UnsafeBufferPointer<UInt8>? {
    let checksumSize = MemoryLayout<UInt64>.size
    guard bytes.count >= magic.count + checksumSize, bytes.starts(with: magic) else { return nil }
    let body = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - checksumSize)])
    var checksum: UInt64 = 0
    withUnsafeMutableBytes(of: &checksum) {
      $0.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[body.count...])))
    }
    return UInt64(littleEndian: checksum) == ContentHash.of(body) ? body : nil
  }

  /// What a run's facts digest to (`digests(of:extra:)`).
  struct Digests: Sendable {
    /// The facts as they are.
    var facts: UInt64
    /// The facts without the lines and columns of each file's own locations.
    var shape: UInt64
    /// The facts as this cache held them before the run: those of the files scanned again replaced by
    /// the entries of their paths; `nil` when a file scanned again has no entry of its path, kind and shape.
    var before: UInt64?
    /// The files scanned again whose facts moved: of the same shape as their entries, and otherwise not the
    /// same.
    var moved: [Record] = []
  }

  /// The digests of the facts `records` hold, in order with their paths and kinds, and of `extra`, what
  /// else the run's answer depends on. A file's content is none of it, so an edit that changes no fact of
  /// its file leaves the digests as they were, and one that only moves its declarations leaves the shape.
  func digests(of records: [Record], extra: UInt64 = 0) -> Digests {
    var facts = ScanFactWriter(path: "")
    var shape = ScanFactWriter(path: "")
    var before = ScanFactWriter(path: "")
    var isBeforeKnown = true
    var moved: [Record] = []
    do {
      for record in records {
        let hash = record.factsHash
        var previous = hash
        if record.wasScanned {
          if let entry = entries[record.path], entry.kind == record.kind, entry.shape == record.shape {
            previous = entry.factsHash
            if previous != hash { moved.append(record) }
          } else {
            isBeforeKnown = false
          }
        }
        facts.writeByte(record.kind.rawValue)
        facts.write(record.path)
        facts.writeUnsigned(hash)
        shape.writeByte(record.kind.rawValue)
        shape.write(record.path)
        shape.writeUnsigned(record.shape)
        before.writeByte(record.kind.rawValue)
        before.write(record.path)
        before.writeUnsigned(previous)
      }
    }
    facts.writeUnsigned(extra)
    shape.writeUnsigned(extra)
    before.writeUnsigned(extra)
    return Digests(
      facts: facts.bytes.withUnsafeBufferPointer(ContentHash.of),
      shape: shape.bytes.withUnsafeBufferPointer(ContentHash.of),
      before: isBeforeKnown ? before.bytes.withUnsafeBufferPointer(ContentHash.of) : nil, moved: moved)
  }

  /// The lines and columns of the own locations of the facts `record` keeps, in the order they are written,
  /// and of the facts this cache held for its path before: an edit that moved them pairs them one to one.
  func movedLocations(of record: Record) -> (before: [LineColumn], after: [LineColumn])? {
    guard let entry = entries[record.path], entry.kind == record.kind,
      let before = ownLocations(
        of: Record(
          kind: entry.kind, path: record.path, content: entry.content, payload: .stored(entry.payload),
          status: entry.status, shape: entry.shape, factsHash: entry.factsHash)),
      let after = ownLocations(of: record)
    else { return nil }
    return (before, after)
  }

  private func ownLocations(of record: Record) -> [LineColumn]? {
    var writer = ScanFactWriter(path: record.path)
    switch record.kind {
    case .swift:
      guard let facts: SwiftFileFacts = facts(of: record) else { return nil }
      writer.write(facts)
    case .interfaceBuilder:
      guard let facts: InterfaceBuilderDocument = facts(of: record) else { return nil }
      writer.write(facts)
    }
    return writer.ownLocations.map { LineColumn(line: $0.line, column: $0.column) }
  }

  /// The digests of a run's facts and of their shape (`digests(of:extra:)`), each with `evaluations`: two
  /// runs whose digests are equal read the same facts and values (`KeptOutput`).
  static func digests(_ digests: Digests, evaluations: EvaluationCache?) -> (facts: UInt64, shape: UInt64) {
    var writer = ScanFactWriter(path: "")
    if let evaluations { writer.write(evaluations) }
    return writer.bytes.withUnsafeBufferPointer { bytes in
      (
        digest(facts: digests.facts, evaluationBytes: bytes),
        digest(facts: digests.shape, evaluationBytes: bytes)
      )
    }
  }

  /// `digests(_:evaluations:)` of one digest with the evaluations this cache holds, as the run that kept them wrote
  /// them: they are not decoded.
  func digest(facts: UInt64) -> UInt64 {
    stored.withUnsafeBufferPointer { stored in
      Self.digest(facts: facts, evaluationBytes: UnsafeBufferPointer(rebasing: stored[evaluationBytes]))
    }
  }

  private static func digest(facts: UInt64, evaluationBytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var writer = ScanFactWriter(path: "")
    writer.writeUnsigned(facts)
    writer.writeUnsigned(ContentHash.of(evaluationBytes))
    return writer.bytes.withUnsafeBufferPointer(ContentHash.of)
  }

  /// The entries of a cache file's `bytes` and where its evaluations are, or `nil` when they are not a
  /// whole cache of `identity`.
  private static func entries(of bytes: [UInt8], identity: String) -> ([String: Entry], Range<Int>)? {
    bytes.withUnsafeBufferPointer { bytes -> ([String: Entry], Range<Int>)? in
      guard let body = checked(bytes, magic: magic) else { return nil }
      var reader = ScanFactReader(body, path: "")
      do {
        _ = try reader.readRaw(magic.count)
        guard try String(from: &reader) == identity else { return nil }
        var entries: [String: Entry] = [:]
        let count = try reader.readCount()
        entries.reserveCapacity(count)
        for _ in 0..<count {
          guard let kind = Kind(rawValue: try reader.readByte()) else { return nil }
          let path = try String(from: &reader)
          let content = Content(count: Int(try reader.readUnsigned()), hash: try reader.readUnsigned())
          let status: FileStatus? = try reader.read()
          let shape = try reader.readUnsigned()
          let factsHash = try reader.readUnsigned()
          let payloadCount = try reader.readCount()
          let start = reader.position
          _ = try reader.readRaw(payloadCount)
          entries[path] = Entry(
            kind: kind, content: content, status: status, shape: shape, factsHash: factsHash,
            payload: start..<start + payloadCount)
        }
        let evaluationCount = try reader.readCount()
        let evaluationStart = reader.position
        _ = try reader.readRaw(evaluationCount)
        return reader.isAtEnd ? (entries, evaluationStart..<evaluationStart + evaluationCount) : nil
      } catch {
        return nil
      }
    }
  }

}

extension FileStatus: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.writeUnsigned(size)
    writer.write(Int(modified))
    writer.write(Int(changed))
    writer.writeUnsigned(inode)
    writer.writeUnsigned(device)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      size: try reader.readUnsigned(), modified: Int64(try Int(from: &reader)),
      changed: Int64(try Int(from: &reader)), inode: try reader.readUnsigned(),
      device: try reader.readUnsigned())
  }
}
