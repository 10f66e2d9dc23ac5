// The resolver's question of the one type-name table (DESIGN.md §10, "One type-name table"): which class
// a class's inheritance clause names. The scoping is the table's (`declaredType`); what this adds is what
// a class can inherit from that no source declares — UIKit's reusable-view roots, spelled bare, through
// `UIKit.` or through a typealias — chains of typealiases of any length, followed once each
// (`ClassLookupMemo`), and the one rule the resolver keeps of its own: a module whose files declare one
// top-level name twice (the sources of several targets given as one module) takes the first, in path
// order, where the evaluator says "ambiguous".

extension TypeNames {
  /// What a path names, as the resolver asks: for a superclass, or for the type an extension extends.
  enum ClassLookup: Equatable {
    /// A type the sources declare, by file and number among its file's types.
    case declared(file: Int, index: Int, isClass: Bool)
    /// One of UIKit's reusable-view roots, which no source declares.
    case root(ViewKind)
    /// A generic parameter or module, which no class is.
    case notAClass
    /// Nothing the sources or UIKit's roots declare.
    case nothing

    /// Whether a class may inherit from it.
    var isClass: Bool {
      switch self {
      case .declared(_, _, let isClass): isClass
      case .root: true
      case .notAClass, .nothing: false
      }
    }
  }

  /// How many typealiases a lookup follows one inside another before it gives up
  /// (`ClassLookupMemo.gaveUp`).
  static let maximumClassLookupDepth = SymbolTable.maximumResolutionDepth

  /// The class `components` names from file `file`, inside the types `scope` (outermost first) with the
  /// generic parameters `generics`, following typealiases in their own scopes; of a composition's parts
  /// the class.
  func classLookup(
    _ components: [String], inFile file: Int, scope: [String], generics: Set<String>, memo: ClassLookupMemo
  ) -> ClassLookup {
    classLookup(components, inFile: file, scope: scope, generics: generics, memo: memo, depth: 0)
  }

  /// The class the typealias numbered `index` among file `file`'s typealiases names, in its own scope.
  /// Asked for every typealias in declaration order, it follows a chain `T2 = T1`, `T1 = T0` one step per
  /// typealias, each finding the one before it answered.
  func classLookup(aliasAt index: Int, named name: String, inFile file: Int, memo: ClassLookupMemo)
    -> ClassLookup
  {
    guard let alias = alias(named: name, inFile: file, index: index) else { return .nothing }
    return aliasTarget(alias, memo: memo, depth: 0)
  }

  private func classLookup(
    _ components: [String], inFile file: Int, scope: [String], generics: Set<String>, memo: ClassLookupMemo,
    depth: Int
  ) -> ClassLookup {
    guard let head = components.first else { return .nothing }
    guard depth < Self.maximumClassLookupDepth else {
      memo.gaveUp = true
      return .nothing
    }
    if components.count == 2, head == "UIKit", !declares(head) {
      return UIKitClasses.kind(of: components[1]).map(ClassLookup.root) ?? .nothing
    }
    // A last name no type or typealias of the sources has (`UIView`, `NSObject`, most extended types) is
    // nothing the scoping can find, at any depth: it is not asked.
    guard let last = components.last, declares(last) else {
      if generics.contains(head) { return .notAClass }
      guard components.count == 1 else { return .nothing }
      if let kind = UIKitClasses.kind(of: head) { return .root(kind) }
      return moduleNames.contains(head) ? .notAClass : .nothing
    }
    if let exact = exactType(components, scope: scope, generics: generics) {
      return .declared(file: exact.file, index: exact.index, isClass: exact.isClass)
    }
    // A typealias no type shadows is followed from its memo, not through the table's bounded scoping.
    if components.count == 1, !generics.contains(head), types(named: head, recorder: nil) == nil,
      let alias = visibleAlias(head, of: nil, inFile: file, scope: scope, recorder: nil)
    {
      return aliasTarget(alias, memo: memo, depth: depth)
    }
    if case .success(let found) = declaredType(
      components, inFile: file, scope: scope, generics: generics, recorder: nil), !found.isLocal
    {
      return .declared(file: found.file, index: found.index, isClass: found.isClass)
    }
    if generics.contains(head) { return .notAClass }
    if let first = firstTopLevelType(components) {
      return .declared(file: first.file, index: first.index, isClass: first.isClass)
    }
    if components.count > 1,
      let alias = memberAlias(components, inFile: file, scope: scope, generics: generics)
    {
      return aliasTarget(alias, memo: memo, depth: depth)
    }
    if components.count == 1 {
      if let kind = UIKitClasses.kind(of: head) { return .root(kind) }
      if moduleNames.contains(head) { return .notAClass }
    }
    return .nothing
  }

  /// `components`, an extended type as written, spelled through the top-level typealiases at its head to
  /// the type of another module they name (`typealias TV = UITableView`, `extension TV`), as Swift names
  /// the extension's members; `nil` when no typealias heads it.
  func spelledThroughAliases(_ components: [String]) -> String? {
    var path = components
    for _ in 0..<Self.maximumAliasSpelling {
      guard let head = path.first,
        let alias = declaredAliases[head]?.first(where: { $0.owner == nil && !$0.isLocal }),
        let target = alias.target.first
      else { break }
      path = target + path.dropFirst()
    }
    return path == components ? nil : path.joined(separator: ".")
  }

