// Stand-ins, written for this check, for what pocket-casts' FiltersShortcutsViewController.swift uses from
// the rest of the app and from PocketCastsDataModel. No line of pocket-casts is copied here.
import UIKit

class PCViewController: UIViewController {}
class SiriSettingsViewController: UIViewController {}
final class EpisodeFilter {}

final class FilterShortcutsViewController: UIViewController {
    init(filter: EpisodeFilter) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

class SiriShortcutAddCell: UITableViewCell {
    let addIcon = UIImageView()
    func populateFrom(filter: EpisodeFilter) {}
}

enum L10n {
    static let settingsSelectFilterSingular = "Select Filter"
}
