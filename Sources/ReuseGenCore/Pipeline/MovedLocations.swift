/// A place in a file: its line and column, without the path.
struct LineColumn: Hashable, Comparable, Sendable {
  var line: Int
  var column: Int

  static func < (lhs: LineColumn, rhs: LineColumn) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}

/// Where an edit moved the locations of the files whose facts it changed in nothing but their lines and
/// columns (a line inserted above a declaration), so that a kept output (`KeptOutput`) may be printed with
/// its locations moved instead of made again.
///
/// Why it stands. Resolution, matching, evaluation and rendering read a location only to print it, to
/// compare two for equality and to order them (`SourceLocation.<`, by path, then line, then column). Each
/// moved file's own locations are paired, in the order its facts are written, with those it had: the pairs
/// must make a one-to-one map that keeps their order and the file-wide location (line 0) where it is. Then
/// every comparison the run makes answers as it did, the run's answer is the kept one with each location
/// moved, and only the printed locations differ. They are moved in the kept diagnostics, where each line
/// begins with its place; a kept output that names a moved file anywhere else (a listing prints paths,
/// lines and columns in columns of its own) is made again.
struct MovedLocations: Sendable {
  /// For each moved file's path, where each of its locations went.
  private var moves: [String: [LineColumn: LineColumn]] = [:]

  /// The moves of `records`, the files whose facts moved (`ScanCache.Digests.moved`), or `nil` when one
  /// of them pairs its locations otherwise than one to one in order.
  init?(_ records: [ScanCache.Record], cache: ScanCache) {
    var pairs: [String: (before: [LineColumn], after: [LineColumn])] = [:]
    for record in records {
      guard let locations = cache.movedLocations(of: record) else { return nil }
      pairs[record.path] = locations
    }
    self.init(pairs)
  }

  /// The moves of the files of `pairs`, each with its locations before and after the edit in the order its
  /// facts are written, or `nil` when one pairs them otherwise than one to one in order.
  init?(_ pairs: [String: (before: [LineColumn], after: [LineColumn])]) {
    for (path, (before, after)) in pairs {
      guard before.count == after.count else { return nil }
      var move: [LineColumn: LineColumn] = [:]
      for (old, new) in zip(before, after) {
        guard (old.line == 0) == (new.line == 0), old.line != 0 || old == new else { return nil }
        if let earlier = move.updateValue(new, forKey: old), earlier != new { return nil }
      }
      // One to one and in order: sorted by the old places, the new ones rise strictly.
      let sorted = move.sorted { $0.key < $1.key }
      guard zip(sorted, sorted.dropFirst()).allSatisfy({ $0.value < $1.value }) else { return nil }
      moves[path] = move
    }
  }

  /// Whether no location moved.
  var isEmpty: Bool { moves.isEmpty }

  /// `output` with its locations moved, or `nil` when it names a moved file where no place is, or at a
  /// place that did not move.
  func applied(to output: KeptOutput) -> KeptOutput? {
    guard !moves.isEmpty else { return output }
    for path in moves.keys where output.output.contains(path) { return nil }
    var moved = output
    for index in moved.diagnostics.indices {
      guard let diagnostic = applied(toDiagnostic: moved.diagnostics[index]) else { return nil }
      moved.diagnostics[index] = diagnostic
    }
    return moved
  }

  /// Printed text, diagnostics one to a line (`audit`'s kept report), each line's place moved; `nil` when
  /// it names a moved file where no place is, or at a place that did not move.
  func applied(toText text: String) -> String? { applied(toDiagnostic: text) }

  /// A printed diagnostic and its notes, one to a line, each line's place moved.
  private func applied(toDiagnostic text: String) -> String? {
    guard moves.keys.contains(where: text.contains) else { return text }
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let moved = applied(toLine: line) else { return nil }
      lines.append(moved)
    }
    return lines.joined(separator: "\n")
  }

  /// A line `path:line:column: …` or `path: …` with its place moved when its path is a moved file's. A moved
  /// file's path anywhere but at the start of the line makes it `nil`.
  private func applied(toLine line: Substring) -> String? {
    let named = moves.filter { line.contains($0.key) }
    guard let (path, move) = named.first else { return String(line) }
    guard named.count == 1, line.hasPrefix(path) else { return nil }
    let rest = line.dropFirst(path.count)
    // The file-wide place, which never moves: the path alone, then the severity.
    if rest.hasPrefix(": ") { return rest.contains(path) ? nil : String(line) }
    guard let (place, message) = LineColumn.printed(after: rest), message.hasPrefix(" "),
      !message.contains(path), let new = move[place]
    else { return nil }
    return "\(path):\(new.line):\(new.column):" + message
  }
}

extension LineColumn {
  /// The place a printed diagnostic names after its path, `:line:column:`, and the text after it; `nil`
  /// when `rest` does not start so. Generate's kept output and audit's kept report both read places so.
  static func printed(after rest: Substring) -> (place: LineColumn, message: Substring)? {
    let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].isEmpty, parts[1].allSatisfy(\.isASCIIDigit),
      parts[2].allSatisfy(\.isASCIIDigit), let line = Int(parts[1]), let column = Int(parts[2])
    else { return nil }
    return (LineColumn(line: line, column: column), parts[3])
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
