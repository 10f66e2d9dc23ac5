import Foundation

/// Answers the names of identifier expressions from the module's tokens (and its context modules'): types
/// by Swift's lexical lookup, static members through the class chain, the UIKit classes above it and the
/// protocols it adopts, enum cases, locals and globals (SPEC §10.1).
struct SourceLookup: IdentifierLookup {
  let sources: [SourceFile]
  let indices: [SourceIndex]
  /// The module each file belongs to, by file index.
  let moduleOfFile: [String]
  /// The module being read; its name may prefix a path.
  let moduleName: String
  /// The identifier a view of the module gets from the generated file, by qualified name, for
  /// `View.reuseIdentifier` when no source declares it: the analysis's values, which the call-site layer
  /// adds once the views are known.
  var generatedIdentifiers: [String: String] = [:]
  /// R.swift's reuse names, derived from the module's xibs and storyboards when its `R` is R.swift's
  /// (`RSwiftLookup.swift`); `audit` and `migrate` set them.
  var rswiftNames: RSwiftNames?
  /// The module's Objective-C files, whose exported string constants Swift sees as globals (SPEC §10.7).
  let objectiveC: ObjectiveCModule

  /// The types, typealiases and extension conformances of the files, and the one scoping of type names
  /// (`Lookup/TypeNames.swift`).
  let typeNames: TypeNames
  /// Where the members and globals of each name are declared. The tables hold positions, not the
  /// constants: a constant holds several strings and arrays, and copying each into a table retained every
  /// one of them, for the few names a run asks about.
  private let membersByName: [String: [ConstantPosition]]
  /// The members of types and extensions by name and owner, with any module prefix dropped from the
  /// owner: a member of a type is found without testing every member of that name.
  private let membersByOwner: [OwnedName: [ConstantPosition]]
  /// The assignments to the names of stored `var`s with a value, by name (`assignments(in:to:)`).
  private let assignments: [String: [SourceIndex.Assignment]]
  /// Where each function with a written return type is declared, by name: its file, and its position in
  /// that file's `functions`. Empty for a lookup over some of the files (`list`, `generate`), whose
  /// declared identifiers never need a call's type and whose lookup is rebuilt each reading round.
  let functionsByName: [String: [FunctionPosition]]

  struct FunctionPosition {
    var file: Int
    var position: Int
  }

  /// A constant of the index of file `file`, at `position` in its `constants`.
  private struct ConstantPosition {
    var file: Int32
    var position: Int32
  }

  /// A member's name and the path of the type or extension that declares it.
  private struct OwnedName: Hashable {
    var name: String
    var owner: String
  }
  /// Where the names asked for are written down, for a lookup over some of the files (`list`, `generate`)
  /// to tell which other files it must read to answer as a lookup over all of them would.
  var recorder: NameRecorder?
  /// The walks up class chains already followed (`ClassChains.swift`). The tables never change after
  /// `init`, so every copy of the lookup shares them, whatever its recorder.
  let chains = SharedCache<ChainWalkKey, (walk: ChainWalk, keys: Set<NameKey>?)>()
  /// The chains of the module's classes as `audit` and `migrate` relate them, derived from those walks.
  let classChains = SharedCache<String, ClassChain>()

  /// The Reusable library's protocols and the members whose default is `String(describing: self)`.
  static let reusableLibraryDefaults: [String: Set<String>] = [
    "Reusable": ["reuseIdentifier"], "NibReusable": ["reuseIdentifier", "nibName"],
    "NibLoadable": ["nibName"],
  ]

