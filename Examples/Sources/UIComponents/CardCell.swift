import ReuseSupport
import UIKit

/// The app's card row, drawn in code. Feature modules subclass it for their own cards; each subclass
/// keeps its own identifier, though the conformance sits on this class, in this module.
open class CardCell: UITableViewCell {
  /// Shows a title on the card.
  open func configure(title: String) {
    textLabel?.text = title
  }
}
