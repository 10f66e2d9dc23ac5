/// How `migrate` moves a group that no view's typed API can take to a `TypedReuseIdentifier`
/// (GeneratedAPI.md, "Typed identifiers"): the string stays the app's, declared once and bound to its class
/// and source, and every call site of the group passes the declaration instead. The class is one of UIKit's
/// (`register(UITableViewCell.self, forCellReuseIdentifier: "settings")`, a storyboard prototype of no custom
/// class), a module view whose nib or storyboard sets another identifier than it declares, or a class of a
/// `--context` module, whose typed API this module cannot call.
///
/// UIKit sees the same string and the same class at every site. A dequeue of a UIKit class returns the type
/// the string call returned; one of another class loses its cast, as with the typed API.
extension Migrator {
  /// What a group moves to.
  struct TypedIdentifierTarget {
    /// The class, as the declaration's extension spells it in `where View ==`.
    var viewType: String
    /// The string.
    var rawValue: String
    /// The registry of the group.
    var family: ReuseFamily
    /// The static member, chosen when the plan is made.
    var member = ""
    /// How UIKit builds the group's views, as its registrations or storyboard prototypes say.
    var source: Source
    /// The file that gets the declaration: the group's first registration's, else its first site's.
    var file: Int
    /// The class, when it is the module's or a context module's rather than UIKit's: its dequeues lose
    /// their casts, as the typed API's do.
    var className: String?
    /// The `#if` conditions around the class, outermost first, which its declaration repeats: a class that
    /// exists only in some builds (Corona-Warn-App's developer menu, `#if !RELEASE`) has its identifier in
    /// those builds only.
    var conditions: [String] = []
    /// Whether the class is private to its file, where the declaration then goes as a `fileprivate`
    /// extension (`FilePrivateViews.swift`).
    var isFilePrivate = false

    /// The `source:` a declaration passes.
    enum Source: Equatable {
      case `class`
      /// The nib's name, and the bundle as the declaration spells it; `readsAppMember` when that is a member
      /// of the app's own (`OTRAssets.resourcesBundle`), which may be isolated to the main actor: the
      /// declaration is then `@MainActor`, as every call that passes it is (a registration or dequeue runs
      /// there), so that it reads the member wherever the call did.
      case nib(String, bundle: String, readsAppMember: Bool = false)
      case storyboard

      var readsAppMember: Bool {
        if case .nib(_, _, true) = self { true } else { false }
      }
    }
  }

