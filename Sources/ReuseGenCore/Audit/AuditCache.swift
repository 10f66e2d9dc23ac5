import Foundation

/// What the last run of `audit` with `--cache-path` printed, with the digest of every file it read, kept in
/// `reusegen-<module>.auditcache` (SPEC §12; docs/Reference/Configuration.md, "The scan cache"): a run whose
/// command line and files are those of the kept output prints it again without reading the module.
///
/// Why it stands. `audit`'s answer is a function of its command line (the arguments, the current folder,
/// the bytes of the files it names: `--config`, `--baseline`; the context modules' own configuration) and
/// of its input files. The key holds a digest of the first; the entries, one per input file in the order
/// discovery found them, a digest of each file's content (`AuditInputDigest`). The output is printed only
/// when the key and every entry are equal, so a file added, removed or renamed, or any content that may
/// change a finding, runs the audit again.
///
/// As `ScanCache` does, an entry keeps its file's status (size, times, inode and device) when both times
/// were more than `ScanCache.settledAge` before the run that read it started: a later run takes the digest
/// of a file of that status without reading it, so that a run after one edit reads one file. An output is
/// kept only by a run whose every file had, after the audit, the status it had before: a file changed
/// while the audit read it never pairs its old digest with a new answer.
///
/// The file is checked whole (magic, identity, checksum: `ScanCache.checked`) before any of it is used,
/// every count is bounds-checked, and it is replaced through a temporary file and a rename
/// (`ScanCache.replace`): a corrupt, truncated, foreign or half-written cache is ignored and written again,
/// and two runs at once leave one whole file. It holds the files of the last run only, so deleted files
/// leave it. Its format is its own, apart from the scan cache's.
struct AuditCache: Sendable {
  /// Raised whenever the encoding of this file changes (3: each piece of output keeps the places it
  /// prints, `PlacedText`; 4: each Swift file's masked digest, `InertBodies`).
  static let formatVersion = 4

  private static let magic = Array("RGAUDITCACHE".utf8)

  /// One input file as a run found it.
  struct Input: Equatable, Sendable {
    let path: String
    let digest: UInt64
    /// The file's status before the run read it, which the cache keeps when it had settled.
    let status: FileStatus
    /// A Swift file's token digest (`AuditInputDigest.tokenDigest`); `nil` for a file that moves no
    /// location of the kept output.
    var tokens: UInt64? = nil
    /// A Swift file's digest without its inert bodies (`InertBodies.Masked`), when it has a token digest
    /// and an inert body; made by the run that keeps an output, or kept from the last one.
    var masked: InertBodies.Masked? = nil
  }

  /// A place the kept output names in a Swift file: its line and column, and the token that starts there.
  struct Anchor: Equatable, Hashable, Sendable {
    var place: LineColumn
    var token: Int
  }

  /// What a run printed, in order, and its exit status.
  struct Output: Equatable, Sendable {
    /// A piece of standard output (`isError` false) or standard error, with the places it prints.
    struct Chunk: Equatable, Sendable {
      var isError: Bool
      var text: PlacedText
    }

    var chunks: [Chunk] = []
    var exitCode: Int32 = 0
  }

  /// The cache file.
  let path: String
  private let identity: String
  private let commandLine: UInt64
  /// When the run started, before it read any file, in nanoseconds since 1970.
  private let started: Int64
  /// What the file holds when it is whole, of this tool and of this command line: each input with its
  /// token digest and the places the output names in it (`nil` when one is at no token's start), and the
  /// vocabulary the masked digests were made with.
  private let stored: (inputs: [Stored], output: Output, vocabulary: InertBodies.Vocabulary)?
  /// The inputs the file keeps, by path.
  private let storedByPath: [String: Stored]

  /// One input file as the cache keeps it.
  private struct Stored {
    var path: String
    var digest: UInt64
    var status: FileStatus?
    var tokens: UInt64?
    var masked: InertBodies.Masked?
    var anchors: [Anchor]?
  }

