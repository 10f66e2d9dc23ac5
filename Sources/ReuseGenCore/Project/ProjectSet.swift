import Foundation

/// The projects a `--project` argument names (SPEC §14), read once: a `.xcodeproj`, the projects a
/// `.xcworkspace` lists, or the one of them a folder holds; and, as dependencies reach them, the projects
/// those reference. It answers the two questions every command asks: which target is meant, and which
/// targets are its context.
package struct ProjectSet: Sendable {
  /// The projects named by the argument, in order.
  package var projects: [XcodeProject]
  /// Projects read because a dependency reaches them, by `.xcodeproj` path.
  private var referenced: [String: XcodeProject] = [:]
  /// The projects of the workspaces around each project, by the project's path (`workspaceNeighbours`).
  private var neighbours: [String: [XcodeProject]] = [:]
  /// What reading said of the workspace and of each project as a whole: missing projects, unknown kinds.
  /// Each target holds what was said of it.
  package var diagnostics: [Diagnostic] = []

  /// Reads what `argument` names, read from `currentDirectory`.
  package static func read(_ argument: String, currentDirectory: String) throws(InputError) -> ProjectSet {
    do {
      return try readProjects(argument, currentDirectory: currentDirectory)
    } catch {
      // The reader names files by their absolute paths; the run prints them from the current folder.
      var shown = error
      shown.path = error.path.map { InputDiscovery.displayPath($0, relativeTo: currentDirectory) }
      throw shown
    }
  }

  private static func readProjects(_ argument: String, currentDirectory: String) throws(InputError)
    -> ProjectSet
  {
    let path = InputDiscovery.absolute(argument, from: currentDirectory)
    let located = try locate(path, argument: argument)
    var set = ProjectSet(projects: [])
    let projectPaths: [String]
    if located.hasSuffix(".xcworkspace") {
      projectPaths = try Workspace.projects(inWorkspaceAt: located)
    } else {
      projectPaths = [located]
    }
    for projectPath in projectPaths {
      guard FileManager.default.fileExists(atPath: projectPath + "/project.pbxproj") else {
        set.diagnostics.append(
          Diagnostic(
            ProjectMessage.missingWorkspaceProject(
              path: XcodeProject.relative(projectPath, to: (located as NSString).deletingLastPathComponent)),
            at: .file(located)))
        continue
      }
      // In a workspace, a project that cannot be read is said and passed over; named alone, it is the error.
      do {
        let project = try XcodeProjectReader.read(projectAt: projectPath)
        set.projects.append(project)
        set.diagnostics += project.diagnostics
      } catch {
        guard projectPaths.count > 1 else { throw error }
        set.diagnostics.append(
          Diagnostic(
            ProjectMessage.unreadableWorkspaceProject(reason: error.message),
            at: error.path.map(SourceLocation.file)))
      }
    }
    return set
  }

  /// The `.xcodeproj` or `.xcworkspace` that `path` is or holds.
  private static func locate(_ path: String, argument: String) throws(InputError) -> String {
    if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace") {
      guard FileManager.default.fileExists(atPath: path) else {
        throw InputError("no such Xcode project or workspace", path: argument)
      }
      return path
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      throw InputError("no such Xcode project, workspace or folder", path: argument)
    }
    let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }.sorted()
    let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
    // A CocoaPods app has App.xcworkspace beside App.xcodeproj: the workspace is what the team opens.
    if workspaces.count == 1 { return path + "/" + workspaces[0] }
    if workspaces.isEmpty, projects.count == 1 { return path + "/" + projects[0] }
    let found = workspaces + projects
    throw InputError(
      found.isEmpty
        ? "holds no .xcodeproj or .xcworkspace; name one with --project"
        : "holds \(found.map { "'\($0)'" }.joined(separator: ", ")); name one with --project",
      path: argument)
  }

  /// `diagnostics` and what was said of `targets` (every target when `nil`), and the warnings of `context`
  /// (what it lacks, not its notes, which are its own run's), each once, their paths printed from
  /// `currentDirectory`.
  package func diagnostics(
    of targets: [ProjectTarget]? = nil, context: [ProjectTarget] = [], relativeTo currentDirectory: String
  ) -> [Diagnostic] {
    var said = Set<String>()
    let targets = targets ?? projects.flatMap(\.targets)
    let contextWarnings = context.flatMap(\.diagnostics).filter { $0.severity != .note }
    return (diagnostics + targets.flatMap(\.diagnostics) + contextWarnings).filter {
      said.insert($0.rendered).inserted
    }.map {
      diagnostic in
      var shown = diagnostic
      if let location = diagnostic.location {
        shown.location?.path = InputDiscovery.displayPath(location.path, relativeTo: currentDirectory)
      }
      return shown
    }
  }

  /// Every target of the named projects, with its project.
  package var targets: [(project: XcodeProject, target: ProjectTarget)] {
    projects.flatMap { project in project.targets.map { (project, $0) } }
  }

  /// The target `name` names: a target's name, or `Project/Target` where a workspace has two of the name.
  package func target(named name: String) throws(InputError) -> (project: XcodeProject, target: ProjectTarget)
  {
    let matches = targets.filter { $0.target.name == name || "\($0.project.name)/\($0.target.name)" == name }
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty {
      let names = targets.map(\.target.name)
      throw InputError(
        "no target '\(name)' in the project; its targets are \(names.map { "'\($0)'" }.joined(separator: ", "))"
          + " (see 'reusegen targets')")
    }
    throw InputError(
      "\(matches.count) projects have a target '\(name)'; name one as "
        + matches.map { "'\($0.project.name)/\($0.target.name)'" }.joined(separator: " or "))
  }

  /// The targets `target` of `project` depends on, transitively, that its Swift can import: frameworks and
  /// libraries, and the app a test bundle tests. A dependency is a target dependency, or a product the target
  /// links that a target of the projects read builds (Xcode's implicit dependencies). In dependency order,
  /// nearest first; each once.
  package mutating func context(of target: ProjectTarget, in project: XcodeProject) -> [ProjectTarget] {
    var result: [ProjectTarget] = []
    var seen: Set<TargetReference> = [TargetReference(project: project.path, target: target.name)]
    var pending = dependencies(of: target, in: project.path).map { ($0, target) }[...]
    while let (reference, dependent) = pending.popFirst() {
      guard seen.insert(reference).inserted, !isScriptTarget(reference) else { continue }
      guard let found = self.target(at: reference) else {
        diagnostics.append(
          Diagnostic(
            ProjectMessage.unresolvedDependency(target: dependent.name, dependency: reference.target),
            at: .file(reference.project)))
        continue
      }
      // An app does not import the extensions and watch apps it embeds, nor what they depend on: the walk
      // goes on only through what the dependent's Swift can import.
      guard found.isImportable || (found.isApplication && dependent.isTestBundle) else { continue }
      result.append(found)
      pending.append(contentsOf: dependencies(of: found, in: reference.project).map { ($0, found) })
    }
    return result
  }

  /// The application targets of the projects named that depend on `target` of `project`, directly or
  /// through the frameworks they import: a framework that loads nibs by name from a bundle of its own
  /// making (ChatSecure's `OTRAssets.resourcesBundle`) often has the app ship them.
  package mutating func applications(embedding target: ProjectTarget, in project: XcodeProject)
    -> [ProjectTarget]
  {
    let wanted = TargetReference(project: project.path, target: target.name)
    return targets.filter {
      $0.target.isApplication && TargetReference(project: $0.project.path, target: $0.target.name) != wanted
    }.compactMap {
      candidate in
      var seen: Set<TargetReference> = []
      var pending = dependencies(of: candidate.target, in: candidate.project.path)[...]
      while let reference = pending.popFirst() {
        if reference == wanted { return candidate.target }
        guard seen.insert(reference).inserted, let found = self.target(at: reference), found.isImportable
        else { continue }
        pending.append(contentsOf: dependencies(of: found, in: reference.project))
      }
      return nil
    }
  }

  /// What `target` of the project at `projectPath` depends on: its target dependencies, then the targets
  /// that build the products it links, looked for in its own project first, then in the others read, then
  /// in the projects of a workspace beside it that lists it (a project named alone is still built in its
  /// workspace, where Xcode finds implicit dependencies).
  private mutating func dependencies(of target: ProjectTarget, in projectPath: String) -> [TargetReference] {
    func builder(of product: String, among projects: [XcodeProject]) -> TargetReference? {
      for project in projects {
        if let builder = project.targets.first(where: { $0.productFile == product }) {
          return TargetReference(project: project.path, target: builder.name)
        }
      }
      return nil
    }
    let own = projects.sorted { ($0.path == projectPath ? 0 : 1) < ($1.path == projectPath ? 0 : 1) }
    var linked: [TargetReference] = []
    for product in target.linkedProducts {
      if let found = builder(of: product, among: own)
        ?? builder(of: product, among: workspaceNeighbours(of: projectPath))
      {
        linked.append(found)
      }
    }
    return target.dependencyReferences + linked
  }

  /// The other projects of the workspaces in the folder of the project at `projectPath`, or the one above
  /// it, that list that project; read once, and kept for the dependencies that name their targets.
  private mutating func workspaceNeighbours(of projectPath: String) -> [XcodeProject] {
    if let known = neighbours[projectPath] { return known }
    var found: [XcodeProject] = []
    let folder = (projectPath as NSString).deletingLastPathComponent
    for directory in [folder, (folder as NSString).deletingLastPathComponent] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names.sorted() where name.hasSuffix(".xcworkspace") {
        guard let listed = try? Workspace.projects(inWorkspaceAt: directory + "/" + name),
          listed.contains(projectPath)
        else { continue }
        for other in listed where other != projectPath && !projects.contains(where: { $0.path == other }) {
          if let project = referenced[other] ?? (try? XcodeProjectReader.read(projectAt: other)) {
            referenced[other] = project
            found.append(project)
          }
        }
      }
    }
    neighbours[projectPath] = found
    return found
  }

  /// The headers Swift sees for `target`, absolute (`BridgedHeaders`): beside its `.m` and `.mm` files, and
  /// what its bridging header imports, found among its project's headers.
  package func bridgedHeaders(of target: ProjectTarget) -> [String] {
    let project = projects.first { $0.path == target.project } ?? referenced[target.project]
    return BridgedHeaders.headers(
      implementations: target.implementations, bridgingHeader: target.bridgingHeader,
      projectHeaders: project?.headers ?? [])
  }

  /// Whether a reference names an aggregate or legacy target, which compiles no module.
  private func isScriptTarget(_ reference: TargetReference) -> Bool {
    let project = projects.first { $0.path == reference.project } ?? referenced[reference.project]
    return project?.scriptTargets.contains(reference.target) ?? false
  }

  /// The target a reference names, reading its project when no project read so far is it.
  private mutating func target(at reference: TargetReference) -> ProjectTarget? {
    if let project = projects.first(where: { $0.path == reference.project }) ?? referenced[reference.project]
    {
      return project.target(named: reference.target)
    }
    guard let project = try? XcodeProjectReader.read(projectAt: reference.project) else { return nil }
    referenced[reference.project] = project
    return project.target(named: reference.target)
  }
}