  /// How many typealiases an extension's spelling is followed through to a type of another module.
  private static let maximumAliasSpelling = 32

  /// The type the scoping finds first for `components` without a step that allocates: a qualified path
  /// one declaration has exactly (the scoping's first rule), or from no type and without generic
  /// parameters, a name only one declaration has and no typealias has. Most extensions and superclasses
  /// name a type so; `nil` leaves the question to the scoping.
  private func exactType(_ components: [String], scope: [String], generics: Set<String>) -> DeclaredType? {
    guard let last = components.last, let named = types(named: last, recorder: nil) else { return nil }
    if components.count > 1 {
      guard !moduleNames.contains(components[0]) else { return nil }
      let written = components.joined(separator: ".")
      guard let first = named.first(where: { $0.path == written }), !first.isLocal else { return nil }
      return first
    }
    guard scope.isEmpty, generics.isEmpty, declaredAliases[last] == nil else { return nil }
    var single: DeclaredType?
    for type in named where type.path == last {
      guard single == nil else { return nil }
      single = type
    }
    return single?.isLocal == false ? single : nil
  }

  /// Whether the typealias `alias` names another typealias, as a link of a chain does: the typealiases the
  /// resolver answers in declaration order (`classLookup(aliasAt:named:inFile:memo:)`), so that a chain of
  /// any length is followed one step at a time.
  func isLinkOfChain(_ name: String, inFile file: Int, index: Int) -> Bool {
    guard let alias = alias(named: name, inFile: file, index: index) else { return false }
    return alias.target.contains { $0.last.map { declaredAliases[$0] != nil } ?? false }
  }

  /// Whether the sources declare a type or typealias named `name`.
  private func declares(_ name: String) -> Bool {
    types(named: name, recorder: nil) != nil || declaredAliases[name] != nil
  }

  /// Of several top-level types of the path `components`, the first in file order: the choice of a module
  /// that declares a name twice.
  private func firstTopLevelType(_ components: [String]) -> DeclaredType? {
    guard let last = components.last else { return nil }
    let written = components.joined(separator: ".")
    return (types(named: last, recorder: nil) ?? [])
      .filter { $0.path == written && !$0.isLocal }
      .min { ($0.file, $0.index) < ($1.file, $1.index) }
  }

  /// The typealias named `name` numbered `index` among file `file`'s typealiases.
  private func alias(named name: String, inFile file: Int, index: Int) -> DeclaredAlias? {
    declaredAliases[name]?.first { $0.file == file && $0.index == index }
  }

  /// The typealias a qualified path's last component names as a member of the type its other components
  /// name (`Styles.Tile`): declared in that type's body, or in an extension that spells it otherwise.
  private func memberAlias(_ components: [String], inFile file: Int, scope: [String], generics: Set<String>)
    -> DeclaredAlias?
  {
    guard let last = components.last, let declared = declaredAliases[last],
      case .success(let owner) = declaredType(
        Array(components.dropLast()), inFile: file, scope: scope, generics: generics, recorder: nil)
    else { return nil }
    return declared.first { $0.owner == owner.path }
      ?? declared.first { alias in
        guard let written = alias.owner, !alias.isLocal,
          case .success(let extended) = declaredType(
            written.split(separator: ".").map(String.init), inFile: alias.file, scope: [], generics: [],
            recorder: nil)
        else { return false }
        return (extended.file, extended.index) == (owner.file, owner.index)
      }
  }

  /// The class a typealias names, looked up in its own scope: of a composition, the part that is a class.
  /// Each typealias is followed once (`memo`); one met again while it is followed is a circle, and names
  /// nothing.
  private func aliasTarget(_ alias: DeclaredAlias, memo: ClassLookupMemo, depth: Int) -> ClassLookup {
    let key = ClassLookupMemo.Key(file: alias.file, index: alias.index)
    if let known = memo.aliases[key] { return known ?? .nothing }
    memo.aliases[key] = .some(nil)
    let scope = self.scope(
      ofOwner: alias.owner, extendedComponents: alias.extendedComponents, inFile: alias.file, recorder: nil)
    var fallback: ClassLookup?
    var found: ClassLookup?
    for part in alias.target {
      let named = classLookup(
        part, inFile: alias.file, scope: scope, generics: [], memo: memo, depth: depth + 1)
      if named.isClass {
        found = named
        break
      }
      if named != .nothing { fallback = fallback ?? named }
    }
    let answer = found ?? fallback ?? .nothing
    memo.aliases[key] = answer
    return answer
  }
}

/// The typealiases a resolver has followed, each once, shared by its copies; not shared across threads.
final class ClassLookupMemo {
  struct Key: Hashable {
    var file: Int
    var index: Int
  }

  /// Each typealias's answer; `.some(nil)` while it is being followed.
  var aliases: [Key: TypeNames.ClassLookup?] = [:]
  /// Whether some lookup gave up on a chain longer than `TypeNames.maximumClassLookupDepth`.
  var gaveUp = false
}
