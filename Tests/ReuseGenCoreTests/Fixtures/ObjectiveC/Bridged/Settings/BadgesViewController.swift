import UIKit

final class BadgesViewController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(
      BadgeCollectionViewCell.self, forCellWithReuseIdentifier: BadgeCollectionViewCell.reuseIdentifier)
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  {
    1
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: BadgeCollectionViewCell.reuseIdentifier, for: indexPath)
  }
}
