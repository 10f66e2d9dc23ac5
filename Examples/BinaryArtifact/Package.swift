// swift-tools-version: 6.1
import PackageDescription

// ReuseGen's plugins running a prebuilt `reusegen` from an artifact bundle instead of building it from
// source (docs/Reference/PrebuiltBinary.md). Scripts/artifactbundle-check.sh builds
// `reusegen.artifactbundle` into this folder, then builds this package: the plugins generate and audit
// `Shop`, which compiles against the UIKit stand-in of the Examples.
//
// The plugin folders are symbolic links to the repository's own plugins, which find the binary target's
// artifact `reusegen` with `context.tool(named:)`; a team's package would declare
// `.binaryTarget(name: "reusegen", url: …, checksum: …)` instead of `path:`. The plugins are renamed so that
// their names cannot clash with ReuseGen's in a package graph that holds both.
let package = Package(
  name: "BinaryArtifact",
  targets: [
    .binaryTarget(name: "reusegen", path: "reusegen.artifactbundle"),
    .plugin(
      name: "ReuseGenBinaryPlugin",
      capability: .buildTool(),
      dependencies: ["reusegen"],
      path: "Plugins/ReuseGenPlugin"
    ),
    .plugin(
      name: "ReuseGenBinaryAuditPlugin",
      capability: .buildTool(),
      dependencies: ["reusegen"],
      path: "Plugins/ReuseGenAuditPlugin"
    ),
    // The UIKit stand-in (DESIGN.md §7), a symbolic link to Examples/LinuxSupport/UIKit.
    .target(name: "UIKit"),
    .target(
      name: "Shop",
      dependencies: ["UIKit"],
      plugins: ["ReuseGenBinaryPlugin", "ReuseGenBinaryAuditPlugin"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
