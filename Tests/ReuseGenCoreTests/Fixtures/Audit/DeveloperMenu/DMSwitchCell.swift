// swift-format-ignore-file
#if DEBUG
import UIKit

/// Corona-Warn-App's developer menu switch: a xib, and a class that only debug builds have.
class DMSwitchCell: UITableViewCell {
    static var reuseIdentifier: String { "DMSwitchCell" }

    @IBOutlet weak var toggle: UISwitch?
}
#endif
