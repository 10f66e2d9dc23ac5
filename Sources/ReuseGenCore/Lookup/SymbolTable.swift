/// A declaration in the module, by file and index.
///
/// The numbers are kept in 32 bits: the resolver keeps a reference or two for every type of the module
/// (its classification, the chain facts, the superclass of each class), and at full width each doubled
/// the table it sits in; no module has two billion files or types in one file.
struct DeclarationReference: Hashable {
  enum Kind: Hashable {
    case type
    case typeAlias
  }

  var kind: Kind
  private var fileNumber: Int32
  private var indexNumber: Int32

  init(kind: Kind, file: Int, index: Int) {
    self.kind = kind
    fileNumber = Int32(truncatingIfNeeded: file)
    indexNumber = Int32(truncatingIfNeeded: index)
  }

  /// The declaring file's number.
  var file: Int { Int(fileNumber) }
  /// The declaration's number among its file's types or typealiases.
  var index: Int { Int(indexNumber) }
}

/// A class a superclass clause names, as the resolver follows it.
enum Symbol: Equatable {
  /// A class of the module.
  case declaration(DeclarationReference)
  /// One of UIKit's reusable-view roots.
  case root(ViewKind)
}

/// The module's types and typealiases by canonical name: the path through the types and extensions around
/// each, as Swift names it (an extension spelled through a typealias names the type it extends), and the
/// types and extensions around each declaration. Names only: which declaration a name means from a place
/// is the one type-name table's question (`TypeNames`, `TypeNames.classLookup`), which gives this table the
/// type each extension extends.
struct SymbolTable {
  let files: [ScannedFile]
  /// The canonical names of the module's non-local types, by file and index; `nil` for local ones.
  private var typeNames: [[String?]] = []
  /// The canonical names of the module's non-local typealiases, likewise. Arrays, unlike a dictionary
  /// keyed by reference, cost no hashing on a lookup, and lookups run for every class of the module.
  private var aliasNames: [[String?]] = []
  /// What each extension extends, by file and index, resolved once: lookups from extension bodies ask
  /// for it for every class they resolve.
  private var extensionNames: [[String]] = []
  /// The type-name table over the same files, numbered alike, and the memo of its typealiases.
  private let names: TypeNames
  private let memo: ClassLookupMemo

  init(files: [ScannedFile], names: TypeNames, memo: ClassLookupMemo) {
    self.files = files
    self.names = names
    self.memo = memo
    // Extensions may name their type through a typealias or a shorter path; the first pass indexes the
    // names as written, and the second re-keys members by what each extension really extends.
    buildWritten()
    var resolvedExtensions: [[String]] = []
    var renaming: [Int] = []
    // Fields are read in place: a copy of a file retains each of its arrays.
    for fileIndex in files.indices {
      let extended = files[fileIndex].extensions.indices.map { index in
        canonicalExtendedName(of: files[fileIndex].extensions[index], file: fileIndex)
          ?? files[fileIndex].extensions[index].extendedType.text
      }
      if extended.indices.contains(where: {
        extended[$0] != files[fileIndex].extensions[$0].extendedType.text
      }) {
        renaming.append(fileIndex)
      }
      resolvedExtensions.append(extended)
    }
    // Most modules extend their types by their own names; only the files of a rename need the second pass.
    if !renaming.isEmpty { rekey(renaming, extensionNames: resolvedExtensions) }
    extensionNames = resolvedExtensions
  }

