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

  override public func awakeFromNib() {
    super.awakeFromNib()
    selectionStyle = .none
  }
}
