/// Renders the listing of `reusegen list`.
package enum ListingFormatter {
  /// The JSON array of DESIGN.md §4: one object per line, keys in the documented order.
  ///
  /// It is written into one byte buffer: a large module lists tens of thousands of views, and building
  /// a `String` per field would cost more than scanning the sources.
  package static func json(_ views: [ReusableView]) -> String { placedJSON(views).text }

  /// `json(_:)`, with the places it prints: each view's line and column, and its declared identifier's.
  static func placedJSON(_ views: [ReusableView]) -> PlacedText {
    guard !views.isEmpty else { return PlacedText("[]\n") }
    var output = JSONWriter()
    // About 400 bytes a view; one allocation up front instead of a doubling series.
    output.bytes.reserveCapacity(400 * views.count)
    output.raw("[\n")
    for (index, view) in views.enumerated() {
      output.raw(index == 0 ? "  {" : ",\n  {")
      output.field("name", first: true)
      output.string(view.name)
      output.field("kind")
      output.string(view.kind.rawValue)
      output.field("file")
      output.string(view.location.path)
      output.field("line")
      output.place(view.location, form: .line)
      output.field("column")
      output.place(view.location, form: .column)
      output.field("access")
      output.string(view.access.rawValue)
      output.field("identifier")
      output.optionalString(view.runtimeIdentifier)
      output.field("source")
      output.string(view.source.name)
      output.field("nib")
      output.optionalString(view.source.nibName)
      output.field("generic")
      output.raw(view.isGeneric ? "true" : "false")
      output.field("conditions")
      output.raw("[")
      for (conditionIndex, condition) in view.conditions.enumerated() {
        if conditionIndex > 0 { output.raw(", ") }
        output.string(condition)
      }
      output.raw("]")
      output.field("status")
      output.string(view.status.name)
      output.field("reason")
      output.optionalString(view.status.reason)
      output.field("conformance")
      output.string(view.conformance.rawValue)
      output.field("identifierSource")
      output.string(view.listedIdentifierSource.rawValue)
      output.field("identifierDeclaration")
      if let location = view.declaredIdentifierLocation {
        output.string(location.path, then: location)
      } else {
        output.raw("null")
      }
      if case .unknown(let reason)? = view.declaredIdentifierValue {
        // Present only where a declared identifier does not evaluate, so other listings keep their shape.
        output.field("identifierReason")
        output.string(reason.message)
      }
      output.field("context")
      output.optionalString(view.contextModule)
      output.raw("}")
    }
    output.raw("\n]\n")
    return PlacedText(String(decoding: output.bytes, as: UTF8.self), places: output.places)
  }

  /// Aligned columns for people: name, kind, identifier, source and location, then any skip reason; then
  /// the summary line, of a run that printed no diagnostic.
  package static func text(_ views: [ReusableView]) -> String {
    placedText(views, printed: PrintedSeverities()).text
  }

  /// `text(_:)`, with the places it prints (each view's line and column), and a summary line that counts
  /// `printed`, the lines of the diagnostics the run printed above the listing.
  static func placedText(_ views: [ReusableView], printed: PrintedSeverities) -> PlacedText {
    guard !views.isEmpty else { return PlacedText("No reusable views found\(printed.summary).\n") }
    let rows = views.map { view -> (cells: [String], location: PlacedText) in
      var source = view.source.name
      if let nib = view.source.nibName { source += " (\(nib).xib)" }
      var location = PlacedText(view.location.path + ":")
      location.append(view.location, form: .lineAndColumn)
      if !view.conditions.isEmpty { location.append("  #if " + view.conditions.joined(separator: ", ")) }
      if let reason = view.status.reason { location.append("  skipped: \(reason)") }
      if let context = view.contextModule { location.append("  via \(context)") }
      var identifier: String
      if let value = view.runtimeIdentifier {
        identifier = value
      } else if view.status.isSkipped {
        identifier = "-"
      } else if view.identifierSource == .declared {
        identifier = "<computed>"
      } else {
        identifier = view.isGeneric ? "<per specialization>" : "<hand-written>"
      }
      if view.listedIdentifierSource == .declared { identifier += " (declared)" }
      return ([view.name, view.kind.rawValue, identifier, source], location)
    }
    // The location is the last column, never padded: its places stay where they were printed.
    let header = (cells: ["NAME", "KIND", "IDENTIFIER", "SOURCE"], location: PlacedText("LOCATION"))
    var widths = header.cells.map(\.count)
    for row in rows {
      for (column, cell) in row.cells.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    let lines = ([header] + rows).map { row in
      var line = PlacedText(
        row.cells.enumerated().map { column, cell in
          cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) + "  "
        }.joined())
      line.append(row.location)
      return line
    }
    let generated = views.filter { $0.status == .generated }.count
    var listing = PlacedText.joined(lines, separator: "\n")
    listing.append(
      "\n\n\(views.count) reusable views, \(generated) generated, \(views.count - generated) skipped"
        + printed.summary + ".\n")
    return listing
  }

}
