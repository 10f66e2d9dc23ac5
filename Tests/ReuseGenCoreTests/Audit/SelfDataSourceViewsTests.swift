import Testing

@testable import ReuseGenCore

/// The views whose `dataSource` code sets to `self`, which `audit` reads from the assignments the index
/// records (the index itself holds no fact only `audit` reads).
@Suite struct SelfDataSourceViewsTests {
  @Test func theViewsADataSourceIsSetToSelfFor() {
    let text = """
      final class FeedViewController: UIViewController {
        func viewDidLoad() {
          self.tableView?.dataSource = self
          collectionView.dataSource = self
          other.dataSource = provider
          let dataSource = self
          extra.delegate = self
        }
        final class Inner { func load() { list!.dataSource = self } }
      }
      func free() { table.dataSource = self }
      """
    let source = SourceFile(path: "Feed.swift", filePath: "Feed.swift", bytes: Array(text.utf8))
    let index = SourceIndex(source, file: 0)
    let views = CallSiteModule.selfDataSourceViews(sources: [source][...], indices: [index][...])
    #expect(
      views == ["FeedViewController": ["tableView", "collectionView"], "FeedViewController.Inner": ["list"]])
  }
}
