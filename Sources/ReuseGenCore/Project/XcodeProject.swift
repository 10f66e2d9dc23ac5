/// What an Xcode project builds, as ReuseGen needs it (SPEC §14): its native targets, each with the
/// files the compiler reads, its module name, bridging header and dependencies. `XcodeProjectReader`
/// makes it from `project.pbxproj`; nothing downstream reads the property list.
package struct XcodeProject: Equatable, Sendable {
  /// The `.xcodeproj` folder, absolute.
  package var path: String
  /// Xcode's `SRCROOT`: the folder that holds the `.xcodeproj` (with the project's `projectDirPath`).
  package var sourceRoot: String
  /// The native targets, in the project's order.
  package var targets: [ProjectTarget]
  /// The names of its aggregate and legacy targets, which run scripts and compile no module.
  package var scriptTargets: Set<String> = []
  /// Every header its groups name, absolute, sorted: where a bridging header's `#import "X.h"` is looked
  /// for (`BridgedHeaders`).
  package var headers: [String] = []
  /// What the reader noticed of the project as a whole: object kinds it does not know.
  package var diagnostics: [Diagnostic] = []

  /// `diagnostics`, then each target's, each once: what `targets` prints.
  package var allDiagnostics: [Diagnostic] {
    var said = Set<String>()
    return (diagnostics + targets.flatMap(\.diagnostics)).filter { said.insert($0.rendered).inserted }
  }

  /// The project's name, as Xcode's `PROJECT_NAME`: the folder's name without `.xcodeproj`.
  package var name: String { XcodeProject.name(ofProjectAt: path) }

  static func name(ofProjectAt path: String) -> String {
    var name = String(path.split(separator: "/").last ?? "")
    if name.hasSuffix(".xcodeproj") { name.removeLast(".xcodeproj".count) }
    return name
  }

  /// The target named `name`.
  package func target(named name: String) -> ProjectTarget? { targets.first { $0.name == name } }

  /// `path` relative to `root`, with `..` where it lies outside it: how `targets` and the reader's messages
  /// print a file, from the project's `SRCROOT`.
  package static func relative(_ path: String, to root: String) -> String {
    let pathParts = path.split(separator: "/")
    let rootParts = root.split(separator: "/")
    var common = 0
    while common < min(pathParts.count, rootParts.count), pathParts[common] == rootParts[common] {
      common += 1
    }
    let parts =
      Array(repeating: "..", count: rootParts.count - common) + pathParts[common...].map(String.init)
    return parts.joined(separator: "/")
  }
}

/// One native target: what Xcode compiles and copies for it. Paths are absolute.
package struct ProjectTarget: Equatable, Sendable {
  /// The target's name.
  package var name: String
  /// The `.xcodeproj` that declares it, absolute.
  package var project = ""
  /// Its module name (`PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the name), a C99 identifier.
  package var module: String
  /// Its product type, `com.apple.product-type.application` and the like.
  package var productType: String
  /// The `.swift`, `.m` and `.h` files it builds, sorted.
  package var sources: [String]
  /// The `.xib` and `.storyboard` files it copies, every localization, sorted.
  package var interfaceBuilder: [String]
  /// `SWIFT_OBJC_BRIDGING_HEADER`, absolute, if set.
  package var bridgingHeader: String?
  /// The targets it depends on directly, by name, sorted.
  package var dependencies: [String]
  /// The same dependencies as places: the project (absolute `.xcodeproj` path) and target name of each.
  package var dependencyReferences: [TargetReference]
  /// The file name of its product, `Feed.framework`, when the project names one.
  package var productFile: String? = nil
  /// The products of other targets it links (its Frameworks phase), by file name: Xcode builds their
  /// targets first when it finds implicit dependencies, as a workspace's app linking its frameworks relies on.
  package var linkedProducts: [String] = []
  /// What the reader noticed of this target: files it names that do not exist, configuration files missing.
  package var diagnostics: [Diagnostic] = []
  /// The operating systems it builds for, as `#if os(…)` names them (`iOS`, `tvOS`, `watchOS`, `macOS`,
  /// `visionOS`), from `SUPPORTED_PLATFORMS`, else `SDKROOT`; empty when neither says.
  package var platforms: Set<String> = []
  /// The products of local Swift packages it uses, each as the module the product names and the folder
  /// of its target in SwiftPM's default layout (`<package>/Sources/<product>`), absolute.
  package var localPackageProducts: [LocalPackageProduct] = []
  /// The `.m` and `.mm` files of its Sources phase: the headers beside them declare what its Swift sees
  /// (`BridgedHeaders`, which a run asks of the targets it reads; `targets` does not list them).
  package var implementations: [String] = []

  /// The operating system `#if os(…)` names for an SDK of a build setting (`iphoneos`, `appletvsimulator`).
  static func operatingSystem(ofSDK sdk: Substring) -> String? {
    let name = sdk.lowercased()
    if name.hasPrefix("iphone") { return "iOS" }
    if name.hasPrefix("appletv") { return "tvOS" }
    if name.hasPrefix("watch") { return "watchOS" }
    if name.hasPrefix("macosx") { return "macOS" }
    if name.hasPrefix("xr") { return "visionOS" }
    return nil
  }

  /// Whether the product is an app, whose `bundle: nil` is its own (SPEC §10.5).
  package var isApplication: Bool {
    productType == "com.apple.product-type.application"
      || productType == "com.apple.product-type.application.watchapp2"
      || productType == "com.apple.product-type.application.messages"
  }

  /// Whether the product is a test bundle, which may `@testable import` the app it tests.
  package var isTestBundle: Bool {
    productType.hasPrefix("com.apple.product-type.bundle.unit-test")
      || productType.hasPrefix("com.apple.product-type.bundle.ui-testing")
  }

  /// Whether another target's Swift can `import` this one's module: a framework or a library.
  package var isImportable: Bool {
    productType.hasPrefix("com.apple.product-type.framework")
      || productType.hasPrefix("com.apple.product-type.library")
  }
}

/// A target in a project: the project's `.xcodeproj` path, absolute, and the target's name.
package struct TargetReference: Hashable, Sendable {
  /// The `.xcodeproj`, absolute.
  package var project: String
  /// The target's name.
  package var target: String
}

/// A product of a local Swift package that a target uses: read as context from its target's folder.
package struct LocalPackageProduct: Hashable, Sendable {
  /// The product's name, which is its module's in SwiftPM's default layout.
  package var module: String
  /// `<package>/Sources/<product>`, absolute; it exists.
  package var folder: String
}
