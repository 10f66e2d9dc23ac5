// Declaration keywords as argument labels and parameter names declare nothing.
import UIKit

final class LabelInstaller {
  func install(class cell: UITableViewCell) {}
  func install(_ index: Int, class cell: UICollectionViewCell) {}
  func install(struct cell: UITableViewCell) {}
  func install(enum cell: UITableViewHeaderFooterView) {}
  func install(actor cell: UICollectionReusableView) {}
  func install(protocol cell: UITableViewCell) {}
  func install(extension cell: UITableViewCell) {}
  func install(typealias cell: UITableViewCell) {}
  func f(struct: Int) {}
  init(enum e: UITableViewCell) {}
  func multiline(
    first: Int,
    class cell: UITableViewCell
  ) {}
  subscript(class cell: UITableViewCell) -> Int { 0 }
  let closure = { (class cell: UITableViewCell) in }
  func call(x: UITableViewCell) {
    install(class: x)
    install(1, class: x)
    f(struct: 1)
  }
}
final class LabelAfter: UITableViewCell {}
