import Foundation
import Testing

@testable import ReuseGenCore

/// A nib registered with its bundle named through a local, `let bundle = Bundle(for: Cell.self)`: in an
/// application that is the bundle the generated file loads the nib from, as `Bundle(for: Cell.self)` written
/// in the call is (SPEC §10.5). The group moves, and the local, which nothing reads any more, goes with the
/// nib argument, leaving no unused-value warning.
@Suite struct NibBundleLocalTests {
  private static let screen = """
    import UIKit

    let kShareCellIdentifier = "ShareCellIdentifier"

    class ShareCollectionViewCell: UICollectionViewCell {}

    final class ShareViewController: UIViewController, UICollectionViewDataSource {
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

      override func viewDidLoad() {
        super.viewDidLoad()
        let bundle = Bundle(for: ShareCollectionViewCell.self)
        collectionView.register(UINib(nibName: "ShareCollectionViewCell", bundle: bundle), forCellWithReuseIdentifier: kShareCellIdentifier)
        collectionView.dataSource = self
      }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: kShareCellIdentifier, for: indexPath) as? ShareCollectionViewCell else {
          return UICollectionViewCell()
        }
        return cell
      }
    }
    """

  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <collectionViewCell id="c1" customClass="ShareCollectionViewCell" customModule="App"/>
      </objects>
    </document>
    """

  @Test func aBundleNamedThroughALocalIsItsValue() {
    let directory = TemporaryDirectory.module([
      "Share.swift": Self.screen, "ShareCollectionViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let arguments = ["App", "--module", "App"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let run = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    let migrated = directory.read("App/Share.swift") ?? ""
    #expect(
      migrated.contains(
        """
            super.viewDidLoad()
            collectionView.register(ShareCollectionViewCell.self)
            collectionView.dataSource = self
        """))
    #expect(!migrated.contains("let bundle"))
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(before.standardOutput == "audit: 2 call sites (2 resolved), 0 errors, 0 warnings\n")
    #expect(after.standardOutput == before.standardOutput)
  }

  /// A local that other code reads too stays, and the registration still moves.
  @Test func aBundleLocalReadElsewhereStays() {
    let screen = Self.screen.replacingOccurrences(
      of: "    collectionView.dataSource = self\n",
      with: "    collectionView.dataSource = self\n    print(bundle.bundlePath)\n")
    let directory = TemporaryDirectory.module([
      "Share.swift": screen, "ShareCollectionViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    #expect(
      directory.read("App/Share.swift")?.contains("let bundle = Bundle(for: ShareCollectionViewCell.self)")
        == true)
  }
}