  /// Whether the group of a string that names no module view can move to a typed identifier, of a
  /// `--context` module's class or of UIKit's: a `blocked` decision says why not.
  static func noModuleViewDecision(
    _ group: MigrationGroups.Group, groups: MigrationGroups, module: CallSiteModule,
    omitted: Set<HelperSignature>, isApplication: Bool
  ) -> Decision {
    if let className = contextClass(of: group, module: module),
      let decision = classDecision(
        group, className: className, groups: groups, module: module, omitted: omitted,
        isApplication: isApplication)
    {
      return decision
    }
    func blocked(_ reason: MigrationReason.GroupConflict, _ index: Int?) -> Decision {
      .blocked(.group(reason), blocking: index ?? group.firstSite)
    }
    let identifier = group.identifier
    let viewType = group.family.uikitClass
    guard module.supportModule == nil else {
      return blocked(.needsSupportCodeInModule(identifier: identifier), nil)
    }
    guard isDeclarable(identifier), !module.declaresType(viewType) else {
      return blocked(.namesNoView(identifier: identifier), nil)
    }
    let prototypes = groups.prototypes(of: group)
    guard prototypes.allSatisfy({ $0 == .uikit(viewType) }) else {
      return blocked(.prototypeOfOtherClass(identifier: identifier, viewType: viewType), nil)
    }
    var registration: Int?
    var source: TypedIdentifierTarget.Source?
    for member in group.members {
      let site = module.sites[member.index]
      let rewrites = rewritesInPlace(member, of: module)
      if site.role == .register {
        if let reason = helperRegistration(member, in: group, module: module) {
          return .blocked(reason, blocking: group.firstSite)
        }
        guard prototypes.isEmpty else {
          return blocked(.registeredAndSetByPrototype(identifier: identifier), member.index)
        }
        // UIKit's class, or a xib of it (CWA's `linkCell`), in a bundle a declaration can name; every
        // registration the same way.
        let registered = registeredSource(site, module: module, isApplication: isApplication)
        guard site.registeredClass == .uikit(viewType), let registered, source == nil || source == registered
        else {
          return blocked(
            .registrationNotOfUIKitClass(
              identifier: identifier,
              uikitRegistrationMismatch(site, viewType: viewType, known: registered != nil)),
            member.index)
        }
        source = registered
        if rewrites { registration = registration ?? member.index }
      } else if let cast = site.castClass, cast != .uikit(viewType) {
        return blocked(
          .dequeueUsedAsOtherClass(identifier: identifier, cast: site.castType ?? "another class"),
          member.index)
      }
      guard rewrites else { continue }
      let signature = typedIdentifierSignature(site, family: group.family)
      if omitted.omits(signature) {
        return .blocked(
          .call(.ownHelperReplacesGenerated(signature: signature.description)), blocking: member.index)
      }
    }
    guard let file = declarationFile(of: group, registration: registration, module: module) else {
      return blocked(.onlyWhereNotRewritten(identifier: identifier), nil)
    }
    return .typedIdentifier(
      TypedIdentifierTarget(
        viewType: viewType, rawValue: identifier, family: group.family,
        source: source ?? (prototypes.isEmpty ? .class : .storyboard), file: file))
  }

  /// What is wrong with a registration of a group of UIKit's class: what it registers instead, or that its
  /// nib's bundle cannot be named, or that it registers in another way than the group's others.
  private static func uikitRegistrationMismatch(_ site: ReuseCallSite, viewType: String, known: Bool)
    -> MigrationReason.GroupConflict.UIKitRegistrationMismatch
  {
    switch site.registeredClass {
    case .unknown(let reason): .unknownClass(reason: reason)
    case .module(let name): .otherClass(registered: name, viewType: viewType)
    case .uikit(let name) where name != viewType: .otherClass(registered: name, viewType: viewType)
    case .uikit: known ? .otherSource(viewType: viewType) : .unnamedSource(viewType: viewType)
    }
  }

  /// Whether the group of a string that names one module view, whose own typed API cannot take the
  /// group's sites (Interface Builder sets another identifier, the view declares another one, another
  /// group uses its identifier), can move to a typed identifier of that view: `nil` when not.
  static func moduleViewDecision(
    _ group: MigrationGroups.Group, view: ReusableView, groups: MigrationGroups, module: CallSiteModule,
    errorLocations: Set<SourceLocation>, omitted: Set<HelperSignature>, isApplication: Bool
  ) -> Decision? {
    guard view.status == .generated, !view.isGeneric, view.conditions.isEmpty, view.availability.isEmpty,
      ReuseFamily(view.kind) == group.family, !errorLocations.contains(view.location)
    else { return nil }
    return classDecision(
      group, className: view.name, groups: groups, module: module, omitted: omitted,
      isApplication: isApplication)
  }

  /// Whether `migrate` rewrites the member's call. A typed identifier keeps the app's string, so UIKit pairs
  /// the rewritten calls with the others as before: a call in a `--context` file, or one inside the module's
  /// own helper, stays a string call of the same identifier and class, and keeps no other site from moving.
  /// Its class still has to agree, since the typed identifier's dequeue traps on another one.
  private static func rewritesInPlace(_ member: MigrationGroups.Member, of module: CallSiteModule) -> Bool {
    member.isModuleSite && module.sites[member.index].viaHelper == nil
  }

