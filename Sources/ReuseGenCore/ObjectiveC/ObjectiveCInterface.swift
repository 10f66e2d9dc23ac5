/// The module's Objective-C classes as its Swift code sees them (SPEC §10.7): the reusable views that the
/// headers Swift can name declare, written as the Swift declarations Swift's importer makes of them, so
/// that the scan reads them beside the module's own Swift files and every reader (the resolver, the
/// lookups, the generator) knows them as types, with no second path through the pipeline.
///
/// Which headers Swift can name is decided conservatively, from the files alone:
/// - an app target's Swift sees what its bridging header imports: the module's one `*-Bridging-Header.h`,
///   or, when it has several (one per target), the one named after the module (`My App-Bridging-Header.h`
///   for module `My_App`), and none when no name says which;
/// - a framework's Swift sees its umbrella header, `<Module>.h`, and what it imports;
/// - each header those import, transitively: `#import "X.h"` (or `#include`) finds `X.h` beside the
///   importing header first, else the one header of the module whose path ends so, and none when several
///   do; `#import <Module/X.h>` does the same within the module itself, and other frameworks are not read.
/// A class seen nowhere else, or renamed or hidden by `NS_SWIFT_NAME` and its kin, gets nothing: the
/// generated file could not name it.
enum ObjectiveCInterface {
  /// The interface of `module`'s visible headers, one Swift file per header that declares a reusable
  /// view, each class written at the line and column of its `@interface` name, so that diagnostics and
  /// the listing point into the header. `bases` are the reusable bases declared with `--base`.
  /// `bridgingHeader` is the one the project sets, as the run prints its path (`""` when it sets none), or
  /// `nil` to tell it by the headers' names.
  static func files(
    of module: ObjectiveCModule, moduleName: String, bridgingHeader: String? = nil, bases: [String: ViewKind]
  ) -> [InputFile] {
    guard !module.isEmpty else { return [] }
    return visibleHeaders(of: module, moduleName: moduleName, bridgingHeader: bridgingHeader).compactMap {
      header in
      let classes = header.classes.filter { declared in
        !declared.isRenamedForSwift && module.viewKind(of: declared.name, bases: bases) != nil
      }
      guard !classes.isEmpty else { return nil }
      return InputFile(displayPath: header.path, contents: Array(source(declaring: classes).utf8))
    }
  }

  /// Whether a Swift file read by the scan is one of these interfaces: a header's path, which no Swift
  /// file of the module has.
  static func isInterface(path: String) -> Bool { path.hasSuffix(".h") }

  /// The headers Swift code of the module can name, in path order.
  static func visibleHeaders(of module: ObjectiveCModule, moduleName: String, bridgingHeader: String? = nil)
    -> [ObjectiveCFile]
  {
    let headers = module.files.filter(\.isHeader)
    var pending = roots(among: headers, moduleName: moduleName, bridgingHeader: bridgingHeader)
    var visible = Set(pending.map(\.path))
    while let header = pending.popLast() {
      for imported in header.imports {
        guard let found = resolve(imported, from: header, among: headers, moduleName: moduleName),
          visible.insert(found.path).inserted
        else { continue }
        pending.append(found)
      }
    }
    return headers.filter { visible.contains($0.path) }
  }

  /// Whether the module has the bridging header its Swift sees, which only an application target may have.
  static func hasBridgingHeader(_ module: ObjectiveCModule, moduleName: String) -> Bool {
    !bridgingHeaders(among: module.files.filter(\.isHeader), moduleName: moduleName, set: nil).isEmpty
  }

  private static let bridgingSuffix = "-Bridging-Header.h"

  /// The bridging header of an app target and the umbrella header of a framework.
  private static func roots(among headers: [ObjectiveCFile], moduleName: String, bridgingHeader: String?)
    -> [ObjectiveCFile]
  {
    bridgingHeaders(among: headers, moduleName: moduleName, set: bridgingHeader)
      + headers.filter { fileName($0.path) == moduleName + ".h" }
  }

  /// The module's bridging header: the one the project sets (`set`, `""` for none), else its one
  /// `*-Bridging-Header.h`, or the one named after the module.
  private static func bridgingHeaders(among headers: [ObjectiveCFile], moduleName: String, set: String?)
    -> [ObjectiveCFile]
  {
    if let set { return headers.filter { $0.path == set } }
    let suffix = bridgingSuffix
    let bridging = headers.filter { fileName($0.path).hasSuffix(suffix) }
    let chosen =
      bridging.count == 1
      ? bridging
      : bridging.filter { header in
        // Xcode names a target's module after its product, with each character that cannot be in a
        // Swift identifier made `_`.
        let product = fileName(header.path).dropLast(suffix.count)
        return String(product.map { $0.isLetter || $0.isNumber ? $0 : "_" }) == moduleName
      }
    return chosen
  }

  /// The header of the module that `imported`, written in `header`, names; `nil` when it names none of
  /// them, or several.
  private static func resolve(
    _ imported: ObjectiveCImport, from header: ObjectiveCFile, among headers: [ObjectiveCFile],
    moduleName: String
  ) -> ObjectiveCFile? {
    var path = imported.path
    if !imported.isQuoted {
      // `<Module/X.h>` is the module's own header `X.h`; another framework's is not read.
      let parts = path.split(separator: "/", maxSplits: 1)
      guard parts.count == 2, parts[0] == moduleName else { return nil }
      path = String(parts[1])
    }
    let directory = header.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    let beside = (directory + [Substring(path)]).joined(separator: "/")
    if imported.isQuoted, let found = headers.first(where: { $0.path == beside }) { return found }
    let matching = headers.filter { $0.path == path || $0.path.hasSuffix("/" + path) }
    return matching.count == 1 ? matching[0] : nil
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Swift declarations of `classes`, each class name at its header's line and column. The class is named
  /// `@objc(Name)` as Objective-C names it: its runtime name is its own, not the module's.
  static func source(declaring classes: [ObjectiveCClass]) -> String {
    var lines: [String] = []
    for declared in classes.sorted(by: { $0.location < $1.location }) {
      let line = declared.location.line - 1
      while lines.count <= line { lines.append("") }
      let attribute = "@objc(\(declared.name))"
      // The attribute goes at the end of the line before, so that the class name keeps its column.
      if line > 0 {
        lines[line - 1] += lines[line - 1].isEmpty ? attribute : " " + attribute
      } else {
        lines[line] += attribute + " "
      }
      let keyword = "class "
      let padding = max(0, declared.location.column - 1 - keyword.count - lines[line].count)
      lines[line] +=
        String(repeating: " ", count: padding) + keyword + declared.name + ": " + declared.superclass + " {}"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