  /// The lookup over `sources` and their `indices`, whose type names `typeNames` answers: the table of
  /// the scan's declarations, numbered as these files are.
  init(
    sources: [SourceFile], indices: [SourceIndex], moduleOfFile: [String], moduleName: String,
    typeNames: TypeNames, typesCalls: Bool = false, objectiveC: ObjectiveCModule = .empty
  ) {
    self.objectiveC = objectiveC
    self.sources = sources
    self.indices = indices
    self.moduleOfFile = moduleOfFile
    self.moduleName = moduleName
    var functions: [String: [FunctionPosition]] = [:]
    let modules = typeNames.moduleNames
    // Sized once: growing tables of tens of thousands of names hashed every name again at each growth.
    let constantCount = indices.reduce(0) { $0 + $1.constants.count }
    var members: [String: [ConstantPosition]] = Dictionary(minimumCapacity: constantCount / 2)
    var byOwner: [OwnedName: [ConstantPosition]] = Dictionary(minimumCapacity: constantCount / 2)
    // The members of one type body follow each other, sharing their owner's string: its module prefix is
    // looked for once per run of them.
    var lastOwner: (written: String, owner: String)?
    var variableNames = Set<String>()
    for (file, index) in indices.enumerated() {
      // Read in place, like the constants below: a function's declaration holds many strings and arrays.
      for position in index.functions.indices where typesCalls && index.functions[position].returnType != nil
      {
        functions[index.functions[position].name, default: []].append(
          FunctionPosition(file: file, position: position))
      }
      // Each constant is read in place: a copy of one retains every string and array it holds.
      let constants = index.constants
      for position in constants.indices {
        let place = ConstantPosition(file: Int32(file), position: Int32(position))
        let name = constants[position].name
        if constants[position].mayBeAssigned { variableNames.insert(name) }
        switch constants[position].scope {
        case .local: continue
        case .global: break
        case .member(let written):
          let owner: String
          if let lastOwner, lastOwner.written == written {
            owner = lastOwner.owner
          } else {
            owner = Self.droppingModule(written, modules: modules)
            lastOwner = (written, owner)
          }
          byOwner[OwnedName(name: name, owner: owner), default: []].append(place)
        }
        members[name, default: []].append(place)
      }
    }
    self.typeNames = typeNames
    assignments = Self.assignments(in: indices, to: variableNames)
    membersByName = members
    membersByOwner = byOwner
    functionsByName = functions
  }

  /// The assignments of `indices` to the names of `variables`, by name. Only a `var` asks whether code
  /// assigns to it (`isAssigned`: a stored one's value holds only while none does, and a note says why any
  /// other has none), while every `=` of the module is an assignment: those to other names are left out.
  private static func assignments(in indices: [SourceIndex], to variables: Set<String>)
    -> [String: [SourceIndex.Assignment]]
  {
    guard !variables.isEmpty else { return [:] }
    let lengths = NameLengths(variables)
    var result: [String: [SourceIndex.Assignment]] = [:]
    for index in indices {
      for position in index.assignments.indices {
        let name = index.assignments[position].name
        guard lengths.mayContain(length: name.utf8.count), variables.contains(name) else { continue }
        result[name, default: []].append(index.assignments[position])
      }
    }
    return result
  }

  /// `owner` without the name of a module read as its first component.
  private static func droppingModule(_ owner: String, modules: Set<String>) -> String {
    // Most owners have no `.` byte, so no `Character` of theirs is one: they are not searched again.
    guard owner.utf8.contains(UInt8(ascii: ".")), let dot = owner.firstIndex(of: "."),
      modules.contains(String(owner[..<dot]))
    else { return owner }
    return String(owner[owner.index(after: dot)...])
  }

  /// The constant at `place`.
  private func constant(at place: ConstantPosition) -> StringConstant {
    indices[Int(place.file)].constants[Int(place.position)]
  }

  // MARK: - Tables

  // Every question to the tables goes through these, so that the recorder sees each name asked for.

  private func declaredTypes(named name: String) -> [DeclaredType]? {
    typeNames.typesInLookup(named: name, recorder: recorder)
  }

  private func members(named name: String) -> [StringConstant]? {
    recorder?.keys.insert(NameKey(kind: .member, name: name))
    return membersByName[name]?.map(constant(at:))
  }

