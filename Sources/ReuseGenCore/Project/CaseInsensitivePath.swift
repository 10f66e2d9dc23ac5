import Foundation

/// A path as a Mac's default file system finds it: that file system ignores letter case, so a project that
/// names `Sources/feedCell.swift` builds on a Mac from `Sources/FeedCell.swift`, and Xcode compiles it. On
/// a case-sensitive disk (Linux, CI), a path the project names that does not exist is looked for one
/// component at a time, ignoring case; it is found when exactly one entry matches at each step.
struct CaseInsensitivePath {
  /// The entries of each folder listed so far, by the folder's path.
  private var listings: [String: [String]] = [:]

  /// `path` when it exists, else the one existing path that spells it in another letter case, else `nil`.
  mutating func existing(_ path: String) -> String? {
    let manager = FileManager.default
    if manager.fileExists(atPath: path) { return path }
    var resolved = ""
    for component in path.split(separator: "/").map(String.init) {
      let candidate = resolved + "/" + component
      if manager.fileExists(atPath: candidate) {
        resolved = candidate
        continue
      }
      let folder = resolved.isEmpty ? "/" : resolved
      let entries = listings[folder] ?? ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
      listings[folder] = entries
      let matches = entries.filter { $0.caseInsensitiveCompare(component) == .orderedSame }
      guard matches.count == 1 else { return nil }
      resolved = (resolved.isEmpty ? "" : resolved) + "/" + matches[0]
    }
    return resolved.isEmpty ? nil : resolved
  }
}
