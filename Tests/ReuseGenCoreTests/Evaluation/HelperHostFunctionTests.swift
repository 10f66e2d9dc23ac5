import Testing

@testable import ReuseGenCore

/// The functions that may be a module's own helpers, which the scan names (`helperHostFunctions`) so that
/// `audit` and `migrate` index each file once: the names the index itself takes for functions of
/// `UITableView` and `UICollectionView` extensions (`FunctionDeclaration.host`).
@Suite struct HelperHostFunctionTests {
  static func source(_ text: String, path: String = "Helpers.swift") -> SourceFile {
    SourceFile(path: path, filePath: path, bytes: Array(text.utf8))
  }

  /// The names of the functions the index of `text` takes for functions of the helper hosts' extensions.
  static func indexed(_ text: String) -> Set<String> {
    Set(SourceIndex(source(text), file: 0).functions.filter { $0.host != nil }.map(\.name))
  }

  static let spellings: [(String, [String])] = [
    ("extension UIKit.UITableView { func a() {} }", ["a"]),
    ("extension UITableView where Self: Reloading { func b() {} }", ["b"]),
    ("extension UICollectionView: Reloading, @retroactive Sendable { func c() {} }", ["c"]),
    ("extension `UITableView` { func `default`() {} }", ["default"]),
    (
      """
      extension UITableView.Style { func d() {} }
      extension UIKit.UICollectionView.CellRegistration { func e() {} }
      extension UITableViewCell { func f() {} }
      extension Array where Element == UITableView { func g() {} }
      extension Reloading where Self: UITableView { func h() {} }
      extension Foundation.UITableView { func i() {} }
      extension UIKit.UIKit.UITableView { func j() {} }
      extension UIViewController { func k() {} }
      extension UIKit.UIView { func l() {} }
      extension `UITableViewCell` { func m() {} }
      """, []
    ),
    (
      """
      extension UITableView {
        func outer() {
          func local() {}
          let run = { func inClosure() {} }
        }
        var count: Int { func inGetter() -> Int { 0 }; return inGetter() }
        convenience init(style: Int) { func inInit() {}; self.init(frame: .zero) }
        subscript(i: Int) -> Int { func inSubscript() {}; return i }
      }
      """, ["outer"]
    ),
    (
      """
      extension UICollectionView {
        struct Layout { func nested() {} }
        enum Kind { case a; func inEnum() {} }
        class Box { func inClass() {} }
        func own() {}
      }
      """, ["own"]
    ),
    (
      """
      extension UITableView {
        static func s() {}
        class func k() {}
        @objc func o() {}
        @objc(registerNamed:) func named(_ name: String) {}
        @available(iOS 13, *) public func p<T: UITableViewCell>(_ type: T.Type) where T: Reusable {}
        @discardableResult final func q() -> Int { 0 }
        func register(_ type: FeedCell.Type) {}
        static func == (lhs: UITableView, rhs: UITableView) -> Bool { true }
      }
      """, ["s", "k", "o", "named", "p", "q", "register", "=="]
    ),
    (
      """
      extension UITableView {
      #if DEBUG
        func debugOnly() {}
      #elseif os(iOS)
        func iOSOnly() {}
      #else
        func other() {}
      #endif
      }
      #if canImport(UIKit)
      extension UICollectionView {
        func conditional() {}
      }
      #endif
      """, ["debugOnly", "iOSOnly", "other", "conditional"]
    ),
    (
      """
      extension UITableView {
        func register(class cellClass: AnyClass) { func inner() {} }
        func make(extension ext: String) { func innerToo() {} }
        func install(for struct: Int) {}
      }
      """, ["register", "make", "install"]
    ),
    // An extension Swift rejects, in a type or a function body, still extends the class for the index.
    (
      """
      struct Outer {
        extension UITableView { func insideType() {} }
      }
      func build() {
        extension UICollectionView { func insideFunction() {} }
      }
      """, ["insideType", "insideFunction"]
    ),
    (
      """
      // extension UITableView { func commented() {} }
      let text = "extension UITableView { func quoted() {} }"
      extension UITableView { /* func hidden() {} */ func shown() { print("\\(text) func x() {}") } }
      """, ["shown"]
    ),
    (
      "extension UITableView { func twice() {} }\nextension UICollectionView { func twice() {} }",
      ["twice"]
    ),
    // A requirement without a body, whose return type the index reads up to the next `{`.
    (
      "protocol Source {\n  func count() -> Int\n}\nextension UITableView {\n  func rows() -> Int { 0 }\n}",
      ["rows"]
    ),
  ]

