import Foundation

/// One problem `audit` found, with the diagnostic it prints.
package struct AuditFinding: Sendable, Equatable {
  /// What kind of mistake it is.
  package enum Kind: String, Sendable, Codable, CaseIterable {
    /// A dequeue with an index path of an identifier nothing registers: UIKit raises.
    case unregisteredDequeue
    /// A dequeue without an index path of an identifier nothing registers: UIKit returns `nil`.
    case unregisteredOptionalDequeue
    /// A nib registered under an identifier other than the one its xib sets: UIKit asserts.
    case nibIdentifierMismatch
    /// A force cast of a dequeued view to a class that is not the registered one: "Could not cast value".
    case forceCastMismatch
    /// One identifier registered for two classes.
    case identifierRegisteredTwice
    /// A registration no code dequeues.
    case neverDequeued
    /// A call site whose identifier `audit` could not resolve.
    case unresolved
    /// A `UICollectionView` registration created where cells are dequeued: UIKit asserts since iOS 15.
    case registrationInCellProvider
    /// An `as?` of a dequeued view to a class that is not the registered one: the cast always fails.
    case conditionalCastAlwaysFails
    /// A dequeue of an identifier that only unrelated types register, each on its own view: UIKit raises.
    case registeredOnlyElsewhere
    /// A collection view dequeue whose view is never returned to the collection view: UIKit asserts since
    /// iOS 18.
    case dequeueNotReturned
    /// A collection view cell created instead of dequeued and returned to UIKit: UIKit raises.
    case cellNotDequeued
    /// A supplementary view dequeued with another kind than its registrations': UIKit raises.
    case supplementaryKindMismatch
    /// A `reusegen:disable` comment that suppresses no finding.
    case superfluousSuppression
    /// A `reusegen:disable` comment without a known rule ID, which suppresses nothing.
    case invalidSuppression
  }

  /// The kind.
  package var kind: Kind
  /// The diagnostic, with the other location as a note.
  package var diagnostic: Diagnostic
  /// What the finding is about besides its file, so that a baseline recognizes it after edits above it: the
  /// reuse identifier, or for a finding without one what it names instead (a call, a registration).
  package var subject: String?
  /// The class the finding names: the registered, cast or returned class.
  package var viewClass: String?

  /// `findings` in the order reports list them: by file, line and column, then by kind.
  static func inReportOrder(_ findings: [AuditFinding]) -> [AuditFinding] {
    findings.sorted { lhs, rhs in
      let left = lhs.diagnostic.location ?? SourceLocation(path: "", line: 0, column: 0)
      let right = rhs.diagnostic.location ?? SourceLocation(path: "", line: 0, column: 0)
      return left == right ? lhs.kind.rawValue < rhs.kind.rawValue : left < right
    }
  }

  /// Creates a finding.
  package init(kind: Kind, diagnostic: Diagnostic, subject: String? = nil, viewClass: String? = nil) {
    self.kind = kind
    self.diagnostic = diagnostic
    self.subject = subject
    self.viewClass = viewClass
  }
}

/// The checks of `reusegen audit` (DESIGN.md §10): each reports only what it can prove from the module.
enum ReuseAuditor {
  /// Every rule's findings in the module, in report order.
  static func audit(_ module: CallSiteModule) -> [AuditFinding] {
    let context = AuditContext(module)
    return AuditFinding.inReportOrder(AuditRules.checks.flatMap { $0.findings(in: context) })
  }

  /// Whether a registration of unknown identifier may be what the dequeue finds: same registry, and the
  /// same identifier expression as written, code of the same class (or of a superclass, as a base view
  /// controller registers for its subclasses), or a registered class the dequeue's cast accepts.
  static func mayCover(
    _ registration: ReuseCallSite, _ dequeue: ReuseCallSite, identifier: String, family: ReuseFamily,
    module: CallSiteModule
  ) -> Bool {
    guard registration.family == family else { return false }
    let alternatives = registration.identifier.alternatives
    guard alternatives.isEmpty || alternatives.contains(identifier) else { return false }
    // A nib whose xib sets its reuse identifier works only under that one: under another, UIKit asserts at
    // the dequeue (`nib-identifier-mismatch`), so the registration cannot be what another one finds
    // (Provenance's nib of 'SaveStateView', registered under a string reusegen does not evaluate).
    if let nib = registration.nibName, let document = module.xib(named: nib),
      let set = module.topLevelReusableObject(document)?.object.reuseIdentifier, set != identifier
    {
      return false
    }
    func identifierText(_ site: ReuseCallSite) -> String? {
      guard site.viaHelper == nil,
        let argument = site.arguments.first(where: { identifierLabels.contains($0.label) })
      else { return nil }
      return module.sources[site.file].text(from: argument.first, through: argument.last)
    }
    // A registered class the dequeue's cast refuses cannot be what it finds: were it, the cast would fail.
    if let cast = dequeue.castClass, registration.registeredClass.name != nil, cast.name != nil,
      module.isClass(registration.registeredClass, kindOf: cast) == false
    {
      return false
    }
    if let text = identifierText(registration), text == identifierText(dequeue) { return true }
    if registration.file == dequeue.file { return true }
    let registering = module.scopeTypes(registration.file, registration.nameToken).last
    let dequeueing = module.scopeTypes(dequeue.file, dequeue.nameToken).last
    if let registering, let dequeueing {
      let path = { (type: String) in type.split(separator: ".").map(String.init) }
      if registering == dequeueing { return true }
      if case .module = module.resolveClass(path(registering), inFile: registration.file),
        module.isClass(
          module.resolveClass(path(dequeueing), inFile: dequeue.file),
          kindOf: module.resolveClass(path(registering), inFile: registration.file)) != false
      {
        return true
      }
    }
    switch (registration.registeredClass, dequeue.castClass) {
    case (.unknown, _), (_, nil), (_, .unknown?):
      return false
    case (let registered, let cast?):
      return module.isClass(registered, kindOf: cast) != false
    }
  }

  /// Whether an Objective-C registration of unknown identifier may be what the dequeue finds: same
  /// registry, and a class the dequeue's cast accepts, or one not known.
  static func mayCover(
    _ registration: ObjectiveCReuseSite, _ dequeue: ReuseCallSite, family: ReuseFamily, module: CallSiteModule
  ) -> Bool {
    guard registration.site.family == family else { return false }
    guard registration.registeredClass.name != nil, let cast = dequeue.castClass, cast.name != nil else {
      return true
    }
    return module.isClass(registration.registeredClass, kindOf: cast) != false
  }

  /// The labels of the argument that carries a reuse identifier.
  private static let identifierLabels: Set<String> = [
    "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "forCellWithReuseIdentifier",
    "withReuseIdentifier", "withIdentifier",
  ]

  /// Whether `later` certainly runs after `first` on the same view: one receiver, one brace, and no branch,
  /// jump or `#if` between them. The second registration then replaces the first.
  static func inSequence(_ first: ReuseCallSite, _ later: ReuseCallSite?, module: CallSiteModule) -> Bool {
    guard let later, first.file == later.file, first.body != nil, first.body == later.body,
      first.receiver == later.receiver, first.closeParen < later.nameToken
    else { return false }
    let source = module.sources[first.file]
    let branching: Set<String> = [
      "case", "default", "return", "break", "continue", "throw", "guard", "if", "else", "switch", "for",
      "while",
      "repeat", "defer", "fallthrough",
    ]
    return (first.closeParen..<later.nameToken).allSatisfy { index in
      let kind = source.tokens[index].kind
      return kind != .poundKeyword && !(kind == .identifier && branching.contains(source.text(index)))
    }
  }

}
