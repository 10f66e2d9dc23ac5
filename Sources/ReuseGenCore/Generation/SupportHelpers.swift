/// The typed helpers of the support code, one entry per method, so that any of them can be left out when
/// the app already declares a method of the same name and labels (docs/DESIGN.md, "Adoption"): a second
/// overload would make the app's call sites ambiguous, or quietly send them to the generated one.
///
/// Their bodies call ReuseGen's own `_ReuseGenRegistration` and `_reuseGenDequeueCell`, never a name an app
/// may overload.
enum SupportHelpers {
  /// A helper and the text of its declaration, indented one level, with the template's placeholders.
  struct Helper {
    var signature: HelperSignature
    var text: String
  }

  /// Every helper, with `access`'s modifier and the types of `names`.
  static func all(_ access: GeneratedAccess, _ names: SupportNames) -> [Helper] {
    tableViewHelpers(access.modifier, names) + collectionViewHelpers(access.modifier, names)
  }

  private static func helper(_ host: HelperHost, _ name: String, _ labels: [String], _ text: String) -> Helper
  {
    Helper(signature: HelperSignature(host: host, name: name, labels: labels), text: text)
  }

  private static func tableViewHelpers(_ a: String, _ names: SupportNames) -> [Helper] {
    [
      helper(
        .tableView, "register", ["_"],
        """
          /// Registers a cell class, or its nib when it is nib-backed, under its `reuseIdentifier`.
          ///
          /// Storyboard prototypes are left alone: the storyboard registers them.
          \(a)func register<Cell: UITableViewCell & \(names.dequeuable)>(_ cellType: Cell.Type) {
            _ReuseGenRegistration.registerCell(cellType, in: self)
          }

          /// Registers a header/footer view class, or its nib when it is nib-backed, under its `reuseIdentifier`.
          \(a)func register<View: UITableViewHeaderFooterView & \(names.dequeuable)>(_ viewType: View.Type) {
            _ReuseGenRegistration.registerHeaderFooterView(viewType, in: self)
          }
        """),
      helper(
        .tableView, "dequeueReusableCell", ["for"],
        """
          /// Dequeues a cell of the type the call site expects, such as `let cell: FeedCell = …`.
          \(a)func dequeueReusableCell<Cell: UITableViewCell & \(names.dequeuable)>(for indexPath: IndexPath) -> Cell {
            _reuseGenDequeueCell(Cell.self, from: self, for: indexPath)
          }
        """),
      helper(
        .tableView, "dequeueReusableCell", ["_", "for"],
        """
          /// Dequeues a cell of type `cellType`.
          ///
          /// It traps when the cell registered under the type's identifier has another class.
          \(a)func dequeueReusableCell<Cell: UITableViewCell & \(names.dequeuable)>(
            _ cellType: Cell.Type,
            for indexPath: IndexPath
          ) -> Cell {
            _reuseGenDequeueCell(cellType, from: self, for: indexPath)
          }
        """),
      helper(
        .tableView, "dequeueReusableHeaderFooterView", ["_"],
        """
          /// Dequeues a header/footer view of type `viewType`.
          ///
          /// It traps when no view, or a view of another class, is registered under the type's identifier.
          \(a)func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView & \(names.dequeuable)>(
            _ viewType: View.Type
          ) -> View {
            let identifier = viewType.reuseIdentifier
            let view = dequeueReusableHeaderFooterView(withIdentifier: identifier)
            guard let typedView = view as? View else {
              _reuseGenDequeueFailure(
                "a header/footer view", viewType, identifier: identifier, found: view,
                registration: "tableView.register")
            }
            return typedView
          }
        """),
    ]
  }

