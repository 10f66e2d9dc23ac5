import UIKit

final class SectionHeaderView: UITableViewHeaderFooterView {
  var title: String? {
    get { textLabel?.text }
    set { textLabel?.text = newValue }
  }
}
