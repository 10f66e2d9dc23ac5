// swift-format-ignore-file
// Written as Objective-C-era apps write it: a constant named like a type; migrate declares it on one line.
import UIKit

/// Where the screens' nibs load from, named as a framework that ships its resources apart names it
/// (ChatSecure's `OTRAssets.resourcesBundle`); isolated to the main actor, as an app's UI helpers often are,
/// which the migrated declaration that reads it must be too.
@MainActor
public enum IdiomAssets {
  /// The bundle that holds the screens' xibs.
  public static var resourcesBundle: Bundle { .module }
}

/// A chip for one buddy of a group being composed, drawn in a xib that sets no identifier.
open class BuddyChipCell: UICollectionViewCell {
  /// The buddy's name.
  public var name = ""
  /// Whether the chip was built from its xib, as the registration asks, rather than from its class.
  public private(set) var isFromNib = false

  /// Creates a chip from code.
  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Loads the chip from `BuddyChipCell.xib` (here rather than in `awakeFromNib()`, which the iOS 16.5 SDK
  /// declares nonisolated, as `PromoCell` of FeedKit explains).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isFromNib = true
  }
}

/// The chip's string, written once beside the screen as Objective-C-era code writes it.
private let BuddyChipCellIdentifier = "BuddyChipCellIdentifier"

/// The buddies of a new group, in ChatSecure's idiom: the chip's nib is loaded by name from the resource
/// bundle, registered under a string of the screen's, and kept as a prototype for sizing.
open class GroupComposeViewController: UIViewController, UICollectionViewDataSource {
  /// The chips.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// The buddies chosen so far.
  public var selectedItems: [String] = []
  /// A chip built from the nib, to measure one.
  var prototypeCell: BuddyChipCell?

  override open func viewDidLoad() {
    super.viewDidLoad()
    let cellNib = UINib(nibName: "BuddyChipCell", bundle: IdiomAssets.resourcesBundle)
    self.collectionView.register(cellNib, forCellWithReuseIdentifier: BuddyChipCellIdentifier)
    prototypeCell = cellNib.instantiate(withOwner: nil, options: nil)[0] as? BuddyChipCell
    collectionView.dataSource = self
  }

  /// One chip per buddy.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    selectedItems.count
  }

  /// A buddy's chip.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: BuddyChipCellIdentifier, for: indexPath) as? BuddyChipCell
    else {
      fatalError("BuddyChipCell is registered in viewDidLoad")
    }
    cell.name = selectedItems[indexPath.item]
    return cell
  }
}
