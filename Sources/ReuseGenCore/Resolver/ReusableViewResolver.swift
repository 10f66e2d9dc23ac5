/// A reusable view as the resolver sees it, before Interface Builder and identifiers are applied.
package struct ResolvedView: Sendable {
  /// The listing row, with `identifier` still unset.
  package var view: ReusableView
  /// The `@objc(Name)` name, which Interface Builder uses as the custom class.
  package var objcName: String?
  /// The simple name.
  package var simpleName: String
  /// The `#if` context, for deciding which duplicates exclude each other.
  package var conditional: ConditionalContext
  /// The index of the declaring file in path order.
  package var fileIndex: Int
  /// The `reuseIdentifier` member the app declares for the view, if any: it is the view's identifier.
  package var declaredIdentifier: StaticPropertyDeclaration?
}

/// Everything the resolver concludes for a module, in one value.
struct Resolution {
  /// The module's reusable views, in path and source order, with status and conformance set.
  var views: [ResolvedView]
  /// The reusable views of context modules, when asked for.
  var contextViews: [ResolvedView]
  /// Classes whose chains end in undeclared bases, for the "declare this base" note.
  var undeclaredBases: [UndeclaredBase]
  /// Problems found while resolving: cycles, and chains too long to follow.
  var diagnostics: [Diagnostic]
  /// What the module's code already declares, which generated code must leave alone.
  var existing: ExistingDeclarations
}

