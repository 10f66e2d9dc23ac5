import ReuseSupport
import UIKit

/// A banner row drawn in `BannerCell.xib`, which sets the identifier `banner`. Feature modules subclass
/// it with xibs of their own.
open class BannerCell: UITableViewCell {
  /// Loads the cell from a nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    selectionStyle = .none
  }

  /// Creates a cell from code.
  override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
}
