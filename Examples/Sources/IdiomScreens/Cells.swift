import UIKit

/// A server capability's row. Its identifier is a class method, as Objective-C-era apps write it; a
/// subclass overrides it.
public class CapabilityCell: UITableViewCell {
  /// The identifier its rows are registered and dequeued with.
  public class func cellIdentifier() -> String {
    return "CapabilityCell"
  }
}

/// The push capability's row, with its own identifier.
public class PushCapabilityCell: CapabilityCell {
  /// The identifier its rows are registered and dequeued with.
  public override class func cellIdentifier() -> String {
    return "PushCapabilityCell"
  }
}

/// A member's tile: its identifier is a static method that names its class.
final class MemberCell: UICollectionViewCell {
  /// The member it shows.
  var name = ""

  static func reuseIdentifier() -> String {
    String(describing: self)
  }
}

/// What an action row does.
enum ActionKind: Sendable {
  case invite
  case leave
}

/// An action's tile: the tile's `identifier` is the action it shows, the class's the reuse identifier.
final class ActionCell: UICollectionViewCell {
  var identifier: ActionKind?

  static var identifier: String {
    return String(describing: self)
  }
}
