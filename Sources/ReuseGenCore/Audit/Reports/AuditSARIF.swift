import Foundation

/// `audit --format sarif`: SARIF 2.1.0 as GitHub code scanning takes it (docs/Reference/Audit.md, "Audit in
/// CI"): the rules with IDs, descriptions and help URIs; each result with its rule, level, a location
/// relative to the current directory (the repository root in CI), 1-based regions, and its notes as related
/// locations.
enum AuditSARIF {
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]
    var columnKind = "utf16CodeUnits"
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "reusegen"
    var informationUri: String
    var semanticVersion = ReuseGenVersion.current
    var rules: [Rule]
  }

  struct Message: Encodable {
    var text: String
  }

  struct Rule: Encodable {
    struct Configuration: Encodable {
      var level: String
    }

    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var helpUri: String
    var help: Message
    var defaultConfiguration: Configuration
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct Location: Encodable {
    var id: Int?
    var physicalLocation: PhysicalLocation
    var message: Message?
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var relatedLocations: [Location]?
    var partialFingerprints: [String: String]
  }

  /// The base every relative URI is resolved against: the folder `audit` ran in.
  static let sourceRoot = "%SRCROOT%"

  static func render(_ report: AuditReport) -> String {
    let kinds = AuditFinding.Kind.allCases
    let rules = kinds.map { kind in
      let help = kind.helpURI(reference: report.rulesDocumentation)
      return Rule(
        id: kind.ruleID, name: kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst(),
        shortDescription: Message(text: kind.summary), fullDescription: Message(text: kind.summary),
        helpUri: help,
        help: Message(text: "\(kind.summary) What UIKit does, a wrong and a right example: \(help)"),
        defaultConfiguration: .init(level: level(kind.defaultSeverity)))
    }
    var columns = ColumnConverter(currentDirectory: report.currentDirectory)
    func location(_ diagnostic: Diagnostic, id: Int? = nil, message: Bool = false) -> Location? {
      guard let place = diagnostic.location else { return nil }
      return Location(
        id: id,
        physicalLocation: PhysicalLocation(
          artifactLocation: artifact(place.path, currentDirectory: report.currentDirectory),
          region: Region(startLine: place.line, startColumn: columns.utf16Column(place))),
        message: message ? Message(text: diagnostic.message) : nil)
    }
    let fingerprints = AuditFindingKey.fingerprints(report.findings)
    let results = zip(report.findings, fingerprints).map { finding, fingerprint in
      let related = finding.diagnostic.notes.enumerated().compactMap { index, note in
        location(note, id: index + 1, message: true)
      }
      return Result(
        ruleId: finding.kind.ruleID, ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
        level: level(finding.diagnostic.severity), message: Message(text: finding.diagnostic.message),
        locations: location(finding.diagnostic).map { [$0] } ?? [],
        relatedLocations: related.isEmpty ? nil : related,
        partialFingerprints: ["reusegenFindingKey/v1": fingerprint])
    }
    let root =
      report.currentDirectory.hasSuffix("/") ? report.currentDirectory : report.currentDirectory + "/"
    let run = Run(
      tool: Tool(driver: Driver(informationUri: report.informationURI, rules: rules)),
      originalUriBaseIds: [sourceRoot: ArtifactLocation(uri: URL(fileURLWithPath: root).absoluteString)],
      results: results)
    return AuditReport.json(Log(runs: [run]))
  }

  /// SARIF's level of a severity; a note is `note`, which code scanning lists but never fails on.
  private static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A path as printed (relative to the current directory when below it) as an artifact location: a
  /// relative URI against `%SRCROOT%`, or an absolute `file:` URI.
  private static func artifact(_ path: String, currentDirectory: String) -> ArtifactLocation {
    if path.hasPrefix("/") { return ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString) }
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return ArtifactLocation(uri: encoded, uriBaseId: sourceRoot)
  }
}

/// Turns reusegen's columns, counted in UTF-8 bytes as the Swift compiler counts them, into the UTF-16
/// code units SARIF counts by default; a line of ASCII is the same in both. Each file is read once.
struct ColumnConverter {
  let currentDirectory: String
  private var lines: [String: [[UInt8]]] = [:]

  init(currentDirectory: String) {
    self.currentDirectory = currentDirectory
  }

  mutating func utf16Column(_ location: SourceLocation) -> Int {
    if lines[location.path] == nil {
      let bytes = try? FileReader.readBytes(
        atPath: InputDiscovery.absolute(location.path, from: currentDirectory))
      lines[location.path] = (bytes ?? []).split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
      )
      .map(Array.init)
    }
    guard let fileLines = lines[location.path], location.line >= 1, location.line <= fileLines.count else {
      return location.column
    }
    let prefix = fileLines[location.line - 1].prefix(max(0, location.column - 1))
    return String(decoding: prefix, as: UTF8.self).utf16.count + 1
  }
}
