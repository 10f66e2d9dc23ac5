import Foundation

/// Reads an `.xcodeproj` into an `XcodeProject` (SPEC §14): the property list `PropertyListReader`
/// parses, then the objects Xcode writes, followed from the root: the project's groups give every file
/// reference its path, each native target's build phases and synchronized folders give its files, its
/// configurations give its build settings.
package enum XcodeProjectReader {
  /// Reads the project whose `.xcodeproj` folder is `path` (absolute). A project file that cannot be read
  /// or parsed is an error naming the file, and the line and column for a parse error.
  package static func read(projectAt path: String) throws(InputError) -> XcodeProject {
    let file = path + "/project.pbxproj"
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: file)
    } catch {
      throw InputError("cannot read the Xcode project: \(error.reason)", path: file)
    }
    return try read(bytes, projectAt: path)
  }

  /// Reads `bytes` as the `project.pbxproj` of the `.xcodeproj` at `path`, whose folder file references
  /// are read from: the fuzzer gives bytes no file holds.
  package static func read(_ bytes: [UInt8], projectAt path: String) throws(InputError) -> XcodeProject {
    let file = path + "/project.pbxproj"
    let root: PropertyList
    do {
      root = try PropertyListReader.read(bytes)
    } catch {
      throw InputError(
        "cannot read the Xcode project: \(error.message)",
        at: SourceLocation(path: file, line: error.location.line, column: error.location.column))
    }
    guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
      let project = objects[rootID]?.dictionary, project["isa"]?.string == "PBXProject"
    else {
      throw InputError("cannot read the Xcode project: it has no PBXProject root object", path: file)
    }
    var reader = ObjectGraph(
      objects: objects.compactMapValues(\.dictionary), projectPath: path, projectFile: file,
      rootID: rootID, project: project)
    return reader.read()
  }
}

/// The objects of one `project.pbxproj`, and what is worked out from them once: the path of every
/// file reference and group, and the files of every synchronized folder.
private struct ObjectGraph {
  typealias Object = [String: PropertyList]

