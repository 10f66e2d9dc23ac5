#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  // How both plugins read an Xcode target (DESIGN.md §6). Xcode shows a plugin less than SwiftPM does:
  //
  // - A target has no folder, only the files of its build phases (`inputFiles`). `reusegen.json` is looked
  //   up in `<project folder>/<target name>/`, Xcode's default layout, and else in the project folder.
  // - A target's build settings are not visible, so `PRODUCT_MODULE_NAME` is not either. The module name
  //   is Xcode's default for it, the product name as a C99 identifier; a target that sets another one
  //   names it as `"module"` in its `reusegen.json`.
  // - A dependency on a target of the same project is visible with that target's files, so it is read as
  //   context: the folder that holds all of its Swift, xib and storyboard files. A dependency on a package
  //   product is not read: its sources are the package's, outside the project.

  extension ReuseGenRun {
    /// A run over `target` of `project`. `output` gives the file to write for the module name, which
    /// names the file.
    init(xcodeTarget target: XcodeTarget, in project: XcodeProject, output: (_ moduleName: String) -> URL) {
      let configurationDirectory = Self.configurationDirectory(of: target, in: project)
      let configuration = Self.configurationKeys(in: configurationDirectory)
      let moduleName = configuration.module ?? Self.moduleName(of: target)
      self.init(
        moduleName: moduleName,
        files: target.inputFiles.map(\.url),
        hasResources: false,
        targetDirectory: configurationDirectory,
        output: output(moduleName),
        // A context the user wrote into reusegen.json replaces the one the plugin finds.
        context: configuration.hasContext ? [] : Self.context(of: target).modules)
    }

    /// The module name Xcode gives `target` unless its build settings say otherwise: the default of
    /// `PRODUCT_MODULE_NAME`, the product name (or else the target's name) as a C99 identifier.
    static func moduleName(of target: XcodeTarget) -> String {
      ModuleName.c99(target.product?.name ?? target.displayName)
    }

    /// The folder searched for `reusegen.json`: the target's folder in Xcode's default layout when it has
    /// the file, else the project folder.
    static func configurationDirectory(of target: XcodeTarget, in project: XcodeProject) -> URL {
      let targetFolder = project.directoryURL.appending(path: target.displayName)
      let ownConfiguration = targetFolder.appending(path: configurationFileName)
      return FileManager.default.fileExists(atPath: ownConfiguration.path(percentEncoded: false))
        ? targetFolder : project.directoryURL
    }

    /// The warnings for the dependencies of `target` that `context(of:)` cannot place, unless
    /// `reusegen.json` lists the context itself. The plugins emit them.
    static func contextWarnings(for target: XcodeTarget, in project: XcodeProject) -> [String] {
      guard !configurationKeys(in: configurationDirectory(of: target, in: project)).hasContext else {
        return []
      }
      return context(of: target).unplaced.map { dependency in
        """
        target '\(target.displayName)' depends on '\(dependency)', whose files are not in a folder of their \
        own, so reusegen does not read it as context; list its folder under "context" in reusegen.json
        """
      }
    }

    /// What the plugin needs to know of a `reusegen.json` before it runs the tool. A file that does not
    /// parse counts as empty here; the tool reports its errors.
    private static func configurationKeys(in directory: URL) -> (module: String?, hasContext: Bool) {
      let file = directory.appending(path: configurationFileName)
      guard let data = try? Data(contentsOf: file),
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { return (nil, false) }
      return (object["module"] as? String, object["context"] != nil)
    }

    /// The targets of the same project that `target` depends on, directly or not, each once, with the
    /// folder that holds its files. `unplaced` names the targets whose files share no folder that leaves
    /// out `target`'s own files: reading that folder would read `target` as its own context.
    static func context(of target: XcodeTarget) -> (
      modules: [(directory: URL, files: [URL])], unplaced: [String]
    ) {
      let ownFiles = target.inputFiles.map { $0.url.path(percentEncoded: false) }
      var modules: [(directory: URL, files: [URL])] = []
      var unplaced: [String] = []
      for dependency in recursiveTargetDependencies(of: target) {
        let files = dependency.inputFiles.map(\.url).filter { inputExtensions.contains($0.pathExtension) }
        guard let directory = commonFolder(of: files) else { continue }
        let folder = directory.path(percentEncoded: false)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if ownFiles.contains(where: { $0.hasPrefix(prefix) }) {
          unplaced.append(dependency.displayName)
        } else {
          modules.append((directory, files))
        }
      }
      return (modules, unplaced)
    }

    /// The targets of the same project `target` depends on, transitively, without repeats, in the order
    /// a depth-first walk first meets them. Package products are left out.
    private static func recursiveTargetDependencies(of target: XcodeTarget) -> [XcodeTarget] {
      var found: [XcodeTarget] = []
      var seen: Set<XcodeTarget.ID> = [target.id]
      func visit(_ target: XcodeTarget) {
        for dependency in target.dependencies {
          switch dependency {
          case .target(let dependency):
            guard seen.insert(dependency.id).inserted else { continue }
            found.append(dependency)
            visit(dependency)
          case .product:
            continue
          @unknown default:
            continue
          }
        }
      }
      visit(target)
      return found
    }

    /// The deepest folder that holds every one of `files`; `nil` for no files.
    private static func commonFolder(of files: [URL]) -> URL? {
      let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
      guard var common = folders.first else { return nil }
      for folder in folders.dropFirst() {
        common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
      }
      return URL(filePath: "/" + common.dropFirst().joined(separator: "/"))
    }
  }
#endif
