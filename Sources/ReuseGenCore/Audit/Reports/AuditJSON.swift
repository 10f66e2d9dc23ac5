import Foundation

/// The JSON `audit --format json` prints; its schema is in docs/Reference/Audit.md ("JSON report"), and
/// `version` changes whenever a field changes meaning or goes away.
struct AuditJSON: Encodable {
  /// The schema's version.
  static let schemaVersion = 1

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
    /// The rule ID, such as `unregistered-dequeue`.
    var rule: String
    /// The finding kind's name in the code, kept for reports written before rule IDs.
    var kind: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
    var notes: [Note]
  }

  var version = schemaVersion
  var module: String
  var errors: Int
  var warnings: Int
  var callSites: [CallSite]
  var findings: [Finding]

  init(module: CallSiteModule, findings: [AuditFinding]) {
    self.module = module.moduleName
    errors = findings.filter { $0.diagnostic.severity == .error }.count
    warnings = findings.filter { $0.diagnostic.severity == .warning }.count
    callSites = module.sites.filter { $0.file < module.moduleFileCount }.map { site in
      CallSite(
        file: site.location.path, line: site.location.line, column: site.location.column, call: site.call,
        role: site.role.rawValue, family: site.family?.rawValue, identifier: site.identifier.value,
        alternatives: site.identifier.alternatives.isEmpty ? nil : site.identifier.alternatives,
        resolution: site.identifier.method.rawValue, reason: site.identifier.reason?.message,
        registeredClass: site.role == .register ? site.registeredClass.name : nil, nib: site.nibName,
        cast: site.castType)
    }
    self.findings = findings.map { finding in
      let diagnostic = finding.diagnostic
      return Finding(
        severity: diagnostic.severity.rawValue, rule: finding.kind.ruleID, kind: finding.kind.rawValue,
        message: diagnostic.message,
        file: diagnostic.location?.path, line: diagnostic.location?.line, column: diagnostic.location?.column,
        notes: diagnostic.notes.map {
          Note(
            file: $0.location?.path, line: $0.location?.line, column: $0.location?.column, message: $0.message
          )
        })
    }
  }

  func rendered() -> String { AuditReport.json(self) }
}
