import Foundation

/// What the last run of `list` or `generate` with a scan cache printed, kept beside the cache
/// (`reusegen-<module>-<command>.keptoutput`) so that a run after an edit that changed no fact of any file
/// (a function body, a comment) prints it again without resolving, evaluating or rendering, and one that
/// only moved declarations (a line inserted above them) prints it with the locations moved
/// (`MovedLocations`).
///
/// Why it stands. With a scan cache, those commands read nothing of a file but its facts (`ScanCache`) and
/// the values of the declared identifiers (`EvaluationCache`), and of the module's Objective-C files their
/// bytes: resolution, matching and rendering are functions of those and of the command line. The kept
/// output is keyed by the command line (its arguments, the current folder, the bytes of the `--config`
/// file, and what else the caller says the run reads: the context modules' own configuration), by a
/// digest of every file's facts, of the values and of the Objective-C files (`ScanCache.digests`), and by
/// the digest of the same without each file's own lines and columns (the shape). A run prints it when the
/// command line and the facts are the same and every value the cache kept stands for the run's files;
/// or when the shape is the same, the facts the scan cache held before the run are the kept output's, and
/// the files scanned again moved their locations one to one in order. It is written only by a run whose
/// values the cache kept all of (no evaluation outside them), whose every file was read and whose
/// Objective-C files were read whole. The file is checked whole, identity and checksum, before it is
/// used, and replaced through a rename: a corrupt, foreign or half-written one is ignored and written
/// again.
struct KeptOutput: Equatable, Sendable {
  /// The diagnostics as printed, each with its notes, with the places they print.
  var diagnostics: [PlacedText]
  /// What the command printed on standard output, or the file `generate` wrote, with the places it prints.
  var output: PlacedText
  /// How many views `generate` generated, for its summary line.
  var generatedViewCount: Int
  /// The lines of `diagnostics`, by severity, which `generate`'s summary line counts (`list`'s is in
  /// `output`).
  var printed: PrintedSeverities
  /// Whether a diagnostic was an error.
  var hasErrors: Bool
}

extension KeptOutput: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(diagnostics)
    writer.write(output)
    writer.write(generatedViewCount)
    writer.write(printed)
    writer.write(hasErrors)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      diagnostics: try reader.read(), output: try reader.read(), generatedViewCount: try reader.read(),
      printed: try reader.read(), hasErrors: try reader.read())
  }
}

/// The file of one command's kept output.
struct KeptOutputFile: Sendable {
  /// The file.
  let path: String
  /// The digest of the command line that made the output.
  private let commandLine: UInt64
  private let identity: String
  /// What the file holds when it is whole, of this tool and of this command line.
  let stored: Stored?

  /// A kept output with the digests of what it was made from.
  struct Stored: Sendable {
    /// The digest of the facts and values (`ScanCache.Digests.facts`, with the evaluations).
    var facts: UInt64
    /// The digest of their shape, without the files' own lines and columns (`ScanCache.Digests.shape`).
    var shape: UInt64
    var output: KeptOutput
  }

  private static let magic = Array("RGKEPTOUTPUT".utf8)

  /// The kept output of `command` for `module` in `directory`, for the run of `arguments` in
  /// `currentDirectory` with the configuration file `configPath`, if any. `nil` when the configuration file
  /// cannot be read: the command line is then not known whole.
  init?(
    directory: String, module: String, command: String, arguments: [String], currentDirectory: String,
    configPath: String?, identity: String = ScanCache.identity
  ) {
    var key = ScanFactWriter(path: "")
    key.write(arguments)
    key.write(currentDirectory)
    if let configPath {
      guard let bytes = try? FileReader.readBytes(atPath: configPath) else { return nil }
      key.writeUnsigned(UInt64(bytes.count))
      bytes.withUnsafeBytes { key.writeRaw($0) }
    }
    commandLine = key.bytes.withUnsafeBufferPointer(ContentHash.of)
    self.identity = identity
    let name = "reusegen-" + ModuleName.c99(module) + "-" + command + ".keptoutput"
    path = (directory as NSString).appendingPathComponent(name)
    stored = Self.read(path: path, identity: identity, commandLine: commandLine)
  }

  /// Keeps `output`, made from facts of the digest `facts` and the shape `shape`. A file that cannot be
  /// written is left as it is: the next run then renders again, with the same answer.
  func save(_ output: KeptOutput, facts: UInt64, shape: UInt64) {
    guard stored?.facts != facts || stored?.shape != shape || stored?.output != output else { return }
    var writer = ScanFactWriter(path: "")
    Self.magic.withUnsafeBytes { writer.writeRaw($0) }
    writer.write(identity)
    writer.writeUnsigned(commandLine)
    writer.writeUnsigned(facts)
    writer.writeUnsigned(shape)
    writer.write(output)
    ScanCache.replace(path, with: writer.bytes)
  }

  private static func read(path: String, identity: String, commandLine: UInt64) -> Stored? {
    guard let bytes = try? FileReader.readBytes(atPath: path) else { return nil }
    return bytes.withUnsafeBufferPointer { bytes -> Stored? in
      guard let body = ScanCache.checked(bytes, magic: magic) else { return nil }
      var reader = ScanFactReader(body, path: "")
      do {
        _ = try reader.readRaw(magic.count)
        guard try String(from: &reader) == identity, try reader.readUnsigned() == commandLine else {
          return nil
        }
        let facts = try reader.readUnsigned()
        let shape = try reader.readUnsigned()
        let output: KeptOutput = try reader.read()
        return reader.isAtEnd ? Stored(facts: facts, shape: shape, output: output) : nil
      } catch {
        return nil
      }
    }
  }
}
