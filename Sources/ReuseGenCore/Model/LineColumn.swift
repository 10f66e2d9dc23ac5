/// A place in a file: its line and column, without the path.
struct LineColumn: Hashable, Comparable, Sendable {
  var line: Int
  var column: Int

  static func < (lhs: LineColumn, rhs: LineColumn) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}
