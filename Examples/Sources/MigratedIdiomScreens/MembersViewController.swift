import UIKit

/// A group's members, then the actions on the group.
public final class MembersViewController: UIViewController, UICollectionViewDataSource {
  /// The grid.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// The members the grid shows.
  public var members: [String] = []
  /// The actions after them.
  var actions: [ActionKind] = [.invite, .leave]

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(MemberCell.self)
    collectionView.register(ActionCell.self)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  /// The members, then the actions.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    members.count + actions.count
  }

  /// A member's tile, or an action's.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if indexPath.item < members.count {
      let cell: UICollectionViewCell = collectionView.dequeueReusableCell(
        MemberCell.self, for: indexPath)
      (cell as? MemberCell)?.name = members[indexPath.item]
      return cell
    }
    let cell =
      collectionView.dequeueReusableCell(ActionCell.self, for: indexPath)
    cell.identifier = actions[indexPath.item - members.count]
    return cell
  }
}
