import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file to read, with the path to print for it.
package struct InputFile: Sendable, Equatable {
  /// The path to open.
  package var path: String
  /// The path to print: relative to the current directory when the file lies below it.
  package var displayPath: String
  /// The path's bytes as the file system has them. A name that is not UTF-8 cannot round-trip through
  /// `String`, so files are opened by these bytes.
  var fileSystemPath: [UInt8]
  /// The contents of a file the run made in memory (the Swift interface of the module's Objective-C,
  /// `ObjectiveCInterface`), read instead of the file system; `nil` for a file on disk.
  var contents: [UInt8]?

  init(fileSystemPath: [UInt8], displayPath: String) {
    self.path = String(decoding: fileSystemPath, as: UTF8.self)
    self.displayPath = displayPath
    self.fileSystemPath = fileSystemPath
  }

  /// A file made in memory, printed as `displayPath`.
  init(displayPath: String, contents: [UInt8]) {
    self.init(fileSystemPath: Array(displayPath.utf8), displayPath: displayPath)
    self.contents = contents
  }
}

/// The files a run reads, found by walking the given paths.
package struct DiscoveredInputs: Sendable {
  /// Swift sources, sorted by display path.
  package var swiftFiles: [InputFile] = []
  /// `.xib` and `.storyboard` files, sorted by display path.
  package var interfaceBuilderFiles: [InputFile] = []
  /// Objective-C `.h` and `.m` files, sorted by display path: read for constants, registrations and class
  /// chains (SPEC §10.7), never rewritten.
  package var objectiveCFiles: [InputFile] = []
  /// Paths that could not be read, and other problems.
  package var diagnostics: [Diagnostic] = []
  /// The display paths under which the walk met the file it was told to ignore by identity, such as the
  /// output of `generate`. They are not among the inputs.
  package var ignoredFiles: [String] = []
}

