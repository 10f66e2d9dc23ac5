// swift-format-ignore-file
import UIKit

final class TwoColumnHeaderView: UITableViewHeaderFooterView {}
final class PrimaryHeaderView: UITableViewHeaderFooterView {}
final class NoteCell: UITableViewCell {}
final class TrackingCell: UITableViewCell {}
final class SummaryFooterView: UITableViewHeaderFooterView {}

/// Registers its headers and cells in loops, as WooCommerce's order screens do.
final class OrderDetailsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        registerTableViewHeaderFooters()
        for cell in [NoteCell.self] {
            tableView.register(cell, forCellReuseIdentifier: cell.reuseIdentifier)
        }
        // The array is read again below: typing it would change that use, so this loop stays.
        let trackingCells = [TrackingCell.self]
        for cell in trackingCells {
            tableView.register(cell, forCellReuseIdentifier: cell.reuseIdentifier)
        }
        print("registered \(trackingCells.count) tracking cells")
        // A metatype held in a local, as WooCommerce's order list registers its header: migrated, the local
        // goes, and `register(SummaryFooterView.self)` is the generated header registration, never the app's
        // `register(_ type: UITableViewCell.Type)`.
        let footerType = SummaryFooterView.self
        tableView.register(footerType.loadNib(), forHeaderFooterViewReuseIdentifier: footerType.reuseIdentifier)
        tableView.dataSource = self
    }

    private func registerTableViewHeaderFooters() {
        let headersAndFooters = [
            TwoColumnHeaderView.self,
            PrimaryHeaderView.self,
        ]

        for kind in headersAndFooters {
            tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier: kind.reuseIdentifier)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
        }
        return tableView.dequeueReusableCell(withIdentifier: TrackingCell.reuseIdentifier, for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: SummaryFooterView.reuseIdentifier) as? SummaryFooterView
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: TwoColumnHeaderView.reuseIdentifier)
        return header == nil ? nil : "Order"
    }
}
