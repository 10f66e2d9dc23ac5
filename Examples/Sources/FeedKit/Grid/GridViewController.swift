import UIKit

/// A grid of photos with a header per album, built on iOS 14 cell registrations that are created up
/// front, once, as UIKit requires since iOS 15.
@available(iOS 14.0, *)
public final class GridViewController: UIViewController, UICollectionViewDataSource {
  /// An album of photos.
  public struct Album: Sendable {
    /// The album's title.
    public var title: String
    /// Its photos.
    public var photos: [Photo]

    /// Creates an album.
    public init(title: String, photos: [Photo]) {
      self.title = title
      self.photos = photos
    }
  }

  /// The grid, created in `viewDidLoad`.
  public private(set) var collectionView: UICollectionView!
  /// What the grid shows.
  public var albums: [Album]

  // Registrations are stored properties: creating one inside the data source would trap on iOS 15+.
  private let photoRegistration = PhotoCell.cellRegistration {
    (cell: PhotoCell, _: IndexPath, photo: Photo) in
    cell.configure(with: photo)
  }
  private let headerRegistration = AlbumHeaderView.supplementaryRegistration(
    elementKind: UICollectionView.elementKindSectionHeader
  ) { _, _, _ in }

  /// Creates the controller with the albums to show.
  public init(albums: [Album]) {
    self.albums = albums
    super.init(nibName: nil, bundle: nil)
  }

  /// Loads the controller from a storyboard; the grid starts empty.
  public required init?(coder: NSCoder) {
    self.albums = []
    super.init(coder: coder)
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 320, height: 44)
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.dataSource = self
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  /// One section per group of content.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    albums.count
  }

  /// The number of items in the section.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    albums[section].photos.count
  }

  /// A cell configured through the registration created up front.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: photoRegistration, for: indexPath, item: albums[indexPath.section].photos[indexPath.item])
  }

  /// The section header, configured through its registration.
  public func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueConfiguredReusableSupplementary(
      using: headerRegistration, for: indexPath)
    header.configure(title: albums[indexPath.section].title)
    return header
  }
}

/// A photo tile. It is a list cell, so it also works in a list layout.
public final class PhotoCell: UICollectionViewListCell {
  /// The photo on display.
  public private(set) var photo: Photo?

  /// Shows `photo`.
  public func configure(with photo: Photo) {
    self.photo = photo
  }
}

/// The header above an album.
public final class AlbumHeaderView: UICollectionReusableView {
  /// The album's title.
  public private(set) var title: String?

  /// Shows `title`.
  public func configure(title: String) {
    self.title = title
  }
}