  /// The typed identifier that keeps a registration of a nib-backed view's class without its nib
  /// (`register(Cell.self, forCellReuseIdentifier: Cell.reuseIdentifier)`, whose typed `register(_:)`
  /// would register the nib): the view's own string, bound to its class, built from the class. `nil` for
  /// any other site.
  static func classRegistrationTarget(
    _ site: ReuseCallSite, of view: ReusableView, family: ReuseFamily, module: CallSiteModule,
    isApplication: Bool
  ) -> TypedIdentifierTarget? {
    guard site.role == .register, site.viaHelper == nil, site.nibName == nil, view.source.nibName != nil,
      site.registeredClass == .module(view.name), module.supportModule == nil, !view.isGeneric,
      view.availability.isEmpty, let identifier = view.runtimeIdentifier,
      isDeclarable(identifier),
      registeredSource(site, module: module, isApplication: isApplication) == .class
    else { return nil }
    return TypedIdentifierTarget(
      viewType: SwiftSpelling.typeName(view.name), rawValue: identifier, family: family, source: .class,
      file: site.file, className: view.name, conditions: view.conditions)
  }

  /// Why a registration through the module's own helper keeps the group: what the helper registers is read
  /// from its body, whose class or nib the typed identifier could not be checked to build the same way.
  private static func helperRegistration(
    _ member: MigrationGroups.Member, in group: MigrationGroups.Group, module: CallSiteModule
  ) -> MigrationReason? {
    guard module.sites[member.index].viaHelper != nil else { return nil }
    return groupWideBlocker(member, in: group, module: module)
  }

  /// The class of another module (a `--context` module's cell the module registers, such as Mastodon's
  /// `TimelineBottomLoaderTableViewCell` of MastodonUI) that every site of a group names, when it is a
  /// plain class of the group's registry: its typed API is that module's, which this one cannot call.
  static func contextClass(of group: MigrationGroups.Group, module: CallSiteModule) -> String? {
    var names = Set<String>()
    for member in group.members {
      let site = module.sites[member.index]
      switch site.role == .register ? site.registeredClass : site.castClass {
      case .module(let name)?: names.insert(name)
      case nil where site.role == .dequeue: break
      default: return nil
      }
    }
    guard names.count == 1, let name = names.first, module.view(named: name) == nil,
      case .success(let type) = module.lookup.declaredType(
        name.split(separator: ".").map(String.init), inFile: 0, scope: []),
      type.file >= module.moduleFileCount, type.isClass, !type.isGeneric,
      module.isClass(.module(name), kindOf: .uikit(group.family.uikitClass)) == true
    else { return nil }
    return name
  }

  /// The typed identifier of `className` a group moves to, when its storyboard prototypes and
  /// registrations agree on how UIKit builds the class and at least one site rewrites: `nil` when not. A
  /// site that cannot pass the typed identifier keeps the string, which means the same at run time, and
  /// the plan notes why (SPEC §10.6). A group some of whose sites an earlier run moved passes the member
  /// they pass.
  static func classDecision(
    _ group: MigrationGroups.Group, className: String, groups: MigrationGroups, module: CallSiteModule,
    omitted: Set<HelperSignature>, isApplication: Bool
  ) -> Decision? {
    let identifier = group.identifier
    guard module.supportModule == nil, isDeclarable(identifier) else { return nil }
    let prototypes = groups.prototypes(of: group)
    guard prototypes.allSatisfy({ $0 == .module(className) }) else { return nil }
    var source: TypedIdentifierTarget.Source? = prototypes.isEmpty ? nil : .storyboard
    var declared: TypedIdentifierTarget?
    if !groups.typedSites(of: group).isEmpty {
      // Registrations join a declaration only where they build the class as it says; a nib's bundle is not
      // recorded, so a nib-backed declaration (source `nil`) takes dequeues alone.
      guard let existing = declaration(of: group, className: className, groups: groups, module: module),
        source == nil || source == existing.source
      else { return nil }
      declared = existing.target
      source = existing.source
    }
    var registration: Int?
    var moving: Int?
    for member in group.members {
      let site = module.sites[member.index]
      if site.role == .register {
        guard helperRegistration(member, in: group, module: module) == nil, prototypes.isEmpty,
          site.registeredClass == .module(className), declared == nil || source != nil,
          let registered = registeredSource(site, module: module, isApplication: isApplication),
          source == nil || source == registered
        else { return nil }
        source = registered
      } else if let cast = site.castClass, cast != .module(className) {
        return nil
      }
      guard rewritesInPlace(member, of: module),
        case .success = rewrite(
          site, family: group.family, typedIdentifier: "placeholder", of: className, module: module,
          omitted: omitted)
      else { continue }
      moving = moving ?? member.index
      if site.role == .register { registration = registration ?? member.index }
    }
    if let declared { return .typedIdentifier(declared) }
    // Without a registration or a prototype, nothing says how UIKit builds the view: an Objective-C
    // registration of the class may. Without a site that moves, nothing uses a declaration.
    source = source ?? groups.objectiveCSource(of: group, className: className)
    guard let source, let site = registration ?? moving else { return nil }
    return .typedIdentifier(
      TypedIdentifierTarget(
        viewType: SwiftSpelling.typeName(className), rawValue: identifier, family: group.family,
        source: source, file: module.sites[site].file, className: className))
  }

