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
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
    collectionView.register(
      GalleryHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Footer")
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
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
    (cell as? PhotoCell)?.captionLabel.text = captions[indexPath.item]
    return cell
  }

  /// The header with the number of photos, or the empty footer.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if kind == UICollectionView.elementKindSectionHeader {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
      (view as? GalleryHeaderView)?.titleLabel.text = "\(captions.count) photos"
      return view
    }
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
  }
}
