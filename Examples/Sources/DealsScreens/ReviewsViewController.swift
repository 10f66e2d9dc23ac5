import UIKit

/// The header of a deal's reviews.
final class ReviewsHeader: UITableViewHeaderFooterView {}

/// The header of the seller's page.
final class SellerHeader: UITableViewHeaderFooterView {}

/// One review.
final class ReviewCell: UITableViewCell {}

/// The reviews of a deal. It and the seller's page each register their own header under `"SectionHeader"`
/// and their own cell under `"cell"`, on the table view each holds, as NetNewsWire's account screens and
/// GitHawk's cells do: one string, a class per screen.
public final class ReviewsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The list of reviews.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The reviews' texts.
  public var reviews: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ReviewsHeader.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
    tableView.register(ReviewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// One row per review.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    reviews.count
  }

  /// A review's text.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = reviews[indexPath.row]
    return cell
  }

  /// The number of reviews.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader") as! ReviewsHeader
    header.textLabel?.text = "\(reviews.count) reviews"
    return header
  }
}

/// The seller's page: the same strings as the reviews, for its own header and for UIKit's cell.
public final class SellerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The seller's details.
  public let tableView = UITableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SellerHeader.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// Where the seller ships from.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  /// Where the seller ships from.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Ships from Lyon"
    return cell
  }

  /// The seller's name.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader")
        as? SellerHeader
    else { return nil }
    header.textLabel?.text = "Seller"
    return header
  }
}
