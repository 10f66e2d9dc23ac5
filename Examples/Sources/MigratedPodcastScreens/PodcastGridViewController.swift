import UIKit

/// The title above a grid of podcasts.
final class PodcastGridHeader: UICollectionReusableView {
  /// The section's title.
  let titleLabel = UILabel()
}

/// A podcast's artwork.
final class PodcastGridCell: UICollectionViewCell {
  /// The podcast's title.
  let titleLabel = UILabel()
}

/// The discover grid, as Rocket.Chat and Habitica write their collection headers: the header is dequeued
/// with `as?` and a fallback view where the cast fails.
public final class PodcastGridViewController: UIViewController, UICollectionViewDataSource {
  /// The grid.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// The podcasts' titles.
  public var podcasts: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PodcastGridCell.self)
    collectionView.register(
      PodcastGridHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  /// One item per podcast.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    podcasts.count
  }

  /// A podcast's cell.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(PodcastGridCell.self, for: indexPath)
    cell.titleLabel.text = podcasts[indexPath.item]
    return cell
  }

  /// The section's title.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if kind == UICollectionView.elementKindSectionHeader {
      if let header = collectionView.dequeueReusableSupplementaryView(
        PodcastGridHeader.self, ofKind: kind, for: indexPath) as PodcastGridHeader?
      {
        header.titleLabel.text = "Trending"
        return header
      }
    }
    return UICollectionReusableView()
  }
}
