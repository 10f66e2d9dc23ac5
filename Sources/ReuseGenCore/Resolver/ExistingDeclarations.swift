/// What the module's own code already declares that generated code must respect, so that adding the
/// generated file never breaks a build or changes what existing code does (docs/DESIGN.md, "Adoption"):
/// - `reuseIdentifier` and `reuseSource` members visible on a view, from its own body, its superclasses,
///   extensions of either or of the UIKit classes it inherits from, and the protocols it conforms to;
/// - helpers of the generated names on `UITableView` and `UICollectionView`;
/// - top-level types named like the support code's.
struct ExistingDeclarations {
  private let table: SymbolTable
  /// Static properties by the canonical name of the type or protocol whose body or extension declares them.
  private var membersByContainer: [String: [StaticPropertyDeclaration]] = [:]
  /// Conformances written on a type or one of its extensions, by the type's canonical name.
  private var conformancesByType: [String: [TypeReference]] = [:]
  /// The module's protocols by simple name, with what they inherit from.
  private var protocols: [String: [TypeReference]] = [:]
  /// Top-level typealiases by name, for compositions such as `typealias NibReusable = Reusable & NibLoadable`.
  private var aliases: [String: [TypeReference]] = [:]
  /// The simple names of every type and typealias the sources declare, however nested: an inheritance
  /// clause names a superclass as its scope sees it.
  private var declaredNames = Set<String>()
  /// The classes and extended types whose own clauses name a protocol that no source declares.
  private var unseenProtocolAdopters = Set<String>()
  /// The app's helper methods on `UITableView` and `UICollectionView`.
  let helpers: [ExistingHelper]
  /// The module's top-level types and typealiases by name, with where the first is declared.
  let topLevelNames: [String: SourceLocation]

  init(table: SymbolTable) {
    self.table = table
    var helpers: [ExistingHelper] = []
    // Sized once for the top-level types and typealiases, an upper bound, rather than rehashed as they
    // grow; not for every type, which reserved room for the nested and local ones too.
    var topLevelCount = 0
    for fileIndex in table.files.indices {
      // The fields read, not the whole file: a copy of a file retains and releases every array it holds.
      let types = table.files[fileIndex].types
      for index in types.indices where types[index].enclosing == nil {
        if !types[index].isLocal { topLevelCount += 1 }
      }
      for alias in table.files[fileIndex].typeAliases where alias.enclosing == nil {
        if !alias.isLocal { topLevelCount += 1 }
      }
    }
    var topLevelNames = [String: SourceLocation](minimumCapacity: topLevelCount)
    for (fileIndex, file) in table.files.enumerated() {
      // Of a context module, only what it makes public is visible here.
      let isContext = file.contextModule != nil
      for property in file.staticProperties
      where !isContext || Self.isPublic(property.explicitAccess, in: property.owner, of: file) {
        membersByContainer[Self.containerName(property.owner, file: fileIndex, table: table), default: []]
          .append(property)
      }
      // Fields are read in place: copying a whole declaration retains and releases each of its strings
      // and arrays, and this loop visits every type of the module.
      for index in file.types.indices where !file.types[index].isLocal {
        declaredNames.insert(file.types[index].name)
        if file.types[index].enclosing == nil,
          !isContext || (file.types[index].explicitAccess ?? .internal) >= .public
        {
          let name = file.types[index].name
          if topLevelNames[name] == nil { topLevelNames[name] = file.types[index].location }
        }
        if file.types[index].kind == .protocol {
          protocols[file.types[index].name, default: []] += file.types[index].inheritance.flatMap { $0 }
        }
      }
      for alias in file.typeAliases where !alias.isLocal { declaredNames.insert(alias.name) }
      for alias in file.typeAliases where !alias.isLocal && alias.enclosing == nil && !isContext {
        if topLevelNames[alias.name] == nil { topLevelNames[alias.name] = alias.location }
        aliases[alias.name] = alias.target
      }
      for method in file.helperMethods
      where !isContext || Self.isPublic(method.explicitAccess, in: .extension(method.owner), of: file) {
        let extended = UIKitClasses.withoutModuleName(table.extendedName(of: method.owner, file: fileIndex))
        guard let host = HelperHost(rawValue: extended), table.typeReference(named: extended) == nil else {
          continue
        }
        helpers.append(ExistingHelper(host: host, method: method))
      }
    }
    self.helpers = helpers
    self.topLevelNames = topLevelNames
    recordConformances()
  }

