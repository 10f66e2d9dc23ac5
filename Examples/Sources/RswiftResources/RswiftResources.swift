import Foundation
import UIKit

// A stand-in for R.swift 7's runtime library, `RswiftResources`, which the Examples cannot depend on: the
// reuse shapes of mac-cain13/R.swift at commit f0a0d531686138e9f7ad4c2b6bf6115149aeb08b, written from its
// `Sources/RswiftResources/Shared/StoryboardReference.swift` (the types) and
// `Sources/RswiftResources/Integrations/NibReference+Integrations.swift` and
// `ReuseIdentifier+Integrations.swift` (the UIKit calls), without their documentation and `Sendable`
// conformances, which the stand-in does not need. RSwiftScreens uses it as apps use R.swift's.

/// A nib of the module, by name and bundle.
public protocol NibReferenceContainer {
  /// The class of the nib's first view.
  associatedtype FirstView
  /// The nib's name.
  var name: String { get }
  /// The bundle the nib is in.
  var bundle: Bundle { get }
}

/// A reuse identifier, with the class of the view it stands for.
public protocol ReuseIdentifierContainer<Reusable> {
  /// The class of the view.
  associatedtype Reusable
  /// The identifier's string.
  var identifier: String { get }
}

/// `R.nib.x` of a nib without a reuse identifier.
public struct NibReference<FirstView>: NibReferenceContainer {
  /// String name of this nib.
  public let name: String
  /// Bundle this nib is in.
  public let bundle: Bundle

  /// A reference to the nib `name` in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// `R.reuseIdentifier.x`.
public struct ReuseIdentifier<Reusable>: ReuseIdentifierContainer {
  /// String identifier of this reusable.
  public let identifier: String

  /// The reuse identifier `identifier`.
  public init(identifier: String) {
    self.identifier = identifier
  }
}

/// `R.nib.x` of a nib whose view has a reuse identifier.
public struct NibReferenceReuseIdentifier<FirstView, Reusable>: NibReferenceContainer,
  ReuseIdentifierContainer
{
  /// String name of this nib.
  public let name: String
  /// Bundle this nib is in.
  public let bundle: Bundle
  /// String identifier of this reusable.
  public let identifier: String

  /// A reference to the nib `name` in `bundle`, whose view has the reuse identifier `identifier`.
  public init(name: String, bundle: Bundle, identifier: String) {
    self.name = name
    self.bundle = bundle
    self.identifier = identifier
  }
}

extension UINib {
  /// The nib of a resource (`R.nib.*`).
  public convenience init<Nib: NibReferenceContainer>(resource: Nib) {
    self.init(nibName: resource.name, bundle: resource.bundle)
  }
}

extension UITableView {
  /// Registers a `R.nib.*` containing a cell under its identifier.
  public func register<Resource: NibReferenceContainer & ReuseIdentifierContainer>(_ resource: Resource)
  where Resource.Reusable: UITableViewCell {
    register(UINib(resource: resource), forCellReuseIdentifier: resource.identifier)
  }

  /// A cell of the identifier's class, or `nil` when the cell dequeued is of another.
  public func dequeueReusableCell<Identifier: ReuseIdentifierContainer>(
    withIdentifier identifier: Identifier, for indexPath: IndexPath
  ) -> Identifier.Reusable? where Identifier.Reusable: UITableViewCell {
    dequeueReusableCell(withIdentifier: identifier.identifier, for: indexPath) as? Identifier.Reusable
  }
}

extension UICollectionView {
  /// Registers a `R.nib.*` containing a cell under its identifier.
  public func register<Resource: NibReferenceContainer & ReuseIdentifierContainer>(_ resource: Resource)
  where Resource.Reusable: UICollectionViewCell {
    register(UINib(resource: resource), forCellWithReuseIdentifier: resource.identifier)
  }

  /// A cell of the identifier's class, or `nil` when the cell dequeued is of another.
  public func dequeueReusableCell<Identifier: ReuseIdentifierContainer>(
    withReuseIdentifier identifier: Identifier, for indexPath: IndexPath
  ) -> Identifier.Reusable? where Identifier.Reusable: UICollectionReusableView {
    dequeueReusableCell(withReuseIdentifier: identifier.identifier, for: indexPath) as? Identifier.Reusable
  }
}
