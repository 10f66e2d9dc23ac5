/// A declaration in the module, by file and index.
struct DeclarationReference: Hashable {
  enum Kind: Hashable {
    case type
    case typeAlias
  }

  var kind: Kind
  var file: Int
  var index: Int
}

/// What a name resolves to.
enum Symbol: Equatable {
  /// A type or typealias of the module.
  case declaration(DeclarationReference)
  /// One of UIKit's reusable-view roots.
  case root(ViewKind)
  /// The `UIKit` module itself, as in `UIKit.UITableViewCell`.
  case uikitModule
  /// The module being scanned, as in `App.Feed.Cell`.
  case ownModule
  /// A context module, as in `UIComponents.CardCell`.
  case contextModule(String)
  /// A generic parameter, which is never a class the scanner can follow.
  case genericParameter
}

/// The module's named types, indexed by the canonical name of the type that contains them ("" for the
/// top level), so that lookups cost one hash each.
struct SymbolTable {
  let files: [ScannedFile]
  let moduleName: String?
  /// The canonical names of the module's non-local types, by file and index; `nil` for local ones.
  private var typeNames: [[String?]] = []
  /// The canonical names of the module's non-local typealiases, likewise. Arrays, unlike a dictionary
  /// keyed by reference, cost no hashing on a lookup, and lookups run for every class of the module.
  private var aliasNames: [[String?]] = []
  private var members: [String: [String: [DeclarationReference]]] = [:]
  /// What each extension extends, by file and index, resolved once: lookups from extension bodies ask
  /// for it for every class they resolve.
  private var extensionNames: [[String]] = []
  /// Superclasses and typealias targets already resolved. Lookups of nested classes look through the
  /// superclasses of every enclosing class, whose own superclasses need the same lookups, so without
  /// memoization the work doubles with each level of nesting.
  private let cache = ResolutionCache()

  /// The names of the context modules among `files`.
  let contextModuleNames: Set<String>

  init(files: [ScannedFile], moduleName: String? = nil) {
    self.files = files
    self.moduleName = moduleName
    contextModuleNames = Set(files.compactMap(\.contextModule))
    // Extensions may name their type through a typealias or a shorter path; the first pass indexes the
    // names as written, and the second re-keys members by what each extension really extends.
    build(extensionNames: nil)
    var resolvedExtensions: [[String]] = []
    var renaming: [Int] = []
    // Fields are read in place: a copy of a file retains each of its arrays.
    for fileIndex in files.indices {
      let names = files[fileIndex].extensions.indices.map { index in
        canonicalExtendedName(of: files[fileIndex].extensions[index], file: fileIndex)
          ?? files[fileIndex].extensions[index].extendedType.text
      }
      if names.indices.contains(where: { names[$0] != files[fileIndex].extensions[$0].extendedType.text }) {
        renaming.append(fileIndex)
      }
      resolvedExtensions.append(names)
    }
    // Most modules extend their types by their own names; only the files of a rename need the second pass.
    if !renaming.isEmpty { rekey(renaming, extensionNames: resolvedExtensions) }
    extensionNames = resolvedExtensions
    // Resolving aliases in declaration order makes a chain `T2 = T1`, `T1 = T0` cost one step per
    // alias, each finding the previous one already resolved.
    for fileIndex in files.indices {
      for index in files[fileIndex].typeAliases.indices where !files[fileIndex].typeAliases[index].isLocal {
        var visited = Set<DeclarationReference>()
        _ = resolveAlias(
          DeclarationReference(kind: .typeAlias, file: fileIndex, index: index), visited: &visited)
      }
    }
  }

  /// Whether some resolution gave up because the chain of aliases and superclasses was too long.
  var gaveUpOnDepth: Bool { cache.gaveUpOnDepth }

