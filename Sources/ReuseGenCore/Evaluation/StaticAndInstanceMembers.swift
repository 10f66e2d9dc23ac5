/// A type may declare a static and an instance member of one name (`var identifier: Kind?` beside
/// `@objc static var identifier: String { String(describing: self) }`): `Type.identifier` is the static
/// one, and a read through an instance is the instance's (`IdentifierEvaluator.resolve`).
extension SourceLookup {
  /// The one static member among `found` when there are several and exactly one is static; else `found`.
  static func preferringTheStaticOne(_ found: [StringConstant]) -> [StringConstant] {
    guard found.count > 1 else { return found }
    let statics = found.filter(\.isStatic)
    return statics.count == 1 ? statics : found
  }
}
