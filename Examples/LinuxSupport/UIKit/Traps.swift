import Foundation

/// The failures UIKit reports with `NSInternalInconsistencyException`, reproduced as traps.
///
/// Each message is UIKit's own `reason`, including its spelling mistakes, so that a test or a crash log
/// on Linux reads like the one an iOS engineer would see. `StandIn.swift` says which wordings were checked
/// against crash reports and which are modelled on the checked ones.
enum _UIKitTrap {
  /// Stops the process the way UIKit does when it raises `NSInternalInconsistencyException`.
  static func internalInconsistency(_ reason: String) -> Never {
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'")
  }

  // MARK: Table views

  static func unableToDequeueCell(identifier: String) -> Never {
    internalInconsistency(
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard")
  }

  /// UIKit really spells it "indentifier".
  static func tableCellNibIdentifierMismatch(nibIdentifier: String, registeredIdentifier: String) -> Never {
    internalInconsistency(
      "cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to register the "
        + "nib (\(registeredIdentifier))")
  }

  // MARK: Collection views

  static func couldNotDequeueView(ofKind kind: String, identifier: String) -> Never {
    internalInconsistency(
      "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
        + "class for the identifier or connect a prototype cell in a storyboard")
  }

  static func viewNibIdentifierMismatch(nibIdentifier: String, registeredIdentifier: String) -> Never {
    internalInconsistency(
      "view reuse identifier in nib (\(nibIdentifier)) does not match the identifier used to register the "
        + "nib (\(registeredIdentifier))")
  }

  static func cellWithoutReuseIdentifier() -> Never {
    internalInconsistency(
      "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
        + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
  }

  /// Since iOS 18; UIKit prints the views' descriptions where the stand-in prints their classes.
  static func dequeuedViewNotReturned(_ view: UIView, collectionView: UICollectionView) -> Never {
    internalInconsistency(
      "Expected dequeued view to be returned to the collection view in preparation for display. When the "
        + "collection view's data source is asked to provide a view for a given index path, ensure that a "
        + "single view is dequeued and returned to the collection view. Avoid dequeuing views without a "
        + "request from the collection view. For retrieving an existing view in the collection view, use "
        + "-[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView "
        + "supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <\(String(reflecting: type(of: view)))>; "
        + "Collection view: <\(String(reflecting: type(of: collectionView)))>")
  }

  static func cellRegistrationCreatedInsideProvider(_ registration: String) -> Never {
    internalInconsistency(
      "Attempted to dequeue a cell using a registration that was created inside "
        + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell "
        + "provider. Creating a new registration each time a cell is requested will prevent reuse and cause "
        + "created cells to remain inaccessible in memory for the lifetime of the collection view. "
        + "Registrations should be created up front and reused. Registration: \(registration)")
  }

  static func supplementaryRegistrationCreatedInsideProvider(_ registration: String) -> Never {
    internalInconsistency(
      "Attempted to dequeue a supplementary view using a registration that was created inside "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a "
        + "UICollectionViewDiffableDataSource supplementary view provider. Creating a new registration each "
        + "time a supplementary view is requested will prevent reuse and cause created supplementary views "
        + "to remain inaccessible in memory for the lifetime of the collection view. Registrations should be "
        + "created up front and reused. Registration: \(registration)")
  }

  static func missingSupplementaryViewProvider(kind: String, indexPath: IndexPath) -> Never {
    internalInconsistency(
      "the collection view's data source did not return a valid view for supplementary element of kind "
        + "\(kind) at index path \(indexPath.description) - implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
  }

  /// What the Swift overlay's `as! Cell` reports when the registration built a view of another class.
  static func registrationTypeMismatch(found: AnyObject, expected: Any.Type) -> Never {
    fatalError(
      "Could not cast value of type '\(String(reflecting: type(of: found)))' to "
        + "'\(String(reflecting: expected))'.")
  }

  // MARK: Registration and nibs

  static func notASubclass(_ what: String, of base: String, _ registered: AnyClass) -> Never {
    internalInconsistency(
      "attempt to register a \(what) class which is not a subclass of \(base) "
        + "(\(String(reflecting: registered)))")
  }

  static func invalidNib(identifier: String, expected: String) -> Never {
    internalInconsistency(
      "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
        + "object which must be a \(expected) instance")
  }

  static func couldNotLoadNib(named name: String, bundle: Bundle) -> Never {
    internalInconsistency(
      "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
  }

  // MARK: Index paths

  static func invalidIndexPath() -> Never {
    fatalError(
      "Invalid index path for use with UITableView. Index paths passed to table view or collection view "
        + "must contain exactly two indices specifying the section and row. Please use the category on "
        + "NSIndexPath in NSIndexPath+UIKitAdditions.h if possible.")
  }
}
