/// Renders the listing of `reusegen list`.
public enum ListingFormatter {
  /// The JSON array of SPEC §4: one object per line, keys in the documented order.
  public static func json(_ views: [ReusableView]) -> String {
    guard !views.isEmpty else { return "[]\n" }
    let objects = views.map { view -> String in
      let fields: [(String, String)] = [
        ("name", string(view.name)),
        ("kind", string(view.kind.rawValue)),
        ("file", string(view.location.path)),
        ("line", String(view.location.line)),
        ("column", String(view.location.column)),
        ("access", string(view.access.rawValue)),
        ("identifier", view.identifier.map(string) ?? "null"),
        ("source", string(view.source.rawValue)),
        ("nib", view.nib.map(string) ?? "null"),
        ("generic", view.isGeneric ? "true" : "false"),
        ("conditions", "[" + view.conditions.map(string).joined(separator: ", ") + "]"),
        ("status", string(view.status.rawValue)),
        ("reason", view.reason.map(string) ?? "null"),
        ("conformance", string(view.conformance.rawValue)),
      ]
      return "  {" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// Aligned columns for people: name, kind, identifier, source and location, then any skip reason.
  public static func text(_ views: [ReusableView]) -> String {
    guard !views.isEmpty else { return "No reusable views found.\n" }
    let rows = views.map { view -> [String] in
      var source = view.source.rawValue
      if let nib = view.nib { source += " (\(nib).xib)" }
      var location = "\(view.location.path):\(view.location.line):\(view.location.column)"
      if !view.conditions.isEmpty { location += "  #if " + view.conditions.joined(separator: ", ") }
      if let reason = view.reason { location += "  skipped: \(reason)" }
      let identifier: String
      if let value = view.identifier {
        identifier = value
      } else if view.status == .skipped {
        identifier = "-"
      } else {
        identifier = view.isGeneric ? "<per specialization>" : "<hand-written>"
      }
      return [view.name, view.kind.rawValue, identifier, source, location]
    }
    let header = ["NAME", "KIND", "IDENTIFIER", "SOURCE", "LOCATION"]
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    let lines = ([header] + rows).map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    let generated = views.filter { $0.status == .generated }.count
    return lines.joined(separator: "\n") + "\n\n\(views.count) reusable views, \(generated) generated, "
      + "\(views.count - generated) skipped.\n"
  }

  /// A JSON string literal, escaped per RFC 8259.
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