  /// The cache of `module` in `directory` for a run whose command line has the digest `commandLine`.
  init(
    directory: String, module: String, commandLine: UInt64, identity: String = AuditCache.identity,
    started: Int64 = FileStatus.now()
  ) {
    let name = "reusegen-" + ModuleName.c99(module) + ".auditcache"
    path = (directory as NSString).appendingPathComponent(name)
    self.identity = identity
    self.commandLine = commandLine
    self.started = started
    let read = Self.read(path: path, identity: identity, commandLine: commandLine)
    stored = read
    var byPath: [String: Stored] = [:]
    for input in read?.inputs ?? [] { byPath[input.path] = input }
    storedByPath = byPath
  }

  /// The identity a cache must have to be read: the scan cache's (the tool's version and executable) and
  /// this file's own format.
  static let identity = ScanCache.identity + "; audit cache format \(formatVersion)"

  /// The digests of `files`, each file read only when the cache keeps no settled status equal to its own;
  /// `nil` when one cannot be read, and the run then keeps nothing.
  func inputs(_ files: [InputFile]) -> [Input]? {
    let stored = ReadOnly(storedByPath)
    let inputs = ParallelWork.map(
      count: files.count, worker: { ReadBuffer() },
      job: { buffer, index -> Input? in
        let file = files[index]
        let kept = stored.value[file.path]
        if let status = FileStatus.of(fileSystemPath: file.fileSystemPath), let kept, kept.status == status {
          return Input(
            path: file.path, digest: kept.digest, status: status, tokens: kept.tokens, masked: kept.masked)
        }
        guard
          let (bytes, status) = try? FileReader.readWithStatus(
            atFileSystemPath: file.fileSystemPath, into: buffer)
        else { return nil }
        let digests = AuditInputDigest.digests(bytes, isSwift: file.path.hasSuffix(".swift"))
        var input = Input(path: file.path, digest: digests.digest, status: status, tokens: digests.tokens)
        // The same content has the same masked digest.
        if let kept, kept.digest == input.digest, kept.tokens == input.tokens { input.masked = kept.masked }
        return input
      })
    guard inputs.allSatisfy({ $0 != nil }) else { return nil }
    return inputs.map { $0! }
  }

  /// The kept output, when `inputs` are the files it was made from.
  func output(for inputs: [Input]) -> Output? {
    guard let stored, stored.inputs.count == inputs.count,
      zip(stored.inputs, inputs).allSatisfy({ $0.path == $1.path && $0.digest == $1.digest })
    else { return nil }
    return stored.output
  }

