// Escapes and delimiters that end, or do not end, literals.
import UIKit

let backslashThenQuote = "\\"; final class AfterBackslash: UITableViewCell {}
let escapedQuote = "\"class Hidden1: UITableViewCell {}\""
let rawBackslash = #"\"#; final class AfterRawBackslash: UITableViewCell {}
let rawWithQuote = #"a " b "# + "c"
let unicode = "\u{1F600} \u{22}"; final class AfterUnicode: UICollectionViewCell {}
let continued = """
  line one \
  class Hidden2: UITableViewCell {}
  \"""
  """
let rawMulti = #"""
  \(notInterpolated) \#(1 + 1) """ still inside
  class Hidden3: UITableViewCell {}
  """#
final class AfterRawMulti: UITableViewCell {}
var total = 10
func arithmetic() {
  total /= 2
  let negative = total / -2
  let slash = /\//
  let brackets = /[\/]+/
  _ = (negative, slash, brackets)
}
final class AfterRegexes: UICollectionReusableView {}
let nested = "outer \("inner \("deepest \(1) }") {") end"; final class AfterNested: UITableViewHeaderFooterView {}
