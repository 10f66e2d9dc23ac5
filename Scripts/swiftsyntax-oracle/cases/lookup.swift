// DESIGN.md §1 lookup rules beyond the corpus's.
import UIKit

enum LookupFeed { struct LookupBase {} ; class Cell: LookupBase {} }
class LookupBase: UITableViewCell {}

class LookupGenericVC<T>: UIViewController { class Cell: UITableViewCell {} }
final class LookupChildVC: LookupGenericVC<Int> { final class Special: Cell {} }

enum LookupAliasShadow { typealias UITableViewCell = UIView; final class Shadowed: UITableViewCell {} }

final class LookupCycleA: LookupCycleB {}
final class LookupCycleB: LookupCycleA {}

enum LookupHub { enum Cards {} }
extension LookupHub.Cards { class Base: UICollectionViewCell {} }
typealias LookupCards = LookupHub.Cards
extension LookupCards { final class ViaAlias: Base {} }

extension LookupExternal { final class OfExternalType: UITableViewCell {} }
extension UIKit.UITableView { final class OfUIKitType: UITableViewCell {} }
