// swift-format-ignore-file
import UIKit

final class PassphraseView: UIView, UICollectionViewDataSource {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var words: [String] = []

    func setUp() {
        collectionView.dataSource = self
        collectionView.register(R.nib.wordCollectionViewCell)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        words.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: R.nib.wordCollectionViewCell.identifier, for: indexPath) as! WordCollectionViewCell
        cell.wordLabel.text = words[indexPath.row]
        return cell
    }
}
