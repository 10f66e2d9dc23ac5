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
      return .unknown(reason: "'\(view.name).reuseIdentifier' has no value reusegen reads")
    }
    let result: Result<String, EvaluationFailure>
    if !needsSources(declared) {
      // A computed member runs with `self` the dynamic type: the view itself.
      result = IdentifierEvaluator(lookup: nil).evaluate(expression, selfType: selfType, at: nil)
    } else if let lookup {
      result = lookup.values[selfType] ?? lookup.evaluate { value(of: selfType, in: $0) }
    } else {
      result = .failure(EvaluationFailure("its value names other declarations"))
    }
    switch result {
    case .success(let value): return .value(value)
    case .failure(let failure): return .unknown(reason: failure.reason)
    }
  }

  /// Evaluates, in one pass, every declared identifier of `views` that names other declarations, so that
  /// a lookup over some of the files grows in a few rounds for all of them, not in rounds for each.
  static func prepare(
    _ views: [(declared: StaticPropertyDeclaration, view: ResolvedView)], options: AnalysisOptions,
    lookup: DeclaredIdentifierLookup
  ) {
    let evaluated = views.filter { needsSources($0.declared) }
    let types = evaluated.map { selfType(of: $0.view, options: options) }
    guard !types.isEmpty else { return }
    // The last round's values are the complete lookup's: a value depends on the view's type alone. Every
    // evaluation asks for its view's declaration first, so the views' own files are read with the first
    // round instead of being found missing by it.
    let viewFiles = Set(evaluated.map(\.view.view.location.path))
    lookup.values = lookup.evaluate(readingFirst: viewFiles) { lookup in
      Dictionary(types.map { ($0, value(of: $0, in: lookup)) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// Reads into `lookup`, on the calling thread, the files the evaluation of `files`' views will most
  /// likely read: `likelyFiles`, and those that may declare a member named `reuseIdentifier`, which every
  /// evaluation asks for.
  static func prefetch(_ files: [ScannedFile], into lookup: DeclaredIdentifierLookup) {
    let likely = likelyFiles(files)
    guard !likely.isEmpty else { return }
    lookup.prefetch(likely, declaringMembers: [evaluatedMember])
  }

  /// The member whose value is the declared identifier.
  private static let evaluatedMember = "reuseIdentifier"

  /// The files the evaluation of `files`' views will most likely read, by display path: those that declare
  /// a `reuseIdentifier` whose value names other declarations; and what the chain of every view asks for,
  /// its classes and their extensions, up to UIKit's classes and theirs. The classes are those whose
  /// superclass, by its last name as written, leads to one of UIKit's reusable views. None when no file
  /// declares such an identifier: then nothing is evaluated, and nothing is read. A guess, made before the
  /// views are resolved so that the files can be read meanwhile: the evaluation's rounds read whatever else
  /// the names need, and reading more changes no answer.
  static func likelyFiles(_ files: [ScannedFile]) -> Set<String> {
    let declaringIdentifiers = files.filter { file in
      file.staticProperties.contains { property in
        property.name == evaluatedMember && needsSources(property)
      }
    }
    guard !declaringIdentifiers.isEmpty else { return [] }
    // The classes below each name, what each class and extension adopts, and the files that declare or
    // extend each name.
    var subclasses: [String: [String]] = [:]
    var adopted: [String: [String]] = [:]
    var filesOfName: [String: [Int]] = [:]
    for (index, file) in files.enumerated() {
      for type in file.types {
        filesOfName[type.name, default: []].append(index)
        switch type.kind {
        case .class:
          if let superclass = type.inheritance.first?.first?.components.last {
            subclasses[superclass, default: []].append(type.name)
          }
          adopted[type.name, default: []] += type.inheritance.dropFirst().joined().compactMap(
            \.components.last)
        case .protocol:
          adopted[type.name, default: []] += type.inheritance.joined().compactMap(\.components.last)
        default:
          break
        }
      }
      for declaration in file.extensions {
        guard let extended = declaration.extendedType.components.last else { continue }
        filesOfName[extended, default: []].append(index)
        adopted[extended, default: []] += declaration.conformances.joined().compactMap(\.components.last)
      }
    }
    // The views' names, from UIKit's reusable views down; UIKit's classes above those, which only
    // extensions name (the module's other subclasses of `UIView` are no chain's); and what they adopt.
    var names = Set(UIKitClasses.roots.map(\.name))
    var pending = Array(names)
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
    var likely = Set(declaringIdentifiers.map(\.path))
    for name in names {
      for index in filesOfName[name] ?? [] { likely.insert(files[index].path) }
    }
    return likely
  }

  /// Whether the value names other declarations, which only the sources answer.
  private static func needsSources(_ declared: StaticPropertyDeclaration) -> Bool {
    guard let expression = declared.value else { return false }
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
