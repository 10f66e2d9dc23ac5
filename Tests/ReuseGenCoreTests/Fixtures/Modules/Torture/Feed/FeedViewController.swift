// swift-format-ignore-file
import UIKit
import class Foundation.NSObject

/// Shows the feed. Doc comments may mention `class Fake: UITableViewCell {}` freely.
@MainActor
final class FeedViewController: UIViewController, UITableViewDataSource {
  enum Section: Int, CaseIterable { case header, posts }

  /// A nested cell, declared after a property wrapper and a computed property.
  @IBOutlet private(set) weak var tableView: UITableView!
  private var posts: [Post] = [] { didSet { tableView?.reloadData() } }
  var title2: String { "Feed \(posts.count) \(posts.isEmpty ? "{" : "}")" }

  final class PostCell: UITableViewCell {
    static let placeholder = #"{"class": "Fake"}"#
    let body = UILabel()
    override func prepareForReuse() {
      super.prepareForReuse()
      body.text = "\({ () -> String in let s = "}"; return s + "class X: UITableViewCell {" }())"
    }
  }

  class func make() -> FeedViewController { FeedViewController(nibName: nil, bundle: nil) }
  class var storyboardName: String { "Feed" }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let pattern = /\{class (\w+)\}/
    let half = posts.count / 2 / 1
    _ = pattern
    return half
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    class OneOff: UITableViewCell {}
    return OneOff(style: .default, reuseIdentifier: nil)
  }

  func configure(class: Int) -> Int { configure(class: `class`) }
}

extension FeedViewController {
  #if DEBUG
    class DebugCell: PostCell {
      let note = """
        } class Hidden: UITableViewCell { \"""
        """
    }
  #elseif targetEnvironment(simulator)
    class DebugCell: UITableViewCell {}
  #else
    private class DebugCell: UITableViewCell {}
  #endif

  class SectionHeader: UITableViewHeaderFooterView {}
}

struct Post: Hashable, Sendable { let id: Int }
