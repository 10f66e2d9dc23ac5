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
  /// Raised whenever the encoding of this file changes.
  static let formatVersion = 1

  private static let magic = Array("RGAUDITCACHE".utf8)

  /// One input file as a run found it.
  struct Input: Equatable, Sendable {
    let path: String
    let digest: UInt64
    /// The file's status before the run read it, which the cache keeps when it had settled.
    let status: FileStatus
  }

  /// What a run printed, in order, and its exit status.
  struct Output: Equatable, Sendable {
    /// A piece of standard output (`isError` false) or standard error.
    struct Chunk: Equatable, Sendable {
      var isError: Bool
      var text: String
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
  /// What the file holds when it is whole, of this tool and of this command line.
  private let stored: (inputs: [(path: String, digest: UInt64)], output: Output)?
  /// The settled statuses the file keeps, with their digests, by path.
  private let settled: [String: (status: FileStatus, digest: UInt64)]

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
    stored = read.map { ($0.inputs.map { ($0.path, $0.digest) }, $0.output) }
    var settled: [String: (status: FileStatus, digest: UInt64)] = [:]
    for input in read?.inputs ?? [] {
      if let status = input.status { settled[input.path] = (status, input.digest) }
    }
    self.settled = settled
  }

  /// The identity a cache must have to be read: the scan cache's (the tool's version and executable) and
  /// this file's own format.
  static let identity = ScanCache.identity + "; audit cache format \(formatVersion)"

  /// The digests of `files`, each file read only when the cache keeps no settled status equal to its own;
  /// `nil` when one cannot be read, and the run then keeps nothing.
  func inputs(_ files: [InputFile]) -> [Input]? {
    let settled = ReadOnly(settled)
    let inputs = ParallelWork.map(
      count: files.count, worker: { ReadBuffer() },
      job: { buffer, index -> Input? in
        let file = files[index]
        if let status = FileStatus.of(fileSystemPath: file.fileSystemPath),
          let kept = settled.value[file.path], kept.status == status
        {
          return Input(path: file.path, digest: kept.digest, status: status)
        }
        guard
          let (bytes, status) = try? FileReader.readWithStatus(
            atFileSystemPath: file.fileSystemPath, into: buffer)
        else { return nil }
        let digest = AuditInputDigest.digest(bytes, isSwift: file.path.hasSuffix(".swift"))
        return Input(path: file.path, digest: digest, status: status)
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

  /// Whether each file of `inputs` still has the status it had before the run read it.
  static func unchanged(_ inputs: [Input], files: [InputFile]) -> Bool {
    zip(inputs, files).allSatisfy { input, file in
      FileStatus.of(fileSystemPath: file.fileSystemPath) == input.status
    }
  }

  /// Keeps `output`, made from `inputs`. Nothing is written when the file holds this output of these inputs
  /// already, with the status of every file that has settled; a file that cannot be written is left as it
  /// is, and the next run audits again, with the same answer.
  func save(_ output: Output, inputs: [Input]) {
    let settledInputs = inputs.map { input in
      (input, max(input.status.modified, input.status.changed) < started - ScanCache.settledAge)
    }
    // A status that settled since the file was written is a reason to write: the run that prints the kept
    // output then keeps it, and the next one reads no file of that status.
    let isCurrent =
      self.output(for: inputs) == output
      && settledInputs.allSatisfy { input, isSettled in
        !isSettled || settled[input.path]?.status == input.status
      }
    guard !isCurrent else { return }
    var writer = ScanFactWriter(path: "")
    Self.magic.withUnsafeBytes { writer.writeRaw($0) }
    writer.write(Self.key(identity: identity, commandLine: commandLine))
    writer.writeUnsigned(UInt64(inputs.count))
    for (input, isSettled) in settledInputs {
      writer.write(input.path)
      writer.writeUnsigned(input.digest)
      writer.write(isSettled ? input.status : nil)
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
    inputs: [(path: String, digest: UInt64, status: FileStatus?)], output: Output
  )? {
    guard let bytes = try? FileReader.readBytes(atPath: path) else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      guard let body = ScanCache.checked(bytes, magic: magic) else { return nil }
      var reader = ScanFactReader(UnsafeBufferPointer(rebasing: body[magic.count...]), path: "")
      do {
        guard try String(from: &reader) == key(identity: identity, commandLine: commandLine) else {
          return nil
        }
        var inputs: [(path: String, digest: UInt64, status: FileStatus?)] = []
        let count = try reader.readCount()
        inputs.reserveCapacity(count)
        for _ in 0..<count {
          inputs.append((try String(from: &reader), try reader.readUnsigned(), try reader.read()))
        }
        let output: Output = try reader.read()
        return reader.isAtEnd ? (inputs, output) : nil
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