  /// The kept output with its locations moved, the places it then names, and `inputs` with the masked
  /// digests of the files that changed, when `inputs`, the run's files (`files`), are the ones it was made
  /// from but for Swift files of the same token digest (an edit that only inserted, removed or changed
  /// blank lines, comments or indentation between statements) or of the same masked digest (an edit inside
  /// the bodies of functions `audit` reads nothing of but their length, `InertBodies`). `nil` when another
  /// file changed, when the output prints a place of such a file that starts no token (a line said without
  /// a column) or lies in a changed body, or holds a piece printed without its places known (a format that
  /// prints places in fields of their own).
  ///
  /// Why it stands. Such a file gives `audit` the same answer but for the lines and columns of its own
  /// locations (`AuditInputDigest.tokenDigest`, `InertBodies`), which keep their order: each is a token's
  /// start, and the same token starts the new place, found at the same index or moved by the lengths of the
  /// bodies before it (`MovedLocations`). The places moved are the values the run recorded as it printed
  /// them (`PlacedText`), wherever they stand in a line and however they are printed: a diagnostic's
  /// `path:line:column`, or the line of a request's first dequeue in a message's words, which moves with
  /// its token as the note at that dequeue does.
  func movedOutput(for inputs: [Input], files: [InputFile]) -> (
    output: Output, anchors: [[Anchor]?], inputs: [Input]
  )? {
    guard let stored, stored.inputs.count == inputs.count, files.count == inputs.count else { return nil }
    var pairs: [String: (before: [LineColumn], after: [LineColumn])] = [:]
    var anchors = stored.inputs.map(\.anchors)
    var inputs = inputs
    for (position, old) in stored.inputs.enumerated() {
      let new = inputs[position]
      guard old.path == new.path else { return nil }
      if old.digest == new.digest { continue }
      guard let tokens = new.tokens, let oldAnchors = old.anchors,
        tokens == old.tokens || old.masked != nil
      else { return nil }
      let file = files[position]
      // Read again for the new places: the file must still be the one whose digests the run took.
      guard let bytes = try? FileReader.readBytes(of: file),
        bytes.withUnsafeBufferPointer({
          AuditInputDigest.digests($0, isSwift: true) == (new.digest, tokens)
        })
      else { return nil }
      let source = SourceFile(path: file.displayPath, filePath: file.path, bytes: bytes)
      let masked = InertBodies.masked(
        source, index: SourceIndex(source, file: 0), vocabulary: stored.vocabulary)
      var moved = oldAnchors.map(\.token)
      if tokens != old.tokens {
        guard let masked, let before = old.masked, masked.digest == before.digest,
          let shifted = InertBodies.moved(moved, from: before.bodies, to: masked.bodies)
        else { return nil }
        moved = shifted
      }
      var newAnchors: [Anchor] = []
      for token in moved {
        guard token < source.tokens.count else { return nil }
        let location = source.location(token)
        newAnchors.append(
          Anchor(place: LineColumn(line: location.line, column: location.column), token: token))
      }
      pairs[file.displayPath] = (oldAnchors.map(\.place), newAnchors.map(\.place))
      anchors[position] = newAnchors
      inputs[position].masked = masked
    }
    guard !pairs.isEmpty, let moves = MovedLocations(pairs) else { return nil }
    var output = stored.output
    for index in output.chunks.indices {
      guard let moved = moves.applied(to: output.chunks[index].text) else { return nil }
      output.chunks[index].text = moved
    }
    return (output, anchors, inputs)
  }

  /// `inputs` with the masked digests (`InertBodies`) of their Swift files that have a token digest, made
  /// with `vocabulary` from `sources` and `indices` (their display paths' files as the audit read them). A
  /// file of the content the cache keeps, whose kept digest was made with the same vocabulary, keeps it:
  /// after the first run, a run that audits again masks the files that changed alone.
  func masked(
    _ inputs: [Input], files: [InputFile], sources: [SourceFile], indices: [SourceIndex],
    vocabulary: InertBodies.Vocabulary
  ) -> [Input] {
    var positionOfPath: [String: Int] = [:]
    for (position, source) in sources.enumerated() { positionOfPath[source.path] = position }
    let isSameVocabulary = stored?.vocabulary == vocabulary
    let (sourceOfPath, read, kept) = (positionOfPath, ReadOnly((sources, indices)), ReadOnly(storedByPath))
    let masks = ParallelWork.map(count: inputs.count) { position -> InertBodies.Masked? in
      let input = inputs[position]
      guard input.tokens != nil else { return nil }
      if isSameVocabulary, let old = kept.value[input.path], old.digest == input.digest,
        old.tokens == input.tokens
      {
        return old.masked
      }
      guard let file = sourceOfPath[files[position].displayPath] else { return nil }
      return InertBodies.masked(read.value.0[file], index: read.value.1[file], vocabulary: vocabulary)
    }
    var inputs = inputs
    for position in inputs.indices { inputs[position].masked = masks[position] }
    return inputs
  }