  /// Names every non-local type and typealias as written: through the extensions' extended types as
  /// spelled.
  private mutating func buildWritten() {
    // By index: a closure over the files' elements would copy each file, retaining every array it holds.
    typeNames = files.indices.map { Array(repeating: nil, count: files[$0].types.count) }
    aliasNames = files.indices.map { Array(repeating: nil, count: files[$0].typeAliases.count) }
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
        // Named as written, a non-local type's canonical name is the scanner's qualified name: its storage
        // is shared, not built again for every nested type.
        typeNames[fileIndex][index] = files[fileIndex].types[index].qualifiedName
      }
      for index in files[fileIndex].typeAliases.indices where !files[fileIndex].typeAliases[index].isLocal {
        aliasNames[fileIndex][index] = name(
          files[fileIndex].typeAliases[index].name, in: files[fileIndex].typeAliases[index].enclosing,
          file: fileIndex, extensionNames: nil)
      }
    }
  }

  /// Names again the types and typealiases of `renaming`, files with an extension that `extensionNames`
  /// spells otherwise than written: what naming them through `extensionNames` gives, without naming every other
  /// declaration of the module again. A declaration's container lies in its own file, so no other file's
  /// names change; types come first, each file in index order, so that a type's enclosing type has its
  /// new name by the time the type asks for it.
  private mutating func rekey(_ renaming: [Int], extensionNames: [[String]]) {
    for fileIndex in renaming {
      for index in files[fileIndex].types.indices where typeNames[fileIndex][index] != nil {
        typeNames[fileIndex][index] = name(
          files[fileIndex].types[index].name, in: files[fileIndex].types[index].enclosing, file: fileIndex,
          extensionNames: extensionNames)
      }
    }
    for fileIndex in renaming {
      for index in files[fileIndex].typeAliases.indices where aliasNames[fileIndex][index] != nil {
        aliasNames[fileIndex][index] = name(
          files[fileIndex].typeAliases[index].name, in: files[fileIndex].typeAliases[index].enclosing,
          file: fileIndex, extensionNames: extensionNames)
      }
    }
  }

  /// The canonical name of a declaration named `simpleName` directly inside `enclosing`.
  private func name(
    _ simpleName: String, in enclosing: EnclosingDeclaration?, file: Int, extensionNames: [[String]]?
  ) -> String {
    let container = containerName(enclosing, file: file, extensionNames: extensionNames)
    return container.isEmpty ? simpleName : container + "." + simpleName
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
    let written = declaration.extendedType.components
    if case .declared(let found) = names.classLookup(
      written, inFile: file, scope: [], generics: [], memo: memo)
    {
      return canonicalName(of: DeclarationReference(kind: .type, file: found.file, index: found.index))
    }
    // An alias of a type from another module, `typealias TV = UITableView`, is spelled through to that
    // type, as Swift names the extension's members.
    return names.spelledThroughAliases(written)
  }

  // MARK: - Declarations

  func type(_ reference: DeclarationReference) -> TypeDeclaration {
    files[reference.file].types[reference.index]
  }

  func typeAlias(_ reference: DeclarationReference) -> TypeAliasDeclaration {
    files[reference.file].typeAliases[reference.index]
  }

  /// The type declaration whose canonical name is `name`; of several, the first in file order.
  func typeReference(named name: String) -> DeclarationReference? {
    var found: DeclarationReference?
    for type in names.types(named: Self.split(name).simple, recorder: nil) ?? []
    where typeNames[type.file][type.index] == name {
      if let earlier = found, (earlier.file, earlier.index) < (type.file, type.index) { continue }
      found = DeclarationReference(kind: .type, file: type.file, index: type.index)
    }
    return found
  }

  /// The canonical name of the type that extension `index` of `file` extends.
  func extendedName(of index: Int, file: Int) -> String {
    if file < extensionNames.count { return extensionNames[file][index] }
    // While the table is being built, the names are resolved as they are asked for.
    let declaration = files[file].extensions[index]
    return canonicalExtendedName(of: declaration, file: file) ?? declaration.extendedType.text
  }

  /// How many steps a walk of the types around a declaration, or of a chain of typealiases and
  /// superclasses, takes before it gives up.
  static let maximumResolutionDepth = 1_000

  /// Splits `A.B.C` into `("A.B", "C")`.
  static func split(_ name: String) -> (container: String, simple: String) {
    guard let dot = name.lastIndex(of: ".") else { return ("", name) }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }
}
