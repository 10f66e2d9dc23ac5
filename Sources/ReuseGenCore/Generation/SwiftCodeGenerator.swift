/// Writes the Swift file of DESIGN.md §5 for the reusable views of one module.
///
/// The file has three parts, all inside `#if canImport(UIKit)`:
/// - the support section (`Dequeuable`, `ReuseSource`, the `UITableView` and `UICollectionView` helpers,
///   the iOS 14 registrations and `TableViewDelegate`), left out when `supportModule` is set;
/// - one `Dequeuable` conformance per class chain, on its topmost view. Its members answer for every view
///   of the chain from the dynamic type, so subclasses keep their own identifier and source, and it
///   declares no member that the app's code already declares for the view (docs/DESIGN.md, "Adoption");
/// - the registration tables, `ReuseRegistry` and `registerAllReusableViews()`.
///
/// Every mention of a view carries the view's `#if` conditions and availability, and deprecated views are
/// named only in deprecated contexts, so the file adds no warning to a module that had none.
package enum SwiftCodeGenerator {
  /// The generated file for `views`, the module's full listing.
  ///
  /// Skipped views are ignored. The output depends only on the set of views, not on their order: views
  /// are sorted by name, then by location for declarations in exclusive `#if` branches. It uses 2-space
  /// indentation, has no trailing whitespace and ends with a single newline.
  /// - Parameter contextViews: Public views of modules this one depends on that conform to the same
  ///   protocol; the registration tables list them too, so an app registers its features' views with one call.
  package static func generate(
    views: [ReusableView], contextViews: [ReusableView] = [], options: GeneratorOptions
  ) -> String {
    let views = views.filter { !$0.status.isSkipped }.sorted(by: isOrderedBefore)
    let registered =
      views
      + contextViews.filter { !$0.status.isSkipped }.map { view in
        var qualified = view
        qualified.name = (view.definingModule.map { $0 + "." } ?? "") + view.name
        return qualified
      }.sorted(by: isOrderedBefore)
    var writer = SwiftCodeWriter()
    writer.line("\(GeneratedFileMarker.swiftHeader) \(ReuseGenVersion.current). Do not edit.")
    writer.line()
    writer.line("#if canImport(UIKit)")
    writer.indented { writer in
      writeImports(&writer, options: options, contextViews: contextViews)
      if options.supportModule == nil {
        writer.blankLine()
        writer.line("// MARK: - Support")
        writer.line()
        writer.block(
          SupportCodeTemplate.render(
            GeneratedAccess(options), names: options.names, omitting: options.existingHelpers))
      }
      writer.blankLine()
      writeConformances(&writer, views: views, options: options)
      writer.blankLine()
      writeRegistry(&writer, views: registered, options: options)
    }
    writer.line("#endif")
    return writer.text
  }

  // MARK: Ordering

  /// Orders views by name, then by where they are declared, so that the output is deterministic.
  static func isOrderedBefore(_ lhs: ReusableView, _ rhs: ReusableView) -> Bool {
    if lhs.name != rhs.name {
      return lhs.name < rhs.name
    }
    if lhs.location != rhs.location {
      return lhs.location < rhs.location
    }
    if lhs.conditions != rhs.conditions {
      return lhs.conditions.lexicographicallyPrecedes(rhs.conditions)
    }
    return lhs.kind < rhs.kind
  }

  // MARK: Sections

  /// UIKit, the support module, and every context module whose views the tables list.
  private static func writeImports(
    _ writer: inout SwiftCodeWriter, options: GeneratorOptions, contextViews: [ReusableView]
  ) {
    var modules: Set = ["UIKit"]
    if let supportModule = options.supportModule { modules.insert(supportModule) }
    modules.formUnion(contextViews.compactMap(\.definingModule))
    for module in modules.sorted() {
      writer.line("import \(module)")
    }
  }

  /// One extension per class chain whose conformance the file declares or completes, after the private
  /// helpers their members share.
  private static func writeConformances(
    _ writer: inout SwiftCodeWriter,
    views: [ReusableView],
    options: GeneratorOptions
  ) {
    let chains = Dictionary(grouping: views, by: \.conformanceRoot)
    // Hosts: each chain's topmost view of this module, whether it declares the conformance, completes a
    // hand-written one, or answers for a conformance inherited from a context module.
    let plans = views.filter { $0.conformance != .inherited || $0.conformanceRoot == $0.name }.map {
      ConformancePlan(host: $0, chain: chains[$0.name] ?? [$0], options: options)
    }.filter(\.writesAnything)
    writer.block(
      """
      // MARK: - Conformances

      /// Compares types for the conformances below, from any isolation.
      private enum _ReuseGenIdentity {
        /// `identifier` for `declared` itself; a subclass another module declares gets its own.
        nonisolated static func identifier(
          of type: AnyObject.Type, _ declared: AnyObject.Type, _ identifier: String
        ) -> String {
          ObjectIdentifier(type) == ObjectIdentifier(declared)
            ? identifier : _ReuseGenInheritance.identifier(of: type)
        }

        /// Whether `type` is exactly `other`.
        nonisolated static func isType(_ type: AnyObject.Type, _ other: AnyObject.Type) -> Bool {
          ObjectIdentifier(type) == ObjectIdentifier(other)
        }

        /// Whether `type`'s qualified name is `name`, for classes that only deprecated code may name.
        nonisolated static func isType(_ type: AnyObject.Type, named name: String) -> Bool {
          String(reflecting: type) == name
        }
      }

      // Each conformance sits on the topmost reusable view of its class chain. Subclasses inherit it, and
      // its members still give each of them its own identifier and source.

      """)
    writer.conditional(plans, conditions: \.host.conditions, separated: true) { writer, plan in
      plan.write(&writer)
    }
  }

  /// `ReuseRegistry` and the two `registerAllReusableViews()` methods.
  private static func writeRegistry(
    _ writer: inout SwiftCodeWriter,
    views: [ReusableView],
    options: GeneratorOptions
  ) {
    let registered = views.filter { !$0.isGeneric }
    let deprecated = registered.filter(\.isDeprecated)
    let module = options.module
    let access = GeneratedAccess(options).modifier
    let names = options.names
    writer.block(
      """
      // MARK: - Registration tables

      /// The non-generic reusable views of module \(module), one table per kind.
      ///
      /// Generic views are left out: no specialisation of them is known. Every module generates its own
      /// registry; where an app imports two modules that make theirs public, name the one it means, as in
      /// `\(module).\(names.registry).registerAll(in: tableView)`.
      @MainActor
      """)
    writer.nested("\(access)enum \(names.registry) {") { writer in
      for table in RegistryTable.allCases {
        writeTable(
          &writer, table, views: registered.filter { $0.kind == table.kind && !$0.isDeprecated },
          includesDeprecated: deprecated.contains { $0.kind == table.kind }, access: access, names: names)
        writer.line()
      }
      writer.block(
        """
        \(registerAllDocumentation(.tableView, module: module))
        \(access)static func registerAll(in tableView: UITableView) {
          for cellType in tableViewCells {
            _ReuseGenRegistration.registerCell(cellType, in: tableView)
          }
          for viewType in tableViewHeaderFooterViews {
            _ReuseGenRegistration.registerHeaderFooterView(viewType, in: tableView)
          }
        }

        \(registerAllDocumentation(.collectionView, module: module))
        \(access)static func registerAll(in collectionView: UICollectionView) {
          for cellType in collectionViewCells {
            _ReuseGenRegistration.registerCell(cellType, in: collectionView)
          }
          let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
          for viewType in collectionReusableViews {
            for kind in kinds {
              _ReuseGenRegistration.registerSupplementaryView(viewType, ofKind: kind, in: collectionView)
            }
          }
        }
        """)
    }
    if !deprecated.isEmpty {
      writer.blankLine()
      writeDeprecatedTables(&writer, views: deprecated, names: names)
    }
    for host in HelperHost.allCases {
      let signature = HelperSignature(host: host, name: "registerAllReusableViews", labels: [])
      guard !options.existingHelpers.omits(signature) else { continue }
      writer.blankLine()
      writer.nested("extension \(host.rawValue) {") { writer in
        writer.block(
          """
          \(registerAllDocumentation(host, module: module))
          func registerAllReusableViews() {
            \(names.registry).registerAll(in: self)
          }
          """)
      }
    }
  }

  /// The documentation of `ReuseRegistry.registerAll(in:)` and of `registerAllReusableViews()` on `host`.
  private static func registerAllDocumentation(_ host: HelperHost, module: String) -> String {
    host == .tableView
      ? """
      /// Registers every table view cell and header/footer view of module \(module), except
      /// storyboard prototypes, which the storyboard registers.
      """
      : """
      /// Registers every collection view cell of module \(module), and every supplementary view for
      /// the section header and footer kinds, except storyboard prototypes.
      """
  }

  /// One table of `ReuseRegistry`: each view inside its `#if` conditions and `if #available` checks.
  private static func writeTable(
    _ writer: inout SwiftCodeWriter,
    _ table: RegistryTable,
    views: [ReusableView],
    includesDeprecated: Bool,
    access: String,
    names: SupportNames
  ) {
    let type = table.type(names)
    writer.line("/// \(table.summary)")
    guard !views.isEmpty || includesDeprecated else {
      writer.line("\(access)static var \(table.rawValue): \(type) { [] }")
      return
    }
    writer.nested("\(access)static var \(table.rawValue): \(type) {") { writer in
      writeAppends(&writer, table, views: views, names: names)
      if includesDeprecated {
        writer.line(
          "types += (_ReuseGenDeprecatedViews.self as any _ReuseGenDeprecatedTables.Type).\(table.rawValue)")
      }
      writer.line("return types")
    }
  }

  /// `var types`, then `types += [A.self, B.self, …]` for each run of views that share their conditions and
  /// availability checks, inside those.
  ///
  /// An array literal with a known element type costs the type checker less per view than a call per
  /// view (`types.append(View.self)` looks `append` up among `Array`'s overloads every time), about a
  /// third less than even a local `add(_:)` function for a large module (DESIGN.md §5). Runs end
  /// at `RegistryRun.maximumLiteralCount` entries, so that no one expression grows with the module.
  private static func writeAppends(
    _ writer: inout SwiftCodeWriter,
    _ table: RegistryTable,
    views: [ReusableView],
    names: SupportNames
  ) {
    writer.line("var types: [\(table.elementType(names))] = []")
    writer.conditional(RegistryRun.runs(of: views), conditions: \.conditions, separated: false) {
      writer, run in
      let append: (inout SwiftCodeWriter) -> Void = { writer in
        let entries = run.views.map { "\(SwiftSpelling.typeName($0.name)).self" }
        let single = "types += [\(entries[0])]"
        if entries.count == 1, writer.currentIndentWidth + single.count <= lineLimit {
          writer.line(single)
          return
        }
        writer.line("types += [")
        writer.indented { writer in
          for entry in entries { writer.line(entry + ",") }
        }
        writer.line("]")
      }
      if let check = run.availabilityCheck {
        writer.nested("if \(check) {", append)
      } else {
        append(&writer)
      }
    }
  }

  /// The deprecated views' tables. A deprecated witness of a requirement that is not deprecated is the one
  /// place Swift lets code name a deprecated class without a warning, so the registry reads these tables
  /// through the protocol.
  private static func writeDeprecatedTables(
    _ writer: inout SwiftCodeWriter,
    views: [ReusableView],
    names: SupportNames
  ) {
    let tables = RegistryTable.allCases.filter { table in views.contains { $0.kind == table.kind } }
    writer.line("/// The deprecated views' tables, which the registry reads through this protocol.")
    writer.line("@MainActor")
    writer.nested("private protocol _ReuseGenDeprecatedTables {") { writer in
      for table in tables {
        writer.line("static var \(table.rawValue): \(table.type(names)) { get }")
      }
    }
    writer.line()
    writer.line("@MainActor")
    writer.nested("private enum _ReuseGenDeprecatedViews: _ReuseGenDeprecatedTables {") { writer in
      for (index, table) in tables.enumerated() {
        if index > 0 { writer.line() }
        writer.line("@available(*, deprecated)")
        writer.nested("static var \(table.rawValue): \(table.type(names)) {") { writer in
          writeAppends(&writer, table, views: views.filter { $0.kind == table.kind }, names: names)
          writer.line("return types")
        }
      }
    }
  }

  /// The longest line `.swift-format` accepts.
  static let lineLimit = 110
}

