import UIKit

/// The order screen: its rows come from an enum whose identifiers come from the cells.
public final class OrderViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  enum Row: CaseIterable {
    case summary, shipping, total

    var reuseIdentifier: String {
      switch self {
      case .summary: return SummaryCell.reuseIdentifier
      case .shipping: return ShippingCell.reuseIdentifier
      case .total: return TotalCell.reuseIdentifier
      }
    }
  }

  /// The order's rows.
  public let tableView = UITableView(frame: .zero, style: .grouped)
  private let rows = Row.allCases

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SummaryCell.self, forCellReuseIdentifier: SummaryCell.reuseIdentifier)
    tableView.register(ShippingCell.self, forCellReuseIdentifier: ShippingCell.reuseIdentifier)
    tableView.register(TotalCell.self, forCellReuseIdentifier: TotalCell.reuseIdentifier)
    let footerID = "OrderFooter"
    tableView.register(OrderFooter.self, forHeaderFooterViewReuseIdentifier: footerID)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// One row a line of the order.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  /// The row's cell, by the identifier its case names.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row: Row = rows[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = "\(row)"
    return cell
  }

  /// The footer.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard
      let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "OrderFooter")
        as? OrderFooter
    else {
      assertionFailure("the footer is registered in viewDidLoad")
      return nil
    }
    footer.textLabel?.text = "Thank you"
    return footer
  }
}
