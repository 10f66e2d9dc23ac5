// Local typealiases are followed like any other: both classes are (skipped, local) reusable views.
import UIKit

func makeRow() {
  typealias Base = UITableViewCell
  final class ViaLocalAlias: Base {}
}

func makeTile() {
  class Inner: UICollectionViewCell {}
  typealias Short = Inner
  final class ViaLocalAliasToLocal: Short {}
}
