import UIKit

final class SeparatorCell: UITableViewCell {
  override func awakeFromNib() {
    super.awakeFromNib()
    selectionStyle = .none
  }
}
