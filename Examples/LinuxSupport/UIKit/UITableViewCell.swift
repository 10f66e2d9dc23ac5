import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
    case `default` = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1
    case value1 = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2
    case value2 = 2
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle
    case subtitle = 3
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none
    case none = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/blue
    case blue = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/gray
    case gray = 2
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default
    case `default` = 3
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none
    case none = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/disclosureindicator
    case disclosureIndicator = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detaildisclosurebutton
    case detailDisclosureButton = 2
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/checkmark
    case checkmark = 3
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton
    case detailButton = 4
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/none
    case none = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/delete
    case delete = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/insert
    case insert = 2
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  ///
  /// A cell built from a registered class gets the `.default` style and the identifier it was registered
  /// with, as in UIKit.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    _cellStyle = style
    _reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(_contentView)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  ///
  /// A cell loaded from a xib takes its style and reuse identifier from the `<tableViewCell>` element.
  public required init?(coder: NSCoder) {
    let object = (coder as? _NibCoder)?.object
    _cellStyle = object.map { CellStyle(interfaceBuilderName: $0.attributes["style"]) } ?? .default
    _reuseIdentifier = object?.attributes["reuseIdentifier"]
    super.init(coder: coder)
    addSubview(_contentView)
  }

  /// Stand-in only: how the table view builds a cell from a registered class.
  ///
  /// Linux has no Objective-C runtime to call `init(style:reuseIdentifier:)` on a class object, and Swift
  /// builds instances from a metatype only through `required` initializers. This one is `required` and
  /// `convenience`, so every subclass that overrides `init(style:reuseIdentifier:)` and `init?(coder:)`,
  /// or declares no initializer, inherits it. It calls `init(style: .default, reuseIdentifier:)`, and so
  /// the subclass's override, exactly as UIKit does. It is SPI, invisible to clients.
  @_spi(UIKitStandIn)
  public required convenience init(_standInReuseIdentifier reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  // MARK: Reuse

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? {
    _reuseIdentifier
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  ///
  /// The table view calls it when it hands out a cell from its reuse queue, before returning it from a
  /// dequeue method. Subclasses must call `super`.
  open func prepareForReuse() {}

  // MARK: Content

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView {
    _contentView
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  ///
  /// Created on first use, inside `contentView`. Every style has one.
  open var textLabel: UILabel? {
    if let label = _textLabel { return label }
    let label = UILabel(frame: .zero)
    _contentView.addSubview(label)
    _textLabel = label
    return label
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  ///
  /// `nil` for `.default` cells, which have no detail label; created on first use for the other styles.
  open var detailTextLabel: UILabel? {
    guard _cellStyle != .default else { return nil }
    if let label = _detailTextLabel { return label }
    let label = UILabel(frame: .zero)
    _contentView.addSubview(label)
    _detailTextLabel = label
    return label
  }

  // MARK: State

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  open var isSelected: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
  open var isHighlighted: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/sethighlighted(_:animated:)
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView?

  // MARK: Storage

  private let _cellStyle: CellStyle
  private let _contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  private var _textLabel: UILabel?
  private var _detailTextLabel: UILabel?
  /// Set by the table view when it dequeues a cell, like UIKit's private setter.
  var _reuseIdentifier: String?
}

extension UITableViewCell.CellStyle {
  /// The style a xib's `<tableViewCell style="IBUITableViewCellStyle…">` attribute names.
  init(interfaceBuilderName name: String?) {
    switch name {
    case "IBUITableViewCellStyleValue1": self = .value1
    case "IBUITableViewCellStyleValue2": self = .value2
    case "IBUITableViewCellStyleSubtitle": self = .subtitle
    default: self = .default
    }
  }
}
