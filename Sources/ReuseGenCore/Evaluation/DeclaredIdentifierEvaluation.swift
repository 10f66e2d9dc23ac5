/// Evaluates the `reuseIdentifier` member a view sees, for that view's class (SPEC §8.1, §10.1): a protocol
/// default of `String(describing: self)` gives each class its own name.
enum DeclaredIdentifierEvaluation {
  static func evaluate(
    _ declared: StaticPropertyDeclaration, of resolved: ResolvedView, options: AnalysisOptions,
    lookup: DeclaredIdentifierLookup?
  ) -> DeclaredIdentifierValue {
    let view = resolved.view
    let selfType = selfType(of: resolved, options: options)
    guard let expression = declared.value else {
      return .unknown(reason: .noValue(view.name + ".reuseIdentifier"))
    }
    let result: Result<String, EvaluationFailure>
    if !needsSources(declared) {
      // A computed member runs with `self` the dynamic type: the view itself.
      result = IdentifierEvaluator(lookup: nil).evaluate(expression, selfType: selfType, at: nil)
    } else if let lookup {
      if let known = lookup.values[selfType] {
        result = known
      } else {
        lookup.evaluatedUnkeptValue = true
        result = lookup.evaluate { value(of: selfType, in: $0) }
      }
    } else {
      result = .failure(.namesOtherDeclarations)
    }
    switch result {
    case .success(let value): return .value(value)
    case .failure(let failure): return .unknown(reason: failure)
    }
  }

  /// Evaluates, in one pass, every declared identifier of `views` that names other declarations and whose
  /// type `lookup` holds no value for yet, so that a lookup over some of the files grows in a few rounds
  /// for all of them, not in rounds for each.
  static func prepare(
    _ views: [(declared: StaticPropertyDeclaration, view: ResolvedView)], options: AnalysisOptions,
    lookup: DeclaredIdentifierLookup
  ) {
    let evaluated = views.filter { needsSources($0.declared) }
      .map { (type: selfType(of: $0.view, options: options), file: $0.view.view.location.path) }
      .filter { lookup.values[$0.type] == nil }
    guard !evaluated.isEmpty else { return }
    // Every evaluation asks for its view's declaration first, so the views' own files are read with the
    // first round instead of being found missing by it.
    evaluate(evaluated.map(\.type), readingFirst: Set(evaluated.map(\.file)), lookup: lookup)
  }

  /// Evaluates the declared identifiers of `types` through `lookup`, reading `likelyPaths` first, and keeps
  /// their values and the names each asked for in it. The last round's values are the complete lookup's:
  /// a value depends on the view's type alone, so values found before for other views stand.
  static func evaluate(
    _ types: [EvaluatedType], readingFirst likelyPaths: Set<String> = [], lookup: DeclaredIdentifierLookup
  ) {
    let values = lookup.evaluateRecordingNames(types, readingFirst: likelyPaths) { type, lookup in
      value(of: type, in: lookup)
    }
    lookup.values.merge(values.mapValues(\.value)) { known, _ in known }
    lookup.askedNames.merge(values.mapValues(\.asked)) { known, _ in known }
  }

  /// The views of `views` whose declared identifiers `prepare` evaluates, those generated code names, each
  /// with its identifier.
  static func evaluated(_ views: [ResolvedView])
    -> [(declared: StaticPropertyDeclaration, view: ResolvedView)]
  {
    views.filter { !$0.view.isGeneric && $0.view.status == .generated }
      .compactMap { view in view.declaredIdentifier.map { ($0, view) } }
  }

  /// Reads into `lookup`, on the calling thread, the files the evaluation of `files`' views will most
  /// likely read: `likelyFiles`, and those that may declare a member named `reuseIdentifier`, which every
  /// evaluation asks for.
  static func prefetch(
    _ files: [ScannedFile], drawnAsReusable: Set<String> = [], into lookup: DeclaredIdentifierLookup
  ) {
    let likely = likelyFiles(files, drawnAsReusable: drawnAsReusable)
    guard !likely.isEmpty else { return }
    lookup.prefetch(likely, declaringMembers: [evaluatedMember])
  }

  /// The member whose value is the declared identifier.
  private static let evaluatedMember = "reuseIdentifier"

