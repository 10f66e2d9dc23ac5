import Testing

@testable import ReuseGenCore

/// The run's one type-name table (`RunTypeNames`): built once from every scanned file's declarations, read
/// by the resolver as built and by each lookup through a view of the files it reads, numbered as it
/// numbers them; the one scoping of Swift names and the one chain query answer from it.
@Suite struct OneTypeNameTableTests {
  /// A module whose `Row` is a top-level table view cell, a typealias nested in `Theme` and a class nested
  /// in `Theme.Inner`, with a file reusegen generated among its files, which no lookup reads.
  private static let files: [(String, String)] = [
    ("A.swift", "class Row: UITableViewCell {}\nfinal class PlainRow: Row {}\n"),
    ("B.swift", GeneratedFileMarker.swiftHeader + " 1.0\nfinal class Generated: UITableViewCell {}\n"),
    (
      "C.swift",
      """
      enum Theme {
        static let name = "theme"
        typealias Row = UICollectionViewListCell
        final class StyledRow: Row {}
        enum Inner {
          final class DeeperRow: Row {}
          class Row: UITableViewHeaderFooterView {}
        }
      }
      extension Theme { enum Palette {} }
      final class FeedCell: UITableViewCell {
        static let reuseIdentifier = Theme.Palette.name
      }
      extension Theme.Palette { static let name = "feed" }
      """
    ),
  ]

  /// The scan of `files` in a folder, and the folder.
  private static func scan() -> (TemporaryDirectory, DiscoveredInputs, ParallelScanner.Result) {
    let directory = TemporaryDirectory()
    for (path, text) in files { directory.write(path, text) }
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    return (directory, inputs, ParallelScanner.scan(inputs.swiftFiles, keepingSources: true))
  }

  /// The lookup `audit` and `migrate` read, over the files the scan kept, with the run's table.
  private static func moduleSources(_ scan: ParallelScanner.Result, table: TypeNames) -> ModuleSources {
    let modules = Array(repeating: "App", count: scan.scanned.count)
    let indexed = ModuleSources.index(
      read: scan.sources, modules: modules, moduleFileCount: modules.count, declarations: scan.scanned)
    return ModuleSources(indexed, moduleName: "App", typeNames: table, declarations: scan.scanned)
  }

  /// The resolver, the lookup of `audit` and `migrate` and every round of the lookup of `list` and
  /// `generate` read the one build of the table.
  @Test func everyReaderOfARunReadsTheOneBuild() throws {
    let (directory, inputs, scan) = Self.scan()
    defer { directory.remove() }
    let names = RunTypeNames(scan.scanned, module: "App")
    let table = names.table
    #expect(names.table.build === table.build)
    let resolver = ReusableViewResolver(files: scan.scanned, names: table)
    #expect(resolver.names.build === table.build)
    #expect(Self.moduleSources(scan, table: table).lookup.typeNames.build === table.build)
    // `list` and `generate` scan for the files' declaration keys, and keep no sources.
    let keys = ParallelScanner.scan(inputs.swiftFiles).keys
    let lookup = DeclaredIdentifierLookup.reading(
      inputs.swiftFiles, keys: keys, typeNames: names,
      modules: Array(repeating: "App", count: keys.count), moduleName: "App")
    let feed = EvaluatedType(path: ["FeedCell"], module: "App")
    let (value, build) = lookup.evaluate { lookup in
      (
        lookup.member("reuseIdentifier", of: feed).flatMap { value in
          IdentifierEvaluator(lookup: lookup).evaluate(
            value.expression, selfType: value.owner, at: value.place)
        }, lookup.typeNames.build
      )
    }
    #expect(try value.get() == "feed")
    #expect(build === table.build)
  }

