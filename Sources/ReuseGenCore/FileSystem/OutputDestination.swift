import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file `generate` is asked to write, looked at before anything is read or written, so that it replaces
/// only a file reusegen wrote itself.
///
/// A symbolic link is written through: its target is replaced, atomically, and the link stays a link. An
/// existing empty file may be replaced, since it holds nothing to lose.
struct OutputDestination {
  /// What is at the path now.
  enum State: Equatable {
    /// Nothing: the file is created.
    case absent
    /// An empty regular file.
    case empty
    /// A file that starts with reusegen's marker.
    case generated
    /// A file someone else wrote, never replaced.
    case foreign
  }

  /// Which option names the file, for messages.
  let option: String
  /// The path as the user gave it, for messages.
  let displayPath: String
  /// The file to compare with and replace: the absolute path, or the file a symbolic link there points to.
  let target: String
  /// Whether `displayPath` is a symbolic link to `target`.
  let isLink: Bool
  /// What is at `target`.
  let state: State
  /// The identity of the file at `target`, when there is one.
  let identity: FileIdentity?

  /// Looks at `path`, given with `option`, without changing anything.
  /// - Throws: An `InputError` naming the path when nothing may be written there at all: a folder or other
  ///   special file, a dangling symbolic link, or a file that cannot be read to check who wrote it.
  static func inspect(_ path: String, option: String, currentDirectory: String) throws(InputError)
    -> OutputDestination
  {
    let absolute = InputDiscovery.absolute(path, from: currentDirectory)
    func refuse(_ reason: String) -> InputError {
      InputError(reason, path: path)
    }
    var info = stat()
    guard lstat(absolute, &info) == 0 else {
      guard errno == ENOENT else { throw refuse("cannot be checked: \(String(cString: strerror(errno)))") }
      return OutputDestination(
        option: option, displayPath: path, target: absolute, isLink: false, state: .absent, identity: nil)
    }
    var target = absolute
    let isLink = info.st_mode & S_IFMT == S_IFLNK
    if isLink {
      guard let resolved = realpath(absolute, nil) else {
        throw refuse("is a symbolic link that cannot be followed: \(String(cString: strerror(errno)))")
      }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &info) == 0 else {
        throw refuse("cannot be checked: \(String(cString: strerror(errno)))")
      }
    }
    let subject = isLink ? "its target '\(target)'" : "it"
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw refuse("not overwritten, because \(subject) is not a regular file")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: target)
    } catch {
      switch error {
      case .notRegularFile: throw refuse("not overwritten, because \(subject) is not a regular file")
      case .cannotOpen(let reason): throw refuse("cannot be read to check that reusegen wrote it: \(reason)")
      }
    }
    let state: State = bytes.isEmpty ? .empty : GeneratedFileMarker.isGenerated(bytes) ? .generated : .foreign
    return OutputDestination(
      option: option, displayPath: path, target: target, isLink: isLink, state: state,
      identity: FileIdentity(info))
  }

  /// Why the file must not be replaced, as an error about its path; `nil` when it may
  /// be. `scannedAs` is the display path under which the run would read the file as an input, if it would.
  func refusal(scannedAs input: String?) -> InputError? {
    let subject = isLink ? "the file it links to, '\(target)'" : "it"
    if let input, state != .generated {
      return InputError(
        """
        not overwritten, because \(subject)\(isLink ? "," : "") is one of the scanned inputs ('\(input)') \
        and reusegen did not write it; choose an \(option) outside the scanned paths, or move the file away
        """, path: displayPath)
    }
    guard state == .foreign else { return nil }
    let header =
      option.hasPrefix("--xcfilelist") ? GeneratedFileMarker.fileListHeader : GeneratedFileMarker.swiftHeader
    return InputError(
      """
      not overwritten, because reusegen did not write \(subject) (it does not start with '\(header)'); \
      move it away or choose another \(option)
      """, path: displayPath)
  }
}
