import Foundation
import Testing

@testable import ReuseGenCore

/// `[a, b].forEach { register(…$0…) }` registers each element, exactly as `for id in [a, b] { register(…id…) }`
/// does (SPEC §10.1): the closure's `$0`, or its named parameter, is bound to each element by the one
/// binding a loop's variable has. A nib named by it is found per element, so a dequeue cast to a class the
/// element's nib does not hold is caught; `migrate` leaves the call as written.
@Suite struct ForEachRegistrationTests {
  private static func xib(_ cell: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionViewCell contentMode="center" reuseIdentifier="\(cell)" id="gTV-IL-0wX" customClass="\(cell)" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            </collectionViewCell>
        </objects>
    </document>
    """
  }

  /// The cards screen as apps write it: nib names from a card type's class method and a cell's constant,
  /// registered in one `forEach` over an array literal.
  private static func cards(registering registration: String) -> String {
    """
    import UIKit

    final class ImageCardCell: UICollectionViewCell {}
    final class NoImagesCell: UICollectionViewCell {
      static let reuseIdentifier = "NoImagesCell"
    }
    final class FavoriteListCell: UICollectionViewCell {}

    final class ImageCard {
      static func getCellNibId() -> String { "ImageCardCell" }
    }

    final class CardsViewController: UIViewController, UICollectionViewDataSource {
      @IBOutlet weak var collectionView: UICollectionView!

      override func viewDidLoad() {
        super.viewDidLoad()
    \(registration)
      }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        if indexPath.item == 0 {
          guard let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ImageCard.getCellNibId(), for: indexPath) as? ImageCardCell
          else { return UICollectionViewCell() }
          return cell
        }
        guard let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: NoImagesCell.reuseIdentifier, for: indexPath) as? NoImagesCell
        else { return UICollectionViewCell() }
        return cell
      }
    }

    """
  }

  private static let anonymous = """
        [ ImageCard.getCellNibId(), NoImagesCell.reuseIdentifier ]
          .forEach { collectionView.register(UINib(nibName: $0, bundle: nil), forCellWithReuseIdentifier: $0) }
    """

  private static let named = """
        [ImageCard.getCellNibId(), NoImagesCell.reuseIdentifier].forEach { id in
          collectionView.register(UINib(nibName: id, bundle: nil), forCellWithReuseIdentifier: id)
        }
    """

  private static let loop = """
        for id in [ImageCard.getCellNibId(), NoImagesCell.reuseIdentifier] {
          collectionView.register(UINib(nibName: id, bundle: nil), forCellWithReuseIdentifier: id)
        }
    """

  private static func module(_ screen: String) -> TemporaryDirectory {
    TemporaryDirectory.module([
      "Cards.swift": screen, "ImageCardCell.xib": xib("ImageCardCell"),
      "NoImagesCell.xib": xib("NoImagesCell"),
    ])
  }

  @Test(arguments: [anonymous, named, loop])
  func eachElementIsRegisteredWithItsNib(registration: String) {
    let correct = Self.module(Self.cards(registering: registration))
    defer { correct.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: correct.path)
    #expect(audit.status == .success)
    #expect(audit.standardOutput.contains("audit: 3 call sites (3 resolved), 0 errors, 0 warnings"))

    let wrongCast = Self.module(
      Self.cards(registering: registration).replacingOccurrences(
        of: "as? ImageCardCell", with: "as? FavoriteListCell"))
    defer { wrongCast.remove() }
    let mutant = CommandRun(["audit", "App", "--module", "App"], in: wrongCast.path)
    #expect(mutant.status == .failure)
    #expect(
      mutant.standardOutput.contains(
        "error: reuse identifier 'ImageCardCell' is registered for 'ImageCardCell', which is not a "
          + "'FavoriteListCell'"))
  }

  @Test(arguments: [anonymous, named])
  func migrateLeavesTheForEachAsWritten(registration: String) throws {
    let screen = Self.cards(registering: registration)
    let directory = Self.module(screen)
    defer { directory.remove() }
    let migrate = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(migrate.status == .success)
    let migrated = try String(contentsOfFile: directory.path + "/App/Cards.swift", encoding: .utf8)
    #expect(migrated.contains(registration))
    #expect(
      migrate.standardError.contains(
        "note: not migrated: the identifier is chosen at run time among 'ImageCardCell', 'NoImagesCell'"))
    #expect(!migrate.standardError.contains("'for' loop"))
  }

  /// `$0` in a closure inside the `forEach` body is that closure's parameter, not the element.
  @Test func anInnerClosuresParameterIsNotTheElement() {
    let screen = Self.cards(
      registering: """
            [ImageCard.getCellNibId()].forEach {
              print($0)
              identifiers.map { collectionView.register(UINib(nibName: $0, bundle: nil), forCellWithReuseIdentifier: $0) }
            }
        """)
    let directory = Self.module(screen)
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput.contains(
        "note: unresolved reuse identifier in 'register(_:forCellWithReuseIdentifier:)'"))
    #expect(!audit.standardOutput.contains("'ImageCardCell' registered for"))
  }

  /// A metatype array's `$0` is each type, as a loop's variable over it is.
  @Test func aMetatypeArraysElementRegistersEachClass() {
    let screen = """
      import UIKit

      extension UITableViewCell {
        static var reuseIdentifier: String { String(describing: self) }
      }

      final class TitleCell: UITableViewCell {}
      final class ValueCell: UITableViewCell {}

      final class DetailViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          [TitleCell.self, ValueCell.self].forEach {
            tableView.register($0, forCellReuseIdentifier: $0.reuseIdentifier)
          }
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "ValueCell", for: indexPath) as! TitleCell
        }
      }

      """
    let directory = TemporaryDirectory.module(["Detail.swift": screen])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput.contains("error: reuse identifier 'ValueCell' is registered for 'ValueCell'"))
    // Migrate leaves it, and its note names the construct the call is in: a closure, not a `for` loop.
    let fixed = TemporaryDirectory.module([
      "Detail.swift": screen.replacingOccurrences(of: "as! TitleCell", with: "as! ValueCell")
    ])
    defer { fixed.remove() }
    let migrate = CommandRun(["migrate", "App", "--module", "App"], in: fixed.path)
    #expect(
      migrate.standardError.contains(
        "note: not migrated: it runs once for each element of a 'forEach' closure, and a typed call names "
          + "one view"))
    #expect(!migrate.standardError.contains("'for' loop"))
  }

  /// A named sequence is not read: it may be a computed property each subclass overrides, as a base
  /// screen's `var customCellTypes: [ReusableTableCell.Type] { [] }`.
  @Test func aNamedSequenceIsNotBound() {
    let screen = """
      import UIKit

      class BaseTableViewController: UIViewController {
        var customCellIdentifiers: [String] { [] }
        let table = UITableView()

        override func viewDidLoad() {
          super.viewDidLoad()
          customCellIdentifiers.forEach { table.register(UITableViewCell.self, forCellReuseIdentifier: $0) }
        }
      }

      final class SettingsViewController: BaseTableViewController {
        override var customCellIdentifiers: [String] { ["SettingCell"] }
      }

      """
    let directory = TemporaryDirectory.module(["Base.swift": screen])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput.contains(
        "note: unresolved reuse identifier in 'register(_:forCellReuseIdentifier:)'"))
  }
}