  /// Through a lookup's view, the scoping is Swift's: a typealias nested in an enclosing type shadows the
  /// top-level type of its name, a nested type shadows both, and an extension's members are the extended
  /// type's. The generated file is none of the lookup's, which numbers the others without it.
  @Test func aViewScopesAsSwiftAndNumbersFilesAsItsLookup() throws {
    let (directory, _, scan) = Self.scan()
    defer { directory.remove() }
    let table = TypeNames(declarations: scan.scanned, module: "App")
    let lookup = Self.moduleSources(scan, table: table).lookup
    #expect(lookup.sources.map(\.path) == ["A.swift", "C.swift"])
    func found(_ components: [String], scope: [String] = [], file: Int = 1) -> (String, Int)? {
      (try? lookup.declaredType(components, inFile: file, scope: scope).get()).map { ($0.path, $0.file) }
    }
    #expect(found(["Row"], file: 0)! == ("Row", 0))
    #expect(found(["Row"], scope: ["Theme"]) == nil)  // The list cell, which no source declares.
    #expect(found(["Row"], scope: ["Theme", "Theme.Inner"])! == ("Theme.Inner.Row", 1))
    #expect(found(["Palette"], scope: ["Theme"])! == ("Theme.Palette", 1))
    #expect(found(["Generated"]) == nil)
    #expect(table.types(named: "Generated", recorder: nil) == nil)
    #expect(table.types(named: "Palette", recorder: nil)?.map(\.file) == [2])
    // The resolver reads the table as built, and classifies by the same scoping.
    var resolver = ReusableViewResolver(files: scan.scanned, module: "App")
    let views = resolver.resolve().views.map {
      "\($0.view.name):\($0.view.kind)"
    }
    #expect(
      views == [
        "Row:tableViewCell", "PlainRow:tableViewCell", "Theme.StyledRow:collectionViewCell",
        "Theme.Inner.DeeperRow:tableViewHeaderFooterView", "Theme.Inner.Row:tableViewHeaderFooterView",
        "FeedCell:tableViewCell",
      ])
  }

  /// A lookup that has read some of the files sees their declarations alone, as a table built of them would.
  @Test func aViewSeesOnlyTheFilesItsLookupRead() throws {
    let (directory, _, scan) = Self.scan()
    defer { directory.remove() }
    let table = TypeNames(declarations: scan.scanned, module: "App")
    let firstOnly = table.seen(
      asFiles: [0, 2], of: scan.scanned, isSeen: { $0 == 0 }, moduleNames: table.moduleNames)
    #expect(firstOnly.types(named: "Row", recorder: nil)?.map(\.path) == ["Row"])
    #expect(!firstOnly.isTypeAlias("Row", recorder: nil))
    #expect(firstOnly.conformances(ofExtended: "Theme", recorder: nil) == nil)
    let both = table.seen(asFiles: [0, 2], of: scan.scanned, moduleNames: table.moduleNames)
    #expect(both.typesInLookup(named: "Palette", recorder: nil)?.map(\.file) == [1])
    #expect(both.isTypeAlias("Row", recorder: nil))
  }

  /// The one chain query, which `audit`, `migrate` and the evaluator read, answers what the resolver
  /// concludes from the same table: each view's chain reaches the UIKit root of its kind.
  @Test func theChainQueryAnswersWhatTheResolverConcludes() throws {
    let (directory, _, scan) = Self.scan()
    defer { directory.remove() }
    let table = TypeNames(declarations: scan.scanned, module: "App")
    let lookup = Self.moduleSources(scan, table: table).lookup
    var resolver = ReusableViewResolver(files: scan.scanned, names: table)
    for view in resolver.resolve().views {
      let root = UIKitClasses.roots.first { $0.kind == view.view.kind }!.name
      #expect(lookup.classChain(of: view.view.name).reaches(root) == true, Comment(rawValue: view.view.name))
    }
    #expect(
      lookup.classChain(of: "Theme.Inner.DeeperRow").classes == ["Theme.Inner.DeeperRow", "Theme.Inner.Row"])
  }
}
