import UIKit

// The app's own identifier for every view, Objective-C classes included (an app marks it `@objc` so that
// its Objective-C reads it too; the stand-in has no Objective-C runtime).
extension UIView {
  static var reuseIdentifier: String {
    String(describing: self)
  }
}
