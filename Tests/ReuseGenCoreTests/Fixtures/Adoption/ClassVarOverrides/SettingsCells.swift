// swift-format-ignore-file
import UIKit

// Pattern 2: a base cell declares the identifier as a class property and subclasses override it.

class SettingsBaseCell: UITableViewCell {
  class var reuseIdentifier: String { "SettingsBaseCell" }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class SwitchSettingCell: SettingsBaseCell {
  override class var reuseIdentifier: String { "SwitchSettingCell" }
}

final class DisclosureSettingCell: SettingsBaseCell {
  override class var reuseIdentifier: String {
    return "DisclosureSettingCell"
  }
}

// Computed from the type: the listing cannot know it, the generated code does not need to.
final class ValueSettingCell: SettingsBaseCell {
  override class var reuseIdentifier: String { String(describing: self) }
}

final class SettingsViewController: UITableViewController {
  private let rows: [SettingsBaseCell.Type] = [SwitchSettingCell.self, DisclosureSettingCell.self]

  override func viewDidLoad() {
    super.viewDidLoad()
    for row in rows {
      tableView.register(row, forCellReuseIdentifier: row.reuseIdentifier)
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row].reuseIdentifier, for: indexPath)
  }
}