  private mutating func build(extensionNames: [[String]]?) {
    typeNames = files.map { Array(repeating: nil, count: $0.types.count) }
    aliasNames = files.map { Array(repeating: nil, count: $0.typeAliases.count) }
    members = [:]
    // The top level holds most of a module's names; sizing its table once spares rehashing it as it grows.
    members[""] = Dictionary(minimumCapacity: files.reduce(0) { $0 + $1.types.count + $1.typeAliases.count })
    for fileIndex in files.indices {
      // Fields are read in place: copying a whole declaration retains and releases each of its strings
      // and arrays, and this loop visits every type of the module.
      let isContext = files[fileIndex].contextModule != nil
      for index in files[fileIndex].types.indices {
        guard !files[fileIndex].types[index].isLocal else { continue }
        let simpleName = files[fileIndex].types[index].name
        // A context module's own `UITableViewCell`, such as a UIKit stand-in, never shadows UIKit's, as in
        // the type-name table.
        if isContext, UIKitClasses.winsOverContextModules(simpleName) { continue }
        let reference = DeclarationReference(kind: .type, file: fileIndex, index: index)
        let container = containerName(
          files[fileIndex].types[index].enclosing, file: fileIndex, extensionNames: extensionNames)
        typeNames[fileIndex][index] = container.isEmpty ? simpleName : container + "." + simpleName
        members[container, default: [:]][simpleName, default: []].append(reference)
      }
    }
    for fileIndex in files.indices {
      for index in files[fileIndex].typeAliases.indices where !files[fileIndex].typeAliases[index].isLocal {
        let simpleName = files[fileIndex].typeAliases[index].name
        let reference = DeclarationReference(kind: .typeAlias, file: fileIndex, index: index)
        let container = containerName(
          files[fileIndex].typeAliases[index].enclosing, file: fileIndex, extensionNames: extensionNames)
        aliasNames[fileIndex][index] = container.isEmpty ? simpleName : container + "." + simpleName
        members[container, default: [:]][simpleName, default: []].append(reference)
      }
    }
  }

  /// Keys the types and typealiases of `renaming`, files with an extension that `extensionNames` spells
  /// otherwise than written, by the containers `extensionNames` gives: the table `build(extensionNames:)`
  /// makes, without hashing every other name of the module again. A declaration's container lies in its
  /// own file, so no other file's keys change; each array moved into is sorted again as `build` orders it,
  /// types before typealiases, by file and index.
  private mutating func rekey(_ renaming: [Int], extensionNames: [[String]]) {
    var movedInto: [(container: String, name: String)] = []
    func move(_ reference: DeclarationReference, named name: String, from old: String, to new: String) {
      let oldContainer = old == name ? "" : String(old.dropLast(name.count + 1))
      let newContainer = new == name ? "" : String(new.dropLast(name.count + 1))
      members[oldContainer]?[name]?.removeAll { $0 == reference }
      if members[oldContainer]?[name]?.isEmpty == true {
        members[oldContainer]?[name] = nil
        if !oldContainer.isEmpty, members[oldContainer]?.isEmpty == true { members[oldContainer] = nil }
      }
      members[newContainer, default: [:]][name, default: []].append(reference)
      movedInto.append((newContainer, name))
    }
    // Types first, then aliases, each file in index order: a type's enclosing type has its new name by
    // the time the type asks for it.
    for kind in [DeclarationReference.Kind.type, .typeAlias] {
      for fileIndex in renaming {
        let count = kind == .type ? files[fileIndex].types.count : files[fileIndex].typeAliases.count
        for index in 0..<count {
          let reference = DeclarationReference(kind: kind, file: fileIndex, index: index)
          guard let old = canonicalName(of: reference) else { continue }
          let (simpleName, enclosing) =
            kind == .type
            ? (files[fileIndex].types[index].name, files[fileIndex].types[index].enclosing)
            : (files[fileIndex].typeAliases[index].name, files[fileIndex].typeAliases[index].enclosing)
          let container = containerName(enclosing, file: fileIndex, extensionNames: extensionNames)
          let new = container.isEmpty ? simpleName : container + "." + simpleName
          guard new != old else { continue }
          switch kind {
          case .type: typeNames[fileIndex][index] = new
          case .typeAlias: aliasNames[fileIndex][index] = new
          }
          move(reference, named: simpleName, from: old, to: new)
        }
      }
    }
    for (container, name) in movedInto {
      members[container]?[name]?.sort { lhs, rhs in
        (lhs.kind == .typeAlias ? 1 : 0, lhs.file, lhs.index)
          < (rhs.kind == .typeAlias ? 1 : 0, rhs.file, rhs.index)
      }
    }
  }

