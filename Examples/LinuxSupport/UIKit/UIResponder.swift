import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/init()
  public override init() {
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/next
  ///
  /// A view answers its superview; a view controller answers the superview of its view.
  open var next: UIResponder? {
    nil
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open var canBecomeFirstResponder: Bool {
    false
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
  open var canResignFirstResponder: Bool {
    true
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool {
    UIResponder._firstResponder === self
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder._firstResponder, current !== self, !current.resignFirstResponder() {
      return false
    }
    UIResponder._firstResponder = self
    return true
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if UIResponder._firstResponder === self {
      UIResponder._firstResponder = nil
    }
    return true
  }

  /// Mirrors https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
  ///
  /// UIKit declares it on `NSObject` (UINibLoading); the stand-in declares it here, because methods added
  /// to `NSObject` in an extension cannot be overridden without the Objective-C runtime. `UINib` calls it
  /// on every object it loads, after all of them exist.
  open func awakeFromNib() {}

  /// Mirrors https://developer.apple.com/documentation/objectivec/nsobject-swift.class/classforcoder
  ///
  /// Sent to a class object, as apps write `tableView.register(Cell.classForCoder(), …)`: Objective-C's
  /// class objects answer NSObject's instance methods, which Swift imports as class methods too, and a
  /// class object's `classForCoder` is that class. Swift's Foundation on Linux has the instance property
  /// only (departure 27).
  open class func classForCoder() -> AnyClass { self }

  private static weak var _firstResponder: UIResponder?
}