/// Decides which classes are reusable views, following inheritance across files as DESIGN.md §1 describes.
/// This file holds its state and the order of its work; how it classifies a class is in
/// `ReusableViewResolver+Classification.swift`, and what it records of each view in
/// `ReusableViewResolver+Facts.swift`.
package struct ReusableViewResolver {
  let table: SymbolTable
  /// The one type-name table (`Lookup/TypeNames.swift`) over the same files, numbered as `table` numbers
  /// them, which answers what each superclass clause names.
  let names: TypeNames
  /// Each class's superclass as `names` answers it, shared by the copies of the resolver: nested classes
  /// ask for the superclasses of every class around them.
  let superclasses: SuperclassMemo
  /// What the module's code already declares, which generated code must leave alone.
  let existing: ExistingDeclarations
  let externalBases: [String: ViewKind]
  /// Canonical names of the types that an extension makes `Dequeuable`, computed once.
  let extendedWithDequeuable: Set<String>
  /// Whether the module declares a `Dequeuable` of its own.
  let ownsDequeuableName: Bool
  let sharingContextModules: Set<String>
  /// Each class's classification, by file and index: every class of the module is classified, and
  /// arrays cost no hashing per step of a chain.
  var classification: ClassificationTable
  /// The members of the generated conformance's names that each class sees, by name.
  var memberFacts: [String: [DeclarationReference: MemberFacts]] = [:]
  /// `adoptsUnseenProtocol(_:kind:)`'s answers, by class.
  var unseenProtocols: [DeclarationReference: Bool] = [:]

  /// What views of each kind see of each member name through UIKit's classes.
  var uikitMembers: [UIKitMemberKey: MemberFacts] = [:]

  struct UIKitMemberKey: Hashable {
    var name: String
    var kind: ViewKind
  }

  /// What a class sees of one member name: from classes, and from protocols.
  struct MemberFacts {
    var classMember: StaticPropertyDeclaration?
    var protocolMember: StaticPropertyDeclaration?
  }
  var cycleReported = Set<DeclarationReference>()
  /// Problems found while resolving: cycles, and chains too long to follow.
  var diagnostics: [Diagnostic] = []

  /// What a reusable view's chain of module classes says, kept per class so that a chain of any length
  /// costs constant memory per class.
  ///
  /// The fields are laid out widest first, so that the one-byte ones share the reference's last word:
  /// every type of the module has a slot for them.
  struct ChainFacts {
    /// The nearest context module whose class the chain passes through above the class.
    var contextModule: String?
    /// The topmost module class of the chain, which carries the conformance.
    var topmost: DeclarationReference
    var kind: ViewKind
    /// Whether the superclass is a reusable view of the module.
    var hasModuleSuperclass: Bool

    init(
      kind: ViewKind, topmost: DeclarationReference, hasModuleSuperclass: Bool, contextModule: String? = nil
    ) {
      self.contextModule = contextModule
      self.topmost = topmost
      self.kind = kind
      self.hasModuleSuperclass = hasModuleSuperclass
    }
  }

  /// Classifications of types by file and index, a row per file with a slot per type. A chain that a local
  /// typealias leads elsewhere than to a type is kept apart, as any reference would be.
  struct ClassificationTable {
    private var rows: [[Classification?]]
    private var others: [DeclarationReference: Classification] = [:]

    init(_ files: [ScannedFile]) {
      // By index: a closure over the elements would copy each file, retaining every array it holds.
      rows = files.indices.map { Array(repeating: nil, count: files[$0].types.count) }
    }

    /// The table with only the chains that end in a view kept: more external bases leave those as they
    /// are, since their chains end in UIKit's classes or in bases declared already.
    func keepingViews() -> ClassificationTable {
      var kept = self
      for file in kept.rows.indices {
        for index in kept.rows[file].indices where !(kept.rows[file][index]?.isReusable ?? true) {
          kept.rows[file][index] = nil
        }
      }
      kept.others = others.filter { $0.value.isReusable }
      return kept
    }

    subscript(reference: DeclarationReference) -> Classification? {
      get { reference.kind == .type ? rows[reference.file][reference.index] : others[reference] }
      set {
        if reference.kind == .type {
          rows[reference.file][reference.index] = newValue
        } else {
          others[reference] = newValue
        }
      }
    }
  }

  /// What a class's inheritance chain ends in.
  enum Classification {
    /// A UIKit root, or a declared external base, reached through module classes.
    case reusable(ChainFacts)
    /// A base outside the module that was not declared with `bases`.
    case external(String)
    /// No superclass, a non-view base, or a cycle.
    case none

    var isReusable: Bool {
      if case .reusable = self { true } else { false }
    }
  }

  /// Creates a resolver over the scanned files, which must be sorted by path.
  /// - Parameter externalBases: bases from other modules, by name, declared with `--base` or `bases`.
  /// - Parameter module: The module's name, so that `Module.Type` paths resolve.
  /// - Parameter sharingContextModules: The context modules whose classes conform to the protocol this
  ///   module's conformances use.
  package init(
    files: [ScannedFile], module: String? = nil, externalBases: [String: ViewKind] = [:],
    sharingContextModules: Set<String> = []
  ) {
    self.init(
      files: files, names: TypeNames(declarations: files, module: module ?? ""), externalBases: externalBases,
      sharingContextModules: sharingContextModules)
  }

  /// A resolver over `files` whose type names `names`, the run's one table of them, answers.
  init(
    files: [ScannedFile], names: TypeNames, externalBases: [String: ViewKind] = [:],
    sharingContextModules: Set<String> = []
  ) {
    self.sharingContextModules = sharingContextModules
    superclasses = SuperclassMemo()
    self.names = names
    table = SymbolTable(files: files, names: names, memo: superclasses.aliases)
    existing = ExistingDeclarations(table: table)
    classification = ClassificationTable(files)
    self.externalBases = externalBases
    ownsDequeuableName = existing.topLevelNames["Dequeuable"] != nil
    var extended = Set<String>()
    // A module with its own `Dequeuable` conforms to that one, never to ReuseGen's.
    for (fileIndex, file) in files.enumerated() where !ownsDequeuableName {
      for (index, declaration) in file.extensions.enumerated()
      where declaration.conformances.contains(where: { $0.contains { $0.components.last == "Dequeuable" } }) {
        extended.insert(table.extendedName(of: index, file: fileIndex))
      }
    }
    extendedWithDequeuable = extended
    // Typealiases of typealiases answered in declaration order: a chain `T2 = T1`, `T1 = T0` costs one step
    // per typealias.
    for (fileIndex, file) in files.enumerated() {
      for (index, alias) in file.typeAliases.enumerated()
      where !alias.isLocal && names.isLinkOfChain(alias.name, inFile: fileIndex, index: index) {
        _ = names.classLookup(
          aliasAt: index, named: alias.name, inFile: fileIndex, memo: superclasses.aliases)
      }
    }
  }

  /// A resolver over `other`'s files with more external bases: `externalBases` holds `other`'s, with the
  /// same kinds. The symbol table and what the module already declares do not depend on the bases, so
  /// they are shared, not built again; so are the chains that end in a view, which more bases leave as
  /// they are. What else was concluded from the bases starts over.
  init(_ other: ReusableViewResolver, externalBases: [String: ViewKind]) {
    table = other.table
    names = other.names
    superclasses = other.superclasses
    existing = other.existing
    classification = other.classification.keepingViews()
    self.externalBases = externalBases
    extendedWithDequeuable = other.extendedWithDequeuable
    ownsDequeuableName = other.ownsDequeuableName
    sharingContextModules = other.sharingContextModules
    includesContextViews = other.includesContextViews
  }

  /// Every reusable view of the module, its undeclared bases and its problems.
  mutating func resolve() -> Resolution {
    var views = resolveViews()
    let contextViews = views.filter { $0.view.definingModule != nil }
    views.removeAll { $0.view.definingModule != nil }
    return Resolution(
      views: views, contextViews: contextViews, undeclaredBases: undeclaredBases(), diagnostics: diagnostics,
      existing: existing)
  }

  /// Every reusable view, in path and source order, with status and conformance set.
  private mutating func resolveViews() -> [ResolvedView] {
    var views: [ResolvedView] = []
    for (fileIndex, file) in table.files.enumerated() where file.contextModule == nil || includesContextViews
    {
      // Declarations are copied only for the views: a copy retains and releases each of its strings and
      // arrays, and this loop visits every type of the module.
      for index in file.types.indices where file.types[index].kind == .class {
        let reference = DeclarationReference(kind: .type, file: fileIndex, index: index)
        guard case .reusable(let facts) = classify(reference) else { continue }
        views.append(makeView(reference, declaration: file.types[index], facts: facts))
      }
    }
    if superclasses.aliases.gaveUp {
      diagnostics.append(
        Diagnostic(ResolverMessage.chainTooLong(maximum: SymbolTable.maximumResolutionDepth), at: nil))
    }
    return views
  }

  /// Whether `resolve()` lists the views of context modules too, marked with their module, for tables that
  /// register them.
  package var includesContextViews = false

  /// Names of undeclared external bases that end classes' chains, with the classes, for the
  /// "declare this base" note and for the bases Interface Builder's documents prove reusable. It needs
  /// the classification alone, and may be asked before `resolve()`.
  mutating func undeclaredBases() -> [UndeclaredBase] {
    if let found = undeclaredBasesFound { return found }
    let found = findUndeclaredBases()
    undeclaredBasesFound = found
    return found
  }

  /// `undeclaredBases()`'s answer once found: `ModuleAnalyzer.resolveViews` asks for it before `resolve()`
  /// does, and the classification it reads is whole after the first asking.
  private var undeclaredBasesFound: [UndeclaredBase]?

  private mutating func findUndeclaredBases() -> [UndeclaredBase] {
    var result: [UndeclaredBase] = []
    var direct: [DeclarationReference: String] = [:]
    var below: [DeclarationReference] = []
    for (fileIndex, file) in table.files.enumerated() where file.contextModule == nil {
      for index in file.types.indices where file.types[index].kind == .class {
        let reference = DeclarationReference(kind: .type, file: fileIndex, index: index)
        switch classify(reference) {
        case .external(let base):
          direct[reference] = base
          result.append(
            UndeclaredBase(
              base: base, location: file.types[index].location, className: file.types[index].qualifiedName))
        case .none: below.append(reference)
        default: break
        }
      }
    }
    // The classes further down those chains, which Interface Builder may draw instead (`bases` inference).
    guard !direct.isEmpty else { return result }
    for reference in below {
      let walk = SuperclassWalk<DeclarationReference, String, Void>.follow(
        from: reference, known: { direct[$0] }, step: { classStep($0) })
      if case .known(let base) = walk.stop {
        let type = table.files[reference.file].types[reference.index]
        result.append(
          UndeclaredBase(base: base, location: type.location, className: type.qualifiedName, isDirect: false))
      }
    }
    return result
  }
}

/// The superclasses the resolver has asked for, shared by its copies (`ReusableViewResolver.init(_:externalBases:)`):
/// more external bases change no answer.
final class SuperclassMemo {
  /// A class's superclass; `.some(nil)` records that it has none a class of the sources or UIKit's roots is.
  var answers: [DeclarationReference: Symbol?] = [:]
  /// Of a class with a one-part superclass clause that names no class, whether it names nothing the sources
  /// or UIKit's roots declare: a base outside the module (`externalClassification`).
  var namesNothing: [DeclarationReference: Bool] = [:]
  /// The typealiases the type-name table has followed for them.
  let aliases = ClassLookupMemo(rules: .classification)
}
