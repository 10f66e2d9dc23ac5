// The one step of every walk up a class's superclasses (DESIGN.md §10, "One class-chain query"): which
// class a class's inheritance clause names, asked of the one type-name table. The resolver's
// classification and the class-chain walk the evaluator, the call-site layer, `audit` and `migrate` read
// (`Lookup/ClassChains.swift`) both take it. The scoping is the table's (`declaredType`); what this adds
// is what a class can inherit from that no source declares — UIKit's classes, spelled bare, through
// `UIKit.` or through a typealias — a composition's class part, chains of typealiases of any length,
// followed once each (`ClassLookupMemo`), and the rules the two readers differ by (`ClassLookupRules`).

/// What the two readers of the one superclass step ask differently. The resolver classifies every class
/// of the module, local ones by its own rule (`ReusableViewResolver.resolveLocal`), and has always taken
/// the first of a top-level name two targets' files both declare; the chain walk follows a chain from any
/// type, local ones too, on through UIKit's classes above the roots, and proves nothing from an ambiguity.
struct ClassLookupRules {
  /// Whether a top-level name several files declare is the first declaration in path order, not nothing.
  var takesFirstOfDuplicates: Bool
  /// Whether a type declared in code is found where the scoping finds it.
  var findsLocalTypes: Bool
  /// Whether UIKit's classes are named (`.uikit`), the roots and those above them (`UIView`), as the chain
  /// walk follows UIKit's part by name; else the roots by kind (`.root`) and nothing above them.
  var namesUIKitClasses: Bool

  /// The resolver's classification (`ReusableViewResolver`).
  static let classification = ClassLookupRules(
    takesFirstOfDuplicates: true, findsLocalTypes: false, namesUIKitClasses: false)
  /// The class-chain walk (`SourceLookup.walk(from:)`).
  static let chainWalk = ClassLookupRules(
    takesFirstOfDuplicates: false, findsLocalTypes: true, namesUIKitClasses: true)
}

extension TypeNames {
  /// What a path names as a class may inherit from it: for a superclass, or for the type an extension
  /// extends.
  enum ClassLookup: Equatable {
    /// A type the sources declare.
    case declared(DeclaredType)
    /// One of UIKit's reusable-view roots, which no source declares.
    case root(ViewKind)
    /// A UIKit class by name, which no source declares: a root or a class above them (`UIView`), under
    /// `ClassLookupRules.namesUIKitClasses`.
    case uikit(String)
    /// A generic parameter or module, which no class is.
    case notAClass
    /// Nothing the sources or UIKit's classes declare.
    case nothing

    /// Whether a class may inherit from it.
    var isClass: Bool {
      switch self {
      case .declared(let type): type.isClass
      case .root, .uikit: true
      case .notAClass, .nothing: false
      }
    }

    /// A declared type is itself by its file and number among its file's types.
    static func == (lhs: ClassLookup, rhs: ClassLookup) -> Bool {
      switch (lhs, rhs) {
      case (.declared(let left), .declared(let right)): (left.file, left.index) == (right.file, right.index)
      case (.root(let left), .root(let right)): left == right
      case (.uikit(let left), .uikit(let right)): left == right
      case (.notAClass, .notAClass), (.nothing, .nothing): true
      default: false
      }
    }
  }

  /// The class the first entry of a class's inheritance clause names, `parts` of a composition as written,
  /// from file `file` inside the types `scope` with the generic parameters `generics`: the first part that
  /// names a class, else the first that names something. The one step of every walk up superclasses.
  func superclass(
    ofClause parts: [[String]], inFile file: Int, scope: [String], generics: Set<String>,
    memo: ClassLookupMemo
  ) -> ClassLookup {
    firstClass(of: parts, inFile: file, scope: scope, generics: generics, memo: memo, depth: 0)
  }

