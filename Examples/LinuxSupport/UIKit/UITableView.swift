import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uitableview
///
/// How it drives its data source, as UIKit does: `reloadData()` (and setting `dataSource`) marks the table
/// for reload; the next `layoutIfNeeded()` asks the data source for the number of sections and rows, then
/// for every cell, header and footer, and tells the delegate it will display them. The stand-in has no
/// screen, so every row counts as visible. Before a reload, the cells on display go back into the reuse
/// queue of their `reuseIdentifier`, where the dequeue methods find them again.
@available(iOS 2.0, *)
@MainActor
open class UITableView: UIScrollView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
    case plain = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
    case grouped = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none
    case none = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top
    case top = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/scrollposition/middle
    case middle = 2
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/scrollposition/bottom
    case bottom = 3
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
    case fade = 0
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/right
    case right = 1
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/left
    case left = 2
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/top
    case top = 3
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/bottom
    case bottom = 4
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none
    case none = 5
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/middle
    case middle = 6
    /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
    case automatic = 100
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  ///
  /// UIKit declares it `class let`, which Swift allows only for imported declarations.
  @available(iOS 5.0, *)
  public static let automaticDimension: CGFloat = -1

  // MARK: Creating

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    _style = style
    super.init(frame: frame)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) {
    _style = (coder as? _NibCoder)?.object.attributes["style"] == "grouped" ? .grouped : .plain
    super.init(coder: coder)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  ///
  /// A plain table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  open var style: UITableView.Style {
    _style
  }

  // MARK: Data source and delegate

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/datasource
  ///
  /// Held weakly, as in UIKit. Setting it marks the table for reload.
  weak open var dataSource: (any UITableViewDataSource)? {
    didSet { _setNeedsReload() }
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/delegate
  ///
  /// Held weakly, as in UIKit.
  weak open var delegate: (any UITableViewDelegate)?

  // MARK: Metrics

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat = UITableView.automaticDimension

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
  @available(iOS 7.0, *)
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight
  @available(iOS 7.0, *)
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionfooterheight
  @available(iOS 7.0, *)
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
  open var tableHeaderView: UIView?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
  open var tableFooterView: UIView?

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/backgroundview
  @available(iOS 3.2, *)
  open var backgroundView: UIView?

  // MARK: Counts and cells

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  ///
  /// Asks the data source when the table has no counts yet, or was reloaded since.
  open var numberOfSections: Int {
    _loadCountsIfNeeded().count
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = _loadCountsIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  ///
  /// `nil` until the table has laid out its rows, as for a row off screen in UIKit.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    _visibleCells[indexPath]
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    _visibleCells.first { $0.value === cell }?.key
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/visiblecells
  ///
  /// Every laid-out row, in index path order.
  open var visibleCells: [UITableViewCell] {
    _visibleCells.keys.sorted().compactMap { _visibleCells[$0] }
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  open var indexPathsForVisibleRows: [IndexPath]? {
    _visibleCells.keys.sorted()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
  @available(iOS 6.0, *)
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    _headerViews[section] as? UITableViewHeaderFooterView
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
  @available(iOS 6.0, *)
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    _footerViews[section] as? UITableViewHeaderFooterView
  }

  // MARK: Reloading

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  ///
  /// Drops the counts and the selection, and marks the table for reload; the next `layoutIfNeeded()`
  /// asks the data source again.
  open func reloadData() {
    _selectedIndexPaths.removeAll()
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  ///
  /// Reloads the whole table, without animation.
  @available(iOS 3.0, *)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  @available(iOS 3.0, *)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    _setNeedsReload()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  ///
  /// Runs `updates`, reloads the table, and calls `completion` with `true`.
  @available(iOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    _setNeedsReload()
    layoutIfNeeded()
    completion?(true)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/layoutsubviews()
  ///
  /// Loads the rows when the table was marked for reload.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if _needsReload {
      _reloadVisibleContent()
    }
  }

  // MARK: Selection

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/allowsselection
  @available(iOS 3.0, *)
  open var allowsSelection: Bool = true

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
  @available(iOS 5.0, *)
  open var allowsMultipleSelection: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
  open var indexPathForSelectedRow: IndexPath? {
    _selectedIndexPaths.sorted().first
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  @available(iOS 5.0, *)
  open var indexPathsForSelectedRows: [IndexPath]? {
    _selectedIndexPaths.isEmpty ? nil : _selectedIndexPaths.sorted()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  ///
  /// Like UIKit, it does not call the delegate. `nil` clears the selection.
  open func selectRow(
    at indexPath: IndexPath?,
    animated: Bool,
    scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else {
      for selected in _selectedIndexPaths { deselectRow(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in _selectedIndexPaths where selected != indexPath {
        deselectRow(at: selected, animated: animated)
      }
    }
    _selectedIndexPaths.insert(indexPath)
    _visibleCells[indexPath]?.setSelected(true, animated: animated)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  ///
  /// Like UIKit, it does not call the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    _selectedIndexPaths.remove(indexPath)
    _visibleCells[indexPath]?.setSelected(false, animated: animated)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/isediting
  open var isEditing: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  // MARK: Registering

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
  ///
  /// `nil` removes the registration.
  @available(iOS 5.0, *)
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    _cellQueue.register(nib.map { .nib($0) }, for: identifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  ///
  /// `nil` removes the registration. The class must be a `UITableViewCell` subclass.
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      _cellQueue.register(nil, for: identifier)
      return
    }
    guard cellClass is UITableViewCell.Type else {
      _UIKitTrap.notASubclass("cell", of: "UITableViewCell", cellClass)
    }
    _cellQueue.register(.viewClass(cellClass), for: identifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-1rgvc
  ///
  /// `nil` removes the registration.
  @available(iOS 6.0, *)
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    _headerFooterQueue.register(nib.map { .nib($0) }, for: identifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
  ///
  /// `nil` removes the registration. The class must be a `UITableViewHeaderFooterView` subclass.
  @available(iOS 6.0, *)
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      _headerFooterQueue.register(nil, for: identifier)
      return
    }
    guard aClass is UITableViewHeaderFooterView.Type else {
      _UIKitTrap.notASubclass("header/footer view", of: "UITableViewHeaderFooterView", aClass)
    }
    _headerFooterQueue.register(.viewClass(aClass), for: identifier)
  }

  // MARK: Dequeuing

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  ///
  /// A cell from the reuse queue, after `prepareForReuse()`; else a new cell from the registered class or
  /// nib; else `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = _cellQueue.takeQueued(for: identifier) {
      cell.prepareForReuse()
      return cell
    }
    guard let source = _cellQueue.source(for: identifier) else { return nil }
    return _makeCell(from: source, identifier: identifier)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  ///
  /// Always returns a cell. Traps, with UIKit's message, when no class or nib is registered for
  /// `identifier`, or when a registered nib's cell has another reuse identifier.
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      _UIKitTrap.unableToDequeueCell(identifier: identifier)
    }
    return cell
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  ///
  /// A view from the reuse queue, after `prepareForReuse()`; else a new view from the registered class or
  /// nib; else `nil`.
  @available(iOS 6.0, *)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
  {
    if let view = _headerFooterQueue.takeQueued(for: identifier) {
      view.prepareForReuse()
      return view
    }
    guard let source = _headerFooterQueue.source(for: identifier) else { return nil }
    return source.makeView(UITableViewHeaderFooterView.self, identifier: identifier) { nibIdentifier in
      _UIKitTrap.viewNibIdentifierMismatch(nibIdentifier: nibIdentifier, registeredIdentifier: identifier)
    }
  }

  // MARK: Storage

  private let _style: Style
  private let _cellQueue = _ReuseQueue<String, UITableViewCell>()
  private let _headerFooterQueue = _ReuseQueue<String, UITableViewHeaderFooterView>()
  private var _rowCounts: [Int]?
  private var _needsReload = true
  private var _visibleCells: [IndexPath: UITableViewCell] = [:]
  private var _headerViews: [Int: UIView] = [:]
  private var _footerViews: [Int: UIView] = [:]
  private var _selectedIndexPaths: Set<IndexPath> = []

  private func _setNeedsReload() {
    _rowCounts = nil
    _needsReload = true
    setNeedsLayout()
  }

  private func _loadCountsIfNeeded() -> [Int] {
    if let _rowCounts { return _rowCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      for section in 0..<max(sections, 0) {
        counts.append(dataSource.tableView(self, numberOfRowsInSection: section))
      }
    }
    _rowCounts = counts
    return counts
  }

  private func _makeCell(from source: _ReuseSource, identifier: String) -> UITableViewCell {
    source.makeView(UITableViewCell.self, identifier: identifier) { nibIdentifier in
      _UIKitTrap.tableCellNibIdentifierMismatch(
        nibIdentifier: nibIdentifier, registeredIdentifier: identifier)
    }
  }

  /// Puts what is on display back into the reuse queues, then asks the data source and the delegate for
  /// every section, as UIKit does when it lays out a reloaded table.
  private func _reloadVisibleContent() {
    _needsReload = false
    for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        _cellQueue.enqueue(cell, for: identifier)
      }
    }
    for view in Array(_headerViews.values) + Array(_footerViews.values) {
      view.removeFromSuperview()
      if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
        _headerFooterQueue.enqueue(view, for: identifier)
      }
    }
    _visibleCells = [:]
    _headerViews = [:]
    _footerViews = [:]
    _rowCounts = nil

    let counts = _loadCountsIfNeeded()
    guard let dataSource else { return }
    for (section, rows) in counts.enumerated() {
      if let header =
        delegate?.tableView(self, viewForHeaderInSection: section)
        ?? _titleView(dataSource.tableView(self, titleForHeaderInSection: section))
      {
        _ = delegate?.tableView(self, heightForHeaderInSection: section)
        delegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
        addSubview(header)
        _headerViews[section] = header
      }
      for row in 0..<max(rows, 0) {
        let indexPath = IndexPath(row: row, section: section)
        _ = delegate?.tableView(self, heightForRowAt: indexPath)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.setSelected(_selectedIndexPaths.contains(indexPath), animated: false)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addSubview(cell)
        _visibleCells[indexPath] = cell
      }
      if let footer =
        delegate?.tableView(self, viewForFooterInSection: section)
        ?? _titleView(dataSource.tableView(self, titleForFooterInSection: section))
      {
        _ = delegate?.tableView(self, heightForFooterInSection: section)
        delegate?.tableView(self, willDisplayFooterView: footer, forSection: section)
        addSubview(footer)
        _footerViews[section] = footer
      }
    }
  }

  /// The view UIKit shows for a section title: a header/footer view whose `textLabel` shows it.
  private func _titleView(_ title: String?) -> UIView? {
    guard let title else { return nil }
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// What a tap on a row does in UIKit: `willSelectRowAt`, then selection, then `didSelectRowAt`.
  func _simulateTap(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    if allowsMultipleSelection, _selectedIndexPaths.contains(indexPath) {
      let proposed = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
      guard let target = proposed else { return }
      deselectRow(at: target, animated: false)
      delegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    let previous = _selectedIndexPaths.subtracting([target])
    selectRow(at: target, animated: false, scrollPosition: .none)
    if !allowsMultipleSelection {
      for deselected in previous.sorted() {
        delegate?.tableView(self, didDeselectRowAt: deselected)
      }
    }
    delegate?.tableView(self, didSelectRowAt: target)
  }
}