  /// Records the conformances written on classes and extensions that `protocolMember` can follow: those
  /// that name a protocol or typealias of the module. The rest (`UIViewController`, `Hashable`, …) lead it
  /// nowhere, and leaving them out spares a hashed insertion for nearly every class of a large module.
  /// A name that nothing declares, and that is not Apple's, marks its class as adopting an unseen protocol.
  private mutating func recordConformances() {
    let followable = { [protocols, aliases] (reference: TypeReference) -> Bool in
      guard let name = reference.components.last else { return false }
      return protocols[name] != nil || aliases[name] != nil
    }
    let unseen = { [declaredNames] (reference: TypeReference) -> Bool in
      guard let name = reference.components.last else { return false }
      return Self.isUnseen(name, declaredNames: declaredNames)
    }
    /// What a clause writes that `protocolMember` can follow, and whether it names an unseen protocol:
    /// read in place, without an array of every class's conformances.
    func written(_ clause: [[TypeReference]]) -> (conformances: [TypeReference], adoptsUnseen: Bool) {
      var conformances: [TypeReference] = []
      var adoptsUnseen = false
      for composition in clause {
        for reference in composition {
          if followable(reference) { conformances.append(reference) }
          if !adoptsUnseen, unseen(reference) { adoptsUnseen = true }
        }
      }
      return (conformances, adoptsUnseen)
    }
    for fileIndex in table.files.indices {
      // The fields read, not the whole file: a copy of a file retains and releases every array it holds.
      let types = table.files[fileIndex].types
      let extensions = table.files[fileIndex].extensions
      for index in types.indices where types[index].kind == .class && !types[index].isLocal {
        let (conformances, adoptsUnseen) = written(types[index].inheritance)
        guard !conformances.isEmpty || adoptsUnseen else { continue }
        let reference = DeclarationReference(kind: .type, file: fileIndex, index: index)
        let name = table.typeName(of: reference)
        if !conformances.isEmpty { conformancesByType[name, default: []] += conformances }
        if adoptsUnseen { unseenProtocolAdopters.insert(name) }
      }
      for index in extensions.indices where !extensions[index].isLocal {
        let (conformances, adoptsUnseen) = written(extensions[index].conformances)
        guard !conformances.isEmpty || adoptsUnseen else { continue }
        let extended = UIKitClasses.withoutModuleName(table.extendedName(of: index, file: fileIndex))
        if !conformances.isEmpty { conformancesByType[extended, default: []] += conformances }
        if adoptsUnseen { unseenProtocolAdopters.insert(extended) }
      }
    }
  }

  /// Whether `container` (a class, or a UIKit class the module extends) adopts, directly or through its
  /// protocols and typealiases, a protocol that no source ReuseGen reads declares, such as the Reusable
  /// library's. Such a protocol may give `reuseIdentifier` a default, which a default of ReuseGen's would
  /// make ambiguous, so these views get their identifier as a member of their own (DESIGN.md §5).
  func adoptsUnseenProtocol(_ container: String) -> Bool {
    unseenProtocolAdopters.contains(container)
      || firstAnswer(inConformancesOf: container) { name, isModuleProtocol in
        !isModuleProtocol && Self.isUnseen(name, declaredNames: declaredNames) ? true : nil
      } ?? false
  }