  @Test(arguments: spellings)
  func theScanNamesTheFunctionsTheIndexTakesForTheHostsOwn(text: String, expected: [String]) {
    let scanned = DeclarationScanner.scan(text).helperHostFunctions
    #expect(Set(scanned) == Set(expected))
    #expect(Self.indexed(text) == Set(expected))
  }

  /// What an indexing found, told in lines: each helper, each file's functions and every recorded scope.
  static func summary(_ indexing: HelperFunctions.Indexing, _ sources: [SourceFile]) -> [String] {
    var lines = indexing.helpers.keys.sorted().map { name in
      "helper \(name): " + indexing.helpers[name]!.map { "\($0.file):\($0.nameToken)" }.sorted().joined()
    }
    for (file, index) in indexing.indices.enumerated() {
      lines.append(
        "\(file) functions: "
          + index.functions.map { "\($0.name)@\($0.nameToken) \($0.host?.rawValue ?? "-")" }.joined(
            separator: ", "))
      for token in index.scopes.keys.sorted() {
        let scope = index.scopes[token]!
        lines.append(
          "\(file):\(token) \(sources[file].text(token)) \(scope.types) \(scope.braces) "
            + "\(scope.function.map(String.init) ?? "-") \(scope.isInCellProvider)")
      }
    }
    return lines
  }

  /// The indexing of `files` with the candidates their scan names, and with none.
  static func indexings(_ files: [String], adding extra: Set<String> = [])
    -> (scanned: [String], found: [String], candidates: Set<String>)
  {
    let sources = files.enumerated().map { source($1, path: "File\($0).swift") }
    let candidates = Set(files.flatMap { DeclarationScanner.scan($0).helperHostFunctions })
    let scanned = HelperFunctions.index(sources, candidates: candidates.union(extra))
    return (summary(scanned, sources), summary(HelperFunctions.index(sources), sources), candidates)
  }

  static let module = [
    """
    extension UITableView {
      func registerAll() { registerFeed() }
      func registerFeed() { register(FeedCell.self, forCellReuseIdentifier: "feed") }
      func reloadSoon() { reloadData() }
      func dequeueFeed(for indexPath: IndexPath) -> FeedCell {
        dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedCell
      }
    }
    """,
    "func show(_ tableView: UITableView) { tableView.registerAll(); tableView.reloadSoon() }",
    "func cell(_ tableView: UITableView, _ path: IndexPath) -> UITableViewCell { tableView.dequeueFeed(for: path) }",
    "final class Unrelated { func reloadSoon() {} ; func run() { reloadSoon(); unrelated() } }",
  ]

  @Test func theScansCandidatesIndexAsTheIndexsOwn() {
    let (scanned, found, candidates) = Self.indexings(Self.module)
    #expect(candidates == ["registerAll", "registerFeed", "reloadSoon", "dequeueFeed"])
    #expect(scanned == found)
    #expect(found.contains { $0.hasPrefix("helper dequeueFeed") })
  }

  /// A name the index never takes for a function of such an extension records calls that are no call
  /// sites, which are dropped as the calls of a function that is no helper are.
  @Test func candidatesNoExtensionDeclaresChangeNothing() {
    let (scanned, found, _) = Self.indexings(Self.module, adding: ["unrelated", "run", "print"])
    #expect(scanned == found)
    let alone = Self.indexings(["func f() { unrelated(); g() }"], adding: ["unrelated"])
    #expect(alone.scanned == alone.found)
  }

  /// Braces an `#if` clause leaves open: the scan closes them, the index reads on, and takes the function
  /// after the block, and the one after the extension, for those of an extension. The index's are taken.
  @Test func functionsTheScanDoesNotTakeForTheHostsAreFoundAsTheIndexFindsThem() {
    let text = """
      #if os(iOS)
      extension UITableView {
      #else
      extension UICollectionView {
      #endif
        func registerFeed() { register(FeedCell.self, forCellReuseIdentifier: "feed") }
      }
      func registerLater(_ tableView: UITableView) { tableView.registerFeed() }
      """
    let files = [text, "func show(_ tableView: UITableView) { tableView.registerLater(tableView) }"]
    let (scanned, found, candidates) = Self.indexings(files)
    #expect(!Self.indexed(text).isSubset(of: candidates))
    #expect(scanned == found)
    #expect(found.contains { $0.hasPrefix("helper registerLater") })
  }
}
