// swift-format-ignore-file
import UIKit

/// Cells created as table view code creates them, which collection views refuse.
final class BadgesViewController: UICollectionViewController {
    var badges: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        badges.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // Seeded: created, never dequeued.
        let cell = BadgeCell()
        cell.configure(title: badges[indexPath.item])
        return cell
    }
}

/// A diffable data source whose provider dequeues, except for one kind of item.
final class TagsViewController: UIViewController {
    enum Item: Hashable {
        case tag(String)
        case placeholder
    }

    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "TagCell")
        dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .tag(let title):
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCell", for: indexPath) as! TagCell
                cell.titleLabel.text = title
                return cell
            case .placeholder:
                // Seeded: a fresh cell for placeholders crashes when one is shown.
                return UICollectionViewCell()
            }
        }
    }
}

/// Dequeued twice for one index path: once to show, once to read a height.
final class TagCloudViewController: UICollectionViewController {
    var tags: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "TagCloudCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCloudCell", for: indexPath) as! TagCell
        cell.titleLabel.text = tags[indexPath.item]
        // Seeded: a second dequeue for the same index path, only to measure.
        let measuring = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCloudCell", for: indexPath) as! TagCell
        measuring.titleLabel.text = tags[indexPath.item]
        cell.frame.size.height = measuring.systemLayoutSizeFitting(.zero).height
        return cell
    }
}
