import ReuseSupport
import UIComponents
import UIKit

/// The settings screen's card, a `CardCell` of the UI components module.
public final class SettingsCardCell: CardCell {}
