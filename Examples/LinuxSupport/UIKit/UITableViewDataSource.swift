import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource
///
/// UIKit's optional requirements (`@objc optional`) need the Objective-C runtime. Here they are ordinary
/// requirements with default implementations in an extension, which answer what UIKit assumes when a data
/// source does not implement the method.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  )

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section, UIKit's default.
  public func numberOfSections(in tableView: UITableView) -> Int {
    1
  }

  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row is editable, UIKit's default.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No row shows a reordering control.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    nil
  }

  /// The section at `index`.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  {
    index
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
