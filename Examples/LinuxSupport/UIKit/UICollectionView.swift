import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview
///
/// How it drives its data source, as UIKit does: `reloadData()` (and setting `dataSource`) marks the view
/// for reload; the next `layoutIfNeeded()` asks the data source for the number of sections and items, then,
/// section by section, for the supplementary views the layout shows, and for every cell; it tells the
/// delegate it will display them. The stand-in has no screen, so every item counts as visible. Before a
/// reload, the views on display go back into the reuse queue of their reuse identifier.
@available(iOS 6.0, *)
@MainActor
open class UICollectionView: UIScrollView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  public struct ScrollPosition: OptionSet, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/rawvalue
    public let rawValue: UInt

    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
  public enum ScrollDirection: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical
    case vertical = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal
    case horizontal = 1
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  ///
  /// UIKit declares it `class let`, which Swift allows only for imported declarations.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  ///
  /// UIKit declares it `class let`, which Swift allows only for imported declarations.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The element kind UIKit names cells by in its messages.
  nonisolated static let _elementKindCell = "UICollectionElementKindCell"

  // MARK: Creating

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    _layout = layout
    super.init(frame: frame)
    layout._collectionView = self
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  ///
  /// A collection view loaded from a xib uses a flow layout.
  public required init?(coder: NSCoder) {
    _layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    _layout._collectionView = self
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout: UICollectionViewLayout {
    get { _layout }
    set {
      _layout._collectionView = nil
      _layout = newValue
      newValue._collectionView = self
      _setNeedsReload()
    }
  }

  // MARK: Data source and delegate

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  ///
  /// Held weakly, as in UIKit. Setting it marks the view for reload.
  weak open var dataSource: (any UICollectionViewDataSource)? {
    didSet { _setNeedsReload() }
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  ///
  /// Held weakly, as in UIKit.
  weak open var delegate: (any UICollectionViewDelegate)?

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
  open var backgroundView: UIView?

  // MARK: Registering

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
  /// (the class variant)
  ///
  /// `nil` removes the registration. The class must be a `UICollectionViewCell` subclass.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      _cellQueue.register(nil, for: identifier)
      return
    }
    guard cellClass is UICollectionViewCell.Type else {
      _UIKitTrap.notASubclass("cell", of: "UICollectionViewCell", cellClass)
    }
    _cellQueue.register(.viewClass(cellClass), for: identifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6z6t4
  ///
  /// `nil` removes the registration.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    _cellQueue.register(nib.map { .nib($0) }, for: identifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
  ///
  /// `nil` removes the registration. The class must be a `UICollectionReusableView` subclass.
  open func register(
    _ viewClass: AnyClass?,
    forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = _SupplementaryKey(kind: elementKind, identifier: identifier)
    guard let viewClass else {
      _supplementaryQueue.register(nil, for: key)
      return
    }
    guard viewClass is UICollectionReusableView.Type else {
      _UIKitTrap.notASubclass("supplementary view", of: "UICollectionReusableView", viewClass)
    }
    _supplementaryQueue.register(.viewClass(viewClass), for: key)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-9hn73
  ///
  /// `nil` removes the registration.
  open func register(
    _ nib: UINib?,
    forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    _supplementaryQueue.register(
      nib.map { .nib($0) }, for: _SupplementaryKey(kind: kind, identifier: identifier))
  }

  // MARK: Dequeuing

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  ///
  /// A cell from the reuse queue, after `prepareForReuse()`, or a new cell from the registered class or
  /// nib. Traps, with UIKit's message, when nothing is registered for `identifier`, or when a registered
  /// nib's cell has another reuse identifier.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = _cellQueue.takeQueued(for: identifier) {
      cell.prepareForReuse()
      return _awaitingReturn(cell)
    }
    guard let source = _cellQueue.source(for: identifier) else {
      _UIKitTrap.couldNotDequeueView(ofKind: Self._elementKindCell, identifier: identifier)
    }
    let view = _makeView(from: source, identifier: identifier)
    guard let cell = view as? UICollectionViewCell else {
      _UIKitTrap.invalidNib(identifier: identifier, expected: "UICollectionViewCell")
    }
    return _awaitingReturn(cell)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  ///
  /// A view from the reuse queue, after `prepareForReuse()`, or a new one from the registered class or
  /// nib. Traps, with UIKit's message, when nothing is registered for the kind and identifier.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = _SupplementaryKey(kind: elementKind, identifier: identifier)
    if let view = _supplementaryQueue.takeQueued(for: key) {
      view.prepareForReuse()
      return _awaitingReturn(view)
    }
    guard let source = _supplementaryQueue.source(for: key) else {
      _UIKitTrap.couldNotDequeueView(ofKind: elementKind, identifier: identifier)
    }
    return _awaitingReturn(_makeView(from: source, identifier: identifier))
  }

  // MARK: Counts and views

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int {
    _loadCountsIfNeeded().count
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = _loadCountsIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  ///
  /// `nil` until the view has laid out its items.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    _visibleCells[indexPath]
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    _visibleCells.first { $0.value === cell }?.key
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
  ///
  /// Every laid-out item, in index path order.
  open var visibleCells: [UICollectionViewCell] {
    _visibleCells.keys.sorted().compactMap { _visibleCells[$0] }
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  open var indexPathsForVisibleItems: [IndexPath] {
    _visibleCells.keys.sorted()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
  @available(iOS 9.0, *)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    _visibleSupplementaryViews[_SupplementaryPosition(kind: elementKind, indexPath: indexPath)]
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/visiblesupplementaryviews(ofkind:)
  @available(iOS 9.0, *)
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    _visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted().compactMap {
      _visibleSupplementaryViews[_SupplementaryPosition(kind: elementKind, indexPath: $0)]
    }
  }

  // MARK: Reloading

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  ///
  /// Drops the counts and the selection, and marks the view for reload; the next `layoutIfNeeded()` asks
  /// the data source again.
  open func reloadData() {
    _selectedIndexPaths.removeAll()
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  ///
  /// Reloads everything, without animation.
  open func reloadItems(at indexPaths: [IndexPath]) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  ///
  /// Runs `updates`, reloads everything, and calls `completion` with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    _setNeedsReload()
    layoutIfNeeded()
    completion?(true)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  ///
  /// Loads the items when the view was marked for reload.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if _needsReload {
      _reloadVisibleContent()
    }
  }

  // MARK: Selection

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
  open var allowsSelection: Bool = true

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
  open var allowsMultipleSelection: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  open var indexPathsForSelectedItems: [IndexPath]? {
    _selectedIndexPaths.sorted()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  ///
  /// Like UIKit, it does not call the delegate. `nil` clears the selection.
  open func selectItem(
    at indexPath: IndexPath?,
    animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      for selected in _selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in _selectedIndexPaths where selected != indexPath {
        deselectItem(at: selected, animated: animated)
      }
    }
    _selectedIndexPaths.insert(indexPath)
    _visibleCells[indexPath]?.isSelected = true
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  ///
  /// Like UIKit, it does not call the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    _selectedIndexPaths.remove(indexPath)
    _visibleCells[indexPath]?.isSelected = false
  }

  // MARK: Storage

  private struct _SupplementaryPosition: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  private var _layout: UICollectionViewLayout
  private let _cellQueue = _ReuseQueue<String, UICollectionViewCell>()
  private let _supplementaryQueue = _ReuseQueue<_SupplementaryKey, UICollectionReusableView>()
  private var _itemCounts: [Int]?
  private var _needsReload = true
  private var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
  private var _visibleSupplementaryViews: [_SupplementaryPosition: UICollectionReusableView] = [:]
  private var _selectedIndexPaths: Set<IndexPath> = []
  /// The private reuse identifiers of the registrations this view has registered, by registration.
  var _registeredRegistrations: Set<String> = []
  /// Whether the view is asking its data source and layout for what it shows.
  private var _isLoadingContent = false
  /// The views dequeued while loading that no data source request has returned yet.
  private var _dequeuedNotReturned: [UICollectionReusableView] = []

  /// Records a view dequeued while the view loads its content: UIKit (iOS 18) expects each such view to be
  /// returned by the data source request that dequeued it.
  private func _awaitingReturn<View: UICollectionReusableView>(_ view: View) -> View {
    if _isLoadingContent { _dequeuedNotReturned.append(view) }
    return view
  }

  /// Checks, after a data source request returned `returned` (or at the end of loading, `nil`), that no
  /// other dequeued view is left unreturned, as UIKit asserts since iOS 18.
  private func _expectEveryDequeuedViewReturned(_ returned: UICollectionReusableView?) {
    _dequeuedNotReturned.removeAll { $0 === returned }
    if let unreturned = _dequeuedNotReturned.first {
      _UIKitTrap.dequeuedViewNotReturned(unreturned, collectionView: self)
    }
  }

  private func _setNeedsReload() {
    _itemCounts = nil
    _needsReload = true
    setNeedsLayout()
  }

  private func _loadCountsIfNeeded() -> [Int] {
    if let _itemCounts { return _itemCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      for section in 0..<max(sections, 0) {
        counts.append(dataSource.collectionView(self, numberOfItemsInSection: section))
      }
    }
    _itemCounts = counts
    return counts
  }

  private func _makeView(from source: _ReuseSource, identifier: String) -> UICollectionReusableView {
    source.makeView(UICollectionReusableView.self, identifier: identifier) { nibIdentifier in
      // A registration's identifier is private to it, so a nib used by a registration is not checked.
      if !_registeredRegistrations.contains(identifier) {
        _UIKitTrap.viewNibIdentifierMismatch(nibIdentifier: nibIdentifier, registeredIdentifier: identifier)
      }
    }
  }

  /// Calls `body` as a data source call for a view, where UIKit forbids creating registrations.
  private func _insideProvider<T>(_ body: () -> T) -> T {
    _ProviderCallTracker.shared.enter()
    defer { _ProviderCallTracker.shared.leave() }
    return body()
  }

  /// Puts what is on display back into the reuse queues, then asks the data source and the delegate for
  /// every section, as UIKit does when it lays out a reloaded collection view.
  private func _reloadVisibleContent() {
    _needsReload = false
    for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        _cellQueue.enqueue(cell, for: identifier)
      }
    }
    for (position, view) in _visibleSupplementaryViews {
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: position.kind, at: position.indexPath
      )
      view.removeFromSuperview()
      if let identifier = view.reuseIdentifier {
        _supplementaryQueue.enqueue(view, for: _SupplementaryKey(kind: position.kind, identifier: identifier))
      }
    }
    _visibleCells = [:]
    _visibleSupplementaryViews = [:]
    _itemCounts = nil
    _isLoadingContent = true
    _dequeuedNotReturned = []
    defer { _isLoadingContent = false }

    let counts = _loadCountsIfNeeded()
    guard let dataSource else { return }
    for (section, items) in counts.enumerated() {
      let kinds = _layout._supplementaryElementKinds(inSection: section, of: self)
      let sectionIndexPath = IndexPath(item: 0, section: section)
      for kind in kinds where kind == Self.elementKindSectionHeader {
        _displaySupplementaryView(ofKind: kind, at: sectionIndexPath, from: dataSource)
      }
      for item in 0..<max(items, 0) {
        let indexPath = IndexPath(item: item, section: section)
        let cell = _insideProvider { dataSource.collectionView(self, cellForItemAt: indexPath) }
        if cell.reuseIdentifier == nil {
          _UIKitTrap.cellWithoutReuseIdentifier()
        }
        _expectEveryDequeuedViewReturned(cell)
        cell.isSelected = _selectedIndexPaths.contains(indexPath)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        addSubview(cell)
        _visibleCells[indexPath] = cell
      }
      for kind in kinds where kind != Self.elementKindSectionHeader {
        _displaySupplementaryView(ofKind: kind, at: sectionIndexPath, from: dataSource)
      }
    }
    _expectEveryDequeuedViewReturned(nil)
  }

  private func _displaySupplementaryView(
    ofKind kind: String,
    at indexPath: IndexPath,
    from dataSource: any UICollectionViewDataSource
  ) {
    let view = _insideProvider {
      dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    _expectEveryDequeuedViewReturned(view)
    delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
    addSubview(view)
    _visibleSupplementaryViews[_SupplementaryPosition(kind: kind, indexPath: indexPath)] = view
  }

  /// What a tap on an item does in UIKit: `shouldSelectItemAt`, then selection, then `didSelectItemAt`.
  func _simulateTap(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    if allowsMultipleSelection, _selectedIndexPaths.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    let previous = _selectedIndexPaths.subtracting([indexPath])
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    if !allowsMultipleSelection {
      for deselected in previous.sorted() {
        delegate?.collectionView(self, didDeselectItemAt: deselected)
      }
    }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}
