import Foundation

/// A photo in the grid.
public struct Photo: Hashable, Sendable {
  /// The photo's identifier.
  public var id: Int
  /// Its caption.
  public var caption: String

  /// Creates a photo.
  public init(id: Int, caption: String) {
    self.id = id
    self.caption = caption
  }
}
