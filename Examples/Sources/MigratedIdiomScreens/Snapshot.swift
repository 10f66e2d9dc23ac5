import UIKit

/// What both screens show, laid out twice so that the second pass reuses views: per view its class and what
/// it displays. The groups move whole to the generated identifiers, whose strings differ from the app's:
/// the classes and contents are what must not change.
@MainActor
public func idiomSnapshot() -> [String] {
  var views: [String] = []
  let capabilities = CapabilitiesViewController()
  capabilities.capabilities = ["Push", "Uploads", "Archive"]
  capabilities.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<capabilities.capabilities.count {
      let cell = capabilities.tableView(
        capabilities.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      views.append("\(type(of: cell)):\(cell.textLabel?.text ?? "")")
    }
  }
  let members = MembersViewController()
  members.members = ["Ada", "Grace"]
  members.loadViewIfNeeded()
  for _ in 0..<2 {
    for item in 0..<(members.members.count + members.actions.count) {
      let cell = members.collectionView(
        members.collectionView, cellForItemAt: IndexPath(item: item, section: 0))
      let shown = (cell as? MemberCell)?.name ?? (cell as? ActionCell)?.identifier.map { "\($0)" } ?? ""
      views.append("\(type(of: cell)):\(shown)")
    }
  }
  let tags = TagsGridView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  tags.tags = ["swift", "uikit"]
  for _ in 0..<2 {
    for item in 0..<tags.tags.count {
      let cell = tags.collectionView(tags, cellForItemAt: IndexPath(item: item, section: 0))
      views.append("\(type(of: cell)):\((cell as? TagCell)?.title ?? "")")
    }
  }
  let assets = AssetsViewController()
  assets.loadViewIfNeeded()
  let grid = assets.rootView.collectionView
  for _ in 0..<2 {
    for item in 0..<3 {
      let cell = assets.dataSource.collectionView(grid, cellForItemAt: IndexPath(item: item, section: 0))
      views.append("\(type(of: cell)):\((cell as? AssetCell)?.symbol ?? (cell as? TokenCell)?.symbol ?? "")")
    }
  }
  let options = PlaybackOptionsViewController()
  options.loadViewIfNeeded()
  for _ in 0..<2 {
    for section in 0..<2 {
      for row in 0..<options.tableView(options.tableView, numberOfRowsInSection: section) {
        let cell = options.tableView(options.tableView, cellForRowAt: IndexPath(row: row, section: section))
        views.append("\(type(of: cell)):\(cell.textLabel?.text ?? "")")
      }
    }
  }
  let post = PostPartsViewController()
  post.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<post.tableView(post.tableView, numberOfRowsInSection: 0) {
      let cell = post.tableView(post.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      let shown =
        (cell as? PostMetadataPartCell)?.author ?? (cell as? PostToolbarPartCell).map { "\($0.score)" }
        ?? cell.textLabel?.text
      views.append("\(type(of: cell)):\(shown ?? "")")
    }
  }
  let group = GroupComposeViewController()
  group.selectedItems = ["Ada", "Grace"]
  group.loadViewIfNeeded()
  views.append("prototype:\(group.prototypeCell.map { "\(type(of: $0))" } ?? "none")")
  for _ in 0..<2 {
    for item in 0..<group.selectedItems.count {
      let cell = group.collectionView(group.collectionView, cellForItemAt: IndexPath(item: item, section: 0))
      let chip = cell as? BuddyChipCell
      views.append("\(type(of: cell)):\(chip?.name ?? "")\(chip?.isFromNib == true ? " (nib)" : "")")
    }
  }
  return views
}
