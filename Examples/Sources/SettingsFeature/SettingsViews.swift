import ReuseSupport
import UIKit

/// A row of the settings screen; named like the profile feature's row on purpose.
public class RowCell: UITableViewCell {
  /// Shows a setting.
  public func configure(setting: String) {
    textLabel?.text = "Setting: " + setting
  }
}

/// A switch row, a subclass: it inherits `RowCell`'s conformance and keeps its own identifier.
public final class ToggleCell: RowCell {}