  /// Walks the names that `container` conforms to in its own clause or extensions, through typealiases and
  /// protocol inheritance, each once, and returns the first answer `answer` gives; `isModuleProtocol` tells
  /// a protocol the sources declare from any other name.
  private func firstAnswer<Answer>(
    inConformancesOf container: String, _ answer: (_ name: String, _ isModuleProtocol: Bool) -> Answer?
  ) -> Answer? {
    var visited = Set<String>()
    var pending = (conformancesByType[container] ?? []).compactMap(\.components.last)
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      if let parts = aliases[name] {
        pending += parts.compactMap(\.components.last)
        continue
      }
      let inherited = protocols[name]
      if let found = answer(name, inherited != nil) { return found }
      pending += (inherited ?? []).compactMap(\.components.last)
    }
    return nil
  }

  /// Whether no source declares `name` and it is not Apple's (`UI…`, `NS…`) or the standard library's,
  /// whose protocols never declare `reuseIdentifier`.
  private static func isUnseen(_ name: String, declaredNames: Set<String>) -> Bool {
    !AppleNames.isApples(name) && !standardNames.contains(name) && !declaredNames.contains(name)
  }

  private static let standardNames: Set<String> = [
    "AnyObject", "class", "Equatable", "Hashable", "Identifiable", "Sendable", "CustomStringConvertible",
    "CustomDebugStringConvertible", "Comparable", "Codable", "Encodable", "Decodable", "ObservableObject",
  ]

  private static func containerName(_ owner: EnclosingDeclaration, file: Int, table: SymbolTable) -> String {
    switch owner {
    case .type(let index):
      let reference = DeclarationReference(kind: .type, file: file, index: index)
      return table.typeName(of: reference)
    case .extension(let index):
      return UIKitClasses.withoutModuleName(table.extendedName(of: index, file: file))
    }
  }

  /// Whether a member is public: its own modifier says so, or the public extension or protocol it sits in.
  private static func isPublic(_ access: AccessLevel?, in owner: EnclosingDeclaration, of file: ScannedFile)
    -> Bool
  {
    if let access { return access >= .public }
    switch owner {
    case .extension(let index): return (file.extensions[index].explicitAccess ?? .internal) >= .public
    case .type(let index):
      let type = file.types[index]
      return type.kind == .protocol && (type.explicitAccess ?? .internal) >= .public
    }
  }

  /// The member named `name` declared in the body or an extension of the class `container`.
  func classMember(named name: String, in container: String) -> StaticPropertyDeclaration? {
    membersByContainer[container]?.first { $0.name == name }
  }

  /// The member named `name` declared in an extension of a UIKit class that views of `kind` inherit from.
  func uikitMember(named name: String, kind: ViewKind) -> StaticPropertyDeclaration? {
    for container in UIKitClasses.ancestors(of: kind) where table.typeReference(named: container) == nil {
      if let member = classMember(named: name, in: container) { return member }
    }
    return nil
  }

  /// The requirement or default named `name` of a protocol that the class `container` conforms to in its
  /// own clause or extensions, or that such a protocol inherits from.
  func protocolMember(named name: String, conformedToBy container: String) -> StaticPropertyDeclaration? {
    firstAnswer(inConformancesOf: container) { protocolName, isModuleProtocol in
      guard isModuleProtocol, let members = membersByContainer[protocolName] else { return nil }
      // A protocol extension's default, which has a value, is what the class gets; else the requirement.
      return members.first { $0.name == name && $0.value != nil } ?? members.first { $0.name == name }
    }
  }

  /// The protocol member named `name` that views of `kind` get through UIKit classes' conformances.
  func uikitProtocolMember(named name: String, kind: ViewKind) -> StaticPropertyDeclaration? {
    for container in UIKitClasses.ancestors(of: kind) where table.typeReference(named: container) == nil {
      if let member = protocolMember(named: name, conformedToBy: container) { return member }
    }
    return nil
  }
}

/// An app's own helper with the name and labels of a generated one.
package struct ExistingHelper: Sendable, Equatable {
  /// The class it extends.
  package var host: HelperHost
  /// The method.
  package var method: HelperMethodDeclaration

  /// What a generated helper would share with it: the class, the name and the labels.
  package var signature: HelperSignature {
    HelperSignature(
      host: host, name: method.name, labels: method.labels, parameterClass: method.parameterClass)
  }
}
