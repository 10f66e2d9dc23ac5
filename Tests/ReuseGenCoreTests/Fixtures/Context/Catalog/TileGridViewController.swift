// swift-format-ignore-file
import UIKit
import BaseCells

// A screen of the feature module that registers the UI module's cell under a string of its own, as
// Mastodon registers MastodonUI's loader cells: the UI module's typed API is internal to it, so `migrate`
// moves these calls to a typed identifier of the feature module.
final class TileGridViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProductTileCell.self, forCellWithReuseIdentifier: String(describing: ProductTileCell.self))
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: String(describing: ProductTileCell.self), for: indexPath) as! ProductTileCell
        cell.titleLabel.text = "Tile"
        return cell
    }
}
