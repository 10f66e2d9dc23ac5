import Foundation

/// A post in the feed.
public struct Post: Hashable, Sendable {
  /// The post's server identifier.
  public var id: Int
  /// The author's display name.
  public var author: String
  /// The text of the post.
  public var body: String
  /// Whether the post is sponsored, which shows it with the promotional cell.
  public var isSponsored: Bool

  /// Creates a post.
  public init(id: Int, author: String, body: String, isSponsored: Bool = false) {
    self.id = id
    self.author = author
    self.body = body
    self.isSponsored = isSponsored
  }
}
