// Stand-ins, written for this check, for what NetNewsWire's ColorPaletteTableViewController.swift uses
// from the rest of the app. No line of NetNewsWire is copied here.
import UIKit

enum UserInterfaceColorPalette: Int, CaseIterable, CustomStringConvertible {
	case automatic, light, dark
	var description: String { "\(rawValue)" }
}

@MainActor
enum AppDefaults {
	static var userInterfaceColorPalette = UserInterfaceColorPalette.automatic
}

class VibrantTableViewCell: UITableViewCell {}
