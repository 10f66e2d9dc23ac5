/// Accumulates Swift source lines with 2-space indentation, as `.swift-format` lays them out.
struct SwiftCodeWriter {
  /// The lines written so far, without line terminators.
  private(set) var lines: [String] = []
  /// The current nesting depth, two spaces per level.
  private var depth = 0

  /// Appends `text`, indented to the current depth; an empty `text` appends a blank line.
  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// Appends each line of `block`, indented to the current depth; blank lines stay empty.
  mutating func block(_ block: String) {
    for text in block.split(separator: "\n", omittingEmptySubsequences: false) {
      line(String(text))
    }
  }

  /// Appends a blank line unless the last line is already blank or nothing was written yet.
  mutating func blankLine() {
    if let last = lines.last, !last.isEmpty {
      lines.append("")
    }
  }

  /// The width of the current indentation, in columns.
  var currentIndentWidth: Int { depth * 2 }

  /// Writes `body` one level deeper.
  mutating func indented(_ body: (inout SwiftCodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Appends `opening`, writes `body` one level deeper, then appends `closing`.
  mutating func nested(_ opening: String, closing: String = "}", _ body: (inout SwiftCodeWriter) -> Void) {
    line(opening)
    indented(body)
    line(closing)
  }

  /// Writes `items` in order, each inside its `#if` conditions, outermost first.
  ///
  /// Consecutive items share the `#if` blocks of their common leading conditions, so the output stays
  /// small, and every `#if` is closed before the method returns. With `separated`, items are separated by
  /// blank lines; no blank line follows an `#if` or precedes an `#endif`.
  mutating func conditional<Item>(
    _ items: [Item],
    conditions: (Item) -> [String],
    separated: Bool,
    _ body: (inout SwiftCodeWriter, Item) -> Void
  ) {
    // Blocks deeper than `maximumConditionalIndentation` are not indented further: real code nests a
    // few levels, and indenting every level would make a view inside N blocks cost N² bytes.
    var open: [String] = []
    func close() {
      open.removeLast()
      if open.count < Self.maximumConditionalIndentation { depth -= 1 }
      line("#endif")
    }
    for (index, item) in items.enumerated() {
      let wanted = conditions(item)
      var shared = 0
      while shared < open.count, shared < wanted.count, open[shared] == wanted[shared] {
        shared += 1
      }
      while open.count > shared { close() }
      if separated, index > 0 {
        blankLine()
      }
      for condition in wanted[shared...] {
        line("#if \(condition)")
        if open.count < Self.maximumConditionalIndentation { depth += 1 }
        open.append(condition)
      }
      body(&self, item)
    }
    while !open.isEmpty { close() }
  }

  /// How many nested `#if` blocks are indented.
  static let maximumConditionalIndentation = 8

  /// The text: the lines joined by newlines, trailing whitespace removed, ending with one newline.
  var text: String {
    var trimmed = lines.map(Self.trimmingTrailingWhitespace)
    while trimmed.last?.isEmpty == true {
      trimmed.removeLast()
    }
    return trimmed.joined(separator: "\n") + "\n"
  }

  private static func trimmingTrailingWhitespace(_ line: String) -> String {
    var line = Substring(line)
    while let last = line.last, last == " " || last == "\t" {
      line.removeLast()
    }
    return String(line)
  }
}
