// swift-format-ignore-file
import UIKit

final class ProfileHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "ProfileHeaderView"
    let nameLabel = UILabel()

    func configure(name: String) {
        nameLabel.text = name
    }
}

final class LoadMoreFooter: UICollectionReusableView {
    static let reuseIdentifier = "LoadMoreFooter"
}

final class ProductCell: UICollectionViewCell {
    static let reuseIdentifier = "ProductCell"
    let titleLabel = UILabel()
}

final class BadgeCell: UICollectionViewCell {
    let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.text = title
    }
}

final class TagCell: UICollectionViewCell {
    let titleLabel = UILabel()
}
