import UIKit

/// The deals list: a featured deal uses a subclass of the plain row, chosen at run time.
public final class DealsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The deals the list shows.
  public var deals: [Deal] = []
  /// Whether the list shows its notes header; the header is registered only then.
  public var showsNotes = false

  public override func viewDidLoad() {
    super.viewDidLoad()
    WPAnalytics.register(self)
    tableView.register(DealCell.self, forCellReuseIdentifier: "dealCell")
    tableView.register(FeaturedDealCell.self, forCellReuseIdentifier: "featuredDealCell")
    if showsNotes {
      let headerID = "NotesHeader"
      tableView.register(NotesHeader.self, forHeaderFooterViewReuseIdentifier: headerID)
    }
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// One row a deal.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    deals.count
  }

  /// The deal's row: the featured one, or the plain one.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let deal = deals[indexPath.row]
    let id = deal.isFeatured ? "featuredDealCell" : "dealCell"
    let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! DealCell
    cell.configure(with: deal)
    return cell
  }

  /// The notes header, where the list has one.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let headerID = "NotesHeader"
    // Not registered when the list shows no notes: UIKit returns nil, and so does this.
    guard
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: headerID)
        as? NotesHeader
    else {
      return nil
    }
    header.textLabel?.text = "Notes"
    return header
  }
}