  /// Whether a protocol of the sources declares a member `name`, which a type's member of that name may be
  /// the witness of: changing that member's type would break the conformance.
  func protocolDeclaresMember(_ name: String) -> Bool {
    (members(named: name) ?? []).contains { member in
      guard case .member(let owner) = member.scope else { return false }
      return typeNames.isProtocol(owner, recorder: recorder)
    }
  }

  func conformances(ofExtended path: String) -> [[String]]? {
    typeNames.conformances(ofExtended: path, recorder: recorder)
  }

  private func assignments(to name: String) -> [SourceIndex.Assignment]? {
    recorder?.keys.insert(NameKey(kind: .assigned, name: name))
    return assignments[name]
  }

  // MARK: - Types

  /// The type a dotted path names from file `file`, whose enclosing types are `scope` (outermost first),
  /// as the one type-name table scopes it (`TypeNames.declaredType`), with the file's generic parameters.
  func declaredType(_ components: [String], inFile file: Int, scope: [String])
    -> Result<DeclaredType, EvaluationFailure>
  {
    typeNames.declaredType(
      components, inFile: typeNames.tableFile(file), scope: scope,
      generics: genericParameterNames(inFile: file),
      recorder: recorder
    ).map { typeNames.inLookup($0) ?? $0 }
  }

  /// The generic parameters file `file` declares anywhere, which a type name there may mean.
  func genericParameterNames(inFile file: Int) -> Set<String> {
    file < indices.count ? indices[file].genericParameterNames : []
  }

  /// The evaluator's view of a declared type.
  func evaluated(_ type: DeclaredType) -> EvaluatedType {
    EvaluatedType(
      path: type.path.split(separator: ".").map(String.init),
      module: type.file < moduleOfFile.count ? moduleOfFile[type.file] : moduleName, objcName: type.objcName,
      isGeneric: type.isGeneric, isClass: type.isClass,
      isSpelledThroughItsModule: !type.isInExtension && !isObjectiveCClass(type), file: type.file)
  }

  func type(_ path: [String], at place: ExpressionPlace?) -> Result<EvaluatedType, EvaluationFailure> {
    if let rswift = rswiftNames?.type(path) { return rswift }
    var path = path
    if path.first == "Self" || path.first == "self" {
      // `Self` and `self.` name the innermost enclosing type (its static type: a subclass may differ).
      guard let innermost = place?.scope.types.last else {
        return .failure(.usedOutsideType(path.joined(separator: ".")))
      }
      path = innermost.split(separator: ".").map(String.init) + path.dropFirst()
    }
    let found = declaredType(path, inFile: place?.file ?? 0, scope: place?.scope.types ?? [])
    if case .success(let type) = found { return .success(evaluated(type)) }
    var written = path
    if written.count == 2, written[0] == "UIKit" { written.removeFirst() }
    if written.count == 1, UIKitClasses.isAncestorOfReusableViews(written[0]),
      (declaredTypes(named: written[0]) ?? []).isEmpty
    {
      return .success(EvaluatedType(path: written, module: nil))
    }
    if found.isFailureNotDeclared, RSwiftNames.isSpelledAsGenerated(path) {
      return .failure(.unreadRSwiftName(path.joined(separator: ".")))
    }
    return found.map(evaluated)
  }

  // MARK: - Members

