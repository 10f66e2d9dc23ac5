extension AuditModule {
  /// Whether the module is an application target: a type marked `@main` or `@UIApplicationMain`, or a call
  /// of `UIApplicationMain(…)`, in Swift or in the module's Objective-C (a mixed app's `main.m`), or a
  /// bridging header that Swift sees (`ObjectiveCInterface`), which Xcode allows in application targets
  /// only. In an app, `bundle: nil`, `.main`, `Bundle.main` and `Bundle(for: X.self)` of the app's own
  /// class all name the app's bundle (SPEC §10.5), so `migrate` treats them as one.
  func isApplicationTarget() -> Bool {
    if analysis.objectiveC.files.contains(where: \.callsApplicationMain) { return true }
    if ObjectiveCInterface.hasBridgingHeader(analysis.objectiveC, moduleName: moduleName) { return true }
    return sources.prefix(moduleFileCount).contains { source in
      source.tokens.indices.contains { index in
        switch source.tokens[index].kind {
        case .atSign:
          return source.isWord(index + 1, "main") || source.isWord(index + 1, "UIApplicationMain")
        case .identifier:
          // A cheap length test first: most identifiers are not the one name sought.
          return source.tokens[index].length == 17 && source.isWord(index, "UIApplicationMain")
            && source.isKind(index + 1, .leftParen) && !source.isKind(index - 1, .period)
        default:
          return false
        }
      }
    }
  }
}
