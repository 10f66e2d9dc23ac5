import ReuseSupport
import UIKit

/// A row of the profile screen. The settings feature has a class of the same name; module-qualified
/// identifiers keep the two apart in one table.
public final class RowCell: UITableViewCell {
  /// Shows a profile field.
  public func configure(field: String) {
    textLabel?.text = "Profile: " + field
  }
}

/// The avatar at the top of the profile.
public final class AvatarHeader: UITableViewHeaderFooterView {}
