// swift-format-ignore-file
import UIKit

final class FeedCell: UICollectionViewCell {
  static let reuseID = "FeedCell"
}

/// A feed whose cells are dequeued twice for one request: the audit names the first dequeue's line.
final class FeedViewController: UIViewController, UICollectionViewDataSource {
  private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseID)
    collectionView.dataSource = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    3
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let measured = collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseID, for: indexPath)
    measured.isHidden = true
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseID, for: indexPath)
    return cell
  }
}
