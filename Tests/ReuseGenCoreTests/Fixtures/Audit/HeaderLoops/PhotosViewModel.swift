// swift-format-ignore-file
import UIKit

final class PhotoCell: UICollectionViewCell {}
final class AddPhotoCell: UICollectionViewCell {}

/// Registers the gallery's cells on the collection view it is given, as WooCommerce's image header does.
final class PhotosViewModel: NSObject, UICollectionViewDataSource {
    var photos: [String] = []

    func registerCollectionViewCells(_ collectionView: UICollectionView) {
        let cells = [
            PhotoCell.self,
            AddPhotoCell.self
        ]

        for cell in cells {
            collectionView.register(cell, forCellWithReuseIdentifier: cell.reuseIdentifier)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count + 1
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.item == photos.count {
            return collectionView.dequeueReusableCell(withReuseIdentifier: AddPhotoCell.reuseIdentifier, for: indexPath)
        }
        return collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    }
}
