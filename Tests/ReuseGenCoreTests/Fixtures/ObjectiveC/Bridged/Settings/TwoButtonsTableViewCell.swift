import UIKit

/// A Swift cell on the Objective-C base cell.
final class TwoButtonsTableViewCell: SimpleTableViewCell {
  var onLeft: (() -> Void)?
  var onRight: (() -> Void)?
}