  /// The places `output` prints in the Swift files of `files` (`sources`, their display paths' files as
  /// the audit read them), one list per file, from the places each piece recorded as it was printed. A
  /// file the output prints at a place where no token starts, or that the audit did not read, gets
  /// `nil`: its locations cannot be moved.
  static func anchors(of output: Output, files: [InputFile], sources: [SourceFile]) -> [[Anchor]?] {
    var positionOfPath: [String: Int] = [:]
    for (position, file) in files.enumerated() where file.path.hasSuffix(".swift") {
      positionOfPath[file.displayPath] = position
    }
    var named: [Int: Set<LineColumn>] = [:]
    for chunk in output.chunks {
      for place in chunk.text.places ?? [] {
        guard let position = positionOfPath[place.location.path] else { continue }
        named[position, default: []].insert(
          LineColumn(line: place.location.line, column: place.location.column))
      }
    }
    var anchors = [[Anchor]?](repeating: [], count: files.count)
    guard !named.isEmpty else { return anchors }
    var sourceOfPath: [String: SourceFile] = [:]
    let namedPaths = Set(named.keys.map { files[$0].displayPath })
    for source in sources where namedPaths.contains(source.path) { sourceOfPath[source.path] = source }
    for (position, places) in named {
      guard let source = sourceOfPath[files[position].displayPath] else {
        anchors[position] = nil
        continue
      }
      var found: [Anchor] = []
      for place in places.sorted() {
        guard let token = token(at: place, in: source) else {
          found = []
          anchors[position] = nil
          break
        }
        found.append(Anchor(place: place, token: token))
      }
      if anchors[position] != nil { anchors[position] = found }
    }
    return anchors
  }

