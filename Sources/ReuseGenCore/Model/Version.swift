/// The single source of truth for the tool's version, printed by `--version` and in generated headers.
public enum ReuseGenVersion {
  /// The semantic version of this release.
  public static let current = "0.1.0"
}
