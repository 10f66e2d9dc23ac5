import ReuseSupport
import UIComponents
import UIKit

/// The profile's card: a `CardCell` of the UI components module, with its own identifier.
public final class ProfileCardCell: CardCell {}

/// The profile's banner, drawn in this module's `ProfileBannerCell.xib`: registering it loads that nib,
/// not the base class's.
public final class ProfileBannerCell: BannerCell {}
