// swift-format-ignore-file
import UIKit

/// Sizing by dequeue: the header is dequeued to measure it, as apps did before iOS 18.
final class ProfileViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProfileHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: ProfileHeaderView.reuseIdentifier)
        collectionView.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        3
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.reuseIdentifier, for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: ProfileHeaderView.reuseIdentifier, for: indexPath) as! ProfileHeaderView
        header.configure(name: name)
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        // Seeded: dequeued to measure, never returned (iOS 18 asserts).
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: ProfileHeaderView.reuseIdentifier, for: IndexPath(item: 0, section: section)) as! ProfileHeaderView
        header.configure(name: name)
        return header.systemLayoutSizeFitting(CGSize(width: collectionView.bounds.width, height: 0))
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        // Correct: a cell created for measuring is never handed to the collection view.
        let sizingCell = ProductCell(frame: .zero)
        sizingCell.titleLabel.text = "Product \(indexPath.item)"
        return sizingCell.systemLayoutSizeFitting(CGSize(width: collectionView.bounds.width, height: 0))
    }
}
