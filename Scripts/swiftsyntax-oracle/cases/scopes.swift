// Scopes: local types, private/fileprivate, extensions through typealiases and generic contexts.
import UIKit

func scopeNestedInLocal() {
  class LocalOuter {
    class NestedInLocal: UITableViewCell {}
  }
  _ = LocalOuter()
}

class ScopeCard: UITableViewCell {}
func scopeA() { class ScopeCard: UIView {} }
func scopeB() { final class FancyLocalCard: ScopeCard {} }

func scopeC() { class ScopeLocalBase: UITableViewCell {} }
func scopeD() { class ScopeLocalBase: UIView {}; final class ScopeLocalSub: ScopeLocalBase {} }

func scopeOuterBlock(flag: Bool) {
  class ScopeBlockBase: UICollectionViewCell {}
  if flag { final class ScopeBlockSub: ScopeBlockBase {} }
}

final class ScopeController: UIViewController {}
typealias ScopeControllerAlias = ScopeController
extension ScopeControllerAlias { final class ThroughAlias: UITableViewCell {} }

struct ScopeBox<T> {}
extension ScopeBox where T == Int { final class Constrained: UITableViewCell {} }

struct ScopeGen<T> { struct Inner {} }
extension ScopeGen.Inner { final class DeepGeneric: UICollectionViewCell {} }

func scopeGenericFunction<T>(_ value: T) { final class InGenericFunction: UITableViewCell {} }

let scopeClosure: UITableViewCell = { final class InTopLevelClosure: UITableViewCell {}; return InTopLevelClosure() }()

#Preview { final class InMacroClosure: UITableViewCell {} }

private enum ScopePrivate { enum Inner {} }
extension ScopePrivate.Inner { final class InExtensionOfNestedPrivate: UITableViewCell {} }

public extension ScopeController { final class PublicExtension: UITableViewCell {} }
fileprivate extension ScopeController { final class FilePrivateExtension: UITableViewCell {} }
func scopeLocalQualified() {
  class LocalVC: UIViewController { class Cell: UITableViewCell {} }
  final class ViaLocalMember: LocalVC.Cell {}
}
class ScopeVC: UIViewController {
  class ScopeVCBase: UITableViewCell {}
  func a() { class ScopeVCBase: UIView {} }
  func b() { final class MemberBaseFromMethod: ScopeVCBase {} }
}
struct ScopeBox2<T> {}
typealias ScopeIntBox = ScopeBox2<Int>
extension ScopeIntBox { final class SpecialisedAlias: UITableViewCell {} }
