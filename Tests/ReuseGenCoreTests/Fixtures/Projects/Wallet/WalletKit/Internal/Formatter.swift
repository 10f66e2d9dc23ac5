import Foundation

enum MoneyFormatter {
  static func string(_ money: Money) -> String { "\(money.cents)" }
}