  /// The canonical name of a non-local type or typealias: its path through the types and extensions
  /// around it, as Swift names it.
  func canonicalName(of reference: DeclarationReference) -> String? {
    switch reference.kind {
    case .type: return typeNames[reference.file][reference.index]
    case .typeAlias: return aliasNames[reference.file][reference.index]
    }
  }

  /// One step outwards from a type declaration: a type whose body it is in, or an extension it is in.
  enum Enclosure: Equatable {
    case type(DeclarationReference)
    case `extension`(file: Int, index: Int)
  }

  /// The types and extensions around a type declaration, innermost first. Through an extension the walk
  /// goes on to the extended type, and around it, as Swift nests the declaration; `reachesTopLevel` is
  /// false when an extended type is not the module's, or the walk meets a cycle or the depth bound.
  func enclosures(of reference: DeclarationReference) -> (steps: [Enclosure], reachesTopLevel: Bool) {
    var steps: [Enclosure] = []
    var visited: Set = [reference]
    var current = reference
    for _ in 0..<Self.maximumResolutionDepth {
      switch type(current).enclosing {
      case nil:
        return (steps, true)
      case .type(let index):
        let outer = DeclarationReference(kind: .type, file: current.file, index: index)
        guard visited.insert(outer).inserted else { return (steps, false) }
        steps.append(.type(outer))
        current = outer
      case .extension(let index):
        steps.append(.extension(file: current.file, index: index))
        guard let extended = typeReference(named: extendedName(of: index, file: current.file)),
          visited.insert(extended).inserted
        else { return (steps, false) }
        steps.append(.type(extended))
        current = extended
      }
    }
    return (steps, false)
  }

  /// The name a type declaration goes by: its canonical name, or its qualified name as written when it has
  /// none (a local type).
  func typeName(of reference: DeclarationReference) -> String {
    canonicalName(of: reference) ?? files[reference.file].types[reference.index].qualifiedName
  }

  /// The canonical name of the type whose body `enclosing` is. Types are visited in source order, so an
  /// enclosing type's name is always known before its members'.
  private func containerName(
    _ enclosing: EnclosingDeclaration?,
    file: Int,
    extensionNames: [[String]]?
  ) -> String {
    switch enclosing {
    case nil:
      return ""
    case .type(let index):
      return canonicalName(of: DeclarationReference(kind: .type, file: file, index: index))
        ?? files[file].types[index].qualifiedName
    case .extension(let index):
      return extensionNames?[file][index] ?? files[file].extensions[index].extendedType.text
    }
  }

  private func canonicalExtendedName(of declaration: ExtensionDeclaration, file: Int) -> String? {
    var visited = Set<DeclarationReference>()
    if case .declaration(let reference)? = resolveTypeDeclaration(
      path: declaration.extendedType.components, in: [], visited: &visited)
    {
      return canonicalName(of: reference)
    }
    // An alias of a type from another module, `typealias TV = UITableView`, is spelled through to that
    // type, as Swift names the extension's members.
    var path = declaration.extendedType.components
    for _ in 0..<Self.maximumAliasSpelling {
      guard let head = path.first,
        let alias = members(named: head, in: "").first(where: { $0.kind == .typeAlias }),
        let target = typeAlias(alias).target.first
      else { break }
      path = target.components + path.dropFirst()
    }
    return path == declaration.extendedType.components ? nil : path.joined(separator: ".")
  }

  /// How many typealiases an extension's spelling is followed through to a type of another module.
  private static let maximumAliasSpelling = 32

  // MARK: - Lookup

  /// The declarations named `name` directly inside the container `container`.
  func members(named name: String, in container: String) -> [DeclarationReference] {
    members[container]?[name] ?? []
  }

  func type(_ reference: DeclarationReference) -> TypeDeclaration {
    files[reference.file].types[reference.index]
  }

