/// Where an edit moved the locations of the files whose facts it changed in nothing but their lines and
/// columns (a line inserted above a declaration), so that a kept output (`KeptOutput`) may be printed with
/// its locations moved instead of made again.
///
/// Why it stands. Resolution, matching, evaluation and rendering read a location only to print it, to
/// compare two for equality and to order them (`SourceLocation.<`, by path, then line, then column). Each
/// moved file's own locations are paired, in the order its facts are written, with those it had: the pairs
/// must make a one-to-one map that keeps their order and the file-wide location (line 0) where it is. Then
/// every comparison the run makes answers as it did, the run's answer is the kept one with each location
/// moved, and only the printed locations differ. They are moved where the output recorded them as it
/// printed them (`PlacedText`: a diagnostic's place, a place a message says, a listing's columns), never
/// found by reading the text back.
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

  /// `output` with its locations moved, or `nil` when it prints a place of a moved file that did not move
  /// (a place no fact has, a line said without a column) or a text whose places are not known.
  func applied(to output: KeptOutput) -> KeptOutput? {
    guard !moves.isEmpty else { return output }
    var moved = output
    for index in moved.diagnostics.indices {
      guard let diagnostic = applied(to: moved.diagnostics[index]) else { return nil }
      moved.diagnostics[index] = diagnostic
    }
    guard let text = applied(to: moved.output) else { return nil }
    moved.output = text
    return moved
  }

  /// `text` with each place it recorded of a moved file printed where it went, in its own form; `nil` when
  /// one did not move (`MovedLocations` holds every place of a moved file that moved), or when some
  /// location moved and `text` was printed without its places known. Nothing is read from the words:
  /// only the recorded ranges change.
  func applied(to text: PlacedText) -> PlacedText? {
    guard let places = text.places else { return moves.isEmpty ? text : nil }
    guard places.contains(where: { moves[$0.location.path] != nil }) else { return text }
    let bytes = Array(text.text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 16)
    var movedPlaces: [PlacedText.Place] = []
    var copied = 0
    for var place in places {
      guard copied <= place.range.lowerBound, place.range.upperBound <= bytes.count else { return nil }
      result += bytes[copied..<place.range.lowerBound]
      let start = result.count
      if let move = moves[place.location.path] {
        guard let new = move[LineColumn(line: place.location.line, column: place.location.column)] else {
          return nil
        }
        (place.location.line, place.location.column) = (new.line, new.column)
        result += PlacedText.Place.printed(new, form: place.form).utf8
      } else {
        result += bytes[place.range]
      }
      copied = place.range.upperBound
      place.range = start..<result.count
      movedPlaces.append(place)
    }
    result += bytes[copied...]
    return PlacedText(String(decoding: result, as: UTF8.self), places: movedPlaces)
  }
}
