import Foundation

/// The note a run on folders gives when an Xcode project builds them (SPEC §14): a folder is not a
/// target, so the run names `--project` and the target that compiles most of the Swift files it read.
/// Projects are looked for in each folder given, two levels below it, and in the folders above it up to
/// the repository's root (`.git`) or a Swift package's (`Package.swift`), whose targets SwiftPM builds.
enum FolderProjectNote {
  /// How many folders above a given one are looked in, at most.
  static let maximumAncestors = 8

  /// The note for a run that read `swiftFiles` (absolute paths) from `folders` (absolute), or none when no
  /// project's target compiles any of them.
  /// `swiftFiles` is asked only when a project is found: most folder runs have none near.
  static func note(folders: [String], swiftFiles: () -> Set<String>, currentDirectory: String) -> Diagnostic?
  {
    let found = projects(around: folders)
    guard !found.isEmpty else { return nil }
    let swiftFiles = swiftFiles()
    guard !swiftFiles.isEmpty else { return nil }
    var best: (project: String, target: String, owned: Int)?
    for projectPath in found {
      guard let project = try? XcodeProjectReader.read(projectAt: projectPath) else { continue }
      for target in project.targets {
        let owned = target.sources.reduce(0) { $0 + (swiftFiles.contains($1) ? 1 : 0) }
        if owned > (best?.owned ?? 0) { best = (projectPath, target.name, owned) }
      }
    }
    guard let best else { return nil }
    let shown = InputDiscovery.displayPath(best.project, relativeTo: currentDirectory)
    return Diagnostic(
      ProjectMessage.folderHasProject(
        project: shown, target: best.target, owned: best.owned, total: swiftFiles.count),
      at: nil)
  }

  /// The `.xcodeproj` folders in, just below, and above `folders`, each once, sorted.
  static func projects(around folders: [String]) -> [String] {
    var found = Set<String>()
    let manager = FileManager.default
    func projects(in folder: String) -> [String] {
      ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.map {
        folder + "/" + $0
      }
    }
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      found.formUnion(projects(in: folder))
      for child in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where !child.hasPrefix(".") {
        let path = folder + "/" + child
        guard !child.hasSuffix(".xcodeproj"), !InputDiscovery.skippedFolders.contains(child),
          manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
        else { continue }
        found.formUnion(projects(in: path))
      }
      var ancestor = folder
      for _ in 0..<maximumAncestors {
        if manager.fileExists(atPath: ancestor + "/.git")
          || manager.fileExists(atPath: ancestor + "/Package.swift")
        {
          break
        }
        let parent = (ancestor as NSString).deletingLastPathComponent
        guard parent != ancestor, !parent.isEmpty else { break }
        ancestor = parent
        found.formUnion(projects(in: ancestor))
      }
    }
    return found.sorted()
  }
}