  func member(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure> {
    if let rswift = rswiftNames?.member(name, of: type) { return rswift }
    let written = type.qualifiedName + "." + name
    var protocols: [[String]] = []
    for link in chain(of: type) {
      switch ownMember(name, of: link.type) {
      case .success(let value)?: return .success(value)
      case .failure(let failure)?: return .failure(failure)
      case nil: break
      }
      protocols += link.conformances
    }
    // Swift prefers every class member to a protocol extension's default.
    var visited = Set<String>()
    while let next = protocols.popLast() {
      guard let protocolName = next.last, visited.insert(protocolName).inserted else { continue }
      guard
        let declared = (declaredTypes(named: protocolName) ?? []).first(where: { $0.kind == .protocol })
      else {
        if Self.reusableLibraryDefaults[protocolName]?.contains(name) == true {
          // The Reusable library documents these defaults as `String(describing: self)`.
          return .success(
            NamedValue(expression: .describing(.selfType), place: nil, isStored: false, owner: type))
        }
        continue
      }
      // `static var className` beside `var className` (the common `ClassNameProtocol`): `Type.className`
      // is the static one, as among a type's own members.
      let defaults = Self.preferringTheStaticOne(
        (members(named: name) ?? []).filter {
          $0.scope == .member(declared.path) && withValue($0).value != nil
        })
      if let first = defaults.first {
        guard defaults.count == 1 else {
          return .failure(.moreThanOneDefault(written, in: declared.path))
        }
        return .success(namedValue(first, owner: type))
      }
      protocols += declared.inheritance + (conformances(ofExtended: declared.path) ?? [])
    }
    if name == "reuseIdentifier", let identifier = generatedIdentifiers[type.qualifiedName] {
      return .success(NamedValue(expression: .literal(identifier), place: nil, isStored: true, owner: type))
    }
    return .failure(EvaluationFailure.undeclared(written))
  }

  /// Whether `type` is, inherits from or conforms to `name`, as far as the sources show: a class of its
  /// chain, or a protocol its chain (UIKit's classes included) adopts, directly or through protocol
  /// inheritance. Unseen protocols are not assumed.
  func satisfies(_ type: EvaluatedType, _ name: String) -> Bool {
    var pending: [String] = []
    for link in chain(of: type) {
      if link.type.path.last == name { return true }
      pending += link.conformances.compactMap(\.last)
    }
    return reaches(name, fromProtocols: pending)
  }

  /// Whether one of `protocols` (last names) is `name` or refines it, through protocol inheritance as the
  /// declarations and their extensions write it. `typealias NibReusable = Reusable & NibLoadable` and the
  /// like are not followed: not assumed.
  func reaches(_ name: String, fromProtocols protocols: [String]) -> Bool {
    var pending = protocols
    var visited = Set<String>()
    while let next = pending.popLast() {
      if next == name { return true }
      guard visited.insert(next).inserted else { continue }
      pending += typeNames.refinedProtocols(of: next, recorder: recorder).compactMap(\.last)
    }
    return false
  }

  /// The member `name` declared in the body or an extension of `type` itself; `nil` when there is none.
  /// Where the one declaration of the static member `name` that `type` sees through its class chain is
  /// written, whatever its type: `Cell.nib` reads the `UINib(…)` there.
  func memberDeclaration(_ name: String, of type: EvaluatedType) -> ExpressionPlace? {
    for link in chain(of: type) {
      let found = declarations(of: name, in: link.type)
      guard !found.isEmpty else { continue }
      guard found.count == 1 else { return nil }
      return ExpressionPlace(file: found[0].file, token: found[0].token, scope: found[0].context)
    }
    return nil
  }

  /// The one method `name()` without parameters that `type` sees: its own, or one an extension
  /// of a class up its chain declares (`extension UIView { class func loadNib() -> UINib { … } }`). Only a
  /// lookup over the whole module knows functions.
  func method(_ name: String, of type: EvaluatedType) -> FunctionDeclaration? {
    guard let all = functionsByName[name] else { return nil }
    func declared(by owners: [String]) -> [FunctionDeclaration] {
      all.map { indices[$0.file].functions[$0.position] }.filter {
        $0.parameters.isEmpty && $0.owner.map(owners.contains) == true
      }
    }
    var protocols: [[String]] = []
    for link in chain(of: type) {
      let found = declared(
        by: [link.type.qualifiedName] + (link.type.module == nil ? ["UIKit." + link.type.qualifiedName] : []))
      protocols += link.conformances
      guard !found.isEmpty else { continue }
      return found.count == 1 ? found[0] : nil
    }
    // Then a protocol extension's default (`extension NibLoadable where Self: UIView { static func nib() }`),
    // which Swift takes when no class of the chain declares the method, as `member(_:of:)` does.
    var visited = Set<String>()
    while let next = protocols.popLast() {
      guard let protocolName = next.last, visited.insert(protocolName).inserted,
        let declaredProtocol = (declaredTypes(named: protocolName) ?? []).first(where: {
          $0.kind == .protocol
        })
      else { continue }
      let found = declared(by: [declaredProtocol.path])
      if !found.isEmpty { return found.count == 1 ? found[0] : nil }
      protocols += declaredProtocol.inheritance + (conformances(ofExtended: declaredProtocol.path) ?? [])
    }
    return nil
  }

  func switchedCases(of name: String, of type: EvaluatedType, at place: ExpressionPlace) -> [String]? {
    guard place.file < sources.count,
      !indices[place.file].assignments.contains(where: { $0.name == name && $0.qualifier == nil })
    else { return nil }
    // A switch is in code: without a code brace around the name, there is no clause.
    guard let body = place.scope.braces.first else { return nil }
    return sources[place.file].switchedCases(of: name, around: place.token, within: body) {
      enumCases(of: type)
    }
  }

  /// The cases the enum `type` declares, in order: all in its own body, which Swift requires, so the file
  /// that declares the type, whose name the evaluation asked for, holds every one.
  private func enumCases(of type: EvaluatedType) -> [String]? {
    guard let file = type.file, file < indices.count else { return nil }
    let owner = type.qualifiedName
    let cases = indices[file].constants.filter { constant in
      guard constant.isEnumCase, case .member(let written) = constant.scope else { return false }
      return Self.droppingModule(written, modules: [moduleName]) == owner
    }.map(\.name)
    return cases.isEmpty ? nil : cases
  }

  func declaresCase(_ name: String, of type: EvaluatedType) -> Bool {
    declarations(of: name, in: type).contains(where: \.isEnumCase)
  }

  /// The members named `name` that `type` itself declares, in its body or its extensions.
  func declarations(of name: String, in type: EvaluatedType) -> [StringConstant] {
    let path = type.qualifiedName
    recorder?.keys.insert(NameKey(kind: .member, name: name))
    let owned = membersByOwner[OwnedName(name: name, owner: path)] ?? []
    let spelledThroughUIKit =
      type.module == nil ? membersByOwner[OwnedName(name: name, owner: "UIKit." + path)] ?? [] : []
    // Both spellings at once are two declarations, whatever their order.
    // Handed out with their values read: callers read them as the index once recorded them.
    let found = (owned + spelledThroughUIKit).map { withValue(constant(at: $0)) }
    // Types of one path in several files are each private to their file, with their members.
    if found.count > 1, let file = type.file {
      let inFile = found.filter { $0.file == file }
      if !inFile.isEmpty { return inFile }
    }
    return found
  }

  private func ownMember(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure>? {
    let written = type.qualifiedName + "." + name
    let found = Self.preferringTheStaticOne(declarations(of: name, in: type))
    guard let first = found.first else { return nil }
    guard found.count == 1 else {
      return .failure(.declaredMoreThanOnce(written))
    }
    guard value(of: first) != nil else { return .failure(noValue(first, written: written)) }
    return .success(namedValue(first, owner: type))
  }

  /// Why `constant`, named as `written`, has no value to evaluate: a `var` that code assigns to, a value
  /// a pattern binds, or a value that is not an identifier expression reusegen reads.
  private func noValue(_ constant: StringConstant, written: String) -> EvaluationFailure {
    let constant = withValue(constant)
    if constant.isPatternBound { return .patternBound(written) }
    if constant.isDeclaredVariable, isAssigned(constant) { return .assignedVariable(written) }
    return .notAConstant(written)
  }

  /// The value a constant has for as long as the program runs: a stored `var` that code assigns to has
  /// none.
  private func value(of constant: StringConstant) -> IdentifierExpression? {
    let constant = withValue(constant)
    return constant.isVariable && isAssigned(constant) ? nil : constant.value
  }

  /// `constant` with its value read, for a binding whose value the index left to read when asked.
  private func withValue(_ constant: StringConstant) -> StringConstant {
    guard constant.pendingValue != nil else { return constant }
    var read = constant.reading(sources[constant.file])
    if let alias = read.typeAlias, !namesString(alias) { read.value = nil }
    return read
  }

  /// Whether `name`, written as a binding's type, is `String`: the module declares one typealias of that
  /// name, and it names `String`.
  private func namesString(_ name: String) -> Bool {
    let aliases = typeNames.aliases(named: name, recorder: recorder)
    return aliases.count == 1 && [["String"], ["Swift", "String"]].contains(aliases[0].target.first ?? [])
      && aliases[0].target.count == 1 && (declaredTypes(named: name) ?? []).isEmpty
  }

  /// Whether code may assign to the static `var`: through a type's name or `Self`, or by its bare name in
  /// its type's code. An assignment through a value (`constraint.identifier = …`) is an instance
  /// property's.
  private func isAssigned(_ constant: StringConstant) -> Bool {
    guard let candidates = assignments(to: constant.name) else { return false }
    guard case .member(let owner) = constant.scope else { return true }
    let ownerName = owner.split(separator: ".").last.map(String.init) ?? owner
    return candidates.contains { assignment in
      guard let qualifier = assignment.qualifier else {
        return assignment.enclosingTypes.contains {
          $0 == owner || $0.hasSuffix("." + ownerName) || $0 == ownerName
        }
      }
      // A type's name (the owner's, a subclass's, a typealias's): a static is assigned through a type.
      return qualifier.first?.isUppercase == true
    }
  }

  private func namedValue(_ constant: StringConstant, owner: EvaluatedType?) -> NamedValue {
    let constant = withValue(constant)
    return NamedValue(
      expression: value(of: constant) ?? .unsupported(constant.name),
      place: ExpressionPlace(file: constant.file, token: constant.token, scope: constant.context),
      isStored: constant.isStored, owner: owner, isStatic: constant.isStatic)
  }

  /// The protocols written on a declared type's declaration and its extensions, by last component.
  func writtenConformances(of type: DeclaredType) -> Set<String> {
    Set((type.inheritance + (conformances(ofExtended: type.path) ?? [])).compactMap(\.last))
  }

  // MARK: - Bare names

  /// The `let` a bare name at `place` binds: a local declared before it in an enclosing brace, or a member
  /// of the innermost enclosing type that declares one; whatever its value is.
  func constant(named name: String, at place: ExpressionPlace) -> StringConstant? {
    let locals = indices[place.file].constants.filter { constant in
      guard case .local(let brace) = constant.scope else { return false }
      return constant.name == name && constant.token < place.token && place.scope.braces.contains(brace)
    }
    if let innermost = locals.max(by: { $0.token < $1.token }) { return withValue(innermost) }
    for enclosing in place.scope.types.reversed() {
      let declared = (members(named: name) ?? []).filter { $0.scope == .member(enclosing) }
      if declared.count == 1 { return withValue(declared[0]) }
      if !declared.isEmpty { return nil }
    }
    // A global of the module or of a context module (`public let crashlytics = CrashReporter.shared`),
    // declared once.
    let globals = visibleMembers(named: name, inFile: place.file).filter { $0.scope == .global }
    return globals.count == 1 ? withValue(globals[0]) : nil
  }

  /// The members and globals named `name` that code in file `file` may mean: another file's `private` or
  /// `fileprivate` global is visible only there, and shadows nothing here.
  private func visibleMembers(named name: String, inFile file: Int) -> [StringConstant] {
    (members(named: name) ?? []).filter {
      !$0.isTypedIdentifierMember && !($0.isFilePrivate && $0.file != file)
    }
  }

  func valueType(of name: String, at place: ExpressionPlace) -> EvaluatedType? {
    guard let shape = valueShape(of: name, at: place), !shape.isArray else { return nil }
    return shape.type
  }

  func memberType(_ name: String, of type: EvaluatedType) -> EvaluatedType? {
    guard let shape = memberShape(name, of: type), !shape.isArray else { return nil }
    return shape.type
  }

  func name(_ name: String, at place: ExpressionPlace) -> Result<NamedValue, EvaluationFailure> {
    let index = indices[place.file]
    let scope = place.scope
    let locals = index.constants.filter { constant in
      guard case .local(let brace) = constant.scope else { return false }
      // `$0` is the parameter of the innermost closure only: a closure inside the body has its own.
      let isInScope = name.hasPrefix("$") ? scope.braces.last == brace : scope.braces.contains(brace)
      return constant.name == name && constant.token < place.token && isInScope
    }
    if let innermost = locals.max(by: { $0.token < $1.token }) {
      guard value(of: innermost) != nil else { return .failure(noValue(innermost, written: name)) }
      return .success(namedValue(innermost, owner: nil))
    }
    // A parameter of a function around the name, innermost first, shadows members and globals.
    if let function = index.functions.last(where: { function in
      function.bodyOpen < place.token && place.token < function.bodyClose
        && function.parameters.contains { $0.name == name }
    }) {
      return .failure(.parameter(name, of: function.signature))
    }
    if index.mayBindParameter(named: name, in: sources[place.file]) {
      return .failure(.mayNameParameter(name))
    }
    // The enclosing types, each found; `nil` when one is not, whose members are then not known.
    var enclosingTypes: [EvaluatedType]? = []
    for enclosing in scope.types.reversed() {
      let path = enclosing.split(separator: ".").map(String.init)
      guard case .success(let type) = type(path, at: place) else {
        enclosingTypes = nil
        continue
      }
      enclosingTypes?.append(type)
      switch member(name, of: type) {
      case .success(let value): return .success(value)
      // The enclosing type declares the name, or inherits it: Swift finds that one, whatever it holds.
      case .failure(let failure) where !failure.isUndeclared: return .failure(failure)
      case .failure: continue
      }
    }
    let all = visibleMembers(named: name, inFile: place.file)
    let globals = all.filter { $0.scope == .global }
    // A member of another type shadows a global only where an enclosing type may inherit it. Without a
    // global, the name is a member or a local binding the index does not record (`case let .x(kind)`).
    guard
      !all.contains(where: { member in
        guard case .member(let owner) = member.scope else { return false }
        guard !globals.isEmpty, let enclosingTypes else { return true }
        return enclosingTypes.contains { mayInherit(from: owner, type: $0) }
      })
    else {
      return .failure(.mayBeInherited(name))
    }
    guard let global = globals.first else {
      return objectiveCGlobal(name)
        ?? .failure(name.hasPrefix("$") ? .closureParameter(name) : EvaluationFailure.undeclared(name))
    }
    guard globals.count == 1 else {
      return .failure(.declaredMoreThanOnce(name))
    }
    guard value(of: global) != nil else {
      return .failure(.notAConstant(name))
    }
    return .success(namedValue(global, owner: nil))
  }
}

extension SourceLookup {
  /// Whether the type is an Objective-C class, declared by the module's Swift interface of its headers
  /// (`ObjectiveCInterface`): Swift does not spell it through the module.
  fileprivate func isObjectiveCClass(_ type: DeclaredType) -> Bool {
    type.file < sources.count && ObjectiveCInterface.isInterface(path: sources[type.file].path)
  }

  /// The string constant of the module's Objective-C that Swift sees as the global `name`
  /// (`NSString *const FooCellIdentifier = @"FooCell";`, declared in a header); `nil` when none is.
  fileprivate func objectiveCGlobal(_ name: String) -> Result<NamedValue, EvaluationFailure>? {
    guard objectiveC.exports(name) else { return nil }
    guard let value = objectiveC.exportedValue(of: name) else {
      return .failure(
        .objectiveCConstantsDiffer(name))
    }
    return .success(NamedValue(expression: .literal(value), place: nil, isStored: true, owner: nil))
  }
}

extension Result where Failure == EvaluationFailure {
  /// Whether the failure is that no source declares the name.
  var isFailureNotDeclared: Bool {
    if case .failure(let failure) = self { return failure.isUndeclared }
    return false
  }
}
