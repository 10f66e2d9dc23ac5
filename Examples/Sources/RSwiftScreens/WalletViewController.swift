import RswiftResources
import UIKit

/// A wallet screen as apps on R.swift write it: a table of wallets, registered with the nib's name as
/// identifier, and of tokens, through R.swift's own `register(_:)` and typed dequeue; and the passphrase's
/// words in a collection, whose nib sets its identifier.
public final class WalletViewController: UIViewController, UITableViewDataSource, UICollectionViewDataSource {
  /// The wallets, then the tokens.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The passphrase.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// The wallets' names.
  public var wallets: [String] = []
  /// The tokens' names.
  public var tokens: [String] = []
  /// The passphrase's words.
  public var words: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UINib(resource: R.nib.walletCell), forCellReuseIdentifier: R.nib.walletCell.name)
    tableView.register(R.nib.tokenCell)
    collectionView.register(R.nib.wordCell)
    tableView.dataSource = self
    collectionView.dataSource = self
    view.addSubview(tableView)
    view.addSubview(collectionView)
  }

  /// The wallets, then the tokens.
  public func numberOfSections(in tableView: UITableView) -> Int { 2 }

  /// A row a wallet, then a row a token.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? wallets.count : tokens.count
  }

  /// The wallet's or the token's row.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.section == 1 {
      let cell = tableView.dequeueReusableCell(withIdentifier: R.reuseIdentifier.token, for: indexPath)!
      cell.textLabel?.text = tokens[indexPath.row]
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: R.nib.walletCell.name, for: indexPath) as! WalletCell
    cell.textLabel?.text = wallets[indexPath.row]
    return cell
  }

  /// An item a word.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    words.count
  }

  /// The word's item.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: R.nib.wordCell.identifier, for: indexPath)
      as! WordCell
    cell.word = words[indexPath.item]
    return cell
  }
}
