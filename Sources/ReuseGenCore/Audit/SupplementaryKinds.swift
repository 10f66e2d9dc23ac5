/// Finds a supplementary view dequeued with another element kind than every registration of its identifier
/// gives it: UIKit keys supplementary registrations by kind and identifier, so a footer registration
/// dequeued as `elementKindSectionHeader` raises "could not dequeue a view of kind:
/// UICollectionElementKindSectionHeader with identifier …".
enum SupplementaryKinds {
  /// UIKit's element kinds as Swift code spells them, with the strings they stand for.
  private static let uikitKinds: [String: String] = [
    "UICollectionView.elementKindSectionHeader": "UICollectionElementKindSectionHeader",
    "UICollectionView.elementKindSectionFooter": "UICollectionElementKindSectionFooter",
    "UIKit.UICollectionView.elementKindSectionHeader": "UICollectionElementKindSectionHeader",
    "UIKit.UICollectionView.elementKindSectionFooter": "UICollectionElementKindSectionFooter",
    // Swift 4.1 and earlier imported the constants as globals.
    "UICollectionElementKindSectionHeader": "UICollectionElementKindSectionHeader",
    "UICollectionElementKindSectionFooter": "UICollectionElementKindSectionFooter",
  ]

  /// The error for `dequeue`, or `nil` unless every registration of `identifier` is code whose kind is known
  /// and none is the dequeue's. `registrations` are the identifier's (a `nil` is a storyboard prototype,
  /// whose kind is not read); `unresolved` are the registrations of unknown identifier, any of which may be it.
  static func mismatch(
    _ dequeue: ReuseCallSite, identifier: String, registrations: [ReuseCallSite?],
    unresolved: [ReuseCallSite], module: CallSiteModule
  ) -> AuditFinding? {
    guard dequeue.family == .collectionSupplementaryView, dequeue.crashesWhenUnregistered,
      let kind = kind(of: dequeue, label: "ofKind", module: module)
    else { return nil }
    // A registration of unknown identifier may be this one, unless it is certainly of another kind.
    let mayRegister = unresolved.contains {
      $0.family == .collectionSupplementaryView
        && self.kind(of: $0, label: "forSupplementaryViewOfKind", module: module) ?? kind == kind
    }
    guard !mayRegister else { return nil }
    var registered: [(site: ReuseCallSite, kind: String)] = []
    for registration in registrations {
      guard let site = registration, !site.registersEverything,
        let registeredKind = self.kind(of: site, label: "forSupplementaryViewOfKind", module: module)
      else { return nil }
      if registeredKind == kind { return nil }
      registered.append((site, registeredKind))
    }
    guard let first = registered.first else { return nil }
    return AuditFinding(
      kind: .supplementaryKindMismatch,
      diagnostic: Diagnostic(
        SupplementaryKindMismatchRule.Message.registeredForOtherKind(
          identifier: identifier, kind: kind, registeredKind: first.kind),
        at: dequeue.identifierLocation,
        notes: registered.map {
          Diagnostic(
            SupplementaryKindMismatchRule.Message.registeredForKindHere(
              identifier: identifier, kind: $0.kind),
            at: $0.site.location)
        }),
      subject: identifier, viewClass: kind)
  }

  /// The element kind a call passes under `label`, when it is UIKit's constant or a string literal.
  private static func kind(of site: ReuseCallSite, label: String, module: CallSiteModule) -> String? {
    guard site.viaHelper == nil, let argument = site.arguments.first(where: { $0.label == label }) else {
      return nil
    }
    let source = module.sources[site.file]
    if let literal = source.stringLiteral(from: argument.first, through: argument.last) { return literal }
    let written = (argument.first...argument.last).map { source.text($0) }.joined()
    return uikitKinds[written]
  }
}
