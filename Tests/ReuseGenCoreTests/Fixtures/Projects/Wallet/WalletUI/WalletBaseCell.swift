import UIKit

/// The cell every list of the wallet uses.
open class WalletBaseCell: UITableViewCell {
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessoryType = .none
  }
}

extension UITableViewCell {
  /// The class's name, which every registration of the app uses.
  public static var reuseIdentifier: String { String(describing: self) }
}