/// A file as the file system knows it: the same identity whatever path, symbolic link, hard link or
/// spelling (on a case-insensitive file system) reaches it.
package struct FileIdentity: Hashable, Sendable {
  /// The device that holds the file.
  var device: UInt64
  /// The file's inode on that device.
  var inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// Walks input paths the way DESIGN.md §1 describes: every `.swift`, `.xib`, `.storyboard`, `.h` and `.m` file, minus the
/// tool folders and `--exclude` globs. Symlink loops, unreadable folders and special files never stop it.
package enum InputDiscovery {
  /// Folders that hold build products or other people's code, never a module's sources.
  package static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage",
  ]

  /// `skippedFolders` as the bytes a folder listing gives.
  static let skippedFolderBytes = Set(skippedFolders.map { Array($0.utf8) })

  /// Collects the inputs under `paths`.
  /// - Parameters:
  ///   - excludes: Globs matched against each display path and file name.
  ///   - ignoring: Paths never to read.
  ///   - ignoringFile: A file never to read, whatever path reaches it, such as the output of `generate`.
  ///     Where the walk meets it is recorded in `ignoredFiles`.
  ///   - currentDirectory: The directory display paths are relative to.
  package static func discover(
    _ paths: [String],
    excludes: [String],
    ignoring: Set<String> = [],
    ignoringFile: FileIdentity? = nil,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> DiscoveredInputs {
    var walker = Walker(
      excludes: excludes,
      ignoring: Set(ignoring.map { absolute($0, from: currentDirectory) }),
      ignoredFile: ignoringFile,
      currentDirectory: currentDirectory)
    let rawPaths = paths.map { Array(absolute($0, from: currentDirectory).utf8) }
    var inputs: DiscoveredInputs
    if rawPaths.count == 1, let walked = walker.walkOnEveryCore(rawPaths[0]) {
      inputs = walked
    } else {
      for path in rawPaths { walker.visit(path, explicitlyNamed: true) }
      inputs = walker.inputs
    }
    inputs.swiftFiles.sort { $0.displayPath < $1.displayPath }
    inputs.interfaceBuilderFiles.sort { $0.displayPath < $1.displayPath }
    inputs.objectiveCFiles.sort { $0.displayPath < $1.displayPath }
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
  package static func displayPath(_ absolutePath: String, relativeTo directory: String) -> String {
    let base = absolute(directory, from: "/")
    let prefix = base == "/" ? "/" : base + "/"
    return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
  }

  private struct Walker {
    let excludes: [String]
    let ignoring: Set<String>
    let ignoredFile: FileIdentity?
    /// The current directory, absolute, with a trailing `/`, as bytes: a walked path that starts with it
    /// is displayed without it. Computed once, as the walk visits thousands of paths.
    let displayPrefix: [UInt8]
    var inputs = DiscoveredInputs()
    var visitedDirectories = Set<FileIdentity>()
    /// Folders another part of a walk on every core visits, and whether this part met one of them.
    var othersDirectories = Set<FileIdentity>()
    var metOthersDirectory = false

    init(excludes: [String], ignoring: Set<String>, ignoredFile: FileIdentity?, currentDirectory: String) {
      self.excludes = excludes
      self.ignoring = ignoring
      self.ignoredFile = ignoredFile
      let base = InputDiscovery.absolute(currentDirectory, from: "/")
      displayPrefix = Array((base == "/" ? "/" : base + "/").utf8)
    }

    /// Visits one path. `entryType` is the `d_type` its folder's listing gave, when there was one: a
    /// regular file that is not an input needs no `stat`, nor does an input when no file is ignored by
    /// identity, which spares a system call for nearly every file of a large module.
    mutating func visit(_ rawPath: [UInt8], explicitlyNamed: Bool, entryType: UInt8? = nil) {
      let kind = Self.kind(of: rawPath)
      if entryType == UInt8(DT_REG), kind == nil { return }
      let display = displayPath(of: rawPath)
      if !ignoring.isEmpty, ignoring.contains(String(decoding: rawPath, as: UTF8.self)) { return }
      if !excludes.isEmpty, isExcluded(display) { return }
      if entryType == UInt8(DT_REG), ignoredFile == nil {
        add(rawPath, kind: kind, display: display)
        return
      }
      // A folder its parent's listing names is opened at once, and known by the open descriptor: one
      // lookup of its path instead of two, for every folder of the module. Should the opening fail, the
      // `stat` below says why, as for any other path.
      if entryType == UInt8(DT_DIR), let listing = Self.listing(of: rawPath) {
        guard enter(listing.identity) else { return }
        visitEntries(listing.entries, of: rawPath)
        return
      }
      var info = stat()
      guard Self.withCString(rawPath, { stat($0, &info) }) == 0 else {
        let reason = String(cString: strerror(errno))
        // A path named on the command line, or a Swift or Interface Builder file, that cannot be followed is
        // an error; a dangling or looping symlink of another name inside a tree, or an Objective-C file, which
        // only adds facts, is reported, never fatal.
        report(
          display,
          .unreadable(
            path: display, reason: reason, isError: explicitlyNamed || (kind != nil && kind != .objectiveC)))
        return
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard enter(FileIdentity(info)) else { return }
        guard let listing = Self.listing(of: rawPath) else {
          // Its files would silently be missing from the module.
          report(display, .unreadableDirectory(path: display))
          return
        }
        visitEntries(listing.entries, of: rawPath)
      case S_IFREG:
        if kind != nil, let ignoredFile, FileIdentity(info) == ignoredFile {
          inputs.ignoredFiles.append(display)
          return
        }
        add(rawPath, kind: kind, display: display)
      default:
        if kind != nil {
          report(display, .notARegularFile(path: display))
        }
      }
    }

    /// Whether the folder is seen for the first time, which records it.
    private mutating func enter(_ identity: FileIdentity) -> Bool {
      if othersDirectories.contains(identity) { metOthersDirectory = true }
      return visitedDirectories.insert(identity).inserted
    }

    /// Walks the folder `rawPath`, named on the command line, on every core, and gives what `visit` would:
    /// the entries of the folder and of its subfolders are walked as separate parts, in order, each with
    /// a walker of its own. `nil` when the sequential walk must decide instead: `rawPath` is not a
    /// readable folder, is ignored or excluded, or two parts met one folder (through a symbolic link, or
    /// a link to a folder above), where which path reaches it first depends on the order of the walk.
    func walkOnEveryCore(_ rawPath: [UInt8]) -> DiscoveredInputs? {
      var walker = self
      let display = displayPath(of: rawPath)
      guard !ignoring.contains(String(decoding: rawPath, as: UTF8.self)),
        excludes.isEmpty || !isExcluded(display), Self.kind(of: rawPath) == nil,
        let root = Self.listing(of: rawPath), walker.enter(root.identity)
      else { return nil }
      // The parts: the entries of the folder, a subfolder's replaced by its own entries, in the order of
      // a sequential walk, so that the large folders of a module are split between cores.
      var parts: [(path: [UInt8], type: UInt8)] = []
      for entry in Self.children(root.entries, of: rawPath) {
        guard entry.type == UInt8(DT_DIR), ignoring.isEmpty, excludes.isEmpty else {
          parts.append(entry)
          continue
        }
        guard let listing = Self.listing(of: entry.path) else {
          parts.append(entry)
          continue
        }
        guard walker.enter(listing.identity) else { return nil }
        parts += Self.children(listing.entries, of: entry.path)
      }
      let (frontier, paths) = (walker, parts)
      let walked = ParallelWork.map(count: paths.count) { index in
        var part = frontier
        part.othersDirectories = frontier.visitedDirectories
        part.visit(paths[index].path, explicitlyNamed: false, entryType: paths[index].type)
        return part
      }
      var inputs = DiscoveredInputs()
      var visited = frontier.visitedDirectories
      for part in walked {
        guard !part.metOthersDirectory,
          part.visitedDirectories.subtracting(frontier.visitedDirectories).allSatisfy({
            visited.insert($0).inserted
          })
        else { return nil }
        inputs.swiftFiles += part.inputs.swiftFiles
        inputs.interfaceBuilderFiles += part.inputs.interfaceBuilderFiles
        inputs.objectiveCFiles += part.inputs.objectiveCFiles
        inputs.diagnostics += part.inputs.diagnostics
        inputs.ignoredFiles += part.inputs.ignoredFiles
      }
      return inputs
    }

    /// The paths of a folder's entries, but for the tool folders, with their `d_type`.
    private static func children(_ entries: [(name: [UInt8], type: UInt8)], of rawPath: [UInt8])
      -> [(path: [UInt8], type: UInt8)]
    {
      var folder = rawPath
      if rawPath.last != UInt8(ascii: "/") { folder.append(UInt8(ascii: "/")) }
      return entries.filter { !InputDiscovery.skippedFolderBytes.contains($0.name) }.map {
        (folder + $0.name, $0.type)
      }
    }

    /// Visits a folder's entries, but for the tool folders.
    private mutating func visitEntries(_ entries: [(name: [UInt8], type: UInt8)], of rawPath: [UInt8]) {
      var childPath = rawPath
      if rawPath.last != UInt8(ascii: "/") { childPath.append(UInt8(ascii: "/")) }
      let folderLength = childPath.count
      for entry in entries where !InputDiscovery.skippedFolderBytes.contains(entry.name) {
        childPath.removeSubrange(folderLength...)
        childPath += entry.name
        visit(childPath, explicitlyNamed: false, entryType: entry.type)
      }
    }

    /// The path to print: relative to the current directory when below it, as `displayPath(_:relativeTo:)`
    /// says, compared by bytes.
    private func displayPath(of rawPath: [UInt8]) -> String {
      rawPath.withUnsafeBufferPointer { path in
        let prefixCount = displayPrefix.count
        let isBelow = displayPrefix.withUnsafeBufferPointer { prefix in
          path.count >= prefixCount && memcmp(path.baseAddress!, prefix.baseAddress!, prefixCount) == 0
        }
        return String(
          decoding: isBelow ? UnsafeBufferPointer(rebasing: path[prefixCount...]) : path, as: UTF8.self)
      }
    }

    /// The folder's identity, as its open descriptor gives it, and the names in it as raw bytes, with their
    /// `d_type`, sorted bytewise so that every run visits them in one order; `nil` when it cannot be
    /// opened.
    private static func listing(of rawPath: [UInt8])
      -> (identity: FileIdentity, entries: [(name: [UInt8], type: UInt8)])?
    {
      guard let directory = withCString(rawPath, { opendir($0) }) else { return nil }
      defer { closedir(directory) }
      var info = stat()
      guard fstat(dirfd(directory), &info) == 0 else { return nil }
      var entries: [(name: [UInt8], type: UInt8)] = []
      while let entry = readdir(directory) {
        // Copied with `strlen` and a buffer, not byte by byte: the build plugins run a debug build, where
        // a closure per byte costs more than the system call.
        let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
          let start = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
          return Array(UnsafeBufferPointer(start: start, count: strlen(start)))
        }
        if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
        entries.append((name, entry.pointee.d_type))
      }
      return (FileIdentity(info), entries.sorted { precedes($0.name, $1.name) })
    }

    /// Whether `lhs` sorts before `rhs` bytewise, by `memcmp`, fast in a debug build too.
    private static func precedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
      let order = lhs.withUnsafeBufferPointer { lhs in
        rhs.withUnsafeBufferPointer { rhs in
          min(lhs.count, rhs.count) == 0
            ? 0 : memcmp(lhs.baseAddress!, rhs.baseAddress!, min(lhs.count, rhs.count))
        }
      }
      return order != 0 ? order < 0 : lhs.count < rhs.count
    }

    private static func withCString<Result>(_ rawPath: [UInt8], _ body: (UnsafePointer<CChar>) -> Result)
      -> Result
    {
      (rawPath + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
      }
    }

    private enum Kind {
      case swift
      case interfaceBuilder
      case objectiveC
    }

    private static let swiftSuffix = Array(".swift".utf8)
    private static let xibSuffix = Array(".xib".utf8)
    private static let storyboardSuffix = Array(".storyboard".utf8)
    private static let objectiveCSuffixes = [Array(".h".utf8), Array(".m".utf8)]

    private static func kind(of rawPath: [UInt8]) -> Kind? {
      if hasSuffix(rawPath, swiftSuffix) { return .swift }
      if hasSuffix(rawPath, xibSuffix) || hasSuffix(rawPath, storyboardSuffix) { return .interfaceBuilder }
      if objectiveCSuffixes.contains(where: { hasSuffix(rawPath, $0) }) { return .objectiveC }
      return nil
    }

    private static func hasSuffix(_ path: [UInt8], _ suffix: [UInt8]) -> Bool {
      guard path.count >= suffix.count else { return false }
      return path.withUnsafeBufferPointer { path in
        suffix.withUnsafeBufferPointer { suffix in
          memcmp(path.baseAddress! + (path.count - suffix.count), suffix.baseAddress!, suffix.count) == 0
        }
      }
    }

    private mutating func add(_ rawPath: [UInt8], kind: Kind?, display: String) {
      switch kind {
      case .swift?: inputs.swiftFiles.append(InputFile(fileSystemPath: rawPath, displayPath: display))
      case .interfaceBuilder?:
        inputs.interfaceBuilderFiles.append(InputFile(fileSystemPath: rawPath, displayPath: display))
      case .objectiveC?:
        inputs.objectiveCFiles.append(InputFile(fileSystemPath: rawPath, displayPath: display))
      case nil: break
      }
    }

    /// Whether a glob matches the path from any folder on down, as a `.gitignore` pattern matches at any
    /// depth below its folder: `Generated/*` excludes `Sources/Feed/Generated/Cells.swift` when
    /// `Sources` is scanned, and `*.generated.swift` a file of that name anywhere.
    private func isExcluded(_ display: String) -> Bool {
      var suffixes = [display]
      var index = display.startIndex
      while let slash = display[index...].firstIndex(of: "/") {
        index = display.index(after: slash)
        if index < display.endIndex { suffixes.append(String(display[index...])) }
      }
      return excludes.contains { glob in suffixes.contains { fnmatch(glob, $0, 0) == 0 } }
    }

    /// Reports a problem with a path as a whole, so without a position: a path that does not exist has no
    /// first line.
    private mutating func report(_ display: String, _ message: InputMessage) {
      inputs.diagnostics.append(Diagnostic(message, at: .file(display)))
    }
  }
}
