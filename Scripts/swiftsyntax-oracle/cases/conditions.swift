// #if rendering edge cases.
import UIKit

#if os(/* phones */iOS) && DEBUG // trailing
final class CondAttachedComment: UITableViewCell {}
#endif
#if os(iOS) || (
  os(tvOS))
final class CondMultiLine: UITableViewCell {}
#endif
#if compiler(>=5.9) && !os(Linux)
final class CondCompiler: UITableViewCell {}
#elseif swift(<6)
final class CondCompiler: UITableViewCell {}
#else
final class CondCompiler: UITableViewCell {}
#endif
func condLocal() {
  #if DEBUG
  final class CondInFunction: UITableViewCell {}
  #endif
}
#if canImport(Foo, _version: "1.2") && $Macros
final class CondStringAndDollar: UITableViewCell {}
#endif
