// swift-format-ignore-file
import UIKit

/// Shadows UIKit's root for this module.
class UITableViewHeaderFooterView: UIView {}

class ShadowedHeader: UITableViewHeaderFooterView {}
class RealHeader: UIKit.UITableViewHeaderFooterView {}

open class ThemedCell: UITableViewCell {
  public class Inner: UITableViewCell {}
}

public final class ProfileCell: ThemedCell {
  final class Badge: Inner {}
}

let 名前 = "ünï"; class Ünïcødé: UITableViewCell {}

/* unterminated-looking /* nested */ comment ends here */ class AfterComment: UICollectionViewCell {}

let raw = ##"""
  class NotACell: UITableViewCell {}
  """##

public extension ThemedCell {
  final class Accessory: UICollectionReusableView {}
}

class Swiped: SwipeTableViewCell {}
