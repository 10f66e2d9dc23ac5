import UIKit

extension UIView {
  @objc static var reuseIdentifier: String {
    String(describing: self)
  }
}
