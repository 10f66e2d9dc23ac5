import Foundation

/// The files of an Xcode 16 file-system-synchronized folder, as Xcode lists them: every file below it,
/// relative to it, `/`-separated and sorted. Hidden files are left out, and a folder Xcode treats as one
/// file (an asset catalog, a bundle, a data model, a nested project) is not entered. Symbolic links to
/// folders are not followed, so that no loop can hold the walk.
enum SynchronizedFolder {
  /// Folder extensions Xcode shows as a single file.
  static let opaqueFolderExtensions: Set<String> = [
    "xcassets", "bundle", "framework", "xcframework", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
    "app", "appex", "playground", "xcodeproj", "xcworkspace", "docc", "scnassets", "rcproject",
    "mlpackage", "mlmodelc",
  ]

  /// Walks at most this deep.
  static let maximumDepth = 64

  /// Whether the membership exception `exception` names `file`, both relative to the folder, as Xcode
  /// writes a localized file: `/Localized/Share/View.xib` stands for every `Share/<language>.lproj/View.xib`.
  static func localized(_ exception: String, matches file: String) -> Bool {
    let prefix = "/Localized/"
    guard exception.hasPrefix(prefix) else { return false }
    let named = exception.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == named.count + 1, parts[parts.count - 2].hasSuffix(".lproj") else { return false }
    return Array(parts.dropLast(2)) == Array(named.dropLast()) && parts.last == named.last
  }

  static func files(in folder: String) -> [String] {
    var result: [String] = []
    walk(folder, relative: "", depth: 0, into: &result)
    return result.sorted()
  }

  private static func walk(_ folder: String, relative: String, depth: Int, into result: inout [String]) {
    guard depth < maximumDepth,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      let entry = relative.isEmpty ? name : relative + "/" + name
      var isDirectory: ObjCBool = false
      let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        let fileExtension = (name as NSString).pathExtension
        if isLink || opaqueFolderExtensions.contains(fileExtension) {
          if !isLink { result.append(entry) }
          continue
        }
        walk(path, relative: entry, depth: depth + 1, into: &result)
      } else {
        result.append(entry)
      }
    }
  }
}
