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
  /// taken as they were.
  static func scan(
    _ files: [InputFile], interfaceBuilderFiles: [InputFile] = [], keepingSources: Bool = false,
    reusing previous: Result? = nil, changed: [Int: [UInt8]] = [:]
  ) -> Result {
    let previous = previous.flatMap { $0.scanned.count == files.count ? $0 : nil }
    // Interface Builder files first: they are the largest, and a large job last would leave a core idle.
    let interfaceBuilderCount = previous == nil ? interfaceBuilderFiles.count : 0
    let results = ParallelWork.map(
      count: interfaceBuilderCount + files.count,
      worker: { (read: ReadBuffer(), tokens: TokenBuffer()) },
      job: { buffers, job -> Job in
        if job < interfaceBuilderCount {
          return .interfaceBuilder(read(interfaceBuilderFiles[job], into: buffers.read))
        }
        let index = job - interfaceBuilderCount
        if let bytes = changed[index] {
          return .swift(
            bytes.withUnsafeBufferPointer { bytes in
              scan(bytes, of: files[index], tokenBuffer: buffers.tokens, keepingSource: keepingSources)
            })
        }
        if let previous {
          return .swift(
            (scanned: previous.scanned[index], source: previous.sources[index], keys: previous.keys[index]))
        }
        return .swift(scanFile(files[index], buffers: buffers, keepingSource: keepingSources))
      })
    var scanned: [ScannedFile] = []
    var sources: [SourceFile?] = []
    var keys: [DeclarationKeys?] = []
    var documents: [InterfaceBuilderRead] = []
    scanned.reserveCapacity(files.count)
    sources.reserveCapacity(files.count)
    keys.reserveCapacity(files.count)
    for result in results {
      switch result {
      case .interfaceBuilder(let read): documents.append(read)
      case .swift(let file):
        scanned.append(file.scanned)
        sources.append(file.source)
        keys.append(file.keys)
      }
    }
    return Result(
      scanned: scanned, sources: sources, keys: keys, documents: previous?.documents ?? documents)
  }

  /// What one job of the scan gives.
  private enum Job {
    case interfaceBuilder(InterfaceBuilderRead)
    case swift((scanned: ScannedFile, source: SourceFile?, keys: DeclarationKeys?))
  }

  private static func read(_ file: InputFile, into buffer: ReadBuffer) -> InterfaceBuilderRead {
    do {
      let bytes = try FileReader.read(atFileSystemPath: file.fileSystemPath, into: buffer)
      return .document(
        InterfaceBuilderDocument.Kind(path: file.displayPath).map {
          InterfaceBuilderReader.read(bytes, path: file.displayPath, kind: $0)
        })
    } catch {
      return .unreadable(reason: error.reason)
    }
  }

  private static func scanFile(
    _ file: InputFile, buffers: (read: ReadBuffer, tokens: TokenBuffer), keepingSource: Bool
  ) -> (scanned: ScannedFile, source: SourceFile?, keys: DeclarationKeys?) {
    do {
      let bytes = try FileReader.read(atFileSystemPath: file.fileSystemPath, into: buffers.read)
      return scan(bytes, of: file, tokenBuffer: buffers.tokens, keepingSource: keepingSource)
    } catch {
      var result = ScannedFile(path: file.displayPath)
      result.diagnostics.append(.unreadableInput(file.displayPath, reason: error.reason))
      return (result, nil, nil)
    }
  }

  /// Scans `bytes`, the contents of `file`, lexing into `tokenBuffer`.
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, of file: InputFile, tokenBuffer: TokenBuffer, keepingSource: Bool
  ) -> (scanned: ScannedFile, source: SourceFile?, keys: DeclarationKeys?) {
    if bytes.starts(with: GeneratedFileMarker.swiftHeaderBytes) {
      // reusegen's own output declares conformances that must not count as hand-written.
      return (ScannedFile(path: file.displayPath), nil, nil)
    }
    let scanned = DeclarationScanner.scan(bytes, path: file.displayPath, tokenBuffer: tokenBuffer)
    guard !bytes.starts(with: GeneratedFileMarker.fileListHeaderBytes) else { return (scanned, nil, nil) }
    // The scan lexed the file into the buffer, unless it was too large to scan.
    let isLexed = bytes.count < Token.maximumInputSize
    guard keepingSource else {
      return (scanned, nil, isLexed ? DeclarationKeys(bytes: bytes, tokens: tokenBuffer.tokens) : .everything)
    }
    let tokens = isLexed ? Array(tokenBuffer.tokens) : Lexer.tokenize(bytes).tokens
    return (
      scanned,
      SourceFile(path: file.displayPath, filePath: file.path, bytes: Array(bytes), tokens: tokens), nil
    )
  }
}
