import Foundation

/// Reads a module for `audit` and `migrate`, and renders what `audit` found.
enum AuditLoader {
  /// Reads the module `run` names, and the Swift files of its context modules for their registrations,
  /// each file read, lexed and indexed once for both analysis and call sites.
  static func load(_ inputs: DiscoveredInputs, context: [ContextModule], run: RunConfiguration)
    -> (module: AuditModule, diagnostics: [Diagnostic])
  {
    var audited = run
    audited.subcommand = run.subcommand.readsCallSites ? run.subcommand : .audit
    let (analysis, sources) = ModuleAnalyzer.read(inputs, context: context, run: audited)
    let module = AuditModule(
      analysis: analysis, moduleName: run.module, sources: sources!, supportModule: run.inputs.supportModule)
    return (module, analysis.diagnostics.filter { $0.severity != .note })
  }
}

/// The JSON `audit --format json` prints.
struct AuditJSON: Encodable {
  struct Location: Encodable {
    var file: String
    var line: Int
    var column: Int
  }

  struct CallSite: Encodable {
    var file: String
    var line: Int
    var column: Int
    var call: String
    var role: String
    var family: String?
    var identifier: String?
    /// The strings a site chooses among at run time, when `resolution` is `choice`.
    var alternatives: [String]?
    var resolution: String
    var reason: String?
    var registeredClass: String?
    var nib: String?
    var cast: String?
  }

  struct Note: Encodable {
    var file: String?
    var line: Int?
    var column: Int?
    var message: String
  }

  struct Finding: Encodable {
    var severity: String
    var kind: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
    var notes: [Note]
  }

  var module: String
  var errors: Int
  var warnings: Int
  var callSites: [CallSite]
  var findings: [Finding]

  init(module: AuditModule, findings: [AuditFinding]) {
    self.module = module.moduleName
    errors = findings.filter { $0.diagnostic.severity == .error }.count
    warnings = findings.filter { $0.diagnostic.severity == .warning }.count
    callSites = module.sites.filter { $0.file < module.moduleFileCount }.map { site in
      CallSite(
        file: site.location.path, line: site.location.line, column: site.location.column, call: site.call,
        role: site.role.rawValue, family: site.family?.rawValue, identifier: site.identifier.value,
        alternatives: site.identifier.alternatives.isEmpty ? nil : site.identifier.alternatives,
        resolution: site.identifier.method.rawValue, reason: site.identifier.reason,
        registeredClass: site.role == .register ? site.registeredClass.name : nil, nib: site.nibName,
        cast: site.castType)
    }
    self.findings = findings.map { finding in
      let diagnostic = finding.diagnostic
      return Finding(
        severity: diagnostic.severity.rawValue, kind: finding.kind.rawValue, message: diagnostic.message,
        file: diagnostic.location?.path, line: diagnostic.location?.line, column: diagnostic.location?.column,
        notes: diagnostic.notes.map {
          Note(
            file: $0.location?.path, line: $0.location?.line, column: $0.location?.column, message: $0.message
          )
        })
    }
  }

  func rendered() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The text `audit` prints: one diagnostic per finding, then a summary line.
enum AuditText {
  static func render(module: AuditModule, findings: [AuditFinding]) -> String {
    let sites = module.sites.filter { $0.file < module.moduleFileCount }
    let resolved = sites.filter { $0.identifier.value != nil || !$0.identifier.alternatives.isEmpty }.count
    let errors = findings.filter { $0.diagnostic.severity == .error }.count
    let warnings = findings.filter { $0.diagnostic.severity == .warning }.count
    var lines = findings.map(\.diagnostic.rendered)
    lines.append(
      "audit: \(sites.count) call site\(sites.count == 1 ? "" : "s") (\(resolved) resolved), "
        + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }
}
