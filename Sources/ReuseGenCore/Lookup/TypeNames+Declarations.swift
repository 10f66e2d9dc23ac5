// The one type-name table is built from the scanner's declarations (`ScannedFile`), which every command
// has for every file before any file is indexed (DESIGN.md §10, "One type-name table"), once per run: the
// resolver reads it as built, and each lookup through a view (`TypeNames.seen(asFiles:of:isSeen:
// moduleNames:)`) that numbers the files as the lookup does (it leaves out the files reusegen generated and
// those it could not read) and sees only the files it has read.

import Foundation

/// The one type-name table of a run (DESIGN.md §10), built from every scanned file's declarations the first
/// time a reader asks: the resolver, and each lookup through its view of the files it reads
/// (`TypeNames.seen(asFiles:of:isSeen:moduleNames:)`). A run that asks nothing builds none.
final class RunTypeNames: @unchecked Sendable {
  /// The scan's declarations, numbered as the table numbers its files.
  let declarations: [ScannedFile]
  private let module: String
  /// Read and written only while `lock` is held.
  private var built: TypeNames?
  private let lock = NSLock()

  init(_ declarations: [ScannedFile], module: String) {
    self.declarations = declarations
    self.module = module
  }

  /// The table, built once.
  var table: TypeNames {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let table = TypeNames(declarations: declarations, module: module)
    built = table
    return table
  }
}

extension TypeNames {
  /// The table of the declarations of `files`, the scan's files in input order, numbered as they are, in
  /// module `module`: its name and its files' context modules' may prefix a path.
  init(declarations files: [ScannedFile], module: String) {
    var types: [String: [DeclaredType]] = [:]
    var aliasTargets: [String: [[String]]] = [:]
    var conformances: [String: [[String]]] = [:]
    var aliasTargetFiles: [String: [Int]] = [:]
    var conformanceFiles: [String: [Int]] = [:]
    var declaredAliases: [String: [DeclaredAlias]] = [:]
    var contextModuleOfFile: [Int: String] = [:]
    // Sized once for every type and typealias of the files read: grown one doubling at a time, the table of
    // every file's types (the resolver's) moved each entry about twice.
    var typeCount = 0
    var aliasCount = 0
    for file in files.indices {
      typeCount += files[file].types.count
      aliasCount += files[file].typeAliases.count
    }
    types.reserveCapacity(typeCount)
    declaredAliases.reserveCapacity(aliasCount)
    for file in files.indices {
      contextModuleOfFile[file] = files[file].contextModule
      let paths = Self.paths(ofFile: file, in: files)
      let isContext = files[file].contextModule != nil
      // Each field is read in place (`declarations[index].name`): a copy of a whole declaration retains
      // and releases each of its strings and arrays, for every type of every file.
      let declarations = files[file].types
      for index in declarations.indices {
        let isLocal = declarations[index].isLocal
        // A context module's own `UITableViewCell` (a UIKit stand-in) never shadows UIKit's (DESIGN.md
        // §10, (b)), as in the resolver's table.
        if isContext, !isLocal, UIKitClasses.winsOverContextModules(declarations[index].name) { continue }
        let extended = Self.extendedComponents(around: declarations[index].enclosing, of: files[file])
        types[declarations[index].name, default: []].append(
          DeclaredType(
            path: paths[index], objcName: declarations[index].objcName, file: file, index: index,
            clause: declarations[index].inheritance, adoptedText: declarations[index].adoptedText,
            kind: declarations[index].kind,
            // A local type is never spelled from outside the code that declares it.
            isGeneric: !declarations[index].genericParameters.isEmpty || isLocal,
            isInExtension: extended != nil, isLocal: isLocal, extendedComponents: isLocal ? 0 : extended ?? 0)
        )
      }
      for (aliasIndex, alias) in files[file].typeAliases.enumerated() {
        declaredAliases[alias.name, default: []].append(
          DeclaredAlias(
            owner: alias.isLocal
              ? nil
              : Self.directOwner(
                alias.enclosing, isLocal: false, braces: 0, of: files[file], paths: paths),
            target: alias.target.map(\.components), file: file, isLocal: alias.isLocal, index: aliasIndex,
            extendedComponents: alias.isLocal
              ? 0 : Self.extendedComponents(around: alias.enclosing, of: files[file]) ?? 0))
        guard alias.targetIsPlainPath, let target = alias.target.first?.components else { continue }
        aliasTargets[alias.name, default: []].append(target)
        aliasTargetFiles[alias.name, default: []].append(file)
        // `typealias Section = AddAttributeViewController.Section` in a view model: found by its qualified
        // name from inside that type.
        if let owner = Self.directOwner(
          alias.enclosing, isLocal: alias.isLocal, braces: alias.scopeIdentities.count, of: files[file],
          paths: paths)
        {
          aliasTargets[owner + "." + alias.name, default: []].append(target)
          aliasTargetFiles[owner + "." + alias.name, default: []].append(file)
        }
      }
      for declaration in files[file].extensions where !declaration.conformances.isEmpty {
        let added = declaration.conformances.flatMap { $0.map(\.components) }
        conformances[declaration.extendedType.text, default: []] += added
        conformanceFiles[declaration.extendedType.text, default: []] += repeatElement(
          file, count: added.count)
      }
    }
    (typesByLastName, typeAliasTargets, extensionConformances) = (types, aliasTargets, conformances)
    moduleNames = Self.moduleNames(module, moduleOfFile: files.indices.compactMap { files[$0].contextModule })
    self.declaredAliases = declaredAliases
    (typeAliasTargetFiles, extensionConformanceFiles) = (aliasTargetFiles, conformanceFiles)
    self.contextModuleOfFile = contextModuleOfFile
    // By index, as every field here: a key path over the elements copies each file.
    contextModuleNames = Set(files.indices.compactMap { files[$0].contextModule })
  }