  private static func collectionViewHelpers(_ a: String, _ names: SupportNames) -> [Helper] {
    [
      helper(
        .collectionView, "register", ["_"],
        """
          /// Registers a cell class, or its nib when it is nib-backed, under its `reuseIdentifier`.
          ///
          /// Storyboard prototypes are left alone: the storyboard registers them.
          \(a)func register<Cell: UICollectionViewCell & \(names.dequeuable)>(_ cellType: Cell.Type) {
            _ReuseGenRegistration.registerCell(cellType, in: self)
          }
        """),
      helper(
        .collectionView, "register", ["_", "forSupplementaryViewOfKind"],
        """
          /// Registers a supplementary view class, or its nib when it is nib-backed, for `elementKind`.
          \(a)func register<View: UICollectionReusableView & \(names.dequeuable)>(
            _ viewType: View.Type,
            forSupplementaryViewOfKind elementKind: String
          ) {
            _ReuseGenRegistration.registerSupplementaryView(viewType, ofKind: elementKind, in: self)
          }
        """),
      helper(
        .collectionView, "dequeueReusableCell", ["for"],
        """
          /// Dequeues a cell of the type the call site expects, such as `let cell: PhotoCell = …`.
          \(a)func dequeueReusableCell<Cell: UICollectionViewCell & \(names.dequeuable)>(
            for indexPath: IndexPath
          ) -> Cell {
            _reuseGenDequeueCell(Cell.self, from: self, for: indexPath)
          }
        """),
      helper(
        .collectionView, "dequeueReusableCell", ["_", "for"],
        """
          /// Dequeues a cell of type `cellType`.
          ///
          /// It traps when the cell registered under the type's identifier has another class.
          \(a)func dequeueReusableCell<Cell: UICollectionViewCell & \(names.dequeuable)>(
            _ cellType: Cell.Type,
            for indexPath: IndexPath
          ) -> Cell {
            _reuseGenDequeueCell(cellType, from: self, for: indexPath)
          }
        """),
      helper(
        .collectionView, "dequeueReusableSupplementaryView", ["ofKind", "for"],
        """
          /// Dequeues a supplementary view of the type the call site expects.
          \(a)func dequeueReusableSupplementaryView<View: UICollectionReusableView & \(names.dequeuable)>(
            ofKind elementKind: String,
            for indexPath: IndexPath
          ) -> View {
            _reuseGenDequeueSupplementaryView(View.self, ofKind: elementKind, from: self, for: indexPath)
          }
        """),
      helper(
        .collectionView, "dequeueReusableSupplementaryView", ["_", "ofKind", "for"],
        """
          /// Dequeues a supplementary view of type `viewType`, for call sites that name the type.
          \(a)func dequeueReusableSupplementaryView<View: UICollectionReusableView & \(names.dequeuable)>(
            _ viewType: View.Type,
            ofKind elementKind: String,
            for indexPath: IndexPath
          ) -> View {
            _reuseGenDequeueSupplementaryView(viewType, ofKind: elementKind, from: self, for: indexPath)
          }
        """),
      helper(
        .collectionView, "dequeueConfiguredReusableCell", ["_", "for", "item", "configure"],
        """
          /// Dequeues a cell of type `cellType` and configures it with `item`, in one call.
          ///
          /// `configure` has the shape of `UICollectionView.CellRegistration.Handler`. Register the cell up front,
          /// with `register(_:)` or `registerAllReusableViews()`, before the first dequeue.
          \(a)func dequeueConfiguredReusableCell<Cell: UICollectionViewCell & \(names.dequeuable), Item>(
            _ cellType: Cell.Type,
            for indexPath: IndexPath,
            item: Item,
            configure: (Cell, IndexPath, Item) -> Void
          ) -> Cell {
            let cell = _reuseGenDequeueCell(cellType, from: self, for: indexPath)
            configure(cell, indexPath, item)
            return cell
          }
        """),
    ]
  }
}

/// The names of the support code's types. Each is the name the README documents, unless the module already
/// declares a type of that name; then it is `ReuseGen` followed by that name, so that generated code never
/// makes the module's own references ambiguous.
package struct SupportNames: Sendable, Equatable {
  /// The protocol, `Dequeuable`.
  package var dequeuable = "Dequeuable"
  /// The source enumeration, `ReuseSource`.
  package var reuseSource = "ReuseSource"
  /// The typed table data source, `TableViewDelegate`.
  package var tableViewDelegate = "TableViewDelegate"
  /// The registration tables, `ReuseRegistry`.
  package var registry = "ReuseRegistry"

  /// The documented names, each renamed when `taken` holds it.
  package init(avoiding taken: Set<String> = []) {
    func name(_ documented: String) -> String {
      taken.contains(documented) ? "ReuseGen" + documented : documented
    }
    dequeuable = name(dequeuable)
    reuseSource = name(reuseSource)
    tableViewDelegate = name(tableViewDelegate)
    registry = name(registry)
  }

  /// The documented names, qualified with `supportModule` where the module declares a type of that name,
  /// for a file that imports the support code from `supportModule`.
  package init(qualifying taken: Set<String>, with supportModule: String) {
    func name(_ documented: String) -> String {
      taken.contains(documented) ? supportModule + "." + documented : documented
    }
    dequeuable = name(dequeuable)
    reuseSource = name(reuseSource)
    tableViewDelegate = name(tableViewDelegate)
    registry = taken.contains(registry) ? "ReuseGen" + registry : registry
  }

  /// The documented names that `self` renames, with their new names.
  package var renamed: [(documented: String, name: String)] {
    [
      ("Dequeuable", dequeuable), ("ReuseSource", reuseSource), ("TableViewDelegate", tableViewDelegate),
      ("ReuseRegistry", registry),
    ].filter { $0.0 != $0.1 }
  }
}
