import UIKit

final class SwitchCell: UITableViewCell {
  let toggle = UISwitch()
}

final class ButtonCell: UITableViewCell {
  static let reuseIdentifier = "ButtonCell"
}
