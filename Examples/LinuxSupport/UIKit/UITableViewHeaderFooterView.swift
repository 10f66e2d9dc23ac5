import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@available(iOS 6.0, *)
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) {
    _reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    addSubview(_contentView)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) {
    _reuseIdentifier = (coder as? _NibCoder)?.object.attributes["reuseIdentifier"]
    super.init(coder: coder)
    addSubview(_contentView)
  }

  /// Stand-in only: how the table view builds a header or footer from a registered class.
  ///
  /// `required` and `convenience`, so subclasses that override `init(reuseIdentifier:)` and
  /// `init?(coder:)`, or declare no initializer, inherit it; it calls `init(reuseIdentifier:)`, and so the
  /// subclass's override. SPI, invisible to clients. See `UITableViewCell.init(_standInReuseIdentifier:)`.
  @_spi(UIKitStandIn)
  public required convenience init(_standInReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
  open var reuseIdentifier: String? {
    _reuseIdentifier
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()
  ///
  /// The table view calls it when it hands out a view from its reuse queue.
  open func prepareForReuse() {}

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentview
  open var contentView: UIView {
    _contentView
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/textlabel
  ///
  /// Created on first use, inside `contentView`.
  open var textLabel: UILabel? {
    if let label = _textLabel { return label }
    let label = UILabel(frame: .zero)
    _contentView.addSubview(label)
    _textLabel = label
    return label
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/detailtextlabel
  ///
  /// Created on first use, inside `contentView`.
  open var detailTextLabel: UILabel? {
    if let label = _detailTextLabel { return label }
    let label = UILabel(frame: .zero)
    _contentView.addSubview(label)
    _detailTextLabel = label
    return label
  }

  private let _contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
  private var _textLabel: UILabel?
  private var _detailTextLabel: UILabel?
  /// Set by the table view when it dequeues a view, like UIKit's private setter.
  var _reuseIdentifier: String?
}
