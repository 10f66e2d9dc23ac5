import Foundation
import Testing
@_spi(UIKitStandIn) import UIKit

@MainActor
@Suite("UITableView")
struct TableViewTests {
  @Test("A registered class dequeues as that class, with the identifier and the default style")
  func classRegistrationRoundTrip() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: IndexPath(row: 0, section: 0))
    #expect(cell is FeedCell)
    #expect(cell.reuseIdentifier == "feed")
    #expect(cell.detailTextLabel == nil)
    #expect(cell.textLabel != nil)
    #expect(cell.textLabel?.superview === cell.contentView)
    #expect(cell.contentView.superview === cell)
  }

  @Test("A cell that overrides init(style:reuseIdentifier:) is built through its override")
  func overridingInitializerIsCalled() {
    let tableView = UITableView()
    tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
    let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: IndexPath(row: 0, section: 0))
    let subtitleCell = try? #require(cell as? SubtitleCell)
    #expect(subtitleCell?.badge.superview === cell.contentView)
    #expect(cell.detailTextLabel != nil)
    #expect(cell.reuseIdentifier == "subtitle")
  }

  @Test("A cell whose initializer is `override required` can be registered too")
  func requiredInitializerCell() {
    let tableView = UITableView()
    tableView.register(RequiredInitCell.self, forCellReuseIdentifier: "required")
    #expect(tableView.dequeueReusableCell(withIdentifier: "required") is RequiredInitCell)
  }

  @Test(
    "detailTextLabel exists only for the styles that have one",
    arguments: [
      (UITableViewCell.CellStyle.default, false),
      (.value1, true),
      (.value2, true),
      (.subtitle, true),
    ])
  func detailTextLabel(style: UITableViewCell.CellStyle, hasDetail: Bool) {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    #expect((cell.detailTextLabel != nil) == hasDetail)
    #expect(cell.textLabel != nil)
    #expect(cell.reuseIdentifier == nil)
  }

  @Test("The optional dequeue returns nil for an unknown identifier")
  func optionalDequeueOfUnknownIdentifier() {
    let tableView = UITableView()
    #expect(tableView.dequeueReusableCell(withIdentifier: "nothing") == nil)
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
  }

  @Test("Registering nil removes the registration")
  func unregister() {
    let tableView = UITableView()
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    tableView.register(nil as AnyClass?, forCellReuseIdentifier: "feed")
    #expect(tableView.dequeueReusableCell(withIdentifier: "feed") == nil)
  }

  @Test("Header and footer views register and dequeue by class")
  func headerFooterRoundTrip() {
    let tableView = UITableView()
    tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    #expect(view is SectionHeader)
    #expect(view?.reuseIdentifier == "header")
    #expect(view?.textLabel?.superview === view?.contentView)
  }

  @Test("reloadData and layoutIfNeeded drive the data source, and cells go back to the reuse queue")
  func dataSourceDrivingAndReuse() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    let dataSource = RecordingTableDataSource(rows: [["a", "b"], ["c"]], identifier: "feed")
    tableView.dataSource = dataSource
    tableView.delegate = dataSource

    #expect(tableView.numberOfSections == 2)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.numberOfRows(inSection: 1) == 1)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)

    tableView.layoutIfNeeded()
    #expect(
      dataSource.calls.filter { $0.hasPrefix("cellForRow") } == [
        "cellForRow(0,0)", "cellForRow(0,1)", "cellForRow(1,0)",
      ])
    let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FeedCell)
    #expect(first.textLabel?.text == "a")
    #expect(first.prepareForReuseCount == 0)
    #expect(tableView.visibleCells.count == 3)
    #expect(tableView.indexPath(for: first) == IndexPath(row: 0, section: 0))
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Section 1")

    // Nothing changes until the table is reloaded.
    dataSource.calls.removeAll()
    tableView.layoutIfNeeded()
    #expect(dataSource.calls.isEmpty)

    let firstGeneration = Set(tableView.visibleCells.map(ObjectIdentifier.init))
    dataSource.rows = [["x", "y", "z"]]
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfSections == 1)
    #expect(tableView.visibleCells.count == 3)
    let secondGeneration = tableView.visibleCells.compactMap { $0 as? FeedCell }
    #expect(secondGeneration.map { $0.textLabel?.text } == ["x", "y", "z"])
    // The three cells of the first load are reused, after prepareForReuse; one more is created.
    let reused = secondGeneration.filter { firstGeneration.contains(ObjectIdentifier($0)) }
    #expect(reused.count == 3)
    #expect(reused.allSatisfy { $0.prepareForReuseCount == 1 })
  }

  @Test("The generic TableViewDelegate shape is called through its witnesses")
  func genericDelegateWitnesses() throws {
    let tableView = UITableView()
    var decorated: [String] = []
    var touched: [String] = []
    let delegate = GenericTableDelegate<String, FeedCell>(
      data: ["one", "two"],
      decorator: { cell, model in
        cell.title.text = model
        decorated.append(model)
      },
      touchDelegate: { _, model in touched.append(model) }
    )
    delegate.setDelegate(tableView)
    tableView.layoutIfNeeded()
    #expect(decorated == ["one", "two"])
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? FeedCell)
    #expect(cell.title.text == "two")
    tableView._standInTapRow(at: IndexPath(row: 1, section: 0))
    #expect(touched == ["two"])
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(cell.isSelected)
  }

  @Test("Plain UITableViewCell rows use subtitle cells built by the data source, then reused")
  func plainCellsWithSubtitle() throws {
    let tableView = UITableView()
    let delegate = GenericTableDelegate<String, UITableViewCell>(
      data: ["one"],
      decorator: { cell, model in
        cell.textLabel?.text = model
        cell.detailTextLabel?.text = model.uppercased()
      })
    delegate.setDelegate(tableView)
    tableView.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.detailTextLabel?.text == "ONE")
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
  }

  @Test("selectRow does not call the delegate; a tap does")
  func selection() {
    let tableView = UITableView()
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    let dataSource = RecordingTableDataSource(rows: [["a", "b"]], identifier: "feed")
    tableView.dataSource = dataSource
    tableView.delegate = dataSource
    tableView.layoutIfNeeded()
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(dataSource.selected.isEmpty)
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    tableView._standInTapRow(at: IndexPath(row: 1, section: 0))
    #expect(dataSource.selected == [IndexPath(row: 1, section: 0)])
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(tableView.indexPathForSelectedRow == nil)
  }

  @Test("Metrics default to automaticDimension and the delegate's heights are asked")
  func metrics() {
    let tableView = UITableView()
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == UITableView.automaticDimension)
    tableView.rowHeight = 60
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    let dataSource = RecordingTableDataSource(rows: [["a"]], identifier: "feed")
    tableView.dataSource = dataSource
    tableView.delegate = dataSource
    tableView.layoutIfNeeded()
    #expect(dataSource.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 60)
    #expect(tableView.style == .plain)
  }

  @Test("Header views come from the delegate and go back to the reuse queue; titles make footers")
  func headerViews() throws {
    let tableView = UITableView(frame: .zero, style: .grouped)
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let dataSource = HeaderTableDataSource()
    tableView.dataSource = dataSource
    tableView.delegate = dataSource
    tableView.layoutIfNeeded()
    let header = try #require(tableView.headerView(forSection: 1) as? SectionHeader)
    #expect(header.title.text == "Header 1")
    #expect(tableView.footerView(forSection: 0)?.textLabel?.text == "Footer")
    #expect(tableView.footerView(forSection: 1) == nil)
    dataSource.sections = 1
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.headerView(forSection: 0) !== nil)
    #expect(tableView.headerView(forSection: 1) == nil)
    let reusedHeader = try #require(tableView.headerView(forSection: 0) as? SectionHeader)
    #expect(reusedHeader.title.text == "Header 0")
  }
}
