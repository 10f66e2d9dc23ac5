import Foundation

/// Reads an `.xcconfig` file into the settings it assigns: `KEY = value` lines, the last assignment of a
/// key winning, `#include "other.xcconfig"` (and `#include?`, which may name a missing file) read in
/// place, relative to the including file. A `$(KEY)` of the key being assigned reads its earlier value in
/// the file, as Xcode does; `$(inherited)` is left for `BuildSettings` to read from the level below.
enum XCConfigFile {
  /// Includes nest at most this deep, so that a file including itself ends.
  static let maximumIncludeDepth = 16

  /// The settings of the file at `path`, absolute, named `shownAs` in what is said of it; problems (a
  /// missing include) go to `diagnostics`. A file spelled in another letter case is the one a Mac finds.
  static func settings(atPath path: String, shownAs shown: String? = nil, diagnostics: inout [Diagnostic])
    -> [String: String]
  {
    var settings: [String: String] = [:]
    var paths = CaseInsensitivePath()
    read(
      path, shownAs: shown ?? (path as NSString).lastPathComponent, into: &settings, depth: 0,
      diagnostics: &diagnostics, optional: false, includedFrom: nil, paths: &paths)
    return settings
  }

  private static func read(
    _ path: String, shownAs shown: String, into settings: inout [String: String], depth: Int,
    diagnostics: inout [Diagnostic], optional: Bool, includedFrom: SourceLocation?,
    paths: inout CaseInsensitivePath
  ) {
    guard depth < maximumIncludeDepth else {
      diagnostics.append(Diagnostic(ProjectMessage.includeTooDeep(path: shown), at: includedFrom))
      return
    }
    guard let bytes = try? FileReader.readBytes(atPath: paths.existing(path) ?? path) else {
      if !optional {
        diagnostics.append(
          Diagnostic(
            ProjectMessage.missingConfigurationFile(path: shown, isCocoaPods: path.contains("/Pods/")),
            at: includedFrom ?? .file(path)))
      }
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    let text = String(decoding: bytes, as: UTF8.self)
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
      if line.hasPrefix("#include") {
        let isOptional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""),
          let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let written = String(line[line.index(after: open)..<close])
        // `<DEVELOPER_DIR>/…` and other sourced paths name files outside the project.
        if written.hasPrefix("<") { continue }
        read(
          InputDiscovery.absolute(written, from: folder), shownAs: written, into: &settings, depth: depth + 1,
          diagnostics: &diagnostics, optional: isOptional,
          includedFrom: SourceLocation(path: path, line: number + 1, column: 1), paths: &paths)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, !key.contains("[") else { continue }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      // `KEY = $(KEY) more` extends what the file already assigned.
      if let earlier = settings[key] {
        value = value.replacingOccurrences(of: "$(\(key))", with: earlier)
          .replacingOccurrences(of: "${\(key)}", with: earlier)
      }
      settings[key] = value
    }
  }
}
