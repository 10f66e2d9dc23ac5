import Foundation
import UIKit

/// The shape of the generated `TableViewDelegate` (DESIGN.md §5): a generic `@MainActor` class (the generated
/// one is marked so; this one is main-actor isolated through its `@MainActor` UIKit conformances), whose
/// data source and delegate methods witness UIKit's requirements (`public` when the file is generated with
/// `--access public`). The stand-in must call them as witnesses.
final class GenericTableDelegate<Model, Cell: UITableViewCell>: NSObject, UITableViewDataSource,
  UITableViewDelegate
{
  var data: [Model]
  private let decorator: (Cell, Model) -> Void
  private let touchDelegate: ((IndexPath, Model) -> Void)?

  init(
    data: [Model] = [],
    decorator: @escaping (Cell, Model) -> Void,
    touchDelegate: ((IndexPath, Model) -> Void)? = nil
  ) {
    self.data = data
    self.decorator = decorator
    self.touchDelegate = touchDelegate
    super.init()
  }

  func setDelegate(_ tableView: UITableView) {
    if Cell.self != UITableViewCell.self {
      tableView.register(Cell.self, forCellReuseIdentifier: String(reflecting: Cell.self))
    }
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
  }

  /// The number of models.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    data.count
  }

  /// A decorated `Cell`.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: Cell
    if Cell.self == UITableViewCell.self {
      let identifier = "subtitle"
      let plain =
        tableView.dequeueReusableCell(withIdentifier: identifier)
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
      cell = plain as! Cell
    } else {
      cell =
        tableView.dequeueReusableCell(withIdentifier: String(reflecting: Cell.self), for: indexPath) as! Cell
    }
    decorator(cell, data[indexPath.row])
    return cell
  }

  /// Reports the selection to the touch delegate.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    touchDelegate?(indexPath, data[indexPath.row])
  }
}
