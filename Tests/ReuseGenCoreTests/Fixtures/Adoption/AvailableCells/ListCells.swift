// swift-format-ignore-file
import UIKit

// Pattern 7: cells that need a newer iOS than the module's deployment target (iOS 13).

@available(iOS 14.0, *)
final class ContactListCell: UICollectionViewListCell {
  var contactName: String? {
    didSet { setNeedsUpdateConfiguration() }
  }
}

@available(iOS 15.0, *)
enum Compose {
  final class AttachmentPreviewCell: UICollectionViewCell {}

  final class DraftCell: UITableViewCell {}
}

@available(iOS 14.0, *)
class BaseListCell: UICollectionViewListCell {}

@available(iOS 14.0, *)
final class MailboxCell: BaseListCell {}

@available(iOS 13.0, *)
final class ThreadCell: UITableViewCell {}

@available(iOS, introduced: 14.0)
final class LabelCell: UICollectionViewCell {}

final class PlainCell: UITableViewCell {}

final class MailboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 14.0, *) {
      let registration = UICollectionView.CellRegistration<ContactListCell, String> { cell, _, name in
        cell.contactName = name
      }
      _ = registration
    }
  }
}