  /// The declaration the group's typed sites pass, as a target that declares nothing: one member, declared
  /// once, of `className`. Its source is `nil` for a nib, whose bundle the declaration's reading does not
  /// keep.
  private static func declaration(
    of group: MigrationGroups.Group, className: String, groups: MigrationGroups, module: CallSiteModule
  ) -> (target: TypedIdentifierTarget, source: TypedIdentifierTarget.Source?)? {
    let members = Set(groups.typedSites(of: group).compactMap { module.sites[$0].typedIdentifier })
    guard members.count == 1, let member = members.first,
      let declaration = module.typedIdentifiers.declaration(member),
      module.resolveClass(
        declaration.viewType.split(separator: ".").map(String.init), inFile: declaration.file)
        == .module(className)
    else { return nil }
    let source: TypedIdentifierTarget.Source? =
      switch declaration.source {
      case .class: .class
      case .storyboard: .storyboard
      case .nib: nil
      }
    return (
      TypedIdentifierTarget(
        viewType: declaration.viewType, rawValue: group.identifier, family: group.family, member: member,
        source: source ?? .class, file: declaration.file, className: className),
      source
    )
  }

  /// The file that gets a group's declaration: its first rewritten registration's, else its first rewritten
  /// site's; `nil` when the run rewrites none of its sites.
  private static func declarationFile(
    of group: MigrationGroups.Group, registration: Int?, module: CallSiteModule
  ) -> Int? {
    let site = registration ?? group.members.first { rewritesInPlace($0, of: module) }?.index
    return site.map { module.sites[$0].file }
  }

  /// What a registration registers, spelled for a declaration at the top level of a file: its class, or its
  /// nib in a bundle that does not depend on where the call is.
  private static func registeredSource(
    _ site: ReuseCallSite, module: CallSiteModule, isApplication: Bool
  ) -> TypedIdentifierTarget.Source? {
    guard let nib = site.nibName else {
      let type = site.arguments[0]
      let source = module.sources[site.file]
      // `UITableViewCell.classForCoder()` registers the class as `UITableViewCell.self` does.
      return source.text(from: type.first, through: type.last).hasSuffix(".self")
        || ClassForCoder.receiver(of: type, in: source) != nil ? .class : nil
    }
    switch site.bundle {
    case .main?: return .nib(nib, bundle: "nil")
    case .module?: return .nib(nib, bundle: "Bundle.module")
    case .forClass(let path)?:
      guard
        case .module(let name) = module.resolveClass(
          path, inFile: site.file, scope: module.scopeTypes(site.file, site.nameToken))
      else { return nil }
      return .nib(nib, bundle: "Bundle(for: \(SwiftSpelling.typeName(name)).self)")
    // R.swift's bundle is the main one in an application target (`BundleSpelling.rswift`); whether the
    // module is one is decided once per run (`NibLoading.isApplication`), not once per site.
    case .rswift?, .rswiftHostingBundle?: return isApplication ? .nib(nib, bundle: "nil") : nil
    case .typeMember(let path)?:
      // The type must be the one its name means at the top level of the file, where the declaration goes:
      // a top-level type of the module, or one it imports (ChatSecure's `OTRAssets`), not a nested type or
      // a generic parameter.
      let scope = module.scopeTypes(site.file, site.nameToken)
      switch module.lookup.declaredType([path[0]], inFile: site.file, scope: scope) {
      case .success(let type): guard type.path == path[0] else { return nil }
      case .failure:
        guard !module.lookup.genericParameterNames(inFile: site.file).contains(path[0]) else { return nil }
      }
      return .nib(nib, bundle: path.joined(separator: "."), readsAppMember: true)
    case .other?, nil: return nil
    }
  }

