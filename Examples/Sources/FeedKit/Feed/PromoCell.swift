import UIKit

/// A sponsored post, drawn in `PromoCell.xib`. The xib sets the reuse identifier `promo`, and
/// `reusegen` takes it from there, because UIKit traps when a nib's identifier differs from the one it
/// was registered with.
public final class PromoCell: UITableViewCell {
  /// The post on display.
  public private(set) var post: Post?

  /// Shows `post`.
  public func configure(with post: Post) {
    self.post = post
    textLabel?.text = "Sponsored: " + post.author
  }

  /// Creates a cell from code; it keeps UIKit's default selection style.
  override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Loads the cell from `PromoCell.xib`. A promotion is not selectable.
  ///
  /// This is done here rather than in `awakeFromNib()`, which older SDKs (such as the iOS 16.5 SDK that
  /// Scripts/ios-typecheck.sh uses) declare nonisolated: an override could then neither touch the cell
  /// nor, under `-default-isolation MainActor`, be isolated to the main actor.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    selectionStyle = .none
  }
}