  /// The paths of a file's types as the lookup names them: through the types and extensions whose bodies
  /// hold them directly, as written; a type declared in code is named by its own name alone, or through the
  /// local type whose body holds it.
  ///
  /// The file is asked by its place among `files`: passed whole, each file was copied, retaining and
  /// releasing every array it holds.
  private static func paths(ofFile position: Int, in files: [ScannedFile]) -> [String] {
    var paths: [String] = []
    // Fields are read in place, as in `init(declarations:module:)`.
    let declarations = files[position].types
    paths.reserveCapacity(declarations.count)
    for index in declarations.indices {
      // Outside code that is the scanner's qualified name, whose storage the table then shares: a table of
      // every file's types (the resolver's) builds no string of its own.
      guard declarations[index].isLocal else {
        paths.append(declarations[index].qualifiedName)
        continue
      }
      // Types are in source order: an enclosing type's path is known before its members'.
      let owner = directOwner(
        declarations[index].enclosing, isLocal: true, braces: declarations[index].scopeIdentities.count,
        of: files[position], paths: paths)
      let name = declarations[index].name
      paths.append(owner.map { $0 + "." + name } ?? name)
    }
    return paths
  }

  /// The path of the type or extension whose body directly holds a declaration, or `nil` when it is at
  /// the top level or in code. A declaration in code is directly in a type's body only when that type is
  /// local too and its body is the innermost of the braces around the declaration (`braces` of them).
  private static func directOwner(
    _ enclosing: EnclosingDeclaration?, isLocal: Bool, braces: Int, of file: ScannedFile, paths: [String]
  ) -> String? {
    switch enclosing {
    case nil:
      return nil
    case .type(let index):
      guard index < paths.count else { return nil }
      if isLocal {
        guard file.types[index].isLocal, file.types[index].scopeIdentities.count + 1 == braces else {
          return nil
        }
      }
      return paths[index]
    case .extension(let index):
      return isLocal ? nil : file.extensions[index].extendedType.text
    }
  }

  /// How many components the extended type of the extension whose body holds a declaration, directly or
  /// through the types around it, is spelled with; `nil` when no extension holds it. At least 1, at most
  /// `UInt8.max`.
  private static func extendedComponents(around enclosing: EnclosingDeclaration?, of file: ScannedFile)
    -> UInt8?
  {
    var current = enclosing
    // Enclosing declarations come before what they hold, so the walk ends; the bound guards bad input.
    for _ in 0...file.types.count {
      switch current {
      case nil: return nil
      case .extension(let index):
        return UInt8(clamping: max(1, file.extensions[index].extendedType.components.count))
      case .type(let index): current = file.types[index].enclosing
      }
    }
    return nil
  }
}