  /// The token of `source` that starts at `place`.
  private static func token(at place: LineColumn, in source: SourceFile) -> Int? {
    var (low, high) = (0, source.tokens.count)
    while low < high {
      let middle = (low + high) / 2
      let location = source.location(middle)
      if LineColumn(line: location.line, column: location.column) < place {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < source.tokens.count, source.tokens[low].kind != .endOfFile else { return nil }
    let location = source.location(low)
    return LineColumn(line: location.line, column: location.column) == place ? low : nil
  }

  /// Whether each file of `inputs` still has the status it had before the run read it.
  static func unchanged(_ inputs: [Input], files: [InputFile]) -> Bool {
    zip(inputs, files).allSatisfy { input, file in
      FileStatus.of(fileSystemPath: file.fileSystemPath) == input.status
    }
  }

  /// Keeps `output`, made from `inputs`, with the places it names in each (`anchors(of:files:sources:)`;
  /// `nil` keeps those the cache holds for the same inputs). Nothing is written when the file holds this
  /// output of these inputs already, with the status of every file that has settled; a file that cannot
  /// be written is left as it is, and the next run audits again, with the same answer.
  func save(
    _ output: Output, inputs: [Input], anchors: [[Anchor]?]? = nil, vocabulary: InertBodies.Vocabulary? = nil
  ) {
    // Without a vocabulary, the masked digests are those kept, made with the kept one.
    let vocabulary = vocabulary ?? stored?.vocabulary ?? InertBodies.Vocabulary(moduleWords: [])
    let isStored = self.output(for: inputs) != nil
    let anchors =
      anchors ?? (isStored ? stored!.inputs.map(\.anchors) : Array(repeating: nil, count: inputs.count))
    let settledInputs = inputs.map { input in
      (input, max(input.status.modified, input.status.changed) < started - ScanCache.settledAge)
    }
    // A status that settled since the file was written is a reason to write: the run that prints the kept
    // output then keeps it, and the next one reads no file of that status.
    let isCurrent =
      isStored && self.output(for: inputs) == output && stored!.vocabulary == vocabulary
      && zip(stored!.inputs, zip(inputs, anchors)).allSatisfy {
        $0.tokens == $1.0.tokens && $0.masked == $1.0.masked && $0.anchors == $1.1
      }
      && settledInputs.allSatisfy { input, isSettled in
        !isSettled || storedByPath[input.path]?.status == input.status
      }
    guard !isCurrent else { return }
    var writer = ScanFactWriter(path: "")
    Self.magic.withUnsafeBytes { writer.writeRaw($0) }
    writer.write(Self.key(identity: identity, commandLine: commandLine))
    writer.write(vocabulary.moduleWords)
    writer.write(vocabulary.memberWords)
    writer.write(vocabulary.privateViewWords)
    writer.writeUnsigned(UInt64(inputs.count))
    for ((input, isSettled), anchors) in zip(settledInputs, anchors) {
      writer.write(input.path)
      writer.writeUnsigned(input.digest)
      writer.write(isSettled ? input.status : nil)
      writer.write(input.tokens != nil)
      writer.writeUnsigned(input.tokens ?? 0)
      writer.write(input.masked != nil)
      writer.writeUnsigned(input.masked?.digest ?? 0)
      writer.writeUnsigned(UInt64(input.masked?.bodies.count ?? 0))
      for body in input.masked?.bodies ?? [] {
        writer.writeUnsigned(UInt64(body.open))
        writer.writeUnsigned(UInt64(body.close))
      }
      writer.write(anchors != nil)
      writer.writeUnsigned(UInt64(anchors?.count ?? 0))
      for anchor in anchors ?? [] {
        writer.writeUnsigned(UInt64(anchor.place.line))
        writer.writeUnsigned(UInt64(anchor.place.column))
        writer.writeUnsigned(UInt64(anchor.token))
      }
    }
    writer.write(output)
    ScanCache.replace(path, with: writer.bytes)
  }

  /// What a cache file must start with, after its magic, to be read by this tool for this command line.
  private static func key(identity: String, commandLine: UInt64) -> String {
    identity + "; command line " + String(commandLine, radix: 16)
  }

  /// What the file at `path` holds, when it is a whole cache of `identity` and `commandLine`.
  private static func read(path: String, identity: String, commandLine: UInt64) -> (
    inputs: [Stored], output: Output, vocabulary: InertBodies.Vocabulary
  )? {
    guard let bytes = try? FileReader.readBytes(atPath: path) else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      guard let body = ScanCache.checked(bytes, magic: magic) else { return nil }
      var reader = ScanFactReader(UnsafeBufferPointer(rebasing: body[magic.count...]), path: "")
      do {
        guard try String(from: &reader) == key(identity: identity, commandLine: commandLine) else {
          return nil
        }
        let vocabulary = InertBodies.Vocabulary(
          moduleWords: try [String](from: &reader), memberWords: try [String](from: &reader),
          privateViewWords: try [String](from: &reader))
        var inputs: [Stored] = []
        let count = try reader.readCount()
        inputs.reserveCapacity(count)
        for _ in 0..<count {
          var input = Stored(
            path: try String(from: &reader), digest: try reader.readUnsigned(), status: try reader.read())
          let hasTokens: Bool = try reader.read()
          let tokens = try reader.readUnsigned()
          input.tokens = hasTokens ? tokens : nil
          let isMasked: Bool = try reader.read()
          let masked = try reader.readUnsigned()
          let bodyCount = try reader.readCount(ofSize: 2)
          var bodies: [InertBodies.Body] = []
          bodies.reserveCapacity(bodyCount)
          for _ in 0..<bodyCount {
            guard let open = Int(exactly: try reader.readUnsigned()),
              let close = Int(exactly: try reader.readUnsigned())
            else { return nil }
            bodies.append(InertBodies.Body(open: open, close: close))
          }
          input.masked = isMasked ? InertBodies.Masked(digest: masked, bodies: bodies) : nil
          let isAnchored: Bool = try reader.read()
          let anchorCount = try reader.readCount(ofSize: 3)
          var anchors: [Anchor] = []
          for _ in 0..<anchorCount {
            let line = try reader.readUnsigned()
            let column = try reader.readUnsigned()
            let token = try reader.readUnsigned()
            guard let line = Int(exactly: line), let column = Int(exactly: column),
              let token = Int(exactly: token)
            else { return nil }
            anchors.append(Anchor(place: LineColumn(line: line, column: column), token: token))
          }
          input.anchors = isAnchored ? anchors : nil
          inputs.append(input)
        }
        let output: Output = try reader.read()
        return reader.isAtEnd ? (inputs, output, vocabulary) : nil
      } catch {
        return nil
      }
    }
  }
}

extension AuditCache.Output: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.writeUnsigned(UInt64(chunks.count))
    for chunk in chunks {
      writer.write(chunk.isError)
      writer.write(chunk.text)
    }
    writer.write(Int(exitCode))
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let count = try reader.readCount()
    var chunks: [Chunk] = []
    for _ in 0..<count {
      chunks.append(Chunk(isError: try reader.read(), text: try reader.read()))
    }
    let exitCode = try Int(from: &reader)
    guard let code = Int32(exactly: exitCode) else { throw ScanFactReader.Invalid() }
    self.init(chunks: chunks, exitCode: code)
  }
}
