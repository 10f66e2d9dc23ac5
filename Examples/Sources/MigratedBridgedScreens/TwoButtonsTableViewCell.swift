import UIKit

/// A Swift cell on the Objective-C base cell.
final class TwoButtonsTableViewCell: SimpleTableViewCell {
  var buttonTitles: (String, String) = ("", "")
}
