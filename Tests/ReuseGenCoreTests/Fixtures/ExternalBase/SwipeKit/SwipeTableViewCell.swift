// swift-format-ignore-file
import UIKit

/// A library's cell, as SwipeCellKit ships it: the app's cells derive from it, and its sources are not
/// among the app module's inputs.
open class SwipeTableViewCell: UITableViewCell {
    public var isSwipeEnabled = true
}
