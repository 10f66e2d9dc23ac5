/// Finds collection view dequeues whose view is never returned to the collection view. Since iOS 18 UIKit
/// asserts on them: a view dequeued in a sizing method of the flow layout delegate, to measure it, and a
/// second view dequeued in one data source request, where only one can be returned.
enum UnreturnedDequeues {
  static let uikitMessage =
    "Expected dequeued view to be returned to the collection view in preparation for display. When the "
    + "collection view's data source is asked to provide a view for a given index path, ensure that a single "
    + "view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the "
    + "collection view."

  /// `UICollectionViewDelegateFlowLayout`'s sizing methods, by their labels; the collection view asks them
  /// while it lays out, never for a view.
  private static let sizingMethods: Set<[String]> = [
    ["_", "layout", "sizeForItemAt"], ["_", "layout", "referenceSizeForHeaderInSection"],
    ["_", "layout", "referenceSizeForFooterInSection"],
  ]

  /// The data source requests a dequeue answers: `collectionView(_:cellForItemAt:)` and
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  private static let requests: Set<[String]> = [
    ["_", "cellForItemAt"], ["_", "viewForSupplementaryElementOfKind", "at"],
  ]

  static func findings(_ module: CallSiteModule) -> [AuditFinding] {
    let dequeues = module.sites.filter { site in
      site.file < module.moduleFileCount && site.role == .dequeue && site.crashesWhenUnregistered
        && (site.family == .collectionViewCell || site.family == .collectionSupplementaryView)
    }
    var findings: [AuditFinding] = []
    for site in dequeues {
      guard let function = function(around: site, module: module), function.name == "collectionView",
        sizingMethods.contains(function.labels)
      else { continue }
      findings.append(
        finding(site, .dequeuedToMeasure(call: site.call, method: function.signature)))
    }
    // Two dequeues in one request that both run: the first view is never returned.
    for (offset, first) in dequeues.enumerated() where isInRequest(first, module: module) {
      for later in dequeues[(offset + 1)...] where ReuseAuditor.inSequence(first, later, module: module) {
        findings.append(
          finding(
            later, .secondDequeueInRequest(first: first.location),
            notes: [Diagnostic(DequeueNotReturnedRule.Message.firstDequeuedHere, at: first.location)]))
        break
      }
    }
    return findings
  }

  private static func finding(
    _ site: ReuseCallSite, _ message: DequeueNotReturnedRule.Message, notes: [Diagnostic] = []
  )
    -> AuditFinding
  {
    AuditFinding(
      kind: .dequeueNotReturned, diagnostic: Diagnostic(message, at: site.location, notes: notes),
      subject: site.identifier.value ?? site.call, viewClass: site.castType)
  }

  private static func function(around site: ReuseCallSite, module: CallSiteModule) -> FunctionDeclaration? {
    let index = module.indices[site.file]
    return index.scopes[site.nameToken]?.function.map { index.functions[$0] }
  }

  /// Whether the dequeue answers a data source request: in a cell provider, or in one of `requests`.
  private static func isInRequest(_ site: ReuseCallSite, module: CallSiteModule) -> Bool {
    if module.indices[site.file].scopes[site.nameToken]?.isInCellProvider == true { return true }
    guard let function = function(around: site, module: module) else { return false }
    return function.name == "collectionView" && requests.contains(function.labels)
  }
}
