/// A registration or dequeue of the module's Objective-C, as `audit` and `migrate` count it (SPEC §10.7):
/// read, never rewritten, and never the place of a finding.
struct ObjectiveCReuseSite {
  /// The message send as read.
  var site: ObjectiveCSite
  /// The identifier, when it evaluates.
  var identifier: String?
  /// Why it does not.
  var reason: EvaluationFailure?
  /// For a registration, the class registered: a Swift class of the module, a UIKit root, or unknown (an
  /// Objective-C class, a nib).
  var registeredClass: ClassReference
  /// For a registration of a nib, its name, when it evaluates.
  var nibName: String?
}

extension CallSiteModule {
  /// The Objective-C sites of `objectiveC`, with their identifiers evaluated as Objective-C would: a
  /// literal, a constant the file or a header declares, `NSStringFromClass([Foo class])`.
  static func objectiveCSites(_ objectiveC: ObjectiveCModule, module: CallSiteModule) -> [ObjectiveCReuseSite]
  {
    guard !objectiveC.isEmpty else { return [] }
    // Objective-C names a Swift class `@objc(Name)` declares by that name.
    let renamed = module.lookup.typeNames.objectiveCRenamedClasses(inFilesBelow: module.moduleFileCount)
    let names = ObjectiveCNames(objectiveC: objectiveC, renamed: renamed)
    return objectiveC.files.flatMap { file in
      file.sites.map { site in
        var resolved = ObjectiveCReuseSite(
          site: site, registeredClass: .unknown(site.nibName != nil ? .objectiveCNib : .notReadObjectiveC))
        switch module.objectiveCValue(of: site.identifier, at: site, in: file, names: names) {
        case .success(let value): resolved.identifier = value
        case .failure(let failure): resolved.reason = failure
        }
        resolved.nibName = site.nibName.flatMap {
          try? module.objectiveCValue(of: $0, at: site, in: file, names: names).get()
        }
        if let name = site.registeredClass {
          resolved.registeredClass =
            objectiveC.declaresClass(name)
            ? .unknown(.objectiveCClass(name)) : module.resolveClass(names.swiftPath(name), inFile: 0)
        }
        return resolved
      }
    }
  }

  /// The value of an expression that names the Swift class `path` of the module, evaluated at the top
  /// level of a Swift file, where the module's types are what Objective-C sees.
  private func swiftValue(of expression: IdentifierExpression, naming path: [String]) -> Result<
    String, EvaluationFailure
  > {
    let name = path.joined(separator: ".")
    guard !sources.isEmpty, case .module = resolveClass(path, inFile: 0) else {
      return .failure(.classNotRead(name))
    }
    let place = ExpressionPlace(file: 0, token: 0, scope: ScopeSnapshot(types: [], braces: []))
    let resolution = resolve(expression, at: place, lookup: lookup)
    return resolution.value.map { .success($0) }
      ?? .failure(resolution.reason ?? .noValue(name))
  }

  /// `[Cell name]` of a class Swift declares or extends: Objective-C spells a property and a method without
  /// arguments alike, so the Swift member is the property `name` or, without one, the class method
  /// `name()` (`@objc public class func cellIdentifier() -> String`).
  private func swiftMember(_ name: String, of path: [String]) -> Result<String, EvaluationFailure> {
    let property = swiftValue(of: .reference(path + [name]), naming: path)
    guard case .failure = property,
      case .success(let value) = swiftValue(of: .staticCall(path + [name]), naming: path)
    else { return property }
    return .success(value)
  }

  /// The value of an Objective-C identifier expression.
  fileprivate func objectiveCValue(
    of expression: IdentifierExpression, at site: ObjectiveCSite, in file: ObjectiveCFile,
    names: ObjectiveCNames
  ) -> Result<String, EvaluationFailure> {
    let objectiveC = names.objectiveC
    switch expression {
    case .literal(let value): return .success(value)
    case .reference(let path) where path.count == 1:
      if let local = objectiveC.localExpression(of: path[0], at: site, in: file) {
        // Its value is read where it is declared, which sees only what comes before: no name loops.
        var declaration = site
        declaration.location = local.location
        return objectiveCValue(of: local.value, at: declaration, in: file, names: names)
      }
      guard let value = objectiveC.value(of: path[0], at: site, in: file) else {
        return .failure(.noObjectiveCConstant(path[0]))
      }
      return .success(value)
    case .classString(.type(let path)) where path.count == 1:
      // An Objective-C class's runtime name is its own; a Swift class's is the one Swift gives it.
      if objectiveC.declaresClass(path[0]) { return .success(path[0]) }
      let swift = names.swiftPath(path[0])
      return swiftValue(of: .classString(.type(swift)), naming: swift)
    case .reference(let path) where path.count == 2 && objectiveC.declaresClass(path[0]):
      if let value = objectiveC.classMemberValue(path[1], of: path[0]) { return .success(value) }
      // No Objective-C class method up its chain: a class Swift sees (`ObjectiveCInterface`) may read a
      // Swift member, such as the app's `extension UIView { @objc static var reuseIdentifier }`.
      if case .success(let value) = swiftMember(path[1], of: [path[0]]) { return .success(value) }
      return .failure(
        .objectiveCMethodNotString(className: path[0], selector: path[1]))
    case .reference(let path) where path.count == 2 && !objectiveC.declaresClass(path[0]):
      // `Cell.identifier` of a Swift class: its `@objc static let`, as Swift evaluates it.
      return swiftMember(path[1], of: names.swiftPath(path[0]))
    case .unsupported(let text):
      return .failure(.unsupportedObjectiveC(text))
    default:
      return .failure(.objectiveCNotEvaluated)
    }
  }
}

/// The names Objective-C code uses: its own classes, and the Swift classes it sees by their `@objc(Name)`.
struct ObjectiveCNames {
  let objectiveC: ObjectiveCModule
  /// The Swift path of each class an `@objc(Name)` renames, by that name.
  let renamed: [String: [String]]

  /// The Swift path of the class Objective-C calls `name`.
  func swiftPath(_ name: String) -> [String] { renamed[name] ?? [name] }
}
