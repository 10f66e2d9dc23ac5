@testable import ReuseGenCore

/// Analyzes in-memory files, named in path order, as a module called `App`.
func analyzeModule(
  _ files: [(path: String, source: String)],
  style: IdentifierStyle = .moduleQualified,
  bases: [String: ViewKind] = [:]
) -> ModuleAnalysis {
  let scanned = files.sorted { $0.path < $1.path }.map { DeclarationScanner.scan($0.source, path: $0.path) }
  return ModuleAnalyzer.analyze(
    scanned: scanned,
    documents: [],
    options: AnalysisOptions(module: "App", identifierStyle: style, externalBases: bases))
}

/// Analyzes one file.
func analyzeModule(_ source: String, style: IdentifierStyle = .moduleQualified) -> ModuleAnalysis {
  analyzeModule([("App.swift", source)], style: style)
}

extension ModuleAnalysis {
  /// The views as `name:kind`, in listing order.
  var kinds: [String] { views.map { "\($0.name):\($0.kind.rawValue)" } }

  func view(_ name: String) -> ReusableView? { views.first { $0.name == name } }
}