  /// Whether `identifier` can be written back as the plain literal `TypedIdentifierIndex` reads.
  static func isDeclarable(_ identifier: String) -> Bool {
    !identifier.isEmpty && !identifier.contains { $0 == "\"" || $0 == "\\" || $0.isNewline }
  }

  /// The generated helper the typed-identifier call a site becomes goes to.
  static func typedIdentifierSignature(_ site: ReuseCallSite, family: ReuseFamily) -> HelperSignature {
    HelperSignature(
      host: GeneratedAPI.host(family), name: String(site.call.prefix { $0 != "(" }),
      labels: typedIdentifierLabels(site, family: family))
  }

  /// The labels of the typed-identifier call a site becomes: the identifier argument is `identifier:`.
  private static func typedIdentifierLabels(_ site: ReuseCallSite, family: ReuseFamily) -> [String] {
    if site.role == .register {
      return family == .collectionSupplementaryView
        ? ["identifier", "forSupplementaryViewOfKind"] : ["identifier"]
    }
    return site.arguments.map {
      $0.label == "withIdentifier" || $0.label == "withReuseIdentifier" ? "identifier" : $0.label
    }
  }

  /// The edit that makes `site` pass `.member`: the registration's arguments become `identifier: .member`
  /// (and the element kind it keeps), the dequeue's identifier argument becomes `identifier: .member`, or
  /// `identifier: expression` for a choice of typed identifiers.
  static func typedIdentifierEdit(
    _ site: ReuseCallSite, member: String, module: CallSiteModule, passing expression: String? = nil
  ) -> MigrationEdit {
    let source = module.sources[site.file]
    let argument = "identifier: " + (expression ?? "." + member)
    if site.role == .register {
      var replacement = argument
      if let kind = site.arguments.first(where: { $0.label == "forSupplementaryViewOfKind" }) {
        replacement += ", forSupplementaryViewOfKind: " + source.text(from: kind.first, through: kind.last)
      }
      return MigrationEdit(
        file: site.file, start: source.tokens[site.arguments[0].first].start,
        end: source.tokens[site.arguments[site.arguments.count - 1].last].end, replacement: replacement)
    }
    // Every dequeue a group holds is one of UIKit's string calls, which label the identifier so.
    let identifier =
      site.arguments.first { $0.label == "withIdentifier" || $0.label == "withReuseIdentifier" }
      ?? site.arguments[0]
    return MigrationEdit(
      file: site.file, start: source.tokens[identifier.first - 2].start,
      end: source.tokens[identifier.last].end, replacement: argument)
  }

