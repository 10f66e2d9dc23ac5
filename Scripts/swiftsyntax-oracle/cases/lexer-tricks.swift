// Lexer edge cases: every class below whose name ends in "Real" is code and must be listed; the rest are
// inside comments, strings or regex literals and must not be.
import UIKit

/* outer /* inner */ class NestedCommentFake: UITableViewCell {} */
/* "*/ final class LexQuoteInCommentReal: UITableViewCell {} // " */
let lexBackslash = "a\\"; final class LexBackslashReal: UITableViewCell {}
let lexUnicodeQuote = "\u{22}class LexUnicodeFake: UITableViewCell {}"
let lexRaw = ##"foo "# class LexRawFake: UITableViewCell {} "##; final class LexRawReal: UITableViewCell {}
let lexRawInterp = #"\#("\"#") class LexRawInterpFake: UITableViewCell {}"#
let lexInterp = "\(["}"].map { "\($0){" }.joined()) class LexInterpFake: UITableViewCell {}"
let lexMultiline = """
  \("\"\"\"") class LexMultiFake: UITableViewCell {}
  """
let lexRawMulti = #"""
  """ class LexRawMultiFake: UITableViewCell {}
  """#
let lexRegexQuote = /"/; final class LexRegexQuoteReal: UITableViewCell {}
let lexRegexSlash = #/a/b"c/#; final class LexExtRegexReal: UITableViewCell {}
let lexMultiRegex = #/
  class LexMultiRegexFake: UITableViewCell {}  # extended syntax comment "
/#
func lexDivide(_ total: Int, _ count: Int) -> Int { let a = total/2; final class LexDivideReal: UITableViewCell {}; return a/count }
let lexOpComment = 1 +/* class LexOpCommentFake: UITableViewCell {} */ 2
final class LexAfterOpCommentReal: UITableViewCell {}
let lexPoundString = #"class LexPoundFake: UITableViewCell {}"#
let lexBraceDiv = [4].reduce(0) { $0 + $1 }/2; final class LexBraceDivReal: UITableViewCell {}; let lexBraceDiv2 = 8/4
let lexDictRegex = ["k": /"/]; final class LexDictRegexReal: UITableViewCell {}
let lexArrRegex = [/"/, /'/]; final class LexArrRegexReal: UITableViewCell {}
let lexInterpComment = "\(1 /* " */) class LexInterpCommentFake: UITableViewCell {}"
let lexInterpRaw = "\(#")"#) class LexInterpRawFake: UITableViewCell {}"
let lexMultiInterp = """
  \(1 // " comment in interpolation
  ) class LexMultiInterpFake: UITableViewCell {}
  """
let lexSubscriptDiv = [8][0]/2; let lexOptDiv = Optional(8)!/2; final class LexPostfixDivReal: UITableViewCell {}
/*/ final class SlashStarFake: UITableViewCell {} */
/**/ final class AfterEmptyCommentReal: UITableViewCell {}
infix operator /+: AdditionPrecedence
infix operator +/: AdditionPrecedence
func /+ (a: Int, b: Int) -> Int { a + b }
func +/ (a: Int, b: Int) -> Int { a - b }
let customOp = 1 /+ 2; final class CustomOpReal: UITableViewCell {}; let customOp2 = 3 +/ 4
final class Cell🙂Real: UITableViewCell {}
final class CaféReal: UITableViewCell {}
final class 表示セルReal: UICollectionViewCell {}
