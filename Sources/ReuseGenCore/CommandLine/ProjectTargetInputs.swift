import Foundation

/// What `--project` and `--target` stand for (SPEC §14), resolved once per run: the target's files,
/// module name, bridging header and application signal, and its dependencies as context, exactly as if
/// the user had typed them. The rest of the run reads these and never the project.
package struct ProjectTargetInputs: Sendable, Equatable {
  /// One module of the context: a dependency's module name and files, absolute.
  package struct ContextTarget: Sendable, Equatable {
    package var module: String
    package var files: [String]
  }

  /// The target's Swift, Interface Builder and Objective-C files, absolute: what its build phases and
  /// synchronized folders hold, its bridging header, and the headers its Swift sees that no phase lists
  /// (`BridgedHeaders`: an app target builds no header, but its Swift sees the classes they declare).
  package var files: [String]
  /// The target's module name.
  package var module: String
  /// Its bridging header, absolute, when it sets one.
  package var bridgingHeader: String?
  /// Whether its product is an application (SPEC §10.5).
  package var isApplication: Bool
  /// The operating systems it builds for; `#if os(…)` clauses none of them compiles are not read.
  package var platforms: Set<String>
  /// The targets it depends on that its Swift can import, nearest first.
  package var context: [ContextTarget]
  /// What reading the project said, with paths as the run prints them.
  package var diagnostics: [Diagnostic]
  /// The folder that holds the target's code, absolute: the deepest one below the project's `SRCROOT` that
  /// holds four in five of its Swift files. A generated file is suggested there.
  package var codeFolder: String

  /// Reads `project` and picks `target`; `nil` as the target picks a project's only native target.
  static func resolve(project: String, target: String?, currentDirectory: String) throws(InputError)
    -> ProjectTargetInputs
  {
    var set = try ProjectSet.read(project, currentDirectory: currentDirectory)
    let chosen: (project: XcodeProject, target: ProjectTarget)
    if let target {
      chosen = try set.target(named: target)
    } else if set.targets.count == 1 {
      chosen = set.targets[0]
    } else {
      let names = set.targets.map { "'\($0.target.name)'" }.joined(separator: ", ")
      throw InputError(
        "--project needs --target to say which target to read: \(names.isEmpty ? "it has none" : names)")
    }
    let context = set.context(of: chosen.target, in: chosen.project)
    // The xibs of the apps that embed the target: what a nib the target loads by name from another bundle
    // holds. They are context, so nothing is generated for them.
    let shipping = set.applications(embedding: chosen.target, in: chosen.project).map { app in
      ContextTarget(module: app.module, files: app.interfaceBuilder.filter { $0.hasSuffix(".xib") })
    }.filter { !$0.files.isEmpty }
    return ProjectTargetInputs(
      files: inputFiles(of: chosen.target, in: set), module: chosen.target.module,
      bridgingHeader: chosen.target.bridgingHeader, isApplication: chosen.target.isApplication,
      platforms: chosen.target.platforms,
      context: context.map { ContextTarget(module: $0.module, files: inputFiles(of: $0, in: set)) }
        + packageProducts(of: [chosen.target] + context) + shipping,
      diagnostics: set.diagnostics(of: [chosen.target], context: context, relativeTo: currentDirectory),
      codeFolder: codeFolder(
        of: chosen.target.sources.filter { $0.hasSuffix(".swift") }, below: chosen.project.sourceRoot))
  }

  /// The deepest folder below `root` that holds four in five of `files` (a target's own folder, past the
  /// odd file it shares with another); `root` when none does.
  static func codeFolder(of files: [String], below root: String) -> String {
    var folder = root
    var remaining = files.filter { $0.hasPrefix(root + "/") }
    while !remaining.isEmpty {
      var counts: [String: Int] = [:]
      for file in remaining {
        let rest = file.dropFirst(folder.count + 1)
        guard let slash = rest.firstIndex(of: "/") else { continue }
        counts[String(rest[..<slash]), default: 0] += 1
      }
      guard let (child, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
        count * 5 >= files.count * 4
      else { break }
      folder += "/" + child
      remaining = remaining.filter { $0.hasPrefix(folder + "/") }
    }
    return folder
  }

  /// The local package products `targets` use, each once, as context modules read from their folders.
  private static func packageProducts(of targets: [ProjectTarget]) -> [ContextTarget] {
    var seen = Set<LocalPackageProduct>()
    return targets.flatMap(\.localPackageProducts).filter { seen.insert($0).inserted }.map {
      ContextTarget(module: $0.module, files: [$0.folder])
    }
  }

  /// The files of `target` a run reads, each once: those it builds, its bridging header and the headers
  /// its Swift sees, leaving out what does not exist (the project's reading warned of it).
  private static func inputFiles(of target: ProjectTarget, in set: ProjectSet) -> [String] {
    var files = target.sources + target.interfaceBuilder + set.bridgedHeaders(of: target)
    if let header = target.bridgingHeader { files.append(header) }
    var seen = Set<String>()
    return files.filter { seen.insert($0).inserted && FileManager.default.fileExists(atPath: $0) }
  }

  /// What the answer of a run depends on besides the files' contents: kept outputs and the audit cache
  /// key on it.
  var fingerprint: [String] {
    [module, bridgingHeader ?? "", isApplication ? "app" : "", platforms.sorted().joined(separator: " ")]
      + files
      + context.flatMap { [$0.module] + $0.files }
  }
}
