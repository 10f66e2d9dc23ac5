// swift-format-ignore-file
import UIKit

final class ChaptersViewController: UITableViewController {
    private static let chapterCell = "ChapterCell"
    var chapters: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlayerChapterCell.self, forCellReuseIdentifier: ChaptersViewController.chapterCell)
        tableView.register(ThemeableCell.self, forCellReuseIdentifier: ThemeableCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        chapters.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == chapters.count {
            let cell = tableView.dequeueReusableCell(ThemeableCell.self, for: indexPath)
            cell.textLabel?.text = "Show all"
            return cell
        }
        let chapterCell = tableView.dequeueReusableCell(withIdentifier: ChaptersViewController.chapterCell, for: indexPath) as! PlayerChapterCell
        chapterCell.chapterTitle = chapters[indexPath.row]
        return chapterCell
    }
}

/// pocket-casts' settings screens: UIKit's Optional dequeue, force cast, in `tableView(_:cellForRowAt:)`.
final class ShortcutsViewController: UITableViewController {
    private let enabledCellId = "SiriShortcutEnabledCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ShortcutEnabledCell.self, forCellReuseIdentifier: enabledCellId)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: enabledCellId) as! ShortcutEnabledCell
        cell.isOn = true
        return cell
    }
}

final class ShortcutEnabledCell: UITableViewCell {
    var isOn = false
}
