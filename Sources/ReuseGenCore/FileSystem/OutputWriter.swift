import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes generated files atomically, and only when their content changed, so that builds that depend on
/// them are not invalidated for nothing and a failed run never leaves a truncated file.
package enum OutputWriter {
  /// What happened to the file.
  package enum Outcome: Equatable, Sendable {
    /// The file already held this content; it was not touched.
    case unchanged
    /// The file was created or replaced.
    case written
  }

  /// Whether the file at `path` holds exactly `content`.
  package static func isCurrent(_ content: [UInt8], at path: String) -> Bool {
    guard let existing = try? FileReader.readBytes(atPath: path) else { return false }
    return existing == content
  }

  /// Writes `content` to `path` through a temporary file in the same folder and a rename.
  package static func write(_ content: [UInt8], to path: String) throws(InputError) -> Outcome {
    if isCurrent(content, at: path) { return .unchanged }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw InputError("cannot create the folder: \(error.localizedDescription)", path: directory)
    }
    try replace(content, at: path, durably: true)
    return .written
  }

  /// Replaces the file at `path`, in an existing folder, with `content`: written to a temporary file in
  /// the same folder, flushed to the disk when `durably`, then renamed over it.
  static func replace(_ content: [UInt8], at path: String, durably: Bool) throws(InputError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    // A unique name per process and call lets concurrent runs write side by side; the last rename wins
    // and each rename installs a complete file.
    let temporary =
      directory + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw InputError("cannot write: \(String(cString: strerror(errno)))", path: path)
    }
    var written = 0
    var failure: String?
    content.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        written += result
      }
    }
    if failure == nil, durably, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw InputError("cannot write: \(failure)", path: path)
    }
  }
}

/// `write(2)`, named so that it does not clash with `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
