import UIKit

/// A cart: a table of items and a header, with no reuse identifier written by hand. The generated
/// `ReuseGen_Shop.swift` gives the cells their identifiers and the table its typed dequeue.
public final class CartViewController: UIViewController, UITableViewDataSource {
  /// The cell of one item.
  public final class ItemCell: UITableViewCell {
    /// Shows `name`.
    public func configure(name: String) {
      textLabel?.text = name
    }
  }

  /// The header above the items.
  public final class TotalHeader: UITableViewHeaderFooterView {}

  /// The items' names.
  public var items: [String] = []

  override public func viewDidLoad() {
    super.viewDidLoad()
    let tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.registerAllReusableViews()
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// The number of items.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  /// A typed cell, dequeued without an identifier string.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(ItemCell.self, for: indexPath)
    cell.configure(name: items[indexPath.row])
    return cell
  }

  /// The identifier the generated file gives the item cell.
  public static var itemCellIdentifier: String { ItemCell.reuseIdentifier }
}
