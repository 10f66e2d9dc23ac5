// swift-format-ignore-file
import UIKit

// Written the way Mammoth's settings screens are: UIKit's own cells under the app's strings, one string per
// row style, and a subtitle cell built over the dequeued one.
class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    var tableView = UITableView(frame: .zero, style: .insetGrouped)
    let firstSection = ["Notifications", "Haptics"]

    override func viewDidLoad() {
        super.viewDidLoad()
        self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "settingsCell1")
        self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "UITableViewCell")
        self.tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
        self.tableView.delegate = self
        self.tableView.dataSource = self
        self.view.addSubview(self.tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? self.firstSection.count : 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            var cell = tableView.dequeueReusableCell(withIdentifier: "settingsCell1", for: indexPath)
            cell = UITableViewCell(style: .subtitle, reuseIdentifier: "settingsCell1")
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = self.firstSection[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        } else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "UITableViewCell", for: indexPath)
            cell.textLabel?.text = "Version"
            cell.selectionStyle = .none
            return cell
        }
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader")
        header?.textLabel?.text = section == 0 ? "General" : "About"
        return header
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        // A sizing cell that UIKit never registered: the Optional dequeue returns nil, and the fallback runs.
        let cell = tableView.dequeueReusableCell(withIdentifier: "sizing") ?? UITableViewCell(style: .default, reuseIdentifier: "sizing")
        return cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    }
}
