import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file to read, with the path to print for it.
public struct InputFile: Sendable, Equatable {
  /// The path to open.
  public var path: String
  /// The path to print: relative to the current directory when the file lies below it.
  public var displayPath: String
}

/// The files a run reads, found by walking the given paths.
public struct DiscoveredInputs: Sendable {
  /// Swift sources, sorted by display path.
  public var swiftFiles: [InputFile] = []
  /// `.xib` and `.storyboard` files, sorted by display path.
  public var interfaceBuilderFiles: [InputFile] = []
  /// Paths that could not be read, and other problems.
  public var diagnostics: [Diagnostic] = []
}

/// Walks input paths the way SPEC §1 describes: every `.swift`, `.xib` and `.storyboard` file, minus the
/// tool folders and `--exclude` globs. Symlink loops, unreadable folders and special files never stop it.
public enum InputDiscovery {
  /// Folders that hold build products or other people's code, never a module's sources.
  public static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage",
  ]

  /// Collects the inputs under `paths`.
  /// - Parameters:
  ///   - excludes: Globs matched against each display path and file name.
  ///   - ignoring: Paths never to read, such as the output file of `generate`.
  ///   - currentDirectory: The directory display paths are relative to.
  public static func discover(
    _ paths: [String],
    excludes: [String],
    ignoring: Set<String> = [],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> DiscoveredInputs {
    var walker = Walker(
      excludes: excludes,
      ignoring: Set(ignoring.map { absolute($0, from: currentDirectory) }),
      currentDirectory: currentDirectory)
    for path in paths {
      walker.visit(absolute(path, from: currentDirectory), explicitlyNamed: true)
    }
    var inputs = walker.inputs
    inputs.swiftFiles.sort { $0.displayPath < $1.displayPath }
    inputs.interfaceBuilderFiles.sort { $0.displayPath < $1.displayPath }
    return inputs
  }

  /// `path` made absolute and free of `.` and `..` components.
  static func absolute(_ path: String, from directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The path to print: relative to `directory` when below it, with no leading `./`.
  public static func displayPath(_ absolutePath: String, relativeTo directory: String) -> String {
    let base = absolute(directory, from: "/")
    let prefix = base == "/" ? "/" : base + "/"
    return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
  }

  private struct Walker {
    let excludes: [String]
    let ignoring: Set<String>
    let currentDirectory: String
    var inputs = DiscoveredInputs()
    var visitedDirectories = Set<FileIdentity>()

    struct FileIdentity: Hashable {
      var device: UInt64
      var inode: UInt64
    }

    init(excludes: [String], ignoring: Set<String>, currentDirectory: String) {
      self.excludes = excludes
      self.ignoring = ignoring
      self.currentDirectory = currentDirectory
    }

    mutating func visit(_ path: String, explicitlyNamed: Bool) {
      let display = InputDiscovery.displayPath(path, relativeTo: currentDirectory)
      if ignoring.contains(path) || isExcluded(display) { return }
      var info = stat()
      guard stat(path, &info) == 0 else {
        let reason = String(cString: strerror(errno))
        // A dangling or looping symlink inside a tree is reported, never fatal.
        report(display, "cannot read '\(display)': \(reason)", asError: explicitlyNamed)
        return
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard visitedDirectories.insert(identity).inserted else { return }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
          report(display, "cannot read directory '\(display)'", asError: explicitlyNamed)
          return
        }
        for entry in entries.sorted() where !InputDiscovery.skippedFolders.contains(entry) {
          visit(path == "/" ? "/" + entry : path + "/" + entry, explicitlyNamed: false)
        }
      case S_IFREG:
        add(path, display: display)
      default:
        if kind(of: path) != nil {
          report(display, "'\(display)' is not a regular file; skipped", asError: false)
        }
      }
    }

    private enum Kind {
      case swift
      case interfaceBuilder
    }

    private func kind(of path: String) -> Kind? {
      if path.hasSuffix(".swift") { return .swift }
      if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") { return .interfaceBuilder }
      return nil
    }

    private mutating func add(_ path: String, display: String) {
      switch kind(of: path) {
      case .swift?: inputs.swiftFiles.append(InputFile(path: path, displayPath: display))
      case .interfaceBuilder?:
        inputs.interfaceBuilderFiles.append(InputFile(path: path, displayPath: display))
      case nil: break
      }
    }

    private func isExcluded(_ display: String) -> Bool {
      let name = display.split(separator: "/").last.map(String.init) ?? display
      return excludes.contains { fnmatch($0, display, 0) == 0 || fnmatch($0, name, 0) == 0 }
    }

    private mutating func report(_ display: String, _ message: String, asError: Bool) {
      inputs.diagnostics.append(
        Diagnostic(
          asError ? .error : .warning, message, at: SourceLocation(path: display, line: 1, column: 1)))
    }
  }
}
