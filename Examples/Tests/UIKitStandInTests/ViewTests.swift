import Foundation
import Testing
import UIKit

/// A typical view controller subclass.
final class CountingViewController: UIViewController {
  private(set) var viewDidLoadCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    view.addSubview(UILabel())
  }
}

/// A view subclass that overrides `init(frame:)` without making it required.
final class BadgeView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite("Views, controllers and index paths")
struct ViewTests {
  @Test("addSubview builds the hierarchy and moves a view between superviews")
  func hierarchy() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView()
    let badge = BadgeView()
    root.addSubview(badge)
    #expect(root.subviews.count == 1)
    #expect(badge.superview === root)
    #expect(badge.label.superview === badge)
    other.addSubview(badge)
    #expect(root.subviews.isEmpty)
    #expect(badge.superview === other)
    badge.removeFromSuperview()
    #expect(other.subviews.isEmpty)
    #expect(badge.next == nil)
    #expect(root.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("UILabel keeps its text")
  func label() {
    let label = UILabel(frame: .zero)
    #expect(label.text == nil)
    label.text = "Hello"
    #expect(label.text == "Hello")
  }

  @Test("loadViewIfNeeded loads the view and calls viewDidLoad once")
  func viewController() {
    let controller = CountingViewController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.viewDidLoadCount == 1)
    #expect(controller.view.subviews.count == 1)
    #expect(controller.view.next === controller)
    #expect(controller.nibName == nil)
  }

  @Test("Reading view loads it")
  func viewLoadsOnAccess() {
    let controller = CountingViewController(nibName: nil, bundle: nil)
    _ = controller.view
    #expect(controller.viewDidLoadCount == 1)
  }

  @Test("Child view controllers")
  func containment() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    child.removeFromParent()
    #expect(parent.children.isEmpty)
  }

  @Test("IndexPath's UIKit additions")
  func indexPaths() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.item == 3)
    #expect(path.section == 1)
    path.item = 4
    #expect(path == IndexPath(item: 4, section: 1))
    #expect(IndexPath(item: 0, section: 2) < IndexPath(item: 0, section: 3))
  }
}
