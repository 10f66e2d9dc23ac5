@testable import FeedKit

/// Sample content for the feature's screens.
enum Sample {
  static let posts = [
    Post(id: 1, author: "Ada", body: "Shipped the new feed"),
    Post(id: 2, author: "Acme", body: "Try our app", isSponsored: true),
    Post(id: 3, author: "Grace", body: "Found a bug, fixed it"),
  ]

  static let days = [
    FeedViewController.Day(title: "Today", posts: Array(posts.prefix(2))),
    FeedViewController.Day(title: "Yesterday", posts: [posts[2]]),
  ]

  static let albums = [
    GridViewController.Album(
      title: "Trips", photos: [Photo(id: 1, caption: "Alps"), Photo(id: 2, caption: "Oslo")]),
    GridViewController.Album(title: "Pets", photos: [Photo(id: 3, caption: "Rex")]),
  ]
}
