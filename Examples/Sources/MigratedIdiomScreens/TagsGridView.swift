import UIKit

/// A tag's tile.
final class TagCell: UICollectionViewCell {
  /// The tag it shows.
  var title = ""
}

/// A grid of tags that registers its own cells and serves them as its own data source, calling UIKit's
/// methods on itself without writing `self.`, as apps write a self-contained grid.
public final class TagsGridView: UICollectionView, UICollectionViewDataSource {
  /// The tags it shows.
  public var tags: [String] = []

  /// A grid whose tiles are ready to dequeue.
  public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    register(TagCell.self)
    dataSource = self
  }

  /// Not drawn in a storyboard.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// One tile a tag.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    tags.count
  }

  /// A tag's tile, dequeued from the grid itself.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = dequeueReusableCell(TagCell.self, for: indexPath)
    cell.title = tags[indexPath.item]
    return cell
  }
}
