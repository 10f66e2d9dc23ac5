// `/)` is an unapplied division operator, never the start of a bare regex: Swift's lexer rejects a bare
// regex whose pattern has an unbalanced `)`. Lexing `/) > 0.5 { return 1/` as a regex swallows the `{`,
// so the function body closes early and StatCell comes out as a top-level class.
import UIKit

final class StatsViewController: UIViewController {
  func ratio(_ values: [Double]) -> Double {
    if values.reduce(1, /) > 0.5 { return 1/2 }
    return 0
  }
  final class StatCell: UITableViewCell {}  // StatsViewController.StatCell
}

let divide: (Double, Double) -> Double = (/); final class AfterOperatorReference: UITableViewCell {}; let half = 1/2
