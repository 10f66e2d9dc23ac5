// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ReuseGen",
  products: [
    .executable(name: "reusegen", targets: ["ReuseGen"]),
    .plugin(name: "ReuseGenPlugin", targets: ["ReuseGenPlugin"]),
    .plugin(name: "ReuseGenCommandPlugin", targets: ["ReuseGenCommandPlugin"]),
    .plugin(name: "ReuseGenAuditPlugin", targets: ["ReuseGenAuditPlugin"]),
  ],
  targets: [
    // All of ReuseGen's logic. No product exports it: its API serves the tool and the tests, not users.
    .target(name: "ReuseGenCore"),
    .executableTarget(name: "ReuseGen", dependencies: ["ReuseGenCore"]),
    .testTarget(
      name: "ReuseGenCoreTests",
      dependencies: ["ReuseGenCore"],
      exclude: ["Fixtures"]
    ),
    // Generates ReuseGen_<Module>.swift at build time. Depends on the executable target, so the tool is
    // built from source: no binary artifact is needed on Linux or in Xcode.
    .plugin(
      name: "ReuseGenPlugin",
      capability: .buildTool(),
      dependencies: ["ReuseGen"]
    ),
    // Opt-in: `reusegen audit` on the target at build time, its findings shown in the build log and in
    // Xcode at their lines; only an error fails the build.
    .plugin(
      name: "ReuseGenAuditPlugin",
      capability: .buildTool(),
      dependencies: ["ReuseGen"]
    ),
    // `swift package reusegen-generate [--check]`, for teams who check the generated file in.
    .plugin(
      name: "ReuseGenCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "reusegen-generate",
          description: "Write Generated/ReuseGen_<Module>.swift into Swift targets, or check it with --check."
        ),
        permissions: [
          .writeToPackageDirectory(
            reason: "Writes Generated/ReuseGen_<Module>.swift into the folder of each target it updates."
          )
        ]
      ),
      dependencies: ["ReuseGen"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
