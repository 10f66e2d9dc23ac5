import UIKit

/// A class's name, for identifiers and nib names, as many apps declare it once for every class: a static
/// member beside an instance one of the same name.
protocol ClassNameProtocol {
  static var className: String { get }
  var className: String { get }
}

extension ClassNameProtocol {
  static var className: String { String(describing: self) }
  var className: String { type(of: self).className }
}

extension NSObject: ClassNameProtocol {}

/// A view drawn in a xib named after its class.
@MainActor
protocol NibLoadable: AnyObject {
  static func nib() -> UINib
}

extension NibLoadable where Self: UIView {
  static func nib() -> UINib { UINib(nibName: className, bundle: .module) }
}

/// Drawn in `LabeledCell.xib`, registered through the app's `nib()` and `className`.
public final class LabeledCell: UITableViewCell, NibLoadable {}

/// An about screen of labeled rows.
public final class AboutViewController: UIViewController, UITableViewDataSource {
  /// The rows.
  public let tableView = UITableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(LabeledCell.nib(), forCellReuseIdentifier: LabeledCell.className)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// A version row and a licence row.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  /// Each row's labeled cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: LabeledCell.className, for: indexPath) as! LabeledCell
    cell.textLabel?.text = indexPath.row == 0 ? "Version" : "Licences"
    return cell
  }
}
