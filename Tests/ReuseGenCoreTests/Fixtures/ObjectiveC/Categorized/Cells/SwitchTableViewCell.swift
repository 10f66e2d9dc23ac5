import UIKit

final class SwitchTableViewCell: UITableViewCell {
  let toggle = UISwitch()
}
