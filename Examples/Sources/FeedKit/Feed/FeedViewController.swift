import UIKit

/// The home feed: a table of posts grouped by day, with a header per day and a promotional row from a
/// nib. Not one reuse identifier is written by hand: `reusegen` generates them.
public final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// A day of posts.
  public struct Day: Sendable {
    /// The header's title, such as "Today".
    public var title: String
    /// The posts of that day.
    public var posts: [Post]

    /// Creates a day.
    public init(title: String, posts: [Post]) {
      self.title = title
      self.posts = posts
    }
  }

  /// The cell of an ordinary post. It is nested, so its identifier is `FeedKit.FeedViewController.PostCell`.
  public final class PostCell: UITableViewCell {
    /// The post on display.
    public private(set) var post: Post?

    override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    /// Loads the cell from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Shows `post`.
    public func configure(with post: Post) {
      self.post = post
      textLabel?.text = post.author
      detailTextLabel?.text = post.body
    }

    override public func prepareForReuse() {
      super.prepareForReuse()
      post = nil
    }
  }

  /// The header above each day.
  public final class DayHeader: UITableViewHeaderFooterView {
    /// Shows `title`.
    public func configure(title: String) {
      textLabel?.text = title
    }
  }

  /// The table, created in `viewDidLoad`.
  public private(set) var tableView: UITableView!
  /// What the table shows.
  public var days: [Day] {
    didSet { tableView?.reloadData() }
  }
  /// Called with the post the user taps.
  public var onSelect: ((Post) -> Void)?

  /// Creates the controller with the days to show.
  public init(days: [Day]) {
    self.days = days
    super.init(nibName: nil, bundle: nil)
  }

  /// Loads the controller from a storyboard; the feed starts empty.
  public required init?(coder: NSCoder) {
    self.days = []
    super.init(coder: coder)
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    let tableView = UITableView(frame: view.bounds, style: .plain)
    // One call registers every cell and header of this module: classes by class, nib-backed views by nib.
    tableView.registerAllReusableViews()
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    self.tableView = tableView
  }

  /// One section per group of content.
  public func numberOfSections(in tableView: UITableView) -> Int {
    days.count
  }

  /// The number of posts of the day.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    days[section].posts.count
  }

  /// A typed cell, dequeued without an identifier string.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let post = days[indexPath.section].posts[indexPath.row]
    if post.isSponsored {
      let cell: PromoCell = tableView.dequeueReusableCell(for: indexPath)
      cell.configure(with: post)
      return cell
    }
    let cell = tableView.dequeueReusableCell(PostCell.self, for: indexPath)
    cell.configure(with: post)
    return cell
  }

  /// The day header, dequeued as its concrete type.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(DayHeader.self)
    header.configure(title: days[section].title)
    return header
  }

  /// Reports the tapped post.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(days[indexPath.section].posts[indexPath.row])
  }
}
