// Stand-ins, written for this check, for what Mammoth's OpenLinksSettingsViewController.swift uses from
// the rest of the app. No line of Mammoth is copied here.
import UIKit

@MainActor
enum GlobalStruct {
    static var hideNavBars2 = false
    static var preferredBrowser = "Safari"
}

// Mammoth reads its defaults keys through a `value` of its own.
extension String {
    var value: String { self }
}

extension UIColor {
    enum custom {
        static let backgroundTint = UIColor.systemBackground
        static let baseTint = UIColor.systemBlue
        static let OVRLYSoftContrast = UIColor.secondarySystemBackground
    }
}

@MainActor
enum LinkOpener {
    static func checkInstalledBrowsers() -> [String] { [] }
}
