/// Renders `reusegen targets` (SPEC §14): the projects' native targets, as a table a person reads in a
/// terminal or as versioned JSON. Files are relative to each project's `SRCROOT`, `/`-separated, sorted.
package enum TargetsFormatter {
  /// The JSON format's version, raised when a field changes meaning or goes.
  static let version = 1

  static func json(_ projects: [XcodeProject], currentDirectory: String) -> String {
    var output = JSONWriter()
    output.raw("{\"version\": \(version), \"projects\": [")
    for (projectIndex, project) in projects.enumerated() {
      output.raw(projectIndex == 0 ? "\n  {" : ",\n  {")
      output.field("path", first: true)
      output.string(InputDiscovery.displayPath(project.path, relativeTo: currentDirectory))
      output.field("targets")
      output.raw("[")
      for (index, target) in project.targets.enumerated() {
        output.raw(index == 0 ? "\n    {" : ",\n    {")
        output.field("name", first: true)
        output.string(target.name)
        output.field("module")
        output.string(target.module)
        output.field("productType")
        output.string(target.productType)
        output.field("sources")
        strings(relative(target.sources, to: project.sourceRoot), into: &output)
        output.field("interfaceBuilder")
        strings(relative(target.interfaceBuilder, to: project.sourceRoot), into: &output)
        output.field("bridgingHeader")
        output.optionalString(target.bridgingHeader.map { XcodeProject.relative($0, to: project.sourceRoot) })
        output.field("dependencies")
        strings(target.dependencies, into: &output)
        output.raw("}")
      }
      output.raw(project.targets.isEmpty ? "]}" : "\n  ]}")
    }
    output.raw(projects.isEmpty ? "]}\n" : "\n]}\n")
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// One line per target: its name, module, product type and how many files of each kind it has.
  static func text(_ projects: [XcodeProject], currentDirectory: String) -> String {
    var lines: [String] = []
    for project in projects {
      lines.append(InputDiscovery.displayPath(project.path, relativeTo: currentDirectory))
      let rows = project.targets.map { target -> [String] in
        let swift = target.sources.filter { $0.hasSuffix(".swift") }.count
        let objectiveC = target.sources.count - swift
        return [
          target.name, target.module, productTypeName(target.productType),
          "\(swift) Swift", "\(objectiveC) Obj-C", "\(target.interfaceBuilder.count) IB",
          target.dependencies.isEmpty ? "" : "depends on " + target.dependencies.joined(separator: ", "),
        ]
      }
      let header = ["TARGET", "MODULE", "PRODUCT", "SWIFT", "OBJ-C", "IB", ""]
      let table = [header] + rows
      let widths = (0..<header.count).map { column in table.map { $0[column].count }.max() ?? 0 }
      for row in table {
        let cells = row.enumerated().map { column, cell in
          column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        }
        lines.append("  " + cells.joined(separator: "  ").trimmingTrailingSpaces)
      }
      if project.targets.isEmpty { lines.append("  (no native targets)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `com.apple.product-type.application` as `application`.
  private static func productTypeName(_ type: String) -> String {
    let prefix = "com.apple.product-type."
    return type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
  }

  private static func strings(_ values: [String], into output: inout JSONWriter) {
    output.raw("[")
    for (index, value) in values.enumerated() {
      if index > 0 { output.raw(", ") }
      output.string(value)
    }
    output.raw("]")
  }

  private static func relative(_ paths: [String], to root: String) -> [String] {
    paths.map { XcodeProject.relative($0, to: root) }.sorted()
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
