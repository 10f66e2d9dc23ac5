extension CallSiteModule {
  /// Whether the module is an application target: a type marked `@main` or `@UIApplicationMain`, or a call
  /// of `UIApplicationMain(…)`, in Swift or in the module's Objective-C (a mixed app's `main.m`), or a
  /// bridging header that Swift sees (`ObjectiveCInterface`), which Xcode allows in application targets and
  /// in unit-test bundles only: a module that imports XCTest is a test bundle, whose `bundle: nil` is the
  /// host app's, not its own. In an app, `bundle: nil`, `.main`, `Bundle.main` and `Bundle(for: X.self)` of
  /// the app's own class all name the app's bundle (SPEC §10.5), so `migrate` treats them as one. With
  /// `--project`, the target's product type decides (SPEC §14).
  func isApplicationTarget() -> Bool {
    // The project's product type says it outright.
    if let known = analysis.isApplication { return known }
    if analysis.objectiveC.files.contains(where: \.callsApplicationMain) { return true }
    let hasBridgingHeader = ObjectiveCInterface.hasBridgingHeader(analysis.objectiveC, moduleName: moduleName)
    if hasBridgingHeader, !importsXCTest() { return true }
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

  /// Whether a Swift file of the module imports XCTest, as the files of a unit-test bundle do.
  private func importsXCTest() -> Bool {
    sources.prefix(moduleFileCount).contains { source in
      source.tokens.indices.contains { index in
        source.tokens[index].length == 6 && source.isWord(index, "import")
          && source.isWord(index + 1, "XCTest")
      }
    }
  }
}
