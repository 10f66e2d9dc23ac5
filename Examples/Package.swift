// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The examples package. Its targets are assembled in the arrays below so that app targets, the ReuseGen
// plugin (`.package(path: "..")`), resources and more tests can be added next to the existing entries.

// SwiftPM names a path dependency after its folder, which is whatever the clone is called; derive it
// rather than hard-coding "main" or "ReuseGen".
let reuseGenIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent.lowercased()
let reuseGen = Target.PluginUsage.plugin(name: "ReuseGenPlugin", package: reuseGenIdentity)
// The opt-in audit at build time, on the targets whose audit is clean, so that CI builds run it.
let reuseGenAudit = Target.PluginUsage.plugin(name: "ReuseGenAuditPlugin", package: reuseGenIdentity)

var products: [Product] = [
  .library(name: "FeedKit", targets: ["FeedKit"]),
  .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
  .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
  .library(name: "TimelineFeature", targets: ["TimelineFeature"]),
  .library(name: "InboxFeature", targets: ["InboxFeature"]),
  .library(name: "FiltersFeature", targets: ["FiltersFeature"]),
  .library(name: "UIComponents", targets: ["UIComponents"]),
  .library(name: "ExampleApp", targets: ["ExampleApp"]),
]
var dependencies: [Package.Dependency] = [
  .package(path: "..")
]
var targets: [Target] = []

// On Apple platforms the examples use the real UIKit; on Linux, the stand-in declared below.
#if os(Linux)
  let uikit: [Target.Dependency] = ["UIKit"]
  let testingUIKit: [Target.Dependency] = ["UIKit", "_Testing_UIKit"]
#else
  let uikit: [Target.Dependency] = []
  let testingUIKit: [Target.Dependency] = []
#endif