  func typeAlias(_ reference: DeclarationReference) -> TypeAliasDeclaration {
    files[reference.file].typeAliases[reference.index]
  }

  /// Resolves a path to a type declaration or root, following typealiases. `scopes` lists the canonical
  /// names of the enclosing types to search, innermost first; the top level is searched last.
  func resolveTypeDeclaration(
    path: [String],
    in scopes: [String],
    visited: inout Set<DeclarationReference>
  ) -> Symbol? {
    // Each nested resolution adds to `visited`; a path this deep is a pathological chain of aliases and
    // superclasses, and giving up keeps the stack bounded.
    guard let first = path.first else { return nil }
    guard visited.count < Self.maximumResolutionDepth else {
      cache.gaveUpOnDepth = true
      return nil
    }
    guard var symbol = lookup(first, in: scopes, visited: &visited) else { return nil }
    for component in path.dropFirst() {
      switch symbol {
      case .uikitModule:
        guard let kind = UIKitClasses.kind(of: component) else { return nil }
        symbol = .root(kind)
      case .ownModule:
        guard
          let reference = members(named: component, in: "").first(where: {
            files[$0.file].contextModule == nil
          })
        else { return nil }
        symbol = .declaration(reference)
      case .contextModule(let module):
        guard
          let reference = members(named: component, in: "").first(where: {
            files[$0.file].contextModule == module
          })
        else { return nil }
        symbol = .declaration(reference)
      case .declaration(let reference):
        guard let container = canonicalContainer(of: reference, visited: &visited),
          let member = memberLookup(component, in: container, visited: &visited)
        else { return nil }
        symbol = member
      case .root, .genericParameter:
        return nil
      }
    }
    if case .declaration(let reference) = symbol, reference.kind == .typeAlias {
      return resolveAlias(reference, visited: &visited)
    }
    return symbol
  }

  /// Unqualified lookup: each enclosing type and its superclasses, innermost first, then the top level,
  /// then UIKit.
  private func lookup(_ name: String, in scopes: [String], visited: inout Set<DeclarationReference>)
    -> Symbol?
  {
    for scope in scopes {
      if isGenericParameter(name, of: scope) { return .genericParameter }
      if let symbol = memberLookup(name, in: scope, visited: &visited) { return symbol }
    }
    if let reference = members(named: name, in: "").first { return .declaration(reference) }
    if name == "UIKit" { return .uikitModule }
    if name == moduleName { return .ownModule }
    if contextModuleNames.contains(name) { return .contextModule(name) }
    if let kind = UIKitClasses.kind(of: name) { return .root(kind) }
    return nil
  }

  private func isGenericParameter(_ name: String, of scope: String) -> Bool {
    guard let reference = typeReference(named: scope) else { return false }
    return type(reference).genericParameters.contains(name)
  }

  /// The type declaration whose canonical name is `name`.
  func typeReference(named name: String) -> DeclarationReference? {
    let (container, simple) = Self.split(name)
    return members(named: simple, in: container).first { $0.kind == .type }
  }

  /// Member lookup in a type, including member types inherited from its superclass chain.
  private func memberLookup(_ name: String, in container: String, visited: inout Set<DeclarationReference>)
    -> Symbol?
  {
    var current = container
    var seen = Set<String>()
    while seen.insert(current).inserted {
      if let reference = members(named: name, in: current).first { return .declaration(reference) }
      guard let typeReference = typeReference(named: current),
        type(typeReference).kind == .class,
        case .declaration(let superReference)? = superclassSymbol(of: typeReference, visited: &visited),
        let superName = canonicalName(of: superReference)
      else { return nil }
      current = superName
    }
    return nil
  }

  /// The canonical name that members of the declaration live under, after following typealiases.
  private func canonicalContainer(
    of reference: DeclarationReference, visited: inout Set<DeclarationReference>
  )
    -> String?
  {
    guard reference.kind == .typeAlias else { return canonicalName(of: reference) }
    guard case .declaration(let target)? = resolveAlias(reference, visited: &visited) else { return nil }
    return canonicalName(of: target)
  }

