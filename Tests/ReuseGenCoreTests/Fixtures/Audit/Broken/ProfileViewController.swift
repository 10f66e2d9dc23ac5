// swift-format-ignore-file
import UIKit

final class ProfileViewController: UITableViewController {
  private enum Identifier {
    static let name = "name"
    static let avatar = "avatar"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NameCell.self, forCellReuseIdentifier: Identifier.name)
    // Seeded: the same identifier for a second class, on the same table view.
    tableView.register(AvatarCell.self, forCellReuseIdentifier: Identifier.name)
    tableView.register(AvatarCell.self, forCellReuseIdentifier: Self.Identifier.avatar)
    // Seeded: the xib says "TagCell".
    tableView.register(UINib(nibName: "TagCell", bundle: nil), forCellReuseIdentifier: "tag")
    // Seeded: registered, never dequeued.
    tableView.register(UnusedCell.self, forCellReuseIdentifier: "unused")
    tableView.register(FooterView.self, forHeaderFooterViewReuseIdentifier: "footer")
    tableView.register(BoldNameCell.self, forCellReuseIdentifier: "bold")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.row {
    case 0:
      return tableView.dequeueReusableCell(withIdentifier: Identifier.name, for: indexPath)
    case 1:
      // Seeded: "avatar" is an AvatarCell, not a NameCell.
      return tableView.dequeueReusableCell(withIdentifier: Identifier.avatar, for: indexPath) as! NameCell
    case 2:
      return tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
    case 3:
      // Correct: a BoldNameCell is a NameCell.
      return tableView.dequeueReusableCell(withIdentifier: "bold", for: indexPath) as! NameCell
    default:
      // Seeded: nothing registers "Missing".
      return tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
    }
  }

  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    // Seeded: "footer" is registered as a header/footer view, and dequeued as a cell.
    tableView.dequeueReusableCell(withIdentifier: "footer", for: IndexPath(row: 0, section: section)).contentView
  }
}

final class TilesViewController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    // Seeded: a typo in the identifier.
    collectionView.dequeueReusableCell(withReuseIdentifier: "tiles", for: indexPath)
  }
}
