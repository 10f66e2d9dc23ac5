/// The project's repository: the one URL that SARIF's rule links, the README's SwiftPM snippet and the
/// docs share (a test holds the README and the docs to it).
package enum ReuseGenRepository {
  /// The repository on GitHub, as `.package(url:)` takes it without its `.git`.
  package static let url = "https://github.com/reusegen/ReuseGen"

  /// The web page of `path`, relative to the repository root, on the default branch.
  package static func page(_ path: String) -> String { url + "/blob/main/" + path }

  /// The README on the default branch: SARIF's `informationUri`.
  package static let readme = page("README.md")
}
