/// Printed text with the places of input files it prints, each a value recorded where the text is made:
/// a diagnostic's location (`Diagnostic.placedRendering`), a place a message says in its words (the line of
/// a request's first dequeue: `DiagnosticMessage.placedMessage`), a listing's columns.
///
/// Why it stands. A kept output (`KeptOutput`, `AuditCache`) is printed again after an edit that only moved
/// lines and columns, with its places moved (`MovedLocations.applied(to:)`). It moves the places recorded
/// here, by their ranges in the text, and never reads the text back: a place the words say, or a path
/// that only looks like a place, is whatever its value says it is (issue 38, "values, not prose").
struct PlacedText: Hashable, Sendable {
  /// How a place is printed.
  enum Form: String, Hashable, Sendable {
    /// `line:column`.
    case lineAndColumn
    /// The line alone.
    case line
    /// The column alone.
    case column
  }

  /// A place the text prints: where in the file, how it is printed, and which UTF-8 bytes of the text print
  /// it.
  struct Place: Hashable, Sendable {
    /// The place in its file. A column of 0 on a line is a line known without a column, at no token: such a
    /// place never moves, and a kept output that prints one of a moved file is made again.
    var location: SourceLocation
    var form: Form
    /// The bytes of the text that print it, as UTF-8 offsets.
    var range: Range<Int>

    /// How `location`'s line and column are printed in `form`.
    static func printed(_ place: LineColumn, form: Form) -> String {
      switch form {
      case .lineAndColumn: "\(place.line):\(place.column)"
      case .line: "\(place.line)"
      case .column: "\(place.column)"
      }
    }
  }

  /// The text.
  var text: String
  /// The places it prints, in the order of their ranges; `nil` when it was printed without its places
  /// known (a report format that writes places in fields of its own), so that it is never moved.
  var places: [Place]?

  /// `text`, which prints no place.
  init(_ text: String = "") {
    self.text = text
    places = []
  }

  /// `text`, whose places are `places`, or not known (`nil`).
  init(_ text: String, places: [Place]?) {
    self.text = text
    self.places = places
  }

  /// Appends `other`, its places after this text's.
  mutating func append(_ other: PlacedText) {
    let offset = text.utf8.count
    text += other.text
    guard places != nil, let others = other.places else {
      places = nil
      return
    }
    // In place: a listing or a report joins thousands of pieces.
    places!.append(contentsOf: others.lazy.map { $0.shifted(by: offset) })
  }

  /// Appends `text`, which prints no place.
  mutating func append(_ text: String) {
    self.text += text
  }

  /// Appends `location`'s line and column in `form`, recorded as its place; a file-wide location (line 0)
  /// prints its line, 0, and is no place.
  mutating func append(_ location: SourceLocation, form: Form) {
    let printed = Place.printed(LineColumn(line: location.line, column: location.column), form: form)
    let start = text.utf8.count
    text += printed
    guard location.line > 0 else { return }
    places?.append(Place(location: location, form: form, range: start..<(start + printed.utf8.count)))
  }

  /// `lhs` followed by `rhs`, as a message's words are put together.
  static func + (lhs: PlacedText, rhs: PlacedText) -> PlacedText {
    var text = lhs
    text.append(rhs)
    return text
  }

  /// The pieces joined with `separator` between them.
  static func joined(_ pieces: [PlacedText], separator: String) -> PlacedText {
    var joined = PlacedText()
    for (index, piece) in pieces.enumerated() {
      if index > 0 { joined.append(separator) }
      joined.append(piece)
    }
    return joined
  }
}

extension PlacedText.Place {
  fileprivate func shifted(by offset: Int) -> Self {
    var place = self
    place.range = (range.lowerBound + offset)..<(range.upperBound + offset)
    return place
  }
}

extension PlacedText: ExpressibleByStringInterpolation {
  init(stringLiteral value: String) {
    self.init(value)
  }

  init(stringInterpolation: Interpolation) {
    self = stringInterpolation.text
  }

  /// A message worded with the places it says: `"after the one at line \(lineOf: first)"`.
  struct Interpolation: StringInterpolationProtocol {
    var text = PlacedText()

    init(literalCapacity: Int, interpolationCount: Int) {}

    mutating func appendLiteral(_ literal: String) { text.append(literal) }

    /// A value printed as `String(describing:)` prints it, as a `String`'s interpolation does.
    mutating func appendInterpolation(_ value: some Any) { text.append(String(describing: value)) }

    /// The line of `location`, recorded as its place.
    mutating func appendInterpolation(lineOf location: SourceLocation) { text.append(location, form: .line) }

    /// `location` as a diagnostic prints it, `path:line:column` (`SourceLocation.place`), its line and
    /// column recorded as its place.
    mutating func appendInterpolation(placeOf location: SourceLocation) { text.append(location.placed) }

    /// Another message's words, with the places they say.
    mutating func appendInterpolation(_ words: PlacedText) { text.append(words) }
  }
}
