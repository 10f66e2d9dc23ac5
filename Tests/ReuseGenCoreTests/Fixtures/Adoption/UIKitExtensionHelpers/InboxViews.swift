// swift-format-ignore-file
import UIKit

final class MessageCell: UITableViewCell {}

final class InboxSectionHeader: UITableViewHeaderFooterView {}

final class ContactCell: UICollectionViewCell {}

final class InboxViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let contactsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(MessageCell.self)
    tableView.register(InboxSectionHeader.self, forHeaderFooterViewReuseIdentifier: InboxSectionHeader.reuseIdentifier)
    tableView.dataSource = self
    contactsView.register(ContactCell.self)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(MessageCell.self, for: indexPath)
    cell.textLabel?.text = "Hello"
    return cell
  }

  func header() -> InboxSectionHeader? {
    tableView.dequeueReusableHeaderFooterView(InboxSectionHeader.self)
  }

  func contact(at indexPath: IndexPath) -> ContactCell {
    contactsView.dequeueReusableCell(for: indexPath)
  }
}
