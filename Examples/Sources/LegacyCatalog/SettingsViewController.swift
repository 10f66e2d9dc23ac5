import UIKit

/// A settings screen of UIKit's own cells, registered under the app's own strings, as real apps write it:
/// a subtitle cell built over the dequeued one, a plain header, and an Optional dequeue with a fallback.
public final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The settings rows.
  public let tableView = UITableView(frame: .zero, style: .insetGrouped)

  public override func viewDidLoad() {
    super.viewDidLoad()
    self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "settingsCell")
    self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "UITableViewCell2")
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plainHeader")
    // Drawn in a xib whose view's custom class is UIKit's own header/footer class, as PopcornTime draws its
    // download headers.
    tableView.register(
      UINib(nibName: "SettingsFooter", bundle: .module), forHeaderFooterViewReuseIdentifier: "footer")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// A setting, a toggle row, and a row built without registration.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  /// Each row's cell: UIKit's own class under the app's strings, one of them rebuilt with a style.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "settingsCell", for: indexPath)
      cell.textLabel?.text = "Notifications"
      cell.accessoryType = .disclosureIndicator
      return cell
    } else if indexPath.row == 1 {
      var cell = tableView.dequeueReusableCell(withIdentifier: "UITableViewCell2", for: indexPath)
      cell = UITableViewCell(style: .subtitle, reuseIdentifier: "UITableViewCell2")
      cell.textLabel?.text = "Haptics"
      return cell
    }
    return tableView.dequeueReusableCell(withIdentifier: "about")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "about")
  }

  /// The section header, UIKit's own class.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "plainHeader")
    header?.textLabel?.text = "General"
    return header
  }

  /// The section footer, UIKit's own class drawn in a xib.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "footer")
    footer?.textLabel?.text = "Changes apply at once"
    return footer
  }
}

/// A grid of UIKit's own cells with a plain footer.
public final class PaletteViewController: UIViewController, UICollectionViewDataSource {
  /// The grid.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "ColorCell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "PaletteFooter")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  /// One colour.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    1
  }

  /// A colour's cell, UIKit's own class.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ColorCell", for: indexPath)
    cell.tag = indexPath.item + 1
    return cell
  }

  /// The footer.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "PaletteFooter", for: indexPath)
  }
}
