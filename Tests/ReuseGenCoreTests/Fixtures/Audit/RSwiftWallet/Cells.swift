// swift-format-ignore-file
import UIKit

final class WalletViewCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}

final class WordCollectionViewCell: UICollectionViewCell {
    @IBOutlet weak var wordLabel: UILabel!
}

final class URLPreviewCell: UITableViewCell {}

final class TransactionCell: UITableViewCell {}
