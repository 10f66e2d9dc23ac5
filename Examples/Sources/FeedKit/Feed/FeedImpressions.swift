/// The tags that the feed's impression log files rows under: the rows' reuse identifiers.
///
/// The log is written from a background queue, so it reads the identifiers from nonisolated code, as
/// apps do from tests, static tables and background work. A generated identifier, whether a literal
/// (`PromoCell`, nib-backed) or the type's own name (`PostCell`, `PhotoCell`), needs no main actor.
nonisolated enum FeedImpressions {
  /// The tag of a row that shows `post`.
  static func tag(for post: Post) -> String {
    post.isSponsored ? PromoCell.reuseIdentifier : FeedViewController.PostCell.reuseIdentifier
  }

  /// The tag of a photo in the grid.
  static let photoTag = PhotoCell.reuseIdentifier
}
