// swift-format-ignore-file
import SwipeKit
import UIKit

class ThemeableSwipeCell: SwipeTableViewCell {}

/// Drawn in MessageCell.xib as a table view cell, which proves SwipeTableViewCell one.
final class MessageCell: ThemeableSwipeCell {}

final class DraftCell: ThemeableSwipeCell {}
