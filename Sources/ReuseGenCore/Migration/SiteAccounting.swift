/// Every call of UIKit's string API that a run leaves in the module gets a note with its reason (SPEC
/// §10.5), so that the summary's count of what stays is the count a reader of the code would make. The
/// groups note their own sites; this finds the calls no group holds: those in the body of one of the
/// module's own helpers, those on a receiver that is not a table or collection view, and those read as a
/// call of a helper with UIKit's name and labels.
enum SiteAccounting {
  /// UIKit's register and dequeue methods that take a reuse identifier string, by method and labels.
  static let uikitStringCalls: Set<String> = [
    "register(_:forCellReuseIdentifier:)", "register(_:forHeaderFooterViewReuseIdentifier:)",
    "register(_:forCellWithReuseIdentifier:)", "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
    "dequeueReusableCell(withIdentifier:)", "dequeueReusableCell(withIdentifier:for:)",
    "dequeueReusableHeaderFooterView(withIdentifier:)", "dequeueReusableCell(withReuseIdentifier:for:)",
    "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
  ]

  private static let methodNames: Set<String> = [
    "register", "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView",
  ]

  /// Notes for the calls of UIKit's string API in the module's files that no note at `noted` covers.
  static func notes(_ module: CallSiteModule, noted: Set<SourceLocation>) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    for file in 0..<module.moduleFileCount {
      let source = module.sources[file]
      // A clause the target's platforms never compile has its own note (`callsOutsidePlatforms`).
      let inactive = module.inactiveClauses[file]
      for nameToken in module.indices[file].scopes.keys.sorted()
      where !inactive.contains(where: { $0.body.contains(nameToken) }) {
        guard source.isKind(nameToken + 1, .leftParen), methodNames.contains(source.text(nameToken)),
          let close = source.matchingClose(nameToken + 1)
        else { continue }
        let labels = module.arguments(source, open: nameToken + 1, close: close).map(\.label)
        let call = source.text(nameToken) + "(" + labels.map { $0 + ":" }.joined() + ")"
        let location = source.location(nameToken)
        guard uikitStringCalls.contains(call), !noted.contains(location) else { continue }
        notes.append(
          Diagnostic(
            MigrationNote.notMigrated(reason(file: file, nameToken: nameToken, module: module)), at: location)
        )
      }
    }
    return notes
  }

  /// Why a call of UIKit's string API is no site `migrate` moves.
  private static func reason(file: Int, nameToken: Int, module: CallSiteModule) -> MigrationReason {
    if let helper = module.helperFunctions.values.joined().first(where: {
      $0.file == file && $0.bodyOpen < nameToken && nameToken < $0.bodyClose
    }) {
      return .call(.bodyOfOwnHelper(signature: helper.signature))
    }
    if !module.receiverMayBeReuseView(file: file, nameToken: nameToken) {
      return .call(.receiverNotReuseView)
    }
    if let helper = module.sites.first(where: { $0.file == file && $0.nameToken == nameToken })?.viaHelper {
      return .call(.callOfOwnHelper(helper: helper))
    }
    return .call(.notOneIdentifier)
  }
}