  /// The files the evaluation of `files`' views will most likely read, by display path: those that declare
  /// a `reuseIdentifier` whose value names other declarations; and what the chain of every view asks for,
  /// its classes and their extensions, up to UIKit's classes and theirs. The classes are those whose
  /// superclass, by its last name as written, leads to one of UIKit's reusable views, or to the topmost
  /// class above one of `drawnAsReusable`: Interface Builder's documents draw those classes as reusable
  /// views, and so prove a base from another module reusable (`InterfaceBuilderBases`). None when no file
  /// declares such an identifier: then nothing is evaluated, and nothing is read. A guess, made before the
  /// views are resolved so that the files can be read meanwhile: the evaluation's rounds read whatever else
  /// the names need, and reading more changes no answer. Its walk by last name is no question to the one
  /// chain query (`Evaluation/SourceLookup+ClassChains.swift`) on purpose: that query needs the lookup these files are read
  /// to build, and an over-approximation here costs a file read, never an answer.
  static func likelyFiles(_ files: [ScannedFile], drawnAsReusable: Set<String> = []) -> Set<String> {
    // Fields are read in place: a copy of a file or a declaration retains each of its strings and arrays,
    // and this runs over every type of the module.
    var isLikely = files.indices.map { index in
      files[index].staticProperties.contains { property in
        property.name == evaluatedMember && needsSources(property)
      }
    }
    guard isLikely.contains(true) else { return [] }
    // The classes below each name, and what each class and extension adopts.
    var subclasses: [String: [String]] = [:]
    var superclasses: [String: [String]] = [:]
    var adopted: [String: [String]] = [:]
    /// Adds the last names of `references` to what `name` adopts.
    func adopt(_ references: ArraySlice<[TypeReference]>, by name: String) {
      for composition in references {
        for reference in composition {
          if let last = reference.components.last { adopted[name, default: []].append(last) }
        }
      }
    }
    for index in files.indices {
      for position in files[index].types.indices {
        let name = files[index].types[position].name
        switch files[index].types[position].kind {
        case .class:
          let inheritance = files[index].types[position].inheritance
          if let superclass = inheritance.first?.first?.components.last {
            subclasses[superclass, default: []].append(name)
            superclasses[name, default: []].append(superclass)
          }
          adopt(inheritance.dropFirst(), by: name)
        case .protocol:
          adopt(files[index].types[position].inheritance[...], by: name)
        default:
          break
        }
      }
      for position in files[index].extensions.indices {
        guard let extended = files[index].extensions[position].extendedType.components.last else { continue }
        adopt(files[index].extensions[position].conformances[...], by: extended)
      }
    }
    // The views' names, from UIKit's reusable views down; UIKit's classes above those, which only
    // extensions name (the module's other subclasses of `UIView` are no chain's); and what they adopt.
    var names = Set(UIKitClasses.roots.map(\.name))
    // The topmost classes above the drawn ones, through every class of each name.
    var above = drawnAsReusable
    var pending = Array(above)
    while let name = pending.popLast() {
      guard let declared = superclasses[name] else {
        names.insert(name)
        continue
      }
      for superclass in declared where above.insert(superclass).inserted { pending.append(superclass) }
    }
    pending = Array(names)
    while let name = pending.popLast() {
      for subclass in subclasses[name] ?? [] where names.insert(subclass).inserted {
        pending.append(subclass)
      }
    }
    names.formUnion(UIKitClasses.roots.flatMap { UIKitClasses.ancestors(of: $0.name) })
    pending = Array(names)
    while let name = pending.popLast() {
      for protocolName in adopted[name] ?? [] where names.insert(protocolName).inserted {
        pending.append(protocolName)
      }
    }
    // The files that declare or extend one of the names: an extension by the last name of its type, as
    // Swift reads it, or by its first, as its declaration keys record it.
    for index in files.indices where !isLikely[index] {
      isLikely[index] =
        files[index].types.contains { names.contains($0.name) }
        || files[index].extensions.contains { declaration in
          let components = declaration.extendedType.components
          return components.last.map(names.contains) == true || components.first.map(names.contains) == true
        }
    }
    return Set(files.indices.lazy.filter { isLikely[$0] }.map { files[$0].path })
  }

  /// Whether the value names other declarations, which only the sources answer.
  private static func needsSources(_ declared: StaticPropertyDeclaration) -> Bool {
    guard let expression = declared.value else { return false }
    // A type written through a name (`ReuseIdentifier`) is `String` only if the module's typealias says so.
    guard declared.valueAlias == nil else { return true }
    return !(expression.literal != nil || (expression.isSelfContained && !declared.isStored))
  }

  private static func selfType(of resolved: ResolvedView, options: AnalysisOptions) -> EvaluatedType {
    let view = resolved.view
    return EvaluatedType(
      path: view.name.split(separator: ".").map(String.init), module: view.definingModule ?? options.module,
      objcName: resolved.objcName, isGeneric: view.isGeneric, isClass: true,
      isSpelledThroughItsModule: view.isSpelledThroughItsModule)
  }

  /// The member's value as Swift finds its names and stored values from the view.
  private static func value(of selfType: EvaluatedType, in lookup: SourceLookup) -> Result<
    String, EvaluationFailure
  > {
    lookup.member(evaluatedMember, of: selfType).flatMap { value in
      IdentifierEvaluator(lookup: lookup).evaluate(
        value.expression, selfType: value.selfType(readThrough: selfType), at: value.place)
    }
  }
}
