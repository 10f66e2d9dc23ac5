import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  ///
  /// `UINib` builds the views of a xib through this initializer, as UIKit does. The frame comes from the
  /// xib's `<rect key="frame">`.
  public required init?(coder: NSCoder) {
    self.frame = (coder as? _NibCoder)?.object.frame ?? .zero
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  ///
  /// `UIView()` makes a view with a zero frame, through `init(frame:)`.
  public override convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  // MARK: Hierarchy

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? {
    _superview
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] {
    _subviews
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/next
  open override var next: UIResponder? {
    _viewController ?? _superview
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviews.count)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view._superview === self, let current = _subviews.firstIndex(where: { $0 === view }) {
      _subviews.remove(at: current)
      _subviews.insert(view, at: min(max(index, 0), _subviews.count))
      return
    }
    view.removeFromSuperview()
    view._superview = self
    _subviews.insert(view, at: min(max(index, 0), _subviews.count))
    didAddSubview(view)
    setNeedsLayout()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let superview = _superview else { return }
    superview.willRemoveSubview(self)
    superview._subviews.removeAll { $0 === self }
    _superview = nil
    superview.setNeedsLayout()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  open func bringSubviewToFront(_ view: UIView) {
    guard view._superview === self else { return }
    insertSubview(view, at: _subviews.count)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)
  open func didAddSubview(_ subview: UIView) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:)
  open func willRemoveSubview(_ subview: UIView) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate._superview
    }
    return false
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/tag
  open var tag: Int = 0

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in _subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  // MARK: Appearance

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled: Bool = true

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  // MARK: Layout

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  ///
  /// The base implementation does nothing. Table and collection views load their rows here.
  open func layoutSubviews() {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {
    _needsLayout = true
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  ///
  /// Lays out the receiver, when it needs layout, and then its subviews, as UIKit does for a view's subtree.
  open func layoutIfNeeded() {
    if _needsLayout {
      _needsLayout = false
      layoutSubviews()
    }
    for subview in _subviews {
      subview.layoutIfNeeded()
    }
  }

  // MARK: Storage

  private weak var _superview: UIView?
  private var _subviews: [UIView] = []
  private var _needsLayout = true
  /// The view controller whose root view this is; the next responder after the view.
  weak var _viewController: UIViewController?
}
