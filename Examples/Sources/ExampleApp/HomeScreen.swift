import ProfileFeature
import ReuseSupport
import SettingsFeature
import UIKit

/// The app's home screen, which shows rows of both features.
public final class HomeScreen: UIViewController {
  /// The table of rows from every feature.
  public let tableView = UITableView(frame: .zero, style: .plain)

  /// Registers every reusable view of the app and of the features it imports, in one call: the app's
  /// generated registry lists the features' public views too.
  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.registerAllReusableViews()
    view.addSubview(tableView)
  }
}

/// The app's own row.
final class WelcomeCell: UITableViewCell {}
