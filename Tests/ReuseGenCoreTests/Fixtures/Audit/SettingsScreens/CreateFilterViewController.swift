// swift-format-ignore-file
import UIKit

class CreateFilterViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private static let textEntryCellId = "TextEntryCellId"
    private static let headerId = "FilterHeaderId"

    @IBOutlet var tableView: UITableView! {
        didSet {
            tableView.register(UINib(nibName: "TextEntryCell", bundle: nil), forCellReuseIdentifier: CreateFilterViewController.textEntryCellId)
            tableView.register(FilterSectionHeader.self, forHeaderFooterViewReuseIdentifier: CreateFilterViewController.headerId)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CreateFilterViewController.textEntryCellId, for: indexPath) as! TextEntryCell
        cell.textField.placeholder = "Filter name"
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: CreateFilterViewController.headerId) as? FilterSectionHeader
        header?.textLabel?.text = "Name"
        return header
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let sizingCell = tableView.dequeueReusableCell(withIdentifier: CreateFilterViewController.textEntryCellId) as? TextEntryCell else { return 60 }
        return sizingCell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    }

    func focusedCell() -> TextEntryCell {
        tableView.dequeueReusableCell(withIdentifier: CreateFilterViewController.textEntryCellId) as! TextEntryCell
    }
}
