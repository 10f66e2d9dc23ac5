import UIKit

/// A chip that shows any kind of tag. It is generic, so each specialization gets its own identifier at
/// run time, such as `FeedKit.TagCell<Swift.String>`.
public final class TagCell<Tag: CustomStringConvertible>: UICollectionViewCell {
  /// The tag on display.
  public private(set) var value: Tag?

  /// Shows `tag`.
  public func configure(with tag: Tag) {
    self.value = tag
  }
}

#if DEBUG
  /// Shows layout diagnostics; compiled into debug builds only, and so is its generated conformance.
  public final class DebugInfoCell: UITableViewCell {
    /// The diagnostic text.
    public func configure(text: String) {
      textLabel?.text = text
    }
  }
#endif
