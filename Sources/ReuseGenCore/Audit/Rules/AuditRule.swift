/// What reports, baselines and suppressions know of one rule of `audit` (SPEC §11): its stable ID, default
/// severity and one-line summary. Every rule has it; most also check the module (`AuditRule`). The two
/// suppression rules do not: their findings come from reading the suppression comments against every other
/// rule's findings (`AuditSuppressions`), so they have no check of their own to run beside the others.
protocol AuditRuleDescription: Sendable {
  /// The kind of the rule's findings.
  static var kind: AuditFinding.Kind { get }
  /// The stable rule ID, such as `unregistered-dequeue`, spelled out so that renaming a type or a case can
  /// never rename a rule that baselines, suppressions and code-scanning alerts refer to.
  static var id: String { get }
  /// One sentence for rule lists (SARIF's `shortDescription`).
  static var summary: String { get }
  /// The severity most of the rule's findings have; SARIF's `defaultConfiguration.level`.
  static var defaultSeverity: Diagnostic.Severity { get }
}

/// One rule of `audit` in one type, as SwiftLint shapes its rules: its description beside its check.
///
/// A new rule is a type of this shape in a file of its own under `Audit/Rules/`, listed in `AuditRules.all`,
/// with a case of `AuditFinding.Kind` and a section of `docs/Reference/Audit.md` under a heading named after
/// its ID (`AuditRuleTests` checks the last two).
protocol AuditRule: AuditRuleDescription {
  /// The rule's findings in the module, each rule's in the order it meets them; the report sorts them all.
  static func findings(in context: AuditContext) -> [AuditFinding]
}

/// Every rule of `audit`, in the order reports list them.
enum AuditRules {
  static let all: [any AuditRuleDescription.Type] = [
    UnregisteredDequeueRule.self, UnregisteredOptionalDequeueRule.self, NibIdentifierMismatchRule.self,
    ForceCastMismatchRule.self, IdentifierRegisteredTwiceRule.self, NeverDequeuedRule.self,
    UnresolvedIdentifierRule.self, RegistrationInCellProviderRule.self, ConditionalCastAlwaysFailsRule.self,
    RegisteredOnlyElsewhereRule.self, DequeueNotReturnedRule.self, CellNotDequeuedRule.self,
    SupplementaryKindMismatchRule.self, SuperfluousSuppressionRule.self, InvalidSuppressionRule.self,
  ]

  /// The rules that check the module, in the order of `all`.
  static let checks: [any AuditRule.Type] = all.compactMap { $0 as? any AuditRule.Type }

  private static let byKind = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

  /// The rule whose findings have kind `kind`.
  static func rule(of kind: AuditFinding.Kind) -> any AuditRuleDescription.Type {
    guard let rule = byKind[kind] else { preconditionFailure("no audit rule finds '\(kind.rawValue)'") }
    return rule
  }
}
