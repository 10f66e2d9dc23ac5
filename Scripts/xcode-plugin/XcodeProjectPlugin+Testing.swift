// Factories for the mapping test (XcodePluginMappingTests.swift). Not Apple API: Xcode creates these
// values itself, so the type-check of the plugins compiles the stand-in without this file. They are
// static functions, not initializers, so as not to clash with the memberwise initializers.

import Foundation
@_spi(PackagePluginInternal) import PackagePlugin

extension XcodePluginContext {
  /// A context whose `tool(named:)` finds each of `tools` by its name. `PluginContext.Tool`'s initializer
  /// still takes the deprecated `Path`, the one warning Scripts/xcode-plugin-check.sh allows here.
  public static func standIn(
    xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL, tools: [String: URL]
  ) -> XcodePluginContext {
    XcodePluginContext(
      xcodeProject: xcodeProject, pluginWorkDirectoryURL: pluginWorkDirectoryURL,
      tools: tools.mapValues { url in
        PluginContext.Tool(name: url.lastPathComponent, path: Path(url.path(percentEncoded: false)), url: url)
      })
  }
}

extension XcodeProject {
  /// A project in `directoryURL` with `targets`.
  public static func standIn(displayName: String, directoryURL: URL, targets: [XcodeTarget]) -> XcodeProject {
    XcodeProject(displayName: displayName, directoryURL: directoryURL, targets: targets)
  }
}

extension XcodeTarget {
  /// A target with `files` in its build phases, as source files unless they are xibs or storyboards.
  public static func standIn(
    displayName: String, productName: String?, dependencies: [XcodeTargetDependency] = [], files: [URL]
  ) -> XcodeTarget {
    XcodeTarget(
      id: displayName, displayName: displayName, product: productName.map(XcodeProduct.init(name:)),
      dependencies: dependencies,
      inputFiles: FileList(
        files.map { url in
          File(url: url, type: ["xib", "storyboard"].contains(url.pathExtension) ? .resource : .source)
        }))
  }
}