targets += [
  // A feature module of a small app: a feed table, a photo grid, a nib-backed cell and a generic cell.
  .target(
    name: "FeedKit",
    dependencies: uikit,
    resources: [.process("Resources")],
    plugins: [reuseGen, reuseGenAudit]
  ),
  .testTarget(
    name: "FeedKitTests",
    dependencies: ["FeedKit"] + testingUIKit
  ),
  // A multi-module app: one module hosts the support code, generated public; the feature modules import
  // it with `--support-module`. ProfileFeature generates at build time; SettingsFeature checks its file
  // in with `swift package reusegen-generate`, and CI runs that with `--check`.
  .target(
    name: "ReuseSupport",
    dependencies: uikit,
    exclude: ["reusegen.json"],
    plugins: [reuseGen]
  ),
  // A UI components module with base cells (one drawn in code, one in a xib) that both features
  // subclass, and an app module that imports both features. The plugin passes each target's dependencies
  // as context, so no module needs `--base`.
  .target(
    name: "UIComponents",
    dependencies: ["ReuseSupport"] + uikit,
    exclude: ["reusegen.json"],
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  .target(
    name: "ProfileFeature",
    dependencies: ["ReuseSupport", "UIComponents"] + uikit,
    exclude: ["reusegen.json"],
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  .target(
    name: "SettingsFeature",
    dependencies: ["ReuseSupport", "UIComponents"] + uikit,
    exclude: ["reusegen.json"]
  ),
  .target(
    name: "ExampleApp",
    dependencies: ["ProfileFeature", "SettingsFeature", "ReuseSupport"] + uikit,
    exclude: ["reusegen.json"],
    plugins: [reuseGen]
  ),
  // Type-checks the generated file of a synthetic 1,000-view module against the stand-in.
  .testTarget(
    name: "GeneratedCodeTests",
    dependencies: uikit
  ),
  // Modules that had their own reuse code before adopting ReuseGen: identifiers in the cells, a `Reusable`
  // protocol and helpers (TimelineFeature), identifiers on UIKit's classes, helpers, a protocol named
  // `Dequeuable`, and cells that need iOS 14 or are deprecated (InboxFeature). The plugin's file must
  // leave all of it compiling and working as before.
  .target(
    name: "TimelineFeature",
    dependencies: uikit,
    plugins: [reuseGen]
  ),
  .target(
    name: "InboxFeature",
    dependencies: uikit,
    plugins: [reuseGen]
  ),
  .testTarget(
    name: "AdoptionTests",
    dependencies: ["TimelineFeature", "InboxFeature"] + testingUIKit
  ),
  // Cells that inherit `reuseIdentifier` from the app's own protocol while their xibs set another one, as
  // pocket-casts' do: the typed API must use the xibs' identifiers.
  .target(
    name: "FiltersFeature",
    dependencies: uikit,
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  .testTarget(
    name: "FiltersFeatureTests",
    dependencies: ["FiltersFeature"] + testingUIKit
  ),
  .testTarget(
    name: "MultiModuleTests",
    dependencies: ["ProfileFeature", "SettingsFeature", "ReuseSupport", "UIComponents", "ExampleApp"]
      + testingUIKit
  ),
  // `reusegen migrate`: LegacyCatalog registers and dequeues by string, as the app wrote it;
  // MigratedCatalog is the output of `reusegen migrate --write` on it (MigrateTests in the root package keeps
  // them in step). MigrationTests checks that both hand out the same views with the same identifiers.
  .target(
    name: "LegacyCatalog",
    dependencies: uikit,
    exclude: ["reusegen.json"],
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  .target(
    name: "MigratedCatalog",
    dependencies: uikit,
    exclude: ["reusegen.json"],
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  // Screens written in idioms of shipping apps that no rule was tuned for (a run-time choice between a cell
  // and its subclass, soft fallbacks, locals that only the rewritten calls use, a `register` of another
  // type, identifiers from an enum's switch), and `reusegen migrate --write` of them with default options.
  .target(
    name: "DealsScreens",
    dependencies: uikit,
    plugins: [reuseGen, reuseGenAudit]
  ),
  .target(
    name: "MigratedDealsScreens",
    dependencies: uikit,
    plugins: [reuseGen]
  ),
  // pocket-casts' and WooCommerce's idioms: the app's own `dequeueReusableCell(_:for:)` for its protocol's
  // cells, UIKit's Optional dequeue force cast, and registrations in loops over metatypes; and their
  // migration with default options.
  .target(
    name: "PodcastScreens",
    dependencies: uikit,
    plugins: [reuseGen, reuseGenAudit]
  ),
  .target(
    name: "MigratedPodcastScreens",
    dependencies: uikit,
    plugins: [reuseGen]
  ),
  // A group that cannot move whole (dequeues through an Optional receiver and through `self`): its other
  // calls move to a typed identifier that keeps the app's string (SPEC §10.6); and its migration.
  .target(
    name: "PartialScreens",
    dependencies: uikit,
    // The stand-in reads no storyboards: ReuseGen reads the prototypes, the snapshot loads them itself.
    resources: [.copy("Conversation.storyboard")],
    plugins: [reuseGen, reuseGenAudit]
  ),
  .target(
    name: "MigratedPartialScreens",
    dependencies: uikit,
    resources: [.copy("Conversation.storyboard")],
    plugins: [reuseGen]
  ),
  // A stand-in for R.swift 7's runtime library (its reuse shapes, from R.swift's own source), and a screen
  // written as apps on R.swift write it, with the stand-in for the `R.generated.swift` R.swift's build plugin
  // writes (SPEC §10.7); and its migration.
  .target(
    name: "RswiftResources",
    dependencies: uikit
  ),
  .target(
    name: "RSwiftScreens",
    dependencies: uikit + ["RswiftResources"],
    resources: [.process("Resources")],
    plugins: [reuseGen, reuseGenAudit]
  ),
  .target(
    name: "MigratedRSwiftScreens",
    dependencies: uikit + ["RswiftResources"],
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  // An app target whose Swift sees Objective-C cells through its bridging header, and its migration. reusegen
  // reads the headers, which the build leaves out: on Linux, which compiles no Objective-C, BridgedObjC's
  // Swift classes of the same shape stand in for them. The generated files are checked in
  // (BridgedModuleTests in the root package keeps them and the migration in step).
  .target(
    name: "BridgedObjC",
    dependencies: uikit
  ),
  .target(
    name: "BridgedScreens",
    dependencies: ["BridgedObjC"] + uikit,
    exclude: ["BridgedScreens-Bridging-Header.h", "Cells"]
  ),
  .target(
    name: "MigratedBridgedScreens",
    dependencies: ["BridgedObjC"] + uikit,
    exclude: ["BridgedScreens-Bridging-Header.h", "Cells"]
  ),
  // Identifiers spelled as class methods (`class func cellIdentifier() -> String`, overridden by a
  // subclass), a static method naming its class, and a static member named like an instance property
  // (SPEC §10.1); and their migration.
  .target(
    name: "IdiomScreens",
    dependencies: uikit,
    resources: [.process("Resources")],
    plugins: [reuseGen, reuseGenAudit]
  ),
  .target(
    name: "MigratedIdiomScreens",
    dependencies: uikit,
    resources: [.process("Resources")],
    plugins: [reuseGen]
  ),
  // A screen through the app's own typed helpers, whose identifiers are the class names (not the generated
  // style), and its migration with `--retire-helpers`: the helpers retire with every use of their strings.
  .target(
    name: "HelperScreens",
    dependencies: uikit,
    plugins: [reuseGen, reuseGenAudit]
  ),
  .target(
    name: "MigratedHelperScreens",
    dependencies: uikit,
    plugins: [reuseGen]
  ),
  // Views `private` or `fileprivate` at the top level of their screen's file, which the generated file cannot
  // name (SPEC §1), and their migration to typed identifiers declared in that file. Their generated files
  // are checked in, without the build plugin: the plugin would warn, as it should, that each view is
  // skipped (MigrationSafetyTests in the root package keeps the files and the migration in step).
  .target(
    name: "PrivateScreens",
    dependencies: uikit
  ),
  .target(
    name: "MigratedPrivateScreens",
    dependencies: uikit
  ),
  .testTarget(
    name: "MigrationTests",
    dependencies: [
      "LegacyCatalog", "MigratedCatalog", "DealsScreens", "MigratedDealsScreens", "PodcastScreens",
      "MigratedPodcastScreens", "PartialScreens", "MigratedPartialScreens", "RSwiftScreens",
      "MigratedRSwiftScreens", "BridgedScreens", "MigratedBridgedScreens", "IdiomScreens",
      "MigratedIdiomScreens", "PrivateScreens", "MigratedPrivateScreens", "HelperScreens",
      "MigratedHelperScreens",
    ] + testingUIKit
  ),
]

#if os(Linux)
  // The UIKit stand-in (DESIGN.md §7). UIKit exists only on Apple platforms, so on Linux the examples and the
  // generated code compile against this module instead. It is declared only here, so Xcode never sees it.
  products += [
    .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"])
  ]
  targets += [
    .target(
      name: "UIKit",
      path: "LinuxSupport/UIKit"
    ),
    // Empty on purpose: the toolchain's Testing×UIKit cross-import overlay needs a module of this name.
    .target(
      name: "_Testing_UIKit",
      path: "LinuxSupport/_Testing_UIKit"
    ),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: ["UIKit", "_Testing_UIKit"],
      path: "Tests/UIKitStandInTests",
      // `.process` puts the xibs at the top of `Bundle.module`, where `UINib(nibName:bundle:)` looks for
      // them, as UIKit does; `.copy("Fixtures")` would keep them in a subfolder that UINib never searches.
      resources: [.process("Fixtures")]
    ),
  ]
#endif

let package = Package(
  name: "ReuseGenExamples",
  // iOS 14: FeedKit's `PhotoCell` is a `UICollectionViewListCell`. Scripts/ios-typecheck.sh type-checks
  // every library target for this version against Apple's SDK; on Linux SwiftPM ignores it.
  platforms: [.iOS(.v14)],
  products: products,
  dependencies: dependencies,
  targets: targets,
  swiftLanguageModes: [.v6]
)
