import UIKit

/// The identifier of each cell and supplementary view: its class's name, as wallets and many other apps
/// declare it once for every view.
extension UICollectionReusableView {
  static var reuseIdentifier: String { String(describing: self) }
}

extension UICollectionView {
  /// Registers a view class under its name: the parameter is any reusable view's metatype, not a generic
  /// one, so each call passes the class it registers.
  func registerCellClass(_ viewClass: UICollectionReusableView.Type) {
    register(viewClass, forCellWithReuseIdentifier: viewClass.reuseIdentifier)
  }
}

/// A coin's row.
final class AssetCell: UICollectionViewCell {
  /// The coin it shows.
  var symbol = ""
}

/// A token's row.
final class TokenCell: UICollectionViewCell {
  /// The token it shows.
  var symbol = ""
}

/// The screen's view, which holds the grid.
final class AssetsRootView: UIView {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
}

/// A wallet's assets: a manager object registers the cells on the screen's grid, reached through the
/// screen's root view, and a separate data source dequeues them from its parameter.
public final class AssetsViewController: UIViewController {
  let rootView = AssetsRootView()
  let dataSource = AssetsDataSource()
  lazy var manager = AssetsManager(viewController: self)

  public override func loadView() { view = rootView }

  public override func viewDidLoad() {
    super.viewDidLoad()
    manager.setUp()
    rootView.collectionView.dataSource = dataSource
  }
}

/// Sets the screen up from outside it.
@MainActor
final class AssetsManager {
  weak var viewController: AssetsViewController?

  init(viewController: AssetsViewController) { self.viewController = viewController }

  func setUp() {
    viewController?.rootView.collectionView.registerCellClass(AssetCell.self)
    viewController?.rootView.collectionView.registerCellClass(TokenCell.self)
  }
}

/// Coins first, then tokens.
@MainActor
final class AssetsDataSource: NSObject, UICollectionViewDataSource {
  var coins = ["BTC", "ETH"]
  var tokens = ["USDC"]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    coins.count + tokens.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if indexPath.item < coins.count {
      let cell =
        collectionView.dequeueReusableCell(AssetCell.self, for: indexPath)
      cell.symbol = coins[indexPath.item]
      return cell
    }
    let cell =
      collectionView.dequeueReusableCell(TokenCell.self, for: indexPath)
    cell.symbol = tokens[indexPath.item - coins.count]
    return cell
  }
}
