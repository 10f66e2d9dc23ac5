import Foundation

/// What the last run of `list` or `generate` with a scan cache printed, kept beside the cache
/// (`reusegen-<module>-<command>.keptoutput`) so that a run after an edit that changed no fact of any file
/// (a function body, a comment) prints it again without resolving, evaluating or rendering.
///
/// Why it stands. With a scan cache, those commands read nothing of a file but its facts (`ScanCache`) and
/// the values of the declared identifiers (`EvaluationCache`): resolution, matching and rendering are
/// functions of the facts, the values and the command line. The kept output is keyed by the command line
/// (its arguments, the current folder, the bytes of the `--config` file, and what else the caller says the
/// run reads: the context modules' own configuration) and by a digest of every file's
/// facts and of the values (`ScanCache.digest(of:evaluations:)`); a run prints it only when both are the
/// same and every value the cache kept stands for the run's files. It is written only by a run whose
/// values the cache kept all of (no evaluation outside them), that read no Objective-C file (read whole
/// on every run, outside the cache) and whose every file was read. The file is checked whole, identity and
/// checksum, before it is used, and replaced through a rename: a corrupt, foreign or half-written one is
/// ignored and written again.
struct KeptOutput: Equatable, Sendable {
  /// The diagnostics as printed, one to a line.
  var diagnostics: [String]
  /// What the command printed on standard output, or the file `generate` wrote.
  var output: String
  /// How many views `generate` generated, for its summary line.
  var generatedViewCount: Int
  /// Whether a diagnostic was an error.
  var hasErrors: Bool
}

extension KeptOutput: ScanFact {
  func write(to writer: inout ScanFactWriter) {
    writer.write(diagnostics)
    writer.write(output)
    writer.write(generatedViewCount)
    writer.write(hasErrors)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    self.init(
      diagnostics: try reader.read(), output: try reader.read(), generatedViewCount: try reader.read(),
      hasErrors: try reader.read())
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
  let stored: (facts: UInt64, output: KeptOutput)?

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
    commandLine = key.bytes.withUnsafeBufferPointer(ScanCache.hash)
    self.identity = identity
    let name = "reusegen-" + ModuleName.c99(module) + "-" + command + ".keptoutput"
    path = (directory as NSString).appendingPathComponent(name)
    stored = Self.read(path: path, identity: identity, commandLine: commandLine)
  }

  /// The kept output when the run's facts have `digest`.
  func output(forFacts digest: UInt64) -> KeptOutput? {
    guard let stored, stored.facts == digest else { return nil }
    return stored.output
  }

  /// Keeps `output`, made from facts of `digest`. A file that cannot be written is left as it is: the next
  /// run then renders again, with the same answer.
  func save(_ output: KeptOutput, facts digest: UInt64) {
    guard stored?.facts != digest || stored?.output != output else { return }
    var writer = ScanFactWriter(path: "")
    Self.magic.withUnsafeBytes { writer.writeRaw($0) }
    writer.write(identity)
    writer.writeUnsigned(commandLine)
    writer.writeUnsigned(digest)
    writer.write(output)
    ScanCache.replace(path, with: writer.bytes)
  }

  private static func read(path: String, identity: String, commandLine: UInt64) -> (
    facts: UInt64, output: KeptOutput
  )? {
    guard let bytes = try? FileReader.readBytes(atPath: path) else { return nil }
    return bytes.withUnsafeBufferPointer { bytes -> (facts: UInt64, output: KeptOutput)? in
      guard let body = ScanCache.checked(bytes, magic: magic) else { return nil }
      var reader = ScanFactReader(body, path: "")
      do {
        _ = try reader.readRaw(magic.count)
        guard try String(from: &reader) == identity, try reader.readUnsigned() == commandLine else {
          return nil
        }
        let facts = try reader.readUnsigned()
        let output: KeptOutput = try reader.read()
        return reader.isAtEnd ? (facts, output) : nil
      } catch {
        return nil
      }
    }
  }
}
