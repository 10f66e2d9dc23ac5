/// `// reusegen:disable:next <rule-id> - reason` and `// reusegen:disable:this <rule-id> - reason` (SPEC
/// §11): a finding the team has checked, silenced where it stands. Each comment suppresses one finding of
/// its rule on the next line or on its own; one that suppresses nothing is a warning, as SwiftLint's
/// `superfluous_disable_command` is, so that a comment never outlives its finding unnoticed. A comment
/// without a known rule ID is refused with a warning: silencing every rule at once would hide new crashes.
enum AuditSuppressions {
  /// The marker every suppression comment starts with, after `//`.
  static let marker = "reusegen:disable"

  /// One suppression comment.
  private struct Suppression {
    /// The rule it names.
    var kind: AuditFinding.Kind
    /// The line whose finding it suppresses.
    var line: Int
    var location: SourceLocation
    var text: String
  }

  /// `findings` without those the module's comments suppress, with a warning for each comment that
  /// suppresses nothing or names no rule.
  static func apply(_ findings: [AuditFinding], module: CallSiteModule) -> [AuditFinding] {
    var suppressions: [Suppression] = []
    var warnings: [AuditFinding] = []
    for file in 0..<module.moduleFileCount {
      for (text, offset) in comments(module.sources[file]) {
        let location = module.sources[file].location(ofOffset: offset)
        switch parse(text, at: location) {
        case .success(let suppression): suppressions.append(suppression)
        case .failure(let refusal): warnings.append(refusal.finding)
        }
      }
    }
    var used = Array(repeating: false, count: suppressions.count)
    let kept = findings.filter { finding in
      guard let place = finding.diagnostic.location,
        let index = suppressions.indices.first(where: {
          !used[$0] && suppressions[$0].kind == finding.kind && suppressions[$0].line == place.line
            && suppressions[$0].location.path == place.path
        })
      else { return true }
      used[index] = true
      return false
    }
    for (index, suppression) in suppressions.enumerated() where !used[index] {
      warnings.append(
        AuditFinding(
          kind: .superfluousSuppression,
          diagnostic: Diagnostic(
            SuperfluousSuppressionRule.Message.suppressesNothing(
              text: suppression.text, ruleID: suppression.kind.ruleID,
              target: SourceLocation(path: suppression.location.path, line: suppression.line, column: 0)),
            at: suppression.location),
          subject: suppression.kind.ruleID))
    }
    return AuditFinding.inReportOrder(kept + warnings)
  }

  /// A comment that looks like a suppression but is not one.
  private struct Refusal: Error {
    var finding: AuditFinding
  }

  /// Reads `reusegen:disable:next <rule-id> - reason` (the reason is optional), `text` starting at the
  /// marker.
  private static func parse(_ text: String, at location: SourceLocation) -> Result<Suppression, Refusal> {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let command = words.first ?? ""
    func refuse(_ problem: InvalidSuppressionRule.Message.Problem) -> Result<Suppression, Refusal> {
      .failure(
        Refusal(
          finding: AuditFinding(
            kind: .invalidSuppression,
            diagnostic: Diagnostic(
              InvalidSuppressionRule.Message.notASuppression(text: text, problem), at: location),
            subject: command)))
    }
    let line: Int
    switch command {
    case marker + ":next": line = location.line + 1
    case marker + ":this": line = location.line
    default: return refuse(.unknownCommand(marker: marker))
    }
    guard words.count > 1, words[1] != "-" else { return refuse(.namesNoRule) }
    guard let kind = AuditFinding.Kind(ruleID: words[1]) else {
      return refuse(.unknownRule(words[1]))
    }
    return .success(
      Suppression(kind: kind, line: line, location: location, text: "// \(command) \(kind.ruleID)"))
  }

  /// The `//` comments of a file that start with the marker: their text from the marker to the end of the
  /// line, and the offset of the `//`. Comments live in the trivia between tokens, so string literals that
  /// spell the marker are never read.
  private static func comments(_ source: SourceFile) -> [(text: String, offset: Int)] {
    // Most files hold no suppression: one search of their bytes spares the walk through every token's
    // trivia, since a comment that starts with the marker holds it.
    guard markerSearch.occurs(in: source.bytes) else { return [] }
    var found: [(text: String, offset: Int)] = []
    var seen = Set<Int>()
    let slash = UInt8(ascii: "/")
    let newline = UInt8(ascii: "\n")
    let marker = Array(Self.marker.utf8)
    for token in source.tokens {
      for range in [token.leadingTriviaStart..<token.start, token.end..<token.trailingTriviaEnd] {
        var offset = range.lowerBound
        while offset + 1 < range.upperBound {
          guard source.bytes[offset] == slash, source.bytes[offset + 1] == slash else {
            offset += 1
            continue
          }
          var end = offset + 2
          while end < range.upperBound, source.bytes[end] != newline { end += 1 }
          var start = offset + 2
          while start < end, source.bytes[start] == slash || source.bytes[start] == UInt8(ascii: " ") {
            start += 1
          }
          if source.bytes[start..<end].starts(with: marker), seen.insert(offset).inserted {
            found.append((String(decoding: source.bytes[start..<end], as: UTF8.self), offset))
          }
          offset = end
        }
      }
    }
    return found
  }

  /// Finds the marker in a file's bytes by its `:`.
  private static let markerSearch = ByteSearch(marker, anchor: ":")
}
