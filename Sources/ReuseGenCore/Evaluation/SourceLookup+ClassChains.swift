// The one chain query (`Lookup/ClassChains.swift`) asked of the evaluator's lookup: each chain walked once
// per module and read three ways.

extension SourceLookup {
  // MARK: - The walk

  /// The type, its superclasses, then the UIKit classes above them, each with the conformances written on
  /// it, nearest first: the evaluator's view of the one walk.
  func chain(of type: EvaluatedType) -> [ChainWalk.Link] {
    walk(from: type).links
  }

  /// The one walk up `type`'s superclasses, followed once per lookup and start file: every member asked of
  /// a type follows it, and a module's views share their bases. Each superclass is looked up as its
  /// subclass's declaration names it, from that declaration's file and the types around it.
  func walk(from type: EvaluatedType) -> ChainWalk {
    remembered(.type(type, file: type.file)) { $0.followWalk(from: type) }
  }

  /// The walk `follow` finds, found once per lookup for `key`. The names `follow` asks of the tables are
  /// kept with it and given to the recorder of every lookup that asks again, which then records what
  /// following it would. A lookup without a recorder (`audit`'s call sites, which relate thousands of
  /// classes) keeps no names: a later one with a recorder follows the walk again to learn them.
  private func remembered(_ key: ChainWalkKey, follow: (SourceLookup) -> ChainWalk) -> ChainWalk {
    if let known = chains[key], known.keys != nil || recorder == nil {
      if let keys = known.keys { recorder?.keys.formUnion(keys) }
      return known.walk
    }
    guard recorder != nil else {
      let walk = follow(self)
      chains[key] = (walk, nil)
      return walk
    }
    var following = self
    following.recorder = NameRecorder()
    let walk = follow(following)
    let keys = following.recorder!.keys
    recorder?.keys.formUnion(keys)
    chains[key] = (walk, keys)
    return walk
  }

  private func followWalk(from type: EvaluatedType) -> ChainWalk {
    var walk = ChainWalk()
    // A type no module declares is UIKit's, whose classes above it end every chain that reaches it.
    let steps = SuperclassWalk<EvaluatedType, String, ChainWalk.End>.follow(
      from: type, key: \.qualifiedName, maximumSteps: SymbolTable.maximumResolutionDepth,
      known: { $0.module == nil ? $0.path.last ?? "" : nil },
      step: { current in
        guard case .success(let declared) = declaredType(current.path, inFile: current.file ?? 0, scope: [])
        else { return .end(.unresolvable) }
        var written = declared.inheritance
        if declared.isClass, !written.isEmpty { written.removeFirst() }
        walk.links.append((current, written + (conformances(ofExtended: current.qualifiedName) ?? [])))
        walk.declaredPaths.append(declared.path)
        guard let clause = declared.superclassClause, let superclass = clause.first else {
          return .end(walk.declaredPaths.count > 1 && !declared.isClass ? .nonClass : .root)
        }
        // The one superclass step every walk takes (`TypeNames.superclass(ofClause:)`), the resolver's
        // too: from the subclass's file and the types around it, under the chain walk's rules. No token of
        // the file is read.
        let found = typeNames.superclass(
          ofClause: clause, inFile: typeNames.tableFile(declared.file),
          scope: typeNames.clauseScope(of: typeNames.inTable(declared), recorder: recorder),
          generics: genericParameterNames(inFile: declared.file),
          memo: ClassLookupMemo(rules: .chainWalk, recorder: recorder))
        switch found {
        case .declared(let next):
          return .next(evaluated(typeNames.inLookup(next) ?? next))
        case .uikit(let name):
          walk.end = .uikit(name, written: superclass)
          return .next(EvaluatedType(path: [name], module: nil))
        case .root, .notAClass, .nothing:
          return .end(.unfound(written: superclass, file: declared.file))
        }
      })
    switch steps.stop {
    case .known(let root): walk.links += uikitWalk(from: root).links
    case .end(let end): walk.end = end
    case .cycle, .tooLong: walk.end = .cycle
    }
    return walk
  }

  /// The UIKit classes from `root` up, each with the conformances the module's extensions add to it. Every
  /// chain that reaches `root` ends with the same classes, so they are looked up once per root.
  private func uikitWalk(from root: String) -> ChainWalk {
    remembered(.uikitRoot(root)) { lookup in
      ChainWalk(
        links: UIKitClasses.ancestors(of: root).map { ancestor in
          (
            type: EvaluatedType(path: [ancestor], module: nil),
            conformances: (lookup.conformances(ofExtended: ancestor) ?? [])
              + (lookup.conformances(ofExtended: "UIKit." + ancestor) ?? [])
          )
        })
    }
  }

