/// Renders byte-range edits of one file as a unified diff with three lines of context, the format
/// `git apply` and `patch -p1` read.
enum UnifiedDiff {
  static func render(path: String, original: [UInt8], edits: [MigrationEdit]) -> String {
    guard !edits.isEmpty else { return "" }
    let lines = splitLines(original)
    let starts = Array(offsets(of: lines).dropLast())
    func lineIndex(_ offset: Int) -> Int { LineTable.line(containing: offset, lineStarts: starts) }
    // Edits that touch the same lines change those lines together.
    var groups: [(first: Int, last: Int, edits: [MigrationEdit])] = []
    for edit in edits.sorted(by: { $0.start < $1.start }) {
      let first = lineIndex(edit.start)
      let last = lineIndex(max(edit.start, edit.end - 1))
      if let previous = groups.last, first <= previous.last {
        groups[groups.count - 1].last = max(previous.last, last)
        groups[groups.count - 1].edits.append(edit)
      } else {
        groups.append((first, last, [edit]))
      }
    }
    let context = 3
    var output = "--- \(headerName("a/" + path))\t\n+++ \(headerName("b/" + path))\t\n"
    var newLineDelta = 0
    var index = 0
    while index < groups.count {
      var end = index
      while end + 1 < groups.count, groups[end + 1].first - groups[end].last - 1 <= 2 * context { end += 1 }
      let hunkFirst = max(0, groups[index].first - context)
      let hunkLast = min(lines.count - 1, groups[end].last + context)
      var body = ""
      var oldCount = 0
      var newCount = 0
      var line = hunkFirst
      for group in groups[index...end] {
        while line < group.first {
          body += " " + text(lines[line])
          oldCount += 1
          newCount += 1
          line += 1
        }
        var replaced = Array(lines[group.first...group.last].joined())
        let base = starts[group.first]
        for edit in group.edits.sorted(by: { $0.start > $1.start }) {
          replaced.replaceSubrange(
            (edit.start - base)..<(edit.end - base), with: Array(edit.replacement.utf8))
        }
        for old in lines[group.first...group.last] {
          body += "-" + text(old)
          oldCount += 1
        }
        for new in splitLines(replaced) {
          body += "+" + text(new)
          newCount += 1
        }
        line = group.last + 1
      }
      while line <= hunkLast {
        body += " " + text(lines[line])
        oldCount += 1
        newCount += 1
        line += 1
      }
      output += "@@ -\(hunkFirst + 1),\(oldCount) +\(hunkFirst + 1 + newLineDelta),\(newCount) @@\n" + body
      newLineDelta += newCount - oldCount
      index = end + 1
    }
    return output
  }

  /// A file name as the `---` and `+++` lines give it. A tab ends it, as `diff -u` writes, so that `patch`
  /// reads a name with spaces whole; a name with a byte outside printable ASCII, a quote or a backslash is
  /// quoted and escaped as `git diff` does, which both `patch` and `git apply` read.
  static func headerName(_ name: String) -> String {
    let bytes = Array(name.utf8)
    let needsQuoting = bytes.contains {
      $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
    guard needsQuoting else { return name }
    var quoted = "\""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): quoted += "\\\""
      case UInt8(ascii: "\\"): quoted += "\\\\"
      case UInt8(ascii: "\t"): quoted += "\\t"
      case UInt8(ascii: "\n"): quoted += "\\n"
      case 0x20..<0x7F: quoted.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let octal = String(byte, radix: 8)
        quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return quoted + "\""
  }

  /// The diff from `original` to `final`: the lines that differ, found as `CollectionDifference` finds them
  /// (Myers' algorithm), as edits of whole lines.
  static func render(path: String, original: [UInt8], final: [UInt8]) -> String {
    render(path: path, original: original, edits: lineEdits(from: original, to: final))
  }

  /// Edits that turn `original` into `final`, each replacing a run of whole lines.
  static func lineEdits(from original: [UInt8], to final: [UInt8]) -> [MigrationEdit] {
    let old = splitLines(original)
    let new = splitLines(final)
    let starts = offsets(of: old)
    // Each distinct line is given a number, and the numbers are compared instead of the lines' bytes: lines
    // are equal exactly when their numbers are, so the difference is the same, for a hash of each line
    // instead of comparisons of byte arrays at every step of the search.
    var numbers: [[UInt8]: Int] = [:]
    func number(_ line: [UInt8]) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let oldNumbers = old.map(number)
    let newNumbers = new.map(number)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in newNumbers.difference(from: oldNumbers) {
      switch change {
      case .remove(let index, _, _): removed.insert(index)
      case .insert(let index, _, _): inserted.insert(index)
      }
    }
    // Walk both files in step: a kept line ends the run of removed and inserted lines before it.
    var edits: [MigrationEdit] = []
    var runStart: Int?
    var replacement: [UInt8] = []
    func flush(before oldLine: Int) {
      guard let start = runStart else { return }
      edits.append(
        MigrationEdit(
          file: 0, start: starts[start], end: starts[oldLine],
          replacement: String(decoding: replacement, as: UTF8.self)))
      runStart = nil
      replacement = []
    }
    var oldLine = 0
    var newLine = 0
    while oldLine < old.count || newLine < new.count {
      if oldLine < old.count, removed.contains(oldLine) {
        runStart = runStart ?? oldLine
        oldLine += 1
      } else if newLine < new.count, inserted.contains(newLine) {
        runStart = runStart ?? oldLine
        replacement += new[newLine]
        newLine += 1
      } else {
        flush(before: oldLine)
        oldLine += 1
        newLine += 1
      }
    }
    flush(before: old.count)
    return edits
  }

  /// The offset where each line starts, and the end of the last.
  private static func offsets(of lines: [[UInt8]]) -> [Int] {
    var starts = [0]
    for line in lines { starts.append(starts[starts.count - 1] + line.count) }
    return starts
  }

  /// The lines of `bytes`, each with its line break.
  private static func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(Array(bytes[start...offset]))
      start = offset + 1
    }
    if start < bytes.count { lines.append(Array(bytes[start...])) }
    return lines
  }

  private static func text(_ line: [UInt8]) -> String {
    let string = String(decoding: line, as: UTF8.self)
    return string.hasSuffix("\n") ? string : string + "\n\\ No newline at end of file\n"
  }
}
