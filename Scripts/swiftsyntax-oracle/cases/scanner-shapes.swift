// Declaration shapes the scanner must read.
import UIKit

#if _runtime(_ObjC)
@objc(ShapeObjCCell) final class ShapeObjC: UITableViewCell {}
#endif
@available(*, deprecated, message: "class ShapeFake: UITableViewCell")
final class ShapeDeprecated: UITableViewCell {}
final class ShapeWhere<T>: UITableViewCell where T: Equatable {}
final class ShapeNestedGeneric<T: Collection<Array<Int>>>: UICollectionViewCell {}
class ShapePack<each T>: UITableViewCell {}
class
ShapeNewline
  : UITableViewCell
{
}
class /* c */ ShapeComments /* c */ : /* c */ UITableViewCell /* c */ {}
class `ShapeBacktick`<T>: UITableViewCell {}
class ShapeOuter<T>: UIViewController { class Inner: UITableViewCell {} }
final class ShapeMemberOfSpecialised: ShapeOuter<Int>.Inner {}
typealias ShapeGenericAlias<T> = ShapeOuter<T>.Inner
final class ShapeThroughGenericAlias: ShapeGenericAlias<Int> {}
protocol ShapeConfigurable {}
typealias ShapeComposition = UITableViewCell & ShapeConfigurable
final class ShapeThroughComposition: ShapeComposition {}
final class ShapeAfterAttributeIf: UITableViewCell {
  class func make() -> Self? { nil }
  class var height: Int { 1 }
  final class func other() {}
  class override func awakeFromNib() {}
  class public func pub() {}
}
#if os(iOS)
@available(iOS 15, *)
#endif
final class ShapeIfAttribute: UITableViewCell {}
struct ShapeHolder { let x = 1; func f(class c: Int) {}; }
class ShapeHandler<T>: UITableViewCell {}
final class ShapeArrowGenericArgument: ShapeHandler<(Int) -> Void> {
  final class NestedAfterArrow: UITableViewCell {}
}
extension ShapeHandler where T == (Int) -> Void { final class InArrowConstrained: UICollectionViewCell {} }
final class ShapeArrowConstraint<T: ShapeHandler<(Int) -> Void>>: UICollectionViewCell {
  final class Member: UICollectionViewCell {}
}
class ShapeValueGeneric<let N: Int>: UICollectionViewCell {}
private indirect enum ShapeIndirectPrivate { case leaf; final class InIndirectPrivate: UITableViewCell {} }
typealias ShapeParenAlias = (UITableViewCell)
final class ShapeThroughParenAlias: ShapeParenAlias {}
