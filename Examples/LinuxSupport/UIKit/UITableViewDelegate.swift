import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate
///
/// UIKit's requirements are all optional (`@objc optional`). Here they are ordinary requirements with
/// default implementations in an extension, which answer what UIKit assumes when a delegate does not
/// implement the method.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView,
    didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  /// The table view's `rowHeight`, which UIKit uses when the delegate does not answer.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table view's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table view's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// The table view's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }

  /// No custom header view: the table view shows the data source's header title, if any.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// No custom footer view: the table view shows the data source's footer title, if any.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// Every row can be highlighted.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Selects the proposed row.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  /// Deselects the proposed row.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// `.delete`, UIKit's default for editable rows.
  public func tableView(
    _ tableView: UITableView,
    editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    .delete
  }
}
