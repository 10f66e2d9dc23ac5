/// Finds dequeues of an identifier that only other screens register.
///
/// UIKit keeps registrations per table or collection view, while `audit` matches identifiers across the
/// module. Real apps reuse one string (`"cell"`, `"SwitchCell"`) on many screens, so a screen that lost its
/// registration still finds the string registered elsewhere. This check reports such a dequeue when the
/// facts leave no other explanation:
/// - the type around the dequeue serves its own view (`servesItsOwnView`), and it (with its superclasses and
///   subclasses) registers no view of the registry with an unknown identifier, and none with this one;
/// - every registration of the identifier is in an unrelated type, on a view that type holds itself: not a
///   parameter, not another object's property, not `self` as a table or collection view;
/// - no storyboard prototype and no `registerAllReusableViews()` provides it.
///
/// One value serves every dequeue of an audit: each dequeue tests every registration of its registry, so
/// the class around each call is found once and remembered (and each class's chain, by `CallSiteModule`).
struct RegistrationScope {
  let module: CallSiteModule
  /// The class around each call, by its file and method-name token (`owner(of:)`).
  private var owners: [CallToken: String?] = [:]

  private struct CallToken: Hashable {
    var file: Int
    var token: Int
  }

  init(module: CallSiteModule) { self.module = module }

  /// Whether two registrations are each on a view its own type holds, in two unrelated types: screens that
  /// each use one string for their own class (NetNewsWire's `"SectionHeader"`), on views they do not share.
  static func areOnOwnViewsOfUnrelatedTypes(_ a: ReuseCallSite, _ b: ReuseCallSite, module: CallSiteModule)
    -> Bool
  {
    guard let first = owner(of: a, in: module), let second = owner(of: b, in: module), first != second,
      ownView(of: a, in: module) != nil, ownView(of: b, in: module) != nil
    else { return false }
    return module.isClass(.module(first), kindOf: .module(second)) == false
      && module.isClass(.module(second), kindOf: .module(first)) == false
  }

  /// The class around the call, found once per call (`owner(of:in:)`).
  mutating func owner(of site: ReuseCallSite) -> String? {
    let call = CallToken(file: site.file, token: site.nameToken)
    if let known = owners[call] { return known }
    let found = Self.owner(of: site, in: module)
    owners[call] = .some(found)
    return found
  }

  /// The class whose code the call is in: the innermost type or extension around it, if a class of the
  /// module.
  static func owner(of site: ReuseCallSite, in module: CallSiteModule) -> String? {
    guard let innermost = module.scopeTypes(site.file, site.nameToken).last else { return nil }
    let path = innermost.split(separator: ".").map(String.init)
    switch module.resolveClass(path, inFile: site.file) {
    case .module(let name): return name
    // A generic class (`JSONFormViewController<T>`) is a class too, whose code holds its own views.
    case .unknown(.generic(let name)): return name
    default: return nil
    }
  }

  /// The registration's receiver when it is a view its own type holds: a property or a local, reached as
  /// `name` or `self.name`, and not a parameter of the function it is in.
  static func ownView(of site: ReuseCallSite, in module: CallSiteModule) -> String? {
    guard let receiver = plainReceiver(of: site), !isParameter(receiver, of: site, in: module) else {
      return nil
    }
    return receiver
  }

  /// Whether the call's receiver is a parameter of the function it is in, as a data source method's
  /// `tableView` is.
  static func receivesParameter(_ site: ReuseCallSite, in module: CallSiteModule) -> Bool {
    guard let receiver = plainReceiver(of: site) else { return false }
    return isParameter(receiver, of: site, in: module)
  }

  /// The receiver when it is one name, reached as `name` or `self.name`, of a call written in place.
  static func plainReceiver(of site: ReuseCallSite) -> String? {
    guard site.isMemberCall, site.viaHelper == nil else { return nil }
    var receiver = site.receiver.filter { $0 != "?" && $0 != "!" }
    if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
    guard !receiver.isEmpty, !receiver.contains("."), !receiver.contains("("), !receiver.hasPrefix("$")
    else { return nil }
    return receiver
  }

  private static func isParameter(_ name: String, of site: ReuseCallSite, in module: CallSiteModule) -> Bool {
    let index = module.indices[site.file]
    guard let function = index.scopes[site.nameToken]?.function else { return false }
    return index.functions[function].parameters.contains { $0.name == name }
  }
}
