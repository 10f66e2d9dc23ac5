/// Whether a type may inherit a member that another type of the module declares: a bare name in a type's
/// code means the global of that name only when no member of that name reaches the type (Swift prefers
/// members). `member(_:of:)` answers for what the type's chain shows; this answers for what it may not show:
/// a superclass no source declares, whose own superclasses and conformances are not read.
extension SourceLookup {
  /// Whether `type` may inherit a member of `owner`, the path of a type, protocol or extension of the
  /// module.
  func mayInherit(from owner: String, type: EvaluatedType) -> Bool {
    let walk = walk(from: type)
    let ownerName = String(owner.split(separator: ".").last ?? "")
    var reached = walk.links.map(\.type.qualifiedName)
    var conformances = walk.links.flatMap(\.conformances)
    switch walk.end {
    case .root, .nonClass, .uikit:
      break
    case .unfound(let written, _):
      // A UIKit view controller: its superclasses are UIKit's, which adopt none of the module's protocols
      // but through the module's extensions, and declare none of its members.
      guard written.count == 1 || (written.count == 2 && written[0] == "UIKit"),
        let ancestors = UIKitClasses.controllerAncestors(of: written[written.count - 1])
      else { return !declaresOwnType(owner) }
      reached += ancestors
      conformances += ancestors.flatMap { self.conformances(ofExtended: $0) ?? [] }
    case .unresolvable, .cycle:
      return true
    }
    if reached.contains(where: { $0 == owner || "UIKit." + $0 == owner }) { return true }
    // A conformance written through a typealias (`Reusable & NibLoadable`) is not followed: assumed.
    if conformances.contains(where: { typeNames.isTypeAlias($0.last ?? "", recorder: recorder) }) {
      return true
    }
    guard typeNames.isProtocol(owner, recorder: recorder) else { return false }
    return reaches(ownerName, fromProtocols: conformances.compactMap(\.last))
  }

  /// Whether `path` is a class, structure, enumeration or actor the module declares (not a protocol nor
  /// an extension of another module's type): a class no source declares cannot inherit from it.
  private func declaresOwnType(_ path: String) -> Bool {
    let name = String(path.split(separator: ".").last ?? "")
    return (typeNames.types(named: name, recorder: recorder) ?? []).contains {
      $0.path == path && $0.kind != .protocol && !$0.isInExtension
    }
  }
}