  // MARK: - Classes

  /// The chain of the module class `name`, as `audit` and `migrate` relate classes: the walk from `name`
  /// looked up from no file in particular, with the reason it ends. Derived once per module.
  func classChain(of name: String) -> ClassChain {
    if let known = classChains[name] { return known }
    let chain = deriveClassChain(of: name)
    classChains[name] = chain
    return chain
  }

  private func deriveClassChain(of name: String) -> ClassChain {
    // Followed afresh rather than through `walk(from:)`: the chain kept is the derived one, and keeping
    // the walk's links too, for every class `audit` relates, would hold each twice.
    let walk = followWalk(
      from: EvaluatedType(path: name.split(separator: ".").map(String.init), module: moduleName))
    // A class found only through a shorter or longer path is not the one asked about.
    guard walk.declaredPaths.first == name else { return ClassChain(classes: [name], end: .unresolvable) }
    switch walk.end {
    case .unresolvable: return ClassChain(classes: walk.declaredPaths, end: .unresolvable)
    case .root: return ClassChain(classes: walk.declaredPaths, end: .root)
    case .nonClass: return ClassChain(classes: Array(walk.declaredPaths.dropLast()), end: .unknown)
    case .cycle: return ClassChain(classes: walk.declaredPaths, end: .cycle)
    case .uikit(let root, let written):
      // Above the roots, a UIKit class (`UIView`) is a superclass outside the module, as written.
      let end: ClassChain.End =
        UIKitClasses.rootNames.contains(root) ? .uikit(root) : .undeclared(written.joined(separator: "."))
      return ClassChain(classes: walk.declaredPaths, end: end)
    case .unfound(let written, let file):
      switch resolveClass(written, inFile: file) {
      case .uikit(let root): return ClassChain(classes: walk.declaredPaths, end: .uikit(root))
      case .module: return ClassChain(classes: walk.declaredPaths, end: .unknown)
      case .unknown:
        let undeclared = declaredType([written.last ?? ""], inFile: file, scope: []).isFailureNotDeclared
        return ClassChain(
          classes: walk.declaredPaths,
          end: undeclared ? .undeclared(written.joined(separator: ".")) : .unknown)
      }
    }
  }

  /// The class a dotted path names from file `file`: it must name exactly one class of the module (and no
  /// typealias or generic parameter), or a UIKit reusable-view root the module does not shadow.
  func resolveClass(_ components: [String], inFile file: Int, scope: [String] = []) -> ClassReference {
    switch declaredType(components, inFile: file, scope: scope) {
    case .success(let type):
      guard type.isClass else { return .unknown(.notAClass(type.path)) }
      return type.isGeneric ? .unknown(.generic(type.path)) : .module(type.path)
    case .failure(let failure):
      var path = components
      if path.count == 2, path[0] == "UIKit" { path.removeFirst() }
      if path.count == 1, UIKitClasses.rootNames.contains(path[0]), failure.isUndeclared {
        return .uikit(path[0])
      }
      return .unknown(.unresolved(failure))
    }
  }

  /// Whether `subclass` is `superclass` or inherits from it; `nil` when the chain cannot be followed.
  /// A module class is a kind of a UIKit class when its chain reaches that class or one below it.
  func isClass(_ subclass: ClassReference, kindOf superclass: ClassReference) -> Bool? {
    let target: String
    switch superclass {
    case .module(let name): target = name
    case .uikit(let root):
      guard case .module = subclass else { return subclass == superclass ? true : nil }
      target = root
    case .unknown: return subclass == superclass ? true : nil
    }
    guard case .module(let name) = subclass else { return false }
    return classChain(of: name).reaches(target)
  }

  /// Whether a value of `type` is a table or collection view, a subclass of one, or one whose chain is not
  /// known: a class of the walk named like one, or a walk that ends where the sources stop showing it. A
  /// walk that ends at a class without superclass, or at something other than a class, is no view.
  func mayBeReuseView(_ type: EvaluatedType) -> Bool {
    func isNamedLikeOne(_ name: String?) -> Bool {
      guard let name else { return false }
      return name.hasSuffix("TableView") || name.hasSuffix("CollectionView")
    }
    if isNamedLikeOne(type.path.last) { return true }
    // Followed afresh: a receiver's chain is asked once per call site, and kept by no cache.
    let walk = followWalk(from: type)
    if walk.declaredPaths.contains(where: { isNamedLikeOne($0.split(separator: ".").last.map(String.init)) })
    {
      return true
    }
    switch walk.end {
    case .root, .nonClass: return false
    case .unresolvable, .uikit, .unfound, .cycle: return true
    }
  }
}
