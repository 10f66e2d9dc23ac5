/// Tells when no Objective-C code can register on the view a dequeue reads.
///
/// An Objective-C registration whose identifier does not evaluate may be on any view it can reach, so it
/// covers any dequeue of its registry (`ReuseAuditor.mayCover`). It cannot reach a view that a Swift class
/// creates itself, keeps `private`, and gives to no other code: Objective-C sees no `private` member, and
/// no Objective-C class can be in the chain of a class whose every superclass up to UIKit's is Swift
/// (Objective-C cannot subclass a Swift class). The dequeue is then on such a view when it is written on it,
/// or on the `tableView` parameter of a data source method of a class that is the data source only of such
/// views (`x.dataSource = self`), and that no Interface Builder outlet connects to anything.
///
/// Anything else keeps the registration's cover (SPEC §10.7): a view passed to a call (it may be Objective-C
/// code), returned or stored elsewhere, an `@IBOutlet` in the class's files, a superclass declared outside
/// the module's Swift (an Objective-C base class may register for its subclasses).
extension RegistrationScope {
  /// The UIKit classes a chain may end at for its every class to be Swift.
  private static let uikitRoots: Set<String> = ["UIViewController", "UIView", "NSObject"]

  /// The attribute whose presence in a class's file keeps the cover: an outlet may connect the view.
  static let outletAttribute = "IBOutlet"

  /// The calls that take the view without giving it to code that may register on it.
  private static let viewHierarchyCalls: Set<String> = ["addSubview", "insertSubview", "bringSubviewToFront"]

  /// Whether the view `dequeue` reads is one that no Objective-C code can reach.
  static func isOutOfObjectiveCReach(_ dequeue: ReuseCallSite, in module: CallSiteModule) -> Bool {
    guard let type = owner(of: dequeue, in: module) else { return false }
    let chain = module.classChain(of: type)
    guard case .undeclared(let root) = chain.end,
      uikitRoots.contains(UIKitClasses.withoutModuleName(root))
    else { return false }
    let views = chain.classes.reduce(into: Set<String>()) {
      $0.formUnion(module.selfDataSourceViews[$1] ?? [])
    }
    guard !views.isEmpty, let receiver = plainReceiver(of: dequeue),
      views.contains(receiver) || isDataSourceMethodsView(dequeue, receiver: receiver, in: module)
    else { return false }
    let classes = Set(chain.classes)
    // An outlet may connect a view of a storyboard or nib whose data source Interface Builder sets to the
    // class: any file with a body of the chain's classes that declares one keeps the cover.
    let files = module.indices.prefix(module.moduleFileCount).indices.filter { file in
      module.indices[file].typeBodies.contains { classes.contains($0.path) }
    }
    guard
      !files.contains(where: { file in
        module.sources[file].tokens.indices.contains { module.sources[file].isWord($0, outletAttribute) }
      })
    else { return false }
    return views.allSatisfy { view in
      // The view's declaration: a member of one of the chain's classes, each with its file read whole.
      let declarations = module.indices.prefix(module.moduleFileCount).enumerated().flatMap { file, index in
        index.constants.compactMap { constant -> (file: Int, token: Int)? in
          guard constant.name == view, case .member(let owner) = constant.scope, classes.contains(owner)
          else {
            return nil
          }
          return (file, constant.token)
        }
      }
      guard declarations.count == 1, let declaration = declarations.first else { return false }
      let source = module.sources[declaration.file]
      return isPrivateViewCreatedInPlace(source, name: declaration.token)
        && isKeptInFile(source, view: view, declaration: declaration.token)
    }
  }

  /// Whether the receiver is the view a data source method is called for: `tableView(_ tableView:
  /// cellForRowAt:)`'s first parameter, which UIKit passes.
  private static func isDataSourceMethodsView(
    _ site: ReuseCallSite, receiver: String, in module: CallSiteModule
  )
    -> Bool
  {
    let index = module.indices[site.file]
    guard let function = index.scopes[site.nameToken]?.function else { return false }
    let declaration = index.functions[function]
    return ["tableView", "collectionView"].contains(declaration.name) && declaration.parameters.count >= 2
      && declaration.parameters[0].label == "_" && declaration.parameters[0].name == receiver
  }

  /// `private let tableView = UITableView(…)` (or `fileprivate`, `var`, with a type written): a view the
  /// class makes itself, which no code outside its file names.
  static func isPrivateViewCreatedInPlace(_ source: SourceFile, name: Int) -> Bool {
    guard source.isWord(name - 1, "let") || source.isWord(name - 1, "var") else { return false }
    var modifier = name - 2
    var isPrivate = false
    while let word = source.name(modifier), ["private", "fileprivate", "final", "lazy"].contains(word) {
      isPrivate = isPrivate || word == "private" || word == "fileprivate"
      modifier -= 1
    }
    guard isPrivate else { return false }
    var equals = name + 1
    if source.isKind(equals, .colon), let written = source.dottedPath(at: equals + 1) {
      equals = written.last + 1
    }
    guard source.isKind(equals, .operator), source.hasText(equals, "="),
      let created = source.dottedPath(at: equals + 1), source.isKind(created.last + 1, .leftParen)
    else { return false }
    return ["UITableView", "UICollectionView"].contains(created.components.last ?? "")
      && created.components.count <= 2
  }

  /// Whether the file only uses the view, never gives it away: every use of its name is followed by a
  /// member (`tableView.x`), is a label or a function's name, or is the argument of a view hierarchy call.
  private static func isKeptInFile(_ source: SourceFile, view: String, declaration: Int) -> Bool {
    for index in source.tokens.indices where index != declaration && source.isWord(index, view) {
      var next = index + 1
      if source.isKind(next, .operator), ["?", "!"].contains(source.text(next)) { next += 1 }
      if source.tokens[next].isAtStartOfLine { return false }
      switch source.tokens[next].kind {
      case .period, .leftParen: continue
      case .colon:
        // A label or a parameter's name (`_ tableView:`), not the middle of a ternary.
        guard [.leftParen, .comma, .identifier].contains(source.tokens[index - 1].kind) else { return false }
      case .rightParen:
        let open = index - 1
        guard source.isKind(open, .leftParen), let call = source.name(open - 1),
          viewHierarchyCalls.contains(call)
        else { return false }
      default: return false
      }
    }
    return true
  }
}
