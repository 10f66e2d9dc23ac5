/// What identifies a finding across edits: its rule, its file, its subject (the reuse identifier) and its
/// class, never its line, so that lines inserted above it change nothing (SPEC §11). Baselines store it;
/// the Code Climate and SARIF reports hash it into their fingerprints.
package struct AuditFindingKey: Hashable, Sendable, Codable {
  /// The rule ID.
  package var rule: String
  /// The file, as the report or baseline names it.
  package var file: String
  /// The reuse identifier, or what the finding names in its place.
  package var identifier: String?
  /// The class the finding names.
  package var viewClass: String?

  enum CodingKeys: String, CodingKey {
    case rule, file, identifier
    case viewClass = "class"
  }

  /// The key of `finding`, naming its file as `path` maps it.
  package init(_ finding: AuditFinding, path: (String) -> String = { $0 }) {
    rule = finding.kind.ruleID
    file = finding.diagnostic.location.map { path($0.path) } ?? ""
    identifier = finding.subject
    viewClass = finding.viewClass
  }

  /// A fingerprint of each finding that stays the same while the finding does: its key, and for findings
  /// whose keys are equal, the order among them, hashed to 32 hexadecimal digits.
  package static func fingerprints(_ findings: [AuditFinding]) -> [String] {
    var seen: [AuditFindingKey: Int] = [:]
    return findings.map { finding in
      let key = AuditFindingKey(finding)
      let ordinal = seen[key, default: 0]
      seen[key] = ordinal + 1
      let text = [key.rule, key.file, key.identifier ?? "", key.viewClass ?? "", String(ordinal)]
        .joined(separator: "\u{1F}")
      return hex(fnv1a(text, basis: 0xcbf2_9ce4_8422_2325)) + hex(fnv1a(text, basis: 0x8422_2325_cbf2_9ce4))
    }
  }

  /// FNV-1a over the UTF-8 bytes: the same on every machine and run, unlike `Hasher`, which is seeded per
  /// process.
  private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
    text.utf8.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
