import UIKit

/// A wallet's row, drawn in `WalletCell.xib`, which sets no reuse identifier.
final class WalletCell: UITableViewCell {}

/// A token's row, drawn in `TokenCell.xib` with the reuse identifier `token`.
final class TokenCell: UITableViewCell {}

/// A word of the passphrase, drawn in `WordCell.xib` with the reuse identifier `word`.
final class WordCell: UICollectionViewCell {
  var word = ""
}
