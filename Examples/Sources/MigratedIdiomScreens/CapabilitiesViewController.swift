import UIKit

/// The server's capabilities, one row each; the push capability's row first.
public final class CapabilitiesViewController: UIViewController, UITableViewDataSource {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The capabilities the list shows.
  public var capabilities: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      CapabilityCell.self)
    tableView.register(PushCapabilityCell.self)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// One row a capability.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    capabilities.count
  }

  /// The push capability's row first, then the others.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.row == 0 {
      guard
        let cell = tableView.dequeueReusableCell(
          PushCapabilityCell.self, for: indexPath) as PushCapabilityCell?
      else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
      cell.textLabel?.text = capabilities[indexPath.row]
      return cell
    }
    let cell: UITableViewCell = tableView.dequeueReusableCell(CapabilityCell.self, for: indexPath)
    cell.textLabel?.text = capabilities[indexPath.row]
    return cell
  }
}
