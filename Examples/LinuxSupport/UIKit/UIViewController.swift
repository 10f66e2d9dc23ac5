import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    _nibName = nibNameOrNil
    _nibBundle = nibBundleOrNil
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    _nibName = nil
    _nibBundle = nil
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  ///
  /// `UIViewController()` calls `init(nibName: nil, bundle: nil)`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: Nib

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname
  open var nibName: String? {
    _nibName
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/nibbundle
  open var nibBundle: Bundle? {
    _nibBundle
  }

  // MARK: View

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  ///
  /// Reading it loads the view first, through `loadViewIfNeeded()`.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return _view
    }
    set {
      _view?._viewController = nil
      _view = newValue
      newValue?._viewController = self
    }
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? {
    _view
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool {
    _view != nil
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  ///
  /// With a `nibName`, the view is the first top-level view of that nib, loaded with this controller as
  /// the owner. Without one, it is a plain `UIView`.
  open func loadView() {
    if let nibName {
      let objects = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
      view = objects.lazy.compactMap { $0 as? UIView }.first ?? UIView(frame: .zero)
    } else {
      view = UIView(frame: .zero)
    }
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  ///
  /// Loads the view and calls `viewDidLoad()`, once, when the view is not loaded yet.
  @available(iOS 9.0, *)
  open func loadViewIfNeeded() {
    guard _view == nil, !_isLoadingView else { return }
    _isLoadingView = true
    loadView()
    _isLoadingView = false
    if _view == nil {
      view = UIView(frame: .zero)
    }
    viewDidLoad()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  ///
  /// The stand-in has no window, so it never calls the appearance methods itself.
  open func viewWillAppear(_ animated: Bool) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// Mirrors https://developer.apple.com/documentation/uikit/uiresponder/next
  open override var next: UIResponder? {
    _view?.superview ?? _parent
  }

  // MARK: Containment

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  open var children: [UIViewController] {
    _children
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? {
    _parent
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  ///
  /// Calls `willMove(toParent:)` on the child, as UIKit does.
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {
    guard childController._parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childController._parent = self
    _children.append(childController)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  ///
  /// Calls `didMove(toParent: nil)` on the receiver, as UIKit does.
  @available(iOS 5.0, *)
  open func removeFromParent() {
    guard let parent = _parent else { return }
    parent._children.removeAll { $0 === self }
    _parent = nil
    didMove(toParent: nil)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Storage

  private let _nibName: String?
  private let _nibBundle: Bundle?
  private var _view: UIView?
  private var _isLoadingView = false
  private weak var _parent: UIViewController?
  private var _children: [UIViewController] = []
}