  /// Of the parts of a composition, each as written, the first that names a class, else the first that
  /// names something.
  private func firstClass(
    of parts: [[String]], inFile file: Int, scope: [String], generics: Set<String>, memo: ClassLookupMemo,
    depth: Int
  ) -> ClassLookup {
    var fallback: ClassLookup?
    for part in parts {
      let named = classLookup(part, inFile: file, scope: scope, generics: generics, memo: memo, depth: depth)
      if named.isClass { return named }
      if named != .nothing { fallback = fallback ?? named }
    }
    return fallback ?? .nothing
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
    let recorder = memo.recorder
    if components.count == 2, head == "UIKit", !declares(head, recorder: recorder) {
      return uikitClass(components[1], memo: memo) ?? .nothing
    }
    // A last name no type or typealias of the sources has (`UIView`, `NSObject`, most extended types) is
    // nothing the scoping can find, at any depth: it is not asked.
    guard let last = components.last, declares(last, recorder: recorder) else {
      if generics.contains(head) { return .notAClass }
      guard components.count == 1 else { return .nothing }
      if let uikit = uikitClass(head, memo: memo) { return uikit }
      return moduleNames.contains(head) ? .notAClass : .nothing
    }
    if let exact = exactType(components, scope: scope, generics: generics, recorder: recorder) {
      return .declared(exact)
    }
    // A typealias of a type around the clause comes before any type of that name further out.
    if components.count == 1, !generics.contains(head),
      let alias = enclosingAlias(head, scope: scope, recorder: recorder)
    {
      return aliasTarget(alias, memo: memo, depth: depth)
    }
    // A typealias no type shadows is followed from its memo, not through the table's bounded scoping.
    if components.count == 1, !generics.contains(head), types(named: head, recorder: recorder) == nil,
      let alias = visibleAlias(head, of: nil, inFile: file, scope: scope, recorder: recorder)
    {
      return aliasTarget(alias, memo: memo, depth: depth)
    }
    if case .success(let found) = declaredType(
      components, inFile: file, scope: scope, generics: generics, recorder: recorder),
      !found.isLocal || memo.rules.findsLocalTypes
    {
      return .declared(found)
    }
    if generics.contains(head) { return .notAClass }
    if memo.rules.takesFirstOfDuplicates, let first = firstTopLevelType(components) {
      return .declared(first)
    }
    if components.count > 1,
      let alias = memberAlias(components, inFile: file, scope: scope, generics: generics, recorder: recorder)
    {
      return aliasTarget(alias, memo: memo, depth: depth)
    }
    if components.count == 1 {
      if let uikit = uikitClass(head, memo: memo) { return uikit }
      if moduleNames.contains(head) { return .notAClass }
    }
    return .nothing
  }

  /// The UIKit class `name` names where no declaration of the sources is in scope, as `memo`'s rules name
  /// UIKit's classes; `nil` for a name that is none of them.
  private func uikitClass(_ name: String, memo: ClassLookupMemo) -> ClassLookup? {
    guard memo.rules.namesUIKitClasses else { return UIKitClasses.kind(of: name).map(ClassLookup.root) }
    return UIKitClasses.isAncestorOfReusableViews(name) ? .uikit(name) : nil
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
  private func exactType(
    _ components: [String], scope: [String], generics: Set<String>, recorder: NameRecorder?
  ) -> DeclaredType? {
    guard let last = components.last, let named = types(named: last, recorder: recorder) else { return nil }
    if components.count > 1 {
      guard !moduleNames.contains(components[0]) else { return nil }
      let written = components.joined(separator: ".")
      guard let first = named.first(where: { $0.path == written }), !first.isLocal else { return nil }
      return first
    }
    guard scope.isEmpty, generics.isEmpty, !isTypeAlias(last, recorder: recorder) else { return nil }
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
  private func declares(_ name: String, recorder: NameRecorder?) -> Bool {
    types(named: name, recorder: recorder) != nil || isTypeAlias(name, recorder: recorder)
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
  private func memberAlias(
    _ components: [String], inFile file: Int, scope: [String], generics: Set<String>, recorder: NameRecorder?
  ) -> DeclaredAlias? {
    guard let last = components.last, isTypeAlias(last, recorder: recorder),
      case let declared = aliases(named: last, recorder: nil), !declared.isEmpty,
      case .success(let owner) = declaredType(
        Array(components.dropLast()), inFile: file, scope: scope, generics: generics, recorder: recorder)
    else { return nil }
    return declared.first { $0.owner == owner.path }
      ?? declared.first { alias in
        guard let written = alias.owner, !alias.isLocal,
          case .success(let extended) = declaredType(
            written.split(separator: ".").map(String.init), inFile: alias.file, scope: [], generics: [],
            recorder: recorder)
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
      ofOwner: alias.owner, extendedComponents: alias.extendedComponents, inFile: alias.file,
      recorder: memo.recorder)
    let answer = firstClass(
      of: alias.target, inFile: alias.file, scope: scope, generics: [], memo: memo, depth: depth + 1)
    memo.aliases[key] = answer
    return answer
  }
}

/// What one reader of the superclass step asks with: its rules, the recorder of the names it asks, and the
/// typealiases it has followed, each once (the resolver's is shared by its copies). Not shared across
/// threads.
final class ClassLookupMemo {
  struct Key: Hashable {
    var file: Int
    var index: Int
  }

  let rules: ClassLookupRules
  /// The recorder of the lookup that asks, which learns every name asked (`NameRecorder`).
  let recorder: NameRecorder?

  init(rules: ClassLookupRules, recorder: NameRecorder? = nil) {
    self.rules = rules
    self.recorder = recorder
  }

  /// Each typealias's answer; `.some(nil)` while it is being followed.
  var aliases: [Key: TypeNames.ClassLookup?] = [:]
  /// Whether some lookup gave up on a chain longer than `TypeNames.maximumClassLookupDepth`.
  var gaveUp = false
}
