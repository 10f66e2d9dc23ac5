import Foundation
import Testing
@_spi(UIKitStandIn) import UIKit

@testable import FeedKit

/// Approach 2: a generic table view delegate that takes data, a decorator and a touch handler.
@MainActor
@Suite struct TableViewDelegateTests {
  @Test func typedCellsAreDecoratedAndTapsReportTheModel() {
    var tapped: [Post] = []
    let delegate = TableViewDelegate<Post, FeedViewController.PostCell>(
      data: Sample.posts,
      decorator: { cell, post in cell.configure(with: post) },
      touchDelegate: { _, post in tapped.append(post) })
    let tableView = UITableView(frame: .zero, style: .plain)
    delegate.setDelegate(tableView)
    tableView.layoutIfNeeded()

    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight > 0)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? FeedViewController.PostCell
    #expect(cell?.post == Sample.posts[2])

    tableView._standInTapRow(at: IndexPath(row: 1, section: 0))
    #expect(tapped == [Sample.posts[1]])
  }

  @Test func dataCanChangeAfterInstallation() {
    let delegate = TableViewDelegate<String, FeedViewController.PostCell>(decorator: { cell, text in
      cell.textLabel?.text = text
    })
    let tableView = UITableView(frame: .zero, style: .plain)
    delegate.setDelegate(tableView)
    delegate.data = ["a", "b"]
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.compactMap { $0.textLabel?.text } == ["a", "b"])
  }

  @Test func plainCellsUseTheSubtitleStyle() {
    let delegate = TableViewDelegate<Post, UITableViewCell>(
      data: Sample.posts,
      decorator: { cell, post in
        cell.textLabel?.text = post.author
        cell.detailTextLabel?.text = post.body
      })
    let tableView = UITableView(frame: .zero, style: .plain)
    delegate.setDelegate(tableView)
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.detailTextLabel != nil)
    #expect(cell?.detailTextLabel?.text == "Shipped the new feed")
  }
}
