/// Every diagnostic about reading an Xcode project (SPEC §14), worded in one place.
enum ProjectMessage: DiagnosticMessage {
  /// Target `target` names `path`, which does not exist; `submodule` when it lies in a git submodule's
  /// folder, which a checkout without `--recurse-submodules` leaves empty.
  case missingFile(path: String, target: String, submodule: String?)
  /// The project holds objects of a kind the reader does not know; they are skipped.
  case unknownObjectKind(kind: String, count: Int)
  /// An `.xcconfig` file that a configuration or an `#include` names does not exist.
  /// `isCocoaPods` when it lies in CocoaPods' folder, which `pod install` writes.
  case missingConfigurationFile(path: String, isCocoaPods: Bool)
  /// `#include`s nest too deeply, through `path`.
  case includeTooDeep(path: String)
  /// A workspace lists a project that does not exist.
  case missingWorkspaceProject(path: String)
  /// A workspace lists a project that cannot be read, for `reason`.
  case unreadableWorkspaceProject(reason: String)
  /// Target `target` depends on `dependency` of a project that cannot be read; it is no context.
  case unresolvedDependency(target: String, dependency: String)
  /// A `#if` clause that no build for `platforms` compiles holds `count` reuse calls, which are not read.
  case callsOutsidePlatforms(count: Int, platforms: String)
  /// A folder run reads a folder that project `project` builds; `target` owns `owned` of its `total`
  /// Swift files.
  case folderHasProject(project: String, target: String, owned: Int, total: Int)

  var severity: Diagnostic.Severity {
    switch self {
    case .missingFile, .missingWorkspaceProject, .unreadableWorkspaceProject, .unresolvedDependency: .warning
    case .unknownObjectKind, .includeTooDeep, .folderHasProject, .missingConfigurationFile,
      .callsOutsidePlatforms:
      .note
    }
  }

  var message: String {
    switch self {
    case .missingFile(let path, let target, let submodule?):
      "target '\(target)' builds '\(path)', which does not exist; it is not read (it lies in the git "
        + "submodule '\(submodule)': run 'git submodule update --init')"
    case .missingFile(let path, let target, nil):
      "target '\(target)' builds '\(path)', which does not exist; it is not read (a file that a build "
        + "phase writes exists only after a build: run one first, or restore the file)"
    case .unknownObjectKind(let kind, let count):
      "skipped \(count) object\(count == 1 ? "" : "s") of the unknown kind '\(kind)'; the targets are read "
        + "without \(count == 1 ? "it" : "them")"
    case .missingConfigurationFile(let path, let isCocoaPods):
      "the configuration file '\(path)' does not exist\(isCocoaPods ? " ('pod install' writes it)" : ""); its "
        + "build settings are not read, so a module name or bridging header it sets is not known"
    case .includeTooDeep(let path):
      "'#include' nests too deeply at '\(path)'; the rest of the chain is not read"
    case .missingWorkspaceProject(let path):
      "the workspace lists '\(path)', which does not exist; its targets are not read"
    case .unreadableWorkspaceProject(let reason): "\(reason); the workspace's other projects are read"
    case .unresolvedDependency(let target, let dependency):
      "target '\(target)' depends on '\(dependency)', which no project read here declares; its classes "
        + "are not known as context"
    case .callsOutsidePlatforms(let count, let platforms):
      "\(count) reuse call\(count == 1 ? "" : "s") in this clause \(count == 1 ? "is" : "are") not read: the "
        + "target builds for \(platforms), which never compiles the clause"
    case .folderHasProject(let project, let target, let owned, let total):
      "this folder is built by the Xcode project '\(project)': its target '\(target)' compiles \(owned) "
        + "of the \(total) Swift files read here; run with '--project \(project) --target \(target)' to "
        + "read what Xcode compiles"
    }
  }
}
