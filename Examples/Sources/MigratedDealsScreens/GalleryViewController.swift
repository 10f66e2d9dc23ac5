import UIKit

/// The header of the gallery's sections.
final class GalleryHeaderView: UICollectionReusableView {
  let titleLabel = UILabel()
}

/// A photo of a deal.
final class PhotoCell: UICollectionViewCell {
  let captionLabel = UILabel()
}

/// The gallery of a deal's photos: its header is dequeued without a cast and bound to a new name, as
/// Zotero's item details are, and its footer is returned as it comes.
public final class GalleryViewController: UIViewController, UICollectionViewDataSource {
  /// The photos, one section.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// The captions of the photos.
  public var captions: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PhotoCell.self)
    collectionView.register(
      GalleryHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
    collectionView.register(
      identifier: .footer, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  /// One item per caption.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    captions.count
  }

  /// A photo with its caption.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell: UICollectionViewCell = collectionView.dequeueReusableCell(PhotoCell.self, for: indexPath)
    (cell as? PhotoCell)?.captionLabel.text = captions[indexPath.item]
    return cell
  }

  /// The header with the number of photos, or the empty footer.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if kind == UICollectionView.elementKindSectionHeader {
      let view: UICollectionReusableView = collectionView.dequeueReusableSupplementaryView(
        GalleryHeaderView.self, ofKind: kind, for: indexPath)
      (view as? GalleryHeaderView)?.titleLabel.text = "\(captions.count) photos"
      return view
    }
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, identifier: .footer, for: indexPath)
  }
}

// Reuse identifiers the app chose, each declared once with its class for the typed API.
extension TypedReuseIdentifier where View == UICollectionReusableView {
  static var footer: Self { Self("Footer") }
}