/// The four tables of `ReuseRegistry`, in the order the file lists them.
private enum RegistryTable: String, CaseIterable {
  case tableViewCells
  case tableViewHeaderFooterViews
  case collectionViewCells
  case collectionReusableViews

  var kind: ViewKind {
    switch self {
    case .tableViewCells: .tableViewCell
    case .tableViewHeaderFooterViews: .tableViewHeaderFooterView
    case .collectionViewCells: .collectionViewCell
    case .collectionReusableViews: .collectionReusableView
    }
  }

  /// The table's type: metatypes of the root class that are also `Dequeuable`.
  func type(_ names: SupportNames) -> String { "[\(elementType(names))]" }

  func elementType(_ names: SupportNames) -> String { "any (\(root) & \(names.dequeuable)).Type" }

  /// The UIKit class every view of the table descends from.
  var root: String { UIKitClasses.root(of: kind) }

  var summary: String {
    switch self {
    case .tableViewCells: "The table view cells, storyboard prototypes included."
    case .tableViewHeaderFooterViews: "The table view header and footer views."
    case .collectionViewCells: "The collection view cells, storyboard prototypes included."
    case .collectionReusableViews: "The collection view supplementary views."
    }
  }
}

/// Consecutive views of a registry table that share their `#if` conditions and availability check, so
/// that one array literal lists them all.
private struct RegistryRun {
  var conditions: [String]
  var availabilityCheck: String?
  var views: [ReusableView]

  /// The most views one literal lists.
  static let maximumLiteralCount = 64

  static func runs(of views: [ReusableView]) -> [RegistryRun] {
    var runs: [RegistryRun] = []
    for view in views {
      let check = view.availabilityCheck
      if let last = runs.last, last.conditions == view.conditions, last.availabilityCheck == check,
        last.views.count < maximumLiteralCount
      {
        runs[runs.count - 1].views.append(view)
      } else {
        runs.append(RegistryRun(conditions: view.conditions, availabilityCheck: check, views: [view]))
      }
    }
    return runs
  }
}
