// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ReuseGen",
  products: [
    .executable(name: "reusegen", targets: ["ReuseGen"]),
    .library(name: "ReuseGenCore", targets: ["ReuseGenCore"]),
  ],
  targets: [
    .target(name: "ReuseGenCore"),
    .executableTarget(name: "ReuseGen", dependencies: ["ReuseGenCore"]),
    .testTarget(
      name: "ReuseGenCoreTests",
      dependencies: ["ReuseGenCore"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
