import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `audit --stamp` keeps for the audit plugin: a Swift source holding one comment, present exactly
/// when the last audit passed.
///
/// A build system skips a command only when the command declares an output, and a build-tool plugin's
/// output must be a source the target compiles or a resource the product ships; an empty source is the
/// harmless one. The stamp is written when the run exits 0, atomically and only when its content changed,
/// so that nothing recompiles for it. It is removed when the run fails, so that the next build, which
/// finds its output missing, audits again rather than trusting a failed run.
struct AuditStamp {
  /// Where the stamp goes, looked at before the audit reads anything.
  let destination: OutputDestination
  /// The path as given, made absolute: a symbolic link there is removed, not the file it points to.
  let path: String

  /// Looks at `path`: like `generate --output`, the stamp replaces only a file reusegen wrote.
  init(_ path: String, currentDirectory: String) throws(InputError) {
    self.path = InputDiscovery.absolute(path, from: currentDirectory)
    destination = try OutputDestination.inspect(path, option: "--stamp", currentDirectory: currentDirectory)
    if let refusal = destination.refusal(scannedAs: nil) { throw refusal }
  }

  /// The stamp's content: reusegen's header, so that the scanner skips it, and why the file exists.
  static func content(module: String) -> [UInt8] {
    let text = """
      \(GeneratedFileMarker.swiftHeader) audit --stamp for \(module): the audit passed. The audit \
      plugin's output, which lets the build skip the audit until an input changes. Declares nothing.

      """
    return Array(text.utf8)
  }

  /// Writes the stamp after a run that `passed`, or removes it after one that did not.
  func record(passed: Bool, module: String) throws(InputError) {
    guard passed else {
      // The declared path goes, which is what the build system looks for. It was checked to hold
      // nothing but a stamp, or nothing at all.
      guard unlink(path) == 0 || errno == ENOENT else {
        throw InputError(
          "cannot remove the stamp: \(String(cString: strerror(errno)))", path: destination.displayPath)
      }
      return
    }
    _ = try OutputWriter.write(Self.content(module: module), to: destination.target)
  }
}
