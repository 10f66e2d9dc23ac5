import Foundation
import UIKit

// Views and data sources the tests drive. Classes that xibs name must be top-level, as `NSClassFromString`
// finds only those on Linux.

/// A typical programmatic cell: stored properties with defaults, no initializers.
final class FeedCell: UITableViewCell {
  let title = UILabel()
  private(set) var prepareForReuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
    title.text = nil
  }
}

/// The most common spelling on iOS: it overrides the designated initializer and implements `init(coder:)`.
final class SubtitleCell: UITableViewCell {
  let badge = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell whose initializer is `required` and `override`, as some code bases spell it for portability.
class RequiredInitCell: UITableViewCell {
  override required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell loaded from `FeedNibCell.xib`.
final class FeedNibCell: UITableViewCell {
  private(set) var awokeFromNib = false
  private(set) var loadedWithCoder = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    loadedWithCoder = true
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awokeFromNib = true
  }
}

/// A header built from its class.
final class SectionHeader: UITableViewHeaderFooterView {
  let title = UILabel()
}

/// A header loaded from `SectionNibHeader.xib`, whose top-level object is a plain `<view>`.
final class SectionNibHeader: UITableViewHeaderFooterView {}

/// A collection view cell that overrides `init(frame:)`, as programmatic cells do.
final class GridCell: UICollectionViewCell {
  let label = UILabel()
  private(set) var prepareForReuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
  }
}

/// A list cell with no initializers of its own.
final class ListCell: UICollectionViewListCell {
  let label = UILabel()
}

/// A collection view cell loaded from `GridNibCell.xib`.
final class GridNibCell: UICollectionViewCell {}

/// A supplementary view built from its class.
final class BannerView: UICollectionReusableView {
  let label = UILabel()
}

/// A supplementary view loaded from `BannerNibView.xib`.
final class BannerNibView: UICollectionReusableView {}

/// The `Bundle.module` of this test target, where the fixtures are.
let fixtures = Bundle.module

/// A table data source that records what the table view asked.
final class RecordingTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [[String]]
  var calls: [String] = []
  var selected: [IndexPath] = []
  let identifier: String

  init(rows: [[String]], identifier: String) {
    self.rows = rows
    self.identifier = identifier
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    calls.append("numberOfSections")
    return rows.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    calls.append("numberOfRows(\(section))")
    return rows[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    calls.append("cellForRow(\(indexPath.section),\(indexPath.row))")
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A data source whose sections have header views from a registered class and title footers.
final class HeaderTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections = 2

  func numberOfSections(in tableView: UITableView) -> Int {
    sections
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
    header?.title.text = "Header \(section)"
    return header
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 0 ? "Footer" : nil
  }
}
