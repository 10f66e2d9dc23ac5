/// The support section of the generated file, written once per module that hosts it.
///
/// Generated files place it inside `#if canImport(UIKit)`, one level deeper. Declarations that are public
/// when the support code is carry `access`'s modifier; the types carry `names`.
enum SupportCodeTemplate {
  /// The support code, with `helpers` (the typed helpers that are kept, each followed by a blank line) in
  /// place: one section after the other, each separated from the next by a blank line.
  private static func text(_ access: GeneratedAccess, _ names: SupportNames, helpers: String) -> String {
    let a = access.modifier
    return [protocols(a, names), typedIdentifier(a, names), registrations(a, names), dequeueing(a, names)]
      .joined(separator: "\n\n")
      + "\n\n" + helpers + nibsAndCellRegistrations(a, names) + "\n\n" + tableViewDelegate(a, names)
  }

  /// `Dequeuable`, the refinements conformances use, what another module's subclasses answer, and
  /// `ReuseSource`.
  private static func protocols(_ a: String, _ names: SupportNames) -> String {
    #"""
    /// A view that knows how UIKit should register and dequeue it.
    ///
    /// The generated file declares this conformance for every reusable view of the module. Every member is
    /// looked up from the dynamic type, so a subclass keeps its own identifier and source even though the
    /// conformance sits on its topmost superclass.
    ///
    /// A view that already declares a `reuseIdentifier` (a `static let`, a `class var`, or a protocol's
    /// default) keeps it: the generated file declares none for it, and any of those satisfies the
    /// requirement. The generated identifiers are `nonisolated`, so code on any actor can read them.
    @MainActor
    \#(a)protocol \#(names.dequeuable): AnyObject {
      /// The identifier UIKit registers and dequeues the view with.
      static var reuseIdentifier: String { get }
    }