  /// A member name for `identifier`, in lower camel case, that `taken` does not hold.
  static func memberName(for identifier: String, avoiding taken: Set<String>) -> String {
    let words = identifier.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    var name = ""
    for (position, word) in words.enumerated() {
      if position == 0 {
        name = lowercasingLeadingCapitals(word)
      } else {
        let word = word.allSatisfy { $0.isUppercase || $0.isNumber } ? word.lowercased() : word
        name += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if name.isEmpty || name.first!.isNumber {
      name = "identifier" + name.prefix(1).uppercased() + name.dropFirst()
    }
    if SwiftSpelling.reservedWords.contains(name) { name += "Identifier" }
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    return candidate
  }

  /// `settings` for `Settings`, `uiTableView` for `UITableView`, `cell` for `CELL`.
  private static func lowercasingLeadingCapitals(_ word: String) -> String {
    let characters = Array(word)
    if characters.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.lowercased() }
    var count = characters.prefix { $0.isUppercase }.count
    // Of a run of capitals, the last starts the next word: `UITable` is `ui` and `Table`.
    if count > 1, count < characters.count, characters[count].isLowercase { count -= 1 }
    return String(characters.prefix(count)).lowercased() + String(characters.dropFirst(count))
  }

  /// The edits that declare `targets` at the end of their files, one extension per class and file, in
  /// member order.
  static func typedIdentifierDeclarations(
    _ targets: [TypedIdentifierTarget], module: CallSiteModule
  ) -> [MigrationEdit] {
    let typeName = module.supportNames.typedReuseIdentifier
    var edits: [MigrationEdit] = []
    for (file, declared) in Dictionary(grouping: targets, by: \.file).sorted(by: { $0.key < $1.key }) {
      let source = module.sources[file]
      let indent = indentation(of: source)
      var text = source.bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
      let guarded = needsUIKitCondition(source)
      if guarded { text += "#if canImport(UIKit)\n" }
      text += "// Reuse identifiers the app chose, each declared once with its class for the typed API.\n"
      let byType = Dictionary(grouping: declared, by: \.viewType).sorted { $0.key < $1.key }
      for (position, (viewType, targets)) in byType.enumerated() {
        if position > 0 { text += "\n" }
        let conditions = targets[0].conditions
        for condition in conditions { text += "#if \(condition)\n" }
        defer { text += String(repeating: "#endif\n", count: conditions.count) }
        text +=
          (targets[0].isFilePrivate ? "fileprivate " : "")
          + "extension \(typeName) where View == \(viewType) {\n"
        for target in targets.sorted(by: { $0.member < $1.member }) {
          let source =
            switch target.source {
            case .class: ""
            case .storyboard: ", source: .storyboard"
            case .nib(let name, let bundle, _):
              ", source: .nib(name: \(SwiftSpelling.stringLiteral(name)), bundle: \(bundle))"
            }
          text +=
            "\(indent)\(target.source.readsAppMember ? "@MainActor " : "")static var \(target.member): Self { "
            + "Self(\(SwiftSpelling.stringLiteral(target.rawValue))\(source)) }\n"
        }
        text += "}\n"
      }
      if guarded { text += "#endif\n" }
      edits.append(
        MigrationEdit(file: file, start: source.bytes.count, end: source.bytes.count, replacement: text))
    }
    return edits
  }

  /// The file's indentation unit: the leading whitespace of its first indented line, else four spaces.
  private static func indentation(of source: SourceFile) -> String {
    for start in source.lineStarts {
      let whitespace = source.bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      guard !whitespace.isEmpty, start + whitespace.count < source.bytes.count,
        source.bytes[start + whitespace.count] != UInt8(ascii: "\n"),
        source.bytes[start + whitespace.count] != UInt8(ascii: "\r")
      else { continue }
      if whitespace.first == UInt8(ascii: "\t") { return "\t" }
      return whitespace.count <= 8 ? String(repeating: " ", count: whitespace.count) : "    "
    }
    return "    "
  }

  /// Whether the file may compile where UIKit does not: it imports UIKit only under a condition, or not
  /// by name. The declarations then sit in `#if canImport(UIKit)`, as the generated file does.
  private static func needsUIKitCondition(_ source: SourceFile) -> Bool {
    for index in source.tokens.indices {
      if source.isKind(index, .poundKeyword), source.text(index) == "#if" { return true }
      if source.isWord(index, "import"), source.isWord(index + 1, "UIKit") { return false }
    }
    return true
  }
}
