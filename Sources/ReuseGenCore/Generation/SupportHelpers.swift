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
      + typedIdentifierHelpers(access.modifier, names)
  }

  private static func helper(
    _ host: HelperHost, _ name: String, _ labels: [String], taking parameterClass: String? = nil,
    _ text: String
  ) -> Helper {
    Helper(
      signature: HelperSignature(host: host, name: name, labels: labels, parameterClass: parameterClass),
      text: text)
  }

  private static func tableViewHelpers(_ a: String, _ names: SupportNames) -> [Helper] {
    [
      helper(
        .tableView, "register", ["_"], taking: "UITableViewCell",
        """
          /// Registers a cell class, or its nib when it is nib-backed, under its
          /// `reuseIdentifier`, or under the identifier its xib sets when that differs.
          ///
          /// Storyboard prototypes are left alone: the storyboard registers them.
          \(a)func register<Cell: UITableViewCell & \(names.dequeuable)>(_ cellType: Cell.Type) {
            _ReuseGenRegistration.registerCell(cellType, in: self)
          }
        """),
      helper(
        .tableView, "register", ["_"], taking: "UITableViewHeaderFooterView",
        """
          /// Registers a header/footer view class, or its nib when it is nib-backed, under its
          /// `reuseIdentifier`, or under the identifier its xib sets when that differs.
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
        .tableView, "dequeueReusableCell", ["_"],
        """
          /// Dequeues a cell of type `cellType`, or returns `nil` when none is registered under the type's
          /// identifier, as UIKit's `dequeueReusableCell(withIdentifier:)` does: for sizing cells, and for code
          /// with no index path at hand.
          ///
          /// It traps when the cell registered under the type's identifier has another class.
          \(a)func dequeueReusableCell<Cell: UITableViewCell & \(names.dequeuable)>(_ cellType: Cell.Type) -> Cell? {
            let identifier = cellType._reuseGenRegisteredIdentifier
            return dequeueReusableCell(withIdentifier: identifier).map { cell in
              guard let typedCell = cell as? Cell else {
                _reuseGenDequeueFailure(
                  "a cell", cellType, identifier: identifier, found: cell, registration: "tableView.register")
              }
              return typedCell
            }
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
            let identifier = viewType._reuseGenRegisteredIdentifier
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

  /// The helpers that take a `TypedReuseIdentifier`: UIKit's string calls, with the string and the class
  /// bound in one declaration. Their labels are their own, so that no call of the app's other helpers can
  /// resolve to them.
  private static func typedIdentifierHelpers(_ a: String, _ names: SupportNames) -> [Helper] {
    let identifier = names.typedReuseIdentifier
    return [
      helper(
        .tableView, "register", ["identifier"],
        """
          /// Registers the cell class of `identifier`, or its nib, under the identifier.
          ///
          /// A storyboard prototype is left alone: the storyboard registers it.
          \(a)func register<Cell: UITableViewCell>(identifier: \(identifier)<Cell>) {
            _reuseGenRegister(
              Cell.self, identifier: identifier.rawValue, source: identifier.source,
              registerClass: { register($0, forCellReuseIdentifier: $1) },
              registerNib: { register($0, forCellReuseIdentifier: $1) })
          }

          /// Registers the header/footer view class of `identifier`, or its nib, under the identifier.
          \(a)func register<View: UITableViewHeaderFooterView>(identifier: \(identifier)<View>) {
            _reuseGenRegister(
              View.self, identifier: identifier.rawValue, source: identifier.source,
              registerClass: { register($0, forHeaderFooterViewReuseIdentifier: $1) },
              registerNib: { register($0, forHeaderFooterViewReuseIdentifier: $1) })
          }
        """),
      helper(
        .tableView, "dequeueReusableCell", ["identifier", "for"],
        """
          /// Dequeues a cell of `identifier`'s class; it traps when UIKit returns another class.
          \(a)func dequeueReusableCell<Cell: UITableViewCell>(
            identifier: \(identifier)<Cell>,
            for indexPath: IndexPath
          ) -> Cell {
            let cell = dequeueReusableCell(withIdentifier: identifier.rawValue, for: indexPath)
            return _reuseGenView(cell, as: identifier, "a cell", registration: "tableView.register")
          }
        """),
      helper(
        .tableView, "dequeueReusableCell", ["identifier"],
        """
          /// Dequeues a cell of `identifier`'s class, or returns `nil` when none is registered under it, as
          /// UIKit's `dequeueReusableCell(withIdentifier:)` does; it traps when UIKit returns another class.
          \(a)func dequeueReusableCell<Cell: UITableViewCell>(identifier: \(identifier)<Cell>) -> Cell? {
            dequeueReusableCell(withIdentifier: identifier.rawValue).map {
              _reuseGenView($0, as: identifier, "a cell", registration: "tableView.register")
            }
          }
        """),
      helper(
        .tableView, "dequeueReusableHeaderFooterView", ["identifier"],
        """
          /// Dequeues a header/footer view of `identifier`'s class, or returns `nil` when none is registered
          /// under it, as UIKit does; it traps when UIKit returns another class.
          \(a)func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView>(
            identifier: \(identifier)<View>
          ) -> View? {
            dequeueReusableHeaderFooterView(withIdentifier: identifier.rawValue).map {
              _reuseGenView($0, as: identifier, "a header/footer view", registration: "tableView.register")
            }
          }
        """),
      helper(
        .collectionView, "register", ["identifier"],
        """
          /// Registers the cell class of `identifier`, or its nib, under the identifier.
          ///
          /// A storyboard prototype is left alone: the storyboard registers it.
          \(a)func register<Cell: UICollectionViewCell>(identifier: \(identifier)<Cell>) {
            _reuseGenRegister(
              Cell.self, identifier: identifier.rawValue, source: identifier.source,
              registerClass: { register($0, forCellWithReuseIdentifier: $1) },
              registerNib: { register($0, forCellWithReuseIdentifier: $1) })
          }
        """),
      helper(
        .collectionView, "register", ["identifier", "forSupplementaryViewOfKind"],
        """
          /// Registers the supplementary view class of `identifier`, or its nib, for `elementKind`.
          \(a)func register<View: UICollectionReusableView>(
            identifier: \(identifier)<View>,
            forSupplementaryViewOfKind elementKind: String
          ) {
            _reuseGenRegister(
              View.self, identifier: identifier.rawValue, source: identifier.source,
              registerClass: { register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: $1) },
              registerNib: { register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: $1) })
          }
        """),
      helper(
        .collectionView, "dequeueReusableCell", ["identifier", "for"],
        """
          /// Dequeues a cell of `identifier`'s class; it traps when UIKit returns another class.
          \(a)func dequeueReusableCell<Cell: UICollectionViewCell>(
            identifier: \(identifier)<Cell>,
            for indexPath: IndexPath
          ) -> Cell {
            let cell = dequeueReusableCell(withReuseIdentifier: identifier.rawValue, for: indexPath)
            return _reuseGenView(cell, as: identifier, "a cell", registration: "collectionView.register")
          }
        """),
      helper(
        .collectionView, "dequeueReusableSupplementaryView", ["ofKind", "identifier", "for"],
        """
          /// Dequeues a supplementary view of `identifier`'s class; it traps when UIKit returns another class.
          \(a)func dequeueReusableSupplementaryView<View: UICollectionReusableView>(
            ofKind elementKind: String,
            identifier: \(identifier)<View>,
            for indexPath: IndexPath
          ) -> View {
            let view = dequeueReusableSupplementaryView(
              ofKind: elementKind, withReuseIdentifier: identifier.rawValue, for: indexPath)
            return _reuseGenView(
              view, as: identifier, "a supplementary view", registration: "collectionView.register")
          }
        """),
    ]
  }

  private static func collectionViewHelpers(_ a: String, _ names: SupportNames) -> [Helper] {
    [
      helper(
        .collectionView, "register", ["_"], taking: "UICollectionViewCell",
        """
          /// Registers a cell class, or its nib when it is nib-backed, under its
          /// `reuseIdentifier`, or under the identifier its xib sets when that differs.
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

/// The names of the support code's types. Each is the name the reference documents, unless the module already
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
  /// The identifier bound to a class, `TypedReuseIdentifier`.
  package var typedReuseIdentifier = "TypedReuseIdentifier"

  /// The documented names, each renamed when `taken` holds it.
  package init(avoiding taken: Set<String> = []) {
    func name(_ documented: String) -> String {
      taken.contains(documented) ? "ReuseGen" + documented : documented
    }
    dequeuable = name(dequeuable)
    reuseSource = name(reuseSource)
    tableViewDelegate = name(tableViewDelegate)
    registry = name(registry)
    typedReuseIdentifier = name(typedReuseIdentifier)
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
    typedReuseIdentifier = name(typedReuseIdentifier)
  }

  /// The documented names that `self` renames, with their new names.
  package var renamed: [(documented: String, name: String)] {
    [
      ("Dequeuable", dequeuable), ("ReuseSource", reuseSource), ("TableViewDelegate", tableViewDelegate),
      ("ReuseRegistry", registry), ("TypedReuseIdentifier", typedReuseIdentifier),
    ].filter { $0.0 != $0.1 }
  }
}