    extension \#(names.dequeuable) {
      /// How UIKit builds instances of the view: from its class, from a nib, or from a storyboard prototype.
      \#(a)static var reuseSource: \#(names.reuseSource) {
        (self as? any _ReuseGenSourced.Type)?._reuseGenSource ?? _ReuseGenInheritance.source(of: self)
      }
    }

    /// The conformance of a class chain whose views are identified by their qualified type names. It
    /// needs no member of its own, which keeps it as cheap to compile as a hand-written conformance
    /// (DESIGN.md §5).
    @MainActor
    \#(a)protocol _ReuseGenNamedByType: \#(names.dequeuable) {}

    extension _ReuseGenNamedByType {
      /// The dynamic type's qualified name, or what another module's subclass says.
      \#(a)nonisolated static var reuseIdentifier: String { _ReuseGenInheritance.identifier(of: self) }
    }

    /// The conformance of a class chain with views that UIKit builds from a nib or a storyboard.
    @MainActor
    \#(a)protocol _ReuseGenSourced: \#(names.dequeuable) {
      /// How UIKit builds the dynamic type.
      static var _reuseGenSource: \#(names.reuseSource) { get }
    }

    /// The conformance of a class chain with views whose xib or storyboard prototype sets another identifier
    /// than the `reuseIdentifier` they declare. UIKit asserts when such a view is dequeued by another
    /// identifier than Interface Builder's, so the typed API uses that one; the declared member keeps its
    /// value, and the app's own calls mean what they did.
    @MainActor
    \#(a)protocol _ReuseGenInterfaceBuilderIdentified: \#(names.dequeuable) {
      /// Interface Builder's identifier for the dynamic type where it overrides `reuseIdentifier`, else
      /// `nil`.
      static var _reuseGenInterfaceBuilderIdentifier: String? { get }
    }

    extension \#(names.dequeuable) {
      /// The identifier the typed API registers and dequeues the view with: `reuseIdentifier`, unless the
      /// view's xib or storyboard prototype sets another one, which UIKit insists on.
      \#(a)static var _reuseGenRegisteredIdentifier: String {
        (self as? any _ReuseGenInterfaceBuilderIdentified.Type)?._reuseGenInterfaceBuilderIdentifier
          ?? reuseIdentifier
      }
    }

    /// The facts of subclasses that a module declares below a class whose conformance lives in another
    /// module: Swift allows one conformance per class chain, so the module that declares the subclass
    /// answers through this protocol instead, and the conformance's members ask it for types they do not
    /// know.
    \#(a)protocol _ReuseGenInheritedFacts: AnyObject {
      /// The identifier of `type`, a class this module declares, or `nil` for any other class.
      nonisolated static func _reuseGenIdentifier(of type: AnyObject.Type) -> String?
      /// The source of `type`, a class this module declares, or `nil` for any other class.
      @MainActor static func _reuseGenSource(of type: AnyObject.Type) -> \#(names.reuseSource)?
    }

    /// What a conformance answers for a class it does not know: a subclass that another module declares.
    \#(a)enum _ReuseGenInheritance {
      /// The subclass's own identifier, or its qualified type name.
      \#(a)nonisolated static func identifier(of type: AnyObject.Type) -> String {
        (type as? any _ReuseGenInheritedFacts.Type)?._reuseGenIdentifier(of: type) ?? String(reflecting: type)
      }

      /// The subclass's own source, or class-based.
      @MainActor
      \#(a)static func source(of type: AnyObject.Type) -> \#(names.reuseSource) {
        (type as? any _ReuseGenInheritedFacts.Type)?._reuseGenSource(of: type) ?? .class
      }
    }

    /// How UIKit builds the instances of a reusable view.
    ///
    /// It is `Sendable` because `Bundle` is thread-safe, even on SDKs that do not mark it `Sendable`.
    \#(a)enum \#(names.reuseSource): @unchecked Sendable, Equatable {
      /// UIKit builds the view from its class.
      case `class`
      /// UIKit loads the view from the nib `name` in `bundle`, or in the main bundle when `bundle` is `nil`.
      case nib(name: String, bundle: Bundle?)
      /// The view is a prototype in a storyboard, which registers it; code must not register it again.
      case storyboard
    }
    """#
  }

  /// `TypedReuseIdentifier`: an app's own string, bound once to the class UIKit builds for it.
  private static func typedIdentifier(_ a: String, _ names: SupportNames) -> String {
    #"""
    /// A reuse identifier bound to the class UIKit builds for it, for the strings no conformance names:
    /// those an app registers UIKit's own classes under, such as a `UITableViewCell` of a built-in style.
    ///
    /// Declare each identifier once, as a static member of an extension constrained to its class, and pass
    /// the member to the helpers labelled `identifier:`. They return that class, as UIKit's string calls
    /// return theirs, and they trap when UIKit returns another one:
    ///
    /// ```swift
    /// extension \#(names.typedReuseIdentifier) where View == UITableViewCell {
    ///   static var settings: Self { Self("settings") }
    /// }
    ///
    /// tableView.register(identifier: .settings)
    /// let cell = tableView.dequeueReusableCell(identifier: .settings, for: indexPath)
    /// ```
    ///
    /// `reusegen migrate` declares one for each string of the app that moves to this API.
    \#(a)struct \#(names.typedReuseIdentifier)<View: UIView>: Sendable {
      /// The string UIKit registers and dequeues the view with.
      \#(a)let rawValue: String
      /// How UIKit builds the view: from `View`'s class, from a nib, or from a storyboard prototype.
      \#(a)let source: \#(names.reuseSource)

      /// An identifier whose views UIKit builds as `source` says: from `View`'s class unless told otherwise.
      \#(a)init(_ rawValue: String, source: \#(names.reuseSource) = .class) {
        self.rawValue = rawValue
        self.source = source
      }
    }
    """#
  }

  /// `_ReuseGenRegistration`: the registrations the helpers, the registries and `TableViewDelegate`
  /// share.
  private static func registrations(_ a: String, _ names: SupportNames) -> String {
    #"""
    /// Registers `type` through one of the two closures, as its `reuseSource` says.
    @MainActor
    private func _reuseGenRegister(
      _ type: any \#(names.dequeuable).Type,
      registerClass: (AnyClass, String) -> Void,
      registerNib: (UINib, String) -> Void
    ) {
      _reuseGenRegister(
        type, identifier: type._reuseGenRegisteredIdentifier, source: type.reuseSource,
        registerClass: registerClass, registerNib: registerNib)
    }

    /// Registers `type`, or the nib `source` names, under `identifier` through one of the two closures.
    ///
    /// Storyboard prototypes are left alone, because registering over a prototype breaks it.
    @MainActor
    private func _reuseGenRegister(
      _ type: AnyClass,
      identifier: String,
      source: \#(names.reuseSource),
      registerClass: (AnyClass, String) -> Void,
      registerNib: (UINib, String) -> Void
    ) {
      switch source {
      case .class:
        registerClass(type, identifier)
      case .nib(let name, let bundle):
        registerNib(UINib(nibName: name, bundle: bundle), identifier)
      case .storyboard:
        break
      }
    }

    /// The registrations that the helpers, the registries and `\#(names.tableViewDelegate)` share. Their names are
    /// ReuseGen's own, so no helper of the app's can capture these calls.
    @MainActor
    \#(a)enum _ReuseGenRegistration {
      /// Registers a table view cell class, or its nib, under its
      /// `reuseIdentifier`, or under the identifier its xib sets when that differs.
      \#(a)static func registerCell(
        _ cellType: any (UITableViewCell & \#(names.dequeuable)).Type,
        in tableView: UITableView
      ) {
        _reuseGenRegister(
          cellType,
          registerClass: { tableView.register($0, forCellReuseIdentifier: $1) },
          registerNib: { tableView.register($0, forCellReuseIdentifier: $1) }
        )
      }

      /// Registers a header/footer view class, or its nib, under its
      /// `reuseIdentifier`, or under the identifier its xib sets when that differs.
      \#(a)static func registerHeaderFooterView(
        _ viewType: any (UITableViewHeaderFooterView & \#(names.dequeuable)).Type,
        in tableView: UITableView
      ) {
        _reuseGenRegister(
          viewType,
          registerClass: { tableView.register($0, forHeaderFooterViewReuseIdentifier: $1) },
          registerNib: { tableView.register($0, forHeaderFooterViewReuseIdentifier: $1) }
        )
      }

      /// Registers a collection view cell class, or its nib, under its
      /// `reuseIdentifier`, or under the identifier its xib sets when that differs.
      \#(a)static func registerCell(
        _ cellType: any (UICollectionViewCell & \#(names.dequeuable)).Type,
        in collectionView: UICollectionView
      ) {
        _reuseGenRegister(
          cellType,
          registerClass: { collectionView.register($0, forCellWithReuseIdentifier: $1) },
          registerNib: { collectionView.register($0, forCellWithReuseIdentifier: $1) }
        )
      }

      /// Registers a supplementary view class, or its nib, for `elementKind`.
      \#(a)static func registerSupplementaryView(
        _ viewType: any (UICollectionReusableView & \#(names.dequeuable)).Type,
        ofKind elementKind: String,
        in collectionView: UICollectionView
      ) {
        _reuseGenRegister(
          viewType,
          registerClass: {
            collectionView.register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: $1)
          },
          registerNib: {
            collectionView.register($0, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: $1)
          }
        )
      }
    }
    """#
  }

  /// The dequeue functions that trap with a message when UIKit returns a view of another class.
  private static func dequeueing(_ a: String, _ names: SupportNames) -> String {
    #"""
    /// Dequeues a table view cell of type `cellType`, trapping when the cell registered under its
    /// identifier has another class.
    @MainActor
    private func _reuseGenDequeueCell<Cell: UITableViewCell & \#(names.dequeuable)>(
      _ cellType: Cell.Type,
      from tableView: UITableView,
      for indexPath: IndexPath
    ) -> Cell {
      let identifier = cellType._reuseGenRegisteredIdentifier
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      guard let typedCell = cell as? Cell else {
        _reuseGenDequeueFailure(
          "a cell", cellType, identifier: identifier, found: cell, registration: "tableView.register")
      }
      return typedCell
    }

    /// Dequeues a collection view cell of type `cellType`, trapping when the cell registered under its
    /// identifier has another class.
    @MainActor
    private func _reuseGenDequeueCell<Cell: UICollectionViewCell & \#(names.dequeuable)>(
      _ cellType: Cell.Type,
      from collectionView: UICollectionView,
      for indexPath: IndexPath
    ) -> Cell {
      let identifier = cellType._reuseGenRegisteredIdentifier
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      guard let typedCell = cell as? Cell else {
        _reuseGenDequeueFailure(
          "a cell", cellType, identifier: identifier, found: cell, registration: "collectionView.register")
      }
      return typedCell
    }

    /// Dequeues a supplementary view of type `viewType`, trapping when the view registered under its
    /// identifier has another class.
    @MainActor
    private func _reuseGenDequeueSupplementaryView<View: UICollectionReusableView & \#(names.dequeuable)>(
      _ viewType: View.Type,
      ofKind elementKind: String,
      from collectionView: UICollectionView,
      for indexPath: IndexPath
    ) -> View {
      let identifier = viewType._reuseGenRegisteredIdentifier
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
      guard let typedView = view as? View else {
        _reuseGenDequeueFailure(
          "a supplementary view", viewType, identifier: identifier, found: view,
          registration: "collectionView.register")
      }
      return typedView
    }

    /// Stops the app when UIKit returns no view, or a view of another class, for `viewType`'s identifier.
    private func _reuseGenDequeueFailure(
      _ what: String,
      _ viewType: AnyClass,
      identifier: String,
      found: AnyObject?,
      registration: String
    ) -> Never {
      let name = String(reflecting: viewType)
      let shortName = name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
      var message = "Failed to dequeue \(what) of type '\(name)' with identifier '\(identifier)'"
      if let found {
        message += ": got a '\(String(reflecting: type(of: found)))'."
        message += " Check the custom class of the nib or storyboard prototype with that identifier."
      } else {
        message += ". Register it first with \(registration)(\(shortName).self)."
      }
      fatalError(message)
    }

    /// `view`, the view UIKit dequeued for `identifier`, as `identifier`'s class; it traps when the view
    /// has another class.
    @MainActor
    private func _reuseGenView<View: UIView>(
      _ view: UIView,
      as identifier: \#(names.typedReuseIdentifier)<View>,
      _ what: String,
      registration: String
    ) -> View {
      guard let typedView = view as? View else {
        _reuseGenDequeueFailure(
          what, View.self, identifier: identifier.rawValue, found: view, registration: registration)
      }
      return typedView
    }
    """#
  }

  /// `instantiateFromNib(owner:)` and the iOS 14 cell and supplementary registrations.
  private static func nibsAndCellRegistrations(_ a: String, _ names: SupportNames) -> String {
    #"""
    extension \#(names.dequeuable) where Self: UIView {
      /// A new instance loaded from the view's nib, for sizing cells and for nib-backed views outside a
      /// table or collection view; the counterpart of Reusable's `loadFromNib()`.
      ///
      /// It traps when the view is not nib-backed, or when the nib's single top-level view is of another
      /// class.
      \#(a)static func instantiateFromNib(owner: Any? = nil) -> Self {
        guard case .nib(let name, let bundle) = reuseSource else {
          fatalError("'\(String(reflecting: self))' is not nib-backed: no xib holds it as its top-level view.")
        }
        let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: owner, options: nil)
        guard let view = objects.first as? Self else {
          fatalError("The nib '\(name)' does not hold a '\(String(reflecting: self))' as its top-level view.")
        }
        return view
      }
    }

    @available(iOS 14.0, tvOS 14.0, *)
    extension \#(names.dequeuable) where Self: UICollectionViewCell {
      /// A cell registration that builds the cell from its nib when it is nib-backed, else from its class.
      ///
      /// Create registrations up front, as stored properties or in `viewDidLoad`, never inside the cell
      /// provider: UIKit asserts when a registration is created there, since iOS 15. A storyboard
      /// prototype is built from its class, without the prototype's contents; dequeue such cells with
      /// `dequeueReusableCell(for:)` instead.
      \#(a)static func cellRegistration<Item>(
        handler: @escaping UICollectionView.CellRegistration<Self, Item>.Handler
      ) -> UICollectionView.CellRegistration<Self, Item> {
        switch reuseSource {
        case .nib(let name, let bundle):
          return .init(cellNib: UINib(nibName: name, bundle: bundle), handler: handler)
        case .class, .storyboard:
          return .init(handler: handler)
        }
      }
    }

    @available(iOS 14.0, tvOS 14.0, *)
    extension \#(names.dequeuable) where Self: UICollectionReusableView {
      /// A supplementary registration for `elementKind` that builds the view from its nib when it is
      /// nib-backed, else from its class.
      ///
      /// Create registrations up front, as stored properties or in `viewDidLoad`, never inside the
      /// supplementary view provider: UIKit asserts when a registration is created there, since iOS 15.
      \#(a)static func supplementaryRegistration(
        elementKind: String,
        handler: @escaping UICollectionView.SupplementaryRegistration<Self>.Handler
      ) -> UICollectionView.SupplementaryRegistration<Self> {
        switch reuseSource {
        case .nib(let name, let bundle):
          return .init(
            supplementaryNib: UINib(nibName: name, bundle: bundle), elementKind: elementKind, handler: handler)
        case .class, .storyboard:
          return .init(elementKind: elementKind, handler: handler)
        }
      }
    }
    """#
  }

  /// The support code: `public` declarations or internal ones, the types of `names`, and every helper
  /// except those in `omitting`.
  static func render(
    _ access: GeneratedAccess, names: SupportNames, omitting omitted: Set<HelperSignature>
  ) -> String {
    var helpers: [String] = []
    for host in HelperHost.allCases {
      let kept = SupportHelpers.all(access, names).filter {
        $0.signature.host == host && !omitted.omits($0.signature)
      }
      guard !kept.isEmpty else { continue }
      helpers.append(
        "extension \(host.rawValue) {\n" + kept.map(\.text).joined(separator: "\n\n") + "\n}\n")
    }
    // Each block is followed by a blank line, so that no helper leaves no trace.
    return text(access, names, helpers: helpers.map { $0 + "\n" }.joined())
  }
}