  /// A typealias's target, resolved in the alias's own scope. For a composition, the part that is a class
  /// wins, since that is the part a class can inherit from.
  func resolveAlias(_ reference: DeclarationReference, visited: inout Set<DeclarationReference>) -> Symbol? {
    if let known = cache.aliases[reference] { return known }
    guard visited.insert(reference).inserted else { return nil }
    defer { visited.remove(reference) }
    let resolved = resolveAliasTarget(reference, visited: &visited)
    cache.aliases[reference] = resolved
    return resolved
  }

  private func resolveAliasTarget(_ reference: DeclarationReference, visited: inout Set<DeclarationReference>)
    -> Symbol?
  {
    let alias = typeAlias(reference)
    let scopes = lexicalScopes(of: alias.enclosing, file: reference.file)
    var fallback: Symbol?
    for part in alias.target {
      let symbol = resolveTypeDeclaration(path: part.components, in: scopes, visited: &visited)
      if isClassLike(symbol) { return symbol }
      fallback = fallback ?? symbol
    }
    return fallback
  }

  func isClassLike(_ symbol: Symbol?) -> Bool {
    switch symbol {
    case .root?: return true
    case .declaration(let reference)?: return reference.kind == .type && type(reference).kind == .class
    default: return false
    }
  }

  /// The superclass of a class, when its first inheritance entry names one the module or UIKit declares.
  func superclassSymbol(of reference: DeclarationReference, visited: inout Set<DeclarationReference>)
    -> Symbol?
  {
    if let known = cache.superclasses[reference] { return known }
    guard visited.insert(reference).inserted else { return nil }
    defer { visited.remove(reference) }
    let resolved = resolveSuperclass(of: reference, visited: &visited)
    cache.superclasses[reference] = resolved
    return resolved
  }

  private func resolveSuperclass(of reference: DeclarationReference, visited: inout Set<DeclarationReference>)
    -> Symbol?
  {
    // Read in place rather than through `type(_:)`, which copies the whole declaration.
    guard let first = files[reference.file].types[reference.index].inheritance.first else { return nil }
    let scopes = lexicalScopes(
      of: files[reference.file].types[reference.index].enclosing, file: reference.file)
    for part in first {
      let symbol = resolveTypeDeclaration(path: part.components, in: scopes, visited: &visited)
      if isClassLike(symbol) { return symbol }
    }
    return nil
  }

  /// The canonical names of the types whose bodies enclose a declaration, innermost first. An extension
  /// contributes the type it extends, and not that type's enclosing types, as Swift's lookup does.
  func lexicalScopes(of enclosing: EnclosingDeclaration?, file: Int) -> [String] {
    var scopes: [String] = []
    var current = enclosing
    while let scope = current {
      switch scope {
      case .type(let index):
        let reference = DeclarationReference(kind: .type, file: file, index: index)
        scopes.append(typeName(of: reference))
        current = files[file].types[index].enclosing
      case .extension(let index):
        scopes.append(extendedName(of: index, file: file))
        current = files[file].extensions[index].enclosing
      }
    }
    return scopes
  }

  /// The canonical name of the type that extension `index` of `file` extends.
  func extendedName(of index: Int, file: Int) -> String {
    if file < extensionNames.count { return extensionNames[file][index] }
    // While the table is being built, the names are resolved as they are asked for.
    let declaration = files[file].extensions[index]
    return canonicalExtendedName(of: declaration, file: file) ?? declaration.extendedType.text
  }

  static let maximumResolutionDepth = 1_000

  /// Splits `A.B.C` into `("A.B", "C")`.
  static func split(_ name: String) -> (container: String, simple: String) {
    guard let dot = name.lastIndex(of: ".") else { return ("", name) }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }
}

/// Memoized resolutions, shared by the copies of a `SymbolTable` value.
private final class ResolutionCache {
  /// A resolved superclass; `.some(nil)` records that a class has none the module can name.
  var superclasses: [DeclarationReference: Symbol?] = [:]
  /// A resolved typealias target, likewise.
  var aliases: [DeclarationReference: Symbol?] = [:]
  var gaveUpOnDepth = false
}