  let objects: [String: Object]
  let projectPath: String
  let projectFile: String
  let rootID: String
  let project: Object
  let sourceRoot: String
  /// The absolute path of each file reference, group, variant group and synchronized folder whose source
  /// tree is a folder of the project or the file system; none for build products and SDK files.
  var paths: [String: String] = [:]
  /// The files below each synchronized folder, relative to it, as the file system lists them.
  var synchronizedFiles: [String: [String]] = [:]
  /// Finds what a path spelled in another letter case names, as a Mac does.
  var caseInsensitive = CaseInsensitivePath()
  /// The folders of the git submodules of the repository that holds the project, absolute: what
  /// `.gitmodules` lists, in the nearest folder above the project that has one.
  lazy var submodules: [String] = {
    var folder = sourceRoot
    for _ in 0..<16 {
      if let bytes = try? FileReader.readBytes(atPath: folder + "/.gitmodules") {
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
          let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
          guard parts.count == 2, parts[0] == "path" else { return nil }
          return InputDiscovery.absolute(parts[1], from: folder)
        }
      }
      if FileManager.default.fileExists(atPath: folder + "/.git") { break }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { break }
      folder = parent
    }
    return []
  }()

  var diagnostics: [Diagnostic] = []
  /// The ids of the synchronized folders, sorted: each target asks of every one.
  let synchronizedRootGroups: [String]

  init(objects: [String: Object], projectPath: String, projectFile: String, rootID: String, project: Object) {
    self.objects = objects
    self.projectPath = projectPath
    self.projectFile = projectFile
    self.rootID = rootID
    self.project = project
    let folder = (projectPath as NSString).deletingLastPathComponent
    let projectDir = project["projectDirPath"]?.string ?? ""
    sourceRoot = InputDiscovery.absolute(projectDir.isEmpty ? folder : projectDir, from: folder)
    synchronizedRootGroups = objects.compactMap { id, object in
      object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" ? id : nil
    }.sorted()
  }

  mutating func read() -> XcodeProject {
    if let mainGroup = project["mainGroup"]?.string {
      var visited = Set<String>()
      resolve(mainGroup, parent: sourceRoot, visited: &visited)
    }
    reportUnknownKinds()
    let targets = (project["targets"]?.strings ?? []).compactMap { id -> ProjectTarget? in
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
      return self.target(target, id: id)
    }
    let scriptTargets = (project["targets"]?.strings ?? []).compactMap { id -> String? in
      guard let target = objects[id], target["isa"]?.string != "PBXNativeTarget" else { return nil }
      return target["name"]?.string
    }
    return XcodeProject(
      path: projectPath, sourceRoot: sourceRoot, targets: targets, scriptTargets: Set(scriptTargets),
      headers: paths.values.filter { $0.hasSuffix(".h") }.sorted(), diagnostics: diagnostics)
  }

  // MARK: - Paths

  /// Gives `id` and everything below it a path, `parent` being the folder of the group that holds it.
  private mutating func resolve(_ id: String, parent: String?, visited: inout Set<String>) {
    guard visited.insert(id).inserted, let object = objects[id] else { return }
    let path = self.path(of: object, parent: parent)
    if let path { paths[id] = path }
    for child in object["children"]?.strings ?? [] {
      // A variant group's localizations are named from the group that holds it, not from the variant
      // group, which has a name and no folder of its own.
      let folder = object["isa"]?.string == "PBXVariantGroup" && object["path"] == nil ? parent : path
      resolve(child, parent: folder, visited: &visited)
    }
  }

  /// The path of a file reference or group, from its source tree.
  private func path(of object: Object, parent: String?) -> String? {
    let own = object["path"]?.string ?? ""
    let base: String?
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>": base = parent
    case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = sourceRoot
    case "<absolute>": base = "/"
    default: base = nil
    }
    guard let base else { return nil }
    return own.isEmpty ? base : InputDiscovery.absolute(own, from: base)
  }

  // MARK: - Targets

  private mutating func target(_ target: Object, id: String) -> ProjectTarget {
    // What is said while the target is read is the target's, each once.
    let projectWide = diagnostics
    diagnostics = []
    defer { diagnostics = projectWide }
    let name = target["name"]?.string ?? id
    var sources = Set<String>()
    var interfaceBuilder = Set<String>()
    var linkedProducts: [String] = []
    var implementations: [String] = []
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID] else { continue }
      let kept: (String) -> Bool
      switch phase["isa"]?.string {
      case "PBXFrameworksBuildPhase":
        linkedProducts += builtProducts(of: phase)
        continue
      case "PBXSourcesBuildPhase":
        implementations += files(of: phase).filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
        kept = { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }
      case "PBXHeadersBuildPhase": kept = { $0.hasSuffix(".h") }
      case "PBXResourcesBuildPhase": kept = ProjectFileKind.isInterfaceBuilder
      default: continue
      }
      for file in files(of: phase) where kept(file) {
        if ProjectFileKind.isInterfaceBuilder(file) {
          interfaceBuilder.insert(file)
        } else {
          sources.insert(file)
        }
      }
    }
    for file in synchronizedMembers(of: id, target: target) {
      if ProjectFileKind.isInterfaceBuilder(file) {
        interfaceBuilder.insert(file)
      } else if ProjectFileKind.isSource(file) {
        sources.insert(file)
      }
    }
    let settings = buildSettings(of: target, name: name)
    let productFile = target["productReference"]?.string.flatMap { objects[$0]?["path"]?.string }
      .map { String($0.split(separator: "/").last ?? "") }
    // A product name that resolves to nothing (`$(inherited)` with nothing below) is the product file's,
    // as Xcode names a system extension after its bundle identifier.
    let module =
      [
        settings.value("PRODUCT_MODULE_NAME"), settings.value("PRODUCT_NAME"),
        productFile.map { ($0 as NSString).deletingPathExtension },
      ]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? name
    let setHeader = settings.value("SWIFT_OBJC_BRIDGING_HEADER")
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
      .flatMap { $0.isEmpty ? nil : InputDiscovery.absolute($0, from: sourceRoot) }
    let references = dependencies(of: target)
    // A path in another letter case is the file a Mac's file system finds.
    sources = Set(sources.map { caseInsensitive.existing($0) ?? $0 })
    interfaceBuilder = Set(interfaceBuilder.map { caseInsensitive.existing($0) ?? $0 })
    let bridgingHeader = setHeader.map { caseInsensitive.existing($0) ?? $0 }
    for file in sources.union(interfaceBuilder).sorted() + (bridgingHeader.map { [$0] } ?? [])
    where !FileManager.default.fileExists(atPath: file) {
      diagnostics.append(
        Diagnostic(
          ProjectMessage.missingFile(
            path: XcodeProject.relative(file, to: sourceRoot), target: name,
            submodule: submodules.first { file.hasPrefix($0 + "/") }.map {
              XcodeProject.relative($0, to: sourceRoot)
            }),
          at: .file(projectFile)))
    }
    var said = Set<String>()
    return ProjectTarget(
      name: name, project: projectPath, module: ModuleName.c99(module),
      productType: target["productType"]?.string ?? "",
      sources: sources.sorted(), interfaceBuilder: interfaceBuilder.sorted(), bridgingHeader: bridgingHeader,
      dependencies: Set(references.map(\.target)).sorted(), dependencyReferences: references,
      productFile: productFile, linkedProducts: linkedProducts,
      diagnostics: diagnostics.filter { said.insert($0.rendered).inserted },
      platforms: platforms(settings),
      localPackageProducts: localPackageProducts(of: target),
      implementations: implementations.sorted())
  }

  /// The operating systems a target's settings build for: `SUPPORTED_PLATFORMS`, else `SDKROOT`; none when
  /// a name is unknown, so that no clause is taken for one the target never compiles.
  private func platforms(_ settings: BuildSettings) -> Set<String> {
    let listed = (settings.value("SUPPORTED_PLATFORMS") ?? settings.value("SDKROOT") ?? "")
      .split(whereSeparator: { $0 == " " || $0 == "\"" })
    let systems = listed.map(ProjectTarget.operatingSystem(ofSDK:))
    guard !systems.isEmpty, !systems.contains(nil) else { return [] }
    return Set(systems.compactMap { $0 })
  }

  /// The file names of the build products a Frameworks phase links: references into the build products
  /// folder, or proxies of another project's product. An SDK's framework or a package product is none.
  private func builtProducts(of phase: Object) -> [String] {
    (phase["files"]?.strings ?? []).compactMap { buildFileID -> String? in
      guard let reference = objects[buildFileID]?["fileRef"]?.string, let object = objects[reference],
        object["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let path = object["path"]?.string
      else { return nil }
      return String(path.split(separator: "/").last ?? "")
    }
  }

  /// The paths of a build phase's files; a variant group gives every localization.
  private func files(of phase: Object) -> [String] {
    (phase["files"]?.strings ?? []).flatMap { buildFileID -> [String] in
      guard let reference = objects[buildFileID]?["fileRef"]?.string, let object = objects[reference] else {
        return []
      }
      if object["isa"]?.string == "PBXVariantGroup" {
        return (object["children"]?.strings ?? []).compactMap { paths[$0] }
      }
      return paths[reference].map { [$0] } ?? []
    }
  }

  // MARK: - Synchronized folders (Xcode 16)

  /// The files of the synchronized folders that make `target` a member: every file of a folder the target
  /// lists, and of any other folder, the files its exception sets name for the target. An exception set
  /// flips a file's membership for its target (SPEC §14).
  private mutating func synchronizedMembers(of id: String, target: Object) -> [String] {
    let listed = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
    var members: [String] = []
    for groupID in synchronizedRootGroups {
      guard let group = objects[groupID], let folder = paths[groupID] else { continue }
      let exceptions = Set(
        (group["exceptions"]?.strings ?? []).flatMap { exceptionID -> [String] in
          guard let exception = objects[exceptionID],
            exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            exception["target"]?.string == id
          else { return [] }
          return exception["membershipExceptions"]?.strings ?? []
        })
      let isListed = listed.contains(groupID)
      guard isListed || !exceptions.isEmpty else { continue }
      for file in filesOfSynchronizedFolder(groupID, at: folder) {
        let excepted =
          exceptions.contains(file) || exceptions.contains { file.hasPrefix($0 + "/") }
          || exceptions.contains { SynchronizedFolder.localized($0, matches: file) }
        if isListed != excepted { members.append(folder + "/" + file) }
      }
    }
    return members
  }

  private mutating func filesOfSynchronizedFolder(_ id: String, at folder: String) -> [String] {
    if let files = synchronizedFiles[id] { return files }
    let files = SynchronizedFolder.files(in: folder)
    synchronizedFiles[id] = files
    return files
  }

  // MARK: - Build settings

  /// The settings of `target` in its Release configuration, else its first, over the project's
  /// configuration of the same name.
  private mutating func buildSettings(of target: Object, name: String) -> BuildSettings {
    let targetConfiguration = configuration(in: target["buildConfigurationList"]?.string, named: nil)
    let configurationName = targetConfiguration?["name"]?.string
    let projectConfiguration = configuration(
      in: project["buildConfigurationList"]?.string, named: configurationName)
    var levels: [[String: String]] = []
    for configuration in [targetConfiguration, projectConfiguration] {
      levels.append(Self.settings(configuration?["buildSettings"]?.dictionary ?? [:]))
      levels.append(baseConfiguration(of: configuration))
    }
    let projectName = XcodeProject.name(ofProjectAt: projectPath)
    return BuildSettings(
      levels: levels,
      builtins: [
        "TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot,
        "SOURCE_ROOT": sourceRoot, "PROJECT_FILE_PATH": projectPath,
      ])
  }

  /// The configuration named `name` of a configuration list, else its Release one, else its first.
  private func configuration(in listID: String?, named name: String?) -> Object? {
    guard let listID, let ids = objects[listID]?["buildConfigurations"]?.strings else { return nil }
    let configurations = ids.compactMap { objects[$0] }
    return configurations.first { $0["name"]?.string == name }
      ?? configurations.first { $0["name"]?.string == "Release" } ?? configurations.first
  }

  /// A configuration's `.xcconfig` settings: a file reference, or (Xcode 16) a path in a synchronized
  /// folder.
  private mutating func baseConfiguration(of configuration: Object?) -> [String: String] {
    guard let configuration else { return [:] }
    var file: String?
    if let reference = configuration["baseConfigurationReference"]?.string {
      file = paths[reference]
    } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
      let folder = paths[anchor]
    {
      file = InputDiscovery.absolute(relative, from: folder)
    }
    guard let file else { return [:] }
    return XCConfigFile.settings(
      atPath: caseInsensitive.existing(file) ?? file, shownAs: XcodeProject.relative(file, to: sourceRoot),
      diagnostics: &diagnostics)
  }

  /// A `buildSettings` dictionary as strings; an array value is its elements joined by spaces.
  private static func settings(_ dictionary: [String: PropertyList]) -> [String: String] {
    dictionary.compactMapValues { value in value.string ?? value.strings?.joined(separator: " ") }
  }

  // MARK: - Dependencies

  /// The targets `target` depends on: in this project, or through a container proxy in a project this one
  /// references. A Swift package product is no target, and is left out.
  private func dependencies(of target: Object) -> [TargetReference] {
    var seen = Set<TargetReference>()
    return (target["dependencies"]?.strings ?? []).compactMap { id -> TargetReference? in
      guard let dependency = objects[id] else { return nil }
      if let targetID = dependency["target"]?.string, let name = objects[targetID]?["name"]?.string {
        return TargetReference(project: projectPath, target: name)
      }
      guard let proxy = dependency["targetProxy"]?.string.flatMap({ objects[$0] }),
        let name = proxy["remoteInfo"]?.string, let portal = proxy["containerPortal"]?.string
      else { return nil }
      let project = portal == rootID ? projectPath : paths[portal]
      return project.map { TargetReference(project: $0, target: name) }
    }.filter { seen.insert($0).inserted }
  }

  /// The modules of the local Swift packages whose products the target uses, each read from its folder in
  /// SwiftPM's default layout (`<package>/Sources/<module>`): every target folder of the package, since a
  /// product may bundle several. A package is local when the project references it by path
  /// (`XCLocalSwiftPackageReference`), or as a folder holding `Package.swift` whose manifest names the
  /// product; a package from a URL is not in the tree.
  private mutating func localPackageProducts(of target: Object) -> [LocalPackageProduct] {
    var packages: [String] = []
    for id in target["packageProductDependencies"]?.strings ?? [] {
      guard let dependency = objects[id], let name = dependency["productName"]?.string else { continue }
      if let package = dependency["package"]?.string.flatMap({ objects[$0] }) {
        guard package["isa"]?.string == "XCLocalSwiftPackageReference",
          let relative = package["relativePath"]?.string
        else { continue }
        packages.append(InputDiscovery.absolute(relative, from: sourceRoot))
      } else {
        packages += localPackageFolders.filter { folder in
          (try? FileReader.readBytes(atPath: folder + "/Package.swift")).map {
            String(decoding: $0, as: UTF8.self).contains("\"\(name)\"")
          } ?? false
        }
      }
    }
    var seen = Set<String>()
    return packages.filter { seen.insert($0).inserted }.flatMap { package -> [LocalPackageProduct] in
      let sources = package + "/Sources"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
      return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sources + "/" + name, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { return nil }
        return LocalPackageProduct(module: ModuleName.c99(name), folder: sources + "/" + name)
      }
    }
  }

  /// The folders the project references that hold a `Package.swift`: local packages added as folders.
  /// Looked for once, when a target first names a package product the project does not reference by path.
  private lazy var localPackageFolders: [String] = {
    objects.compactMap { id, object -> String? in
      guard object["isa"]?.string == "PBXFileReference", let path = paths[id],
        FileManager.default.fileExists(atPath: path + "/Package.swift")
      else { return nil }
      return path
    }.sorted()
  }()

  // MARK: - Unknown kinds

  /// One note per object kind the reader does not know, with how many there are.
  private mutating func reportUnknownKinds() {
    var counts: [String: Int] = [:]
    for object in objects.values {
      let kind = object["isa"]?.string ?? "(none)"
      if !ProjectFileKind.knownObjectKinds.contains(kind) { counts[kind, default: 0] += 1 }
    }
    for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
      diagnostics.append(
        Diagnostic(ProjectMessage.unknownObjectKind(kind: kind, count: count), at: .file(projectFile)))
    }
  }
}
