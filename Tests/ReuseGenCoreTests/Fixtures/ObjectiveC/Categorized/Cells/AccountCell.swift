import UIKit

@objc(AccountCell)
final class AccountCell: UITableViewCell {
  @objc class func cellIdentifier() -> String {
    "AccountCell"
  }
}
