/// The single source of truth for the tool's version, printed by `--version` and in generated headers.
package enum ReuseGenVersion {
  /// The semantic version of this release.
  package static let current = "0.1.0"
}
