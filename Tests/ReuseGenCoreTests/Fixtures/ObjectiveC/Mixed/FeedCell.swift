import UIKit

/// A Swift cell on the app's Objective-C base cell.
final class FeedCell: BaseObjCCell {
  func configure(with title: String) {
    configureWithTitle(title)
  }
}

final class ProfileCell: UITableViewCell {}

/// A nib-backed Swift cell whose nib only Objective-C registers, under its own string.
final class NoteCell: UITableViewCell {}

/// A cell whose identifier is the Objective-C constant Swift sees as a global.
final class BannerCell: UITableViewCell {
  static let reuseIdentifier = BannerCellIdentifier
}
