// swift-format-ignore-file
import UIKit

final class ChaptersViewController: UIViewController, UICollectionViewDataSource {
  private var collectionView: UICollectionView!
  var chapters: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(ChapterCell.self, forCellWithReuseIdentifier: CellID.chapter.rawValue)
    collectionView.register(CategoryCell.self, forCellWithReuseIdentifier: "\(CategoryCell.self)")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    chapters.count + 1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if indexPath.item == chapters.count {
      return collectionView.dequeueReusableCell(withReuseIdentifier: "\(CategoryCell.self)", for: indexPath)
    }
    guard
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CellID.chapter.rawValue, for: indexPath)
        as? ChapterCell
    else {
      fatalError("ChapterCell is not registered")
    }
    return cell
  }
}
