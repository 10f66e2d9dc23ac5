import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uilabel/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    text = (coder as? _NibCoder)?.object.attributes["text"]
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?

  /// Mirrors https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1

  /// Mirrors https://developer.apple.com/documentation/uikit/uilabel/isenabled
  open var isEnabled: Bool = true
}
