import Foundation
import Testing

@testable import ReuseGenCore

/// The identifier idioms of SPEC §10.1, as `audit` resolves them at call sites and `list` reports them for
/// declared members, each written the way apps write it.
@Suite struct IdentifierEvaluationTests {
  private static func run(_ command: String, _ files: [String: String]) -> CommandRun {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    for (name, contents) in files { directory.write(name, contents) }
    return CommandRun([command, ".", "--module", "App", "--format", "json"], in: directory.path)
  }

  /// The identifier of each call site, in order; the reason where it is unresolved.
  static func identifiers(_ files: [String: String]) throws -> [String] {
    let run = run("audit", files)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let sites = object?["callSites"] as? [[String: Any]] ?? []
    return sites.map { ($0["identifier"] as? String) ?? "unresolved: " + (($0["reason"] as? String) ?? "") }
  }

  /// Each view's listed identifier, by name.
  private static func listed(_ files: [String: String]) throws -> [String: String] {
    let run = run("list", files)
    let views =
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]] ?? []
    var result: [String: String] = [:]
    for view in views {
      result[view["name"] as? String ?? ""] =
        (view["identifier"] as? String) ?? "null: " + ((view["identifierReason"] as? String) ?? "")
    }
    return result
  }

  private static let cells = """
    import UIKit
    final class FeedCell: UITableViewCell {}
    enum Feed {
      final class PhotoCell: UITableViewCell {}
    }
    #if _runtime(_ObjC)
    @objc(LegacyCell)
    #endif
    final class LegacyCell: UITableViewCell {}

    """

  /// A protocol default typed through a typealias of `String` (`static var reuseIdentifier:
  /// ReuseIdentifier { return String(describing: self) }`), adopted by UIKit's cell class in an extension, as
  /// Beam writes it: each cell's identifier is its name. A typealias of another type is no string.
  @Test func aProtocolDefaultTypedThroughATypealiasOfStringEvaluates() throws {
    func files(_ alias: String) -> [String: String] {
      [
        "Reusable.swift": """
        import UIKit

        \(alias)

        protocol Reusable {
          static var reuseIdentifier: ReuseIdentifier { get }
        }

        extension Reusable {
          static var reuseIdentifier: ReuseIdentifier {
            return String(describing: self)
          }
        }
        extension UITableViewCell: Reusable { }

        """,
        "Screen.swift": """
        import UIKit

        final class SubredditTableViewCell: UITableViewCell {}

        final class Screen: UITableViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(SubredditTableViewCell.self, forCellReuseIdentifier: SubredditTableViewCell.reuseIdentifier)
          }
        }

        """,
      ]
    }
    #expect(try Self.identifiers(files("typealias ReuseIdentifier = String")) == ["SubredditTableViewCell"])
    // The view's own identifier, which the generated API keeps (the member is the app's), is that value:
    // `--retire-helpers` compared Beam's helper calls with "one decided at run time" before.
    #expect(
      try Self.listed(files("typealias ReuseIdentifier = String"))["SubredditTableViewCell"]
        == "SubredditTableViewCell")
    let identifierType = "struct Identifier: ExpressibleByStringLiteral { init(stringLiteral: String) {} }"
    let other = try Self.identifiers(files("typealias ReuseIdentifier = Identifier\n" + identifierType))
    #expect(other.count == 1 && other[0].hasPrefix("unresolved: "), "\(other)")
    let listed = try Self.listed(
      files(identifierType.replacingOccurrences(of: "struct Identifier", with: "struct ReuseIdentifier")))
    #expect(listed["SubredditTableViewCell"]?.hasPrefix("null: ") == true, "\(listed)")
  }

  /// A getter whose value reusegen does not evaluate is quoted as it returns it: without `return`, and
  /// without the brace that closes a one-line body (the note quoted `'["Cell"].first ?? "" }'`).
  @Test func anUnevaluatedGetterIsQuotedAsItReturnsItsValue() throws {
    let screen = """
      import UIKit
      final class Screen: UITableViewController {
        var identifier: String { ["Cell"].first ?? "" }
        var other: String {
          return ["Cell"].last ?? ""
        }
        override func viewDidLoad() {
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: other)
        }
      }
      """
    #expect(
      try Self.identifiers(["Screen.swift": screen]) == [
        "unresolved: '[\"Cell\"].first ?? \"\"' is not an identifier expression reusegen evaluates",
        "unresolved: '[\"Cell\"].last ?? \"\"' is not an identifier expression reusegen evaluates",
      ])
  }

  /// A file's private global used in a view controller's code is that global, though other types of the
  /// module declare a member of its name: a `UIViewController` subclass inherits none of them (its
  /// superclasses are UIKit's, and the module's protocol reaches only the cells it extends). A member of an
  /// extension of `UIViewController` would shadow it, and keeps it unresolved.
  @Test func aPrivateGlobalInAViewControllerIsNotAnInheritedMember() throws {
    let reusable = """
      import UIKit

      protocol Reusable {
        static var reuseIdentifier: String { get }
      }
      extension Reusable {
        static var reuseIdentifier: String { String(describing: self) }
      }
      extension UICollectionReusableView: Reusable {}
      final class CardCell: UICollectionViewCell {
        static let cellIdentifier = "Card"
      }

      """
    let gallery = """
      import UIKit

      private let reuseIdentifier = "image"
      private let cellIdentifier = "Cell"

      final class ImageCell: UICollectionViewCell {}

      final class Gallery: UIViewController, UICollectionViewDataSource {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(ImageCell.self, forCellWithReuseIdentifier: reuseIdentifier)
          collectionView.register(ImageCell.self, forCellWithReuseIdentifier: cellIdentifier)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        }
      }

      """
    #expect(
      try Self.identifiers(["Reusable.swift": reusable, "Gallery.swift": gallery]) == [
        "image", "Cell", "image",
      ])
    let shadowing =
      reusable + "extension UIViewController { static var reuseIdentifier: String { \"vc\" } }\n"
    let shadowed = try Self.identifiers(["Reusable.swift": shadowing, "Gallery.swift": gallery])
    #expect(shadowed[1] == "Cell")
    #expect(shadowed[0].hasPrefix("unresolved: ") && shadowed[2].hasPrefix("unresolved: "), "\(shadowed)")
  }

  /// Inside `case .toolbar:` of `switch part`, `part.rawValue` is that case's raw value (Beam's stream
  /// cells); a clause of two cases, `default`, or a variable code assigns leaves the run-time value.
  @Test func aSwitchClauseNarrowsAnEnumValueToItsCase() throws {
    func screen(_ body: String, declaration: String = "let part = parts[indexPath.row]") -> [String: String] {
      [
        "Screen.swift": """
        import UIKit

        private enum Part: String {
          case metadata = "MetadataCell"
          case toolbar = "ToolbarCell"
          case image
        }

        final class Screen: UITableViewController {
          private let parts: [Part] = [.metadata, .toolbar]
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            \(declaration)
            switch part {
            \(body)
            }
          }
        }

        """
      ]
    }
    let dequeue = "return tableView.dequeueReusableCell(withIdentifier: part.rawValue, for: indexPath)"
    #expect(
      try Self.identifiers(
        screen("case .toolbar:\n  \(dequeue)\ncase .image:\n  \(dequeue)\ndefault: fatalError()"))
        == ["ToolbarCell", "image"])
    for unknown in [
      screen("case .toolbar, .image:\n  \(dequeue)\ndefault: fatalError()"),
      screen("default:\n  \(dequeue)"),
      screen(
        "case .toolbar:\n  part = .image\n  \(dequeue)\ndefault: fatalError()",
        declaration: "var part = parts[indexPath.row]"),
    ] {
      let identifiers = try Self.identifiers(unknown)
      #expect(identifiers.count == 1 && identifiers[0].hasPrefix("unresolved: "), "\(identifiers)")
    }
  }

  /// Two files' private classes of one name are two classes: each call reads its own file's member, also
  /// when the lookup has already followed the other's chain (a chain is kept per type and file).
  @Test func privateClassesOfOneNameInTwoFilesKeepTheirOwnMembers() throws {
    func screen(_ name: String) -> String {
      """
      import UIKit

      private class RowCell: UITableViewCell {
        static let identifier = "\(name)Cell"
      }

      final class \(name)Screen: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(RowCell.self, forCellReuseIdentifier: RowCell.identifier)
        }
      }

      """
    }
    let identifiers = try Self.identifiers(["A.swift": screen("A"), "B.swift": screen("B")])
    #expect(identifiers == ["ACell", "BCell"])
  }

  @Test func typeNameIdioms() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": Self.cells,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(FeedCell.self, forCellReuseIdentifier: String(describing: FeedCell.self))
          tableView.register(FeedCell.self, forCellReuseIdentifier: "\\(FeedCell.self)")
          tableView.register(Feed.PhotoCell.self, forCellReuseIdentifier: String(describing: Feed.PhotoCell.self))
          tableView.register(FeedCell.self, forCellReuseIdentifier: String(reflecting: FeedCell.self))
          tableView.register(FeedCell.self, forCellReuseIdentifier: NSStringFromClass(FeedCell.self))
          tableView.register(LegacyCell.self, forCellReuseIdentifier: NSStringFromClass(LegacyCell.self))
          tableView.register(Feed.PhotoCell.self, forCellReuseIdentifier: NSStringFromClass(Feed.PhotoCell.self))
          tableView.register(FeedCell.self, forCellReuseIdentifier: "feed." + String(describing: FeedCell.self))
        }
      }

      """,
    ])
    #expect(
      identifiers == [
        "FeedCell", "FeedCell", "PhotoCell", "App.FeedCell", "App.FeedCell", "LegacyCell",
        // audit compares the mangled name of a nested class with itself; `list` cannot show it.
        "<runtime name of App.Feed.PhotoCell>", "feed.FeedCell",
      ])
  }

  /// Loop's `IdentifiableClass`: `className` is the last `.` component of `NSStringFromClass(self)`.
  private static let identifiableClass = """
    protocol IdentifiableClass: AnyObject {
      static var className: String { get }
    }
    extension IdentifiableClass {
      static var className: String {
        return NSStringFromClass(self).components(separatedBy: ".").last!
      }
    }

    """

  /// Loop's `className`, `NSStringFromClass(self).components(separatedBy: ".").last!`, on private classes
  /// nested in a view controller: the mangled names are unknown, yet register and dequeue name one class,
  /// so a lost registration is still caught.
  @Test func mangledNamesOfNestedClassesCompareWithThemselves() throws {
    let files = [
      "IdentifiableClass.swift": "import Foundation\n" + Self.identifiableClass,
      "Status.swift": """
      import UIKit
      extension UITableViewCell: IdentifiableClass {}
      final class StatusTableViewController: UITableViewController {
        private class WarningCell: UITableViewCell {}
        private class MuteCell: UITableViewCell {}
        override func viewDidLoad() {
          tableView.register(WarningCell.self, forCellReuseIdentifier: WarningCell.className)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: WarningCell.className, for: indexPath)
          }
          return tableView.dequeueReusableCell(withIdentifier: MuteCell.className, for: indexPath)
        }
      }

      """,
    ]
    #expect(
      try Self.identifiers(files) == [
        "<runtime name of App.StatusTableViewController.WarningCell>",
        "<runtime name of App.StatusTableViewController.WarningCell>",
        "<runtime name of App.StatusTableViewController.MuteCell>",
      ])
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    for (name, contents) in files { directory.write(name, contents) }
    let audit = CommandRun(["audit", ".", "--module", "App"], in: directory.path)
    #expect(audit.status == .failure)
    #expect(
      audit.standardOutput.contains(
        "Status.swift:13:58: error: reuse identifier '<runtime name of App.StatusTableViewController.MuteCell>' "
          + "is dequeued but never registered"))
  }

  /// The one typealias of a name to a plain path stands for that type (Mastodon's
  /// `typealias AdminTableViewCell = SearchResultsProfileTableViewCell`); a generic parameter does not.
  @Test func typealiasesToAPlainPathAreFollowed() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": """
      import UIKit
      final class ProfileCell: UITableViewCell {
        static let reuseIdentifier = "profile"
      }
      typealias AdminCell = ProfileCell
      typealias StaffCell = AdminCell

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(AdminCell.self, forCellReuseIdentifier: AdminCell.reuseIdentifier)
          tableView.register(StaffCell.self, forCellReuseIdentifier: StaffCell.reuseIdentifier)
        }
      }

      """,
      "Setup.swift": """
      import UIKit
      enum Setup {
        @MainActor static func register<AdminCell: UITableViewCell>(_ type: AdminCell.Type, on tableView: UITableView) {
          tableView.register(type, forCellReuseIdentifier: String(describing: AdminCell.self))
        }
      }

      """,
    ])
    #expect(identifiers.prefix(2) == ["profile", "profile"])
    #expect(identifiers.last == "unresolved: 'AdminCell' may name a typealias or generic parameter")
  }

  /// A typealias the enclosing type declares to a specialised generic class (Brave's `private typealias
  /// FavoritesOverflowCell = NewTabCenteredCollectionViewCell<FavoritesOverflowButton>`) names that class,
  /// as the resolver has always followed it: the helper's `T` is bound to it, and the reason a site stays
  /// unresolved is the protocol default's body, not the alias.
  @Test func aTypealiasToASpecialisedGenericClassNamesIt() throws {
    let identifiers = try Self.identifiers([
      "Reusable.swift": """
      import UIKit
      protocol Reusable {}
      extension Reusable {
        static var identifier: String {
          String(describing: type(of: self))
        }
      }
      extension UICollectionView {
        func register<T: UICollectionViewCell & Reusable>(_ cellClass: T.Type) {
          register(cellClass, forCellWithReuseIdentifier: cellClass.identifier)
        }
      }
      class CenteredCell<View: UIView>: UICollectionViewCell, Reusable {
        static let plainIdentifier = "centered"
      }
      final class Provider {
        private typealias OverflowCell = CenteredCell<UIButton>
        func registerCells(to collectionView: UICollectionView) {
          collectionView.register(OverflowCell.self)
          collectionView.register(OverflowCell.self, forCellWithReuseIdentifier: OverflowCell.plainIdentifier)
          collectionView.register(OverflowCell.self, forCellWithReuseIdentifier: String(describing: OverflowCell.self))
        }
      }

      """
    ])
    #expect(identifiers.count == 3)
    #expect(
      identifiers.first
        == "unresolved: 'String(describing: type(of: self))' is not an identifier expression reusegen evaluates"
    )
    #expect(identifiers.dropFirst().first == "centered")
    #expect(identifiers.last?.hasPrefix("unresolved: ") == true)
  }

  @Test func constantsEnumsAndMembers() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": Self.cells,
      "Identifiers.swift": """
      import UIKit
      enum CellID: String {
        case feed
        case photo = "photo-cell"
      }
      enum Identifiers {
        static let prefix = "app."
        static let feed = prefix + "feed"
        static let loopA = loopB
        static let loopB = loopA
      }
      extension UITableViewCell {
        static var identifier: String { String(describing: self) }
      }

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(FeedCell.self, forCellReuseIdentifier: CellID.feed.rawValue)
          tableView.register(FeedCell.self, forCellReuseIdentifier: CellID.photo.rawValue)
          tableView.register(FeedCell.self, forCellReuseIdentifier: Identifiers.feed)
          tableView.register(FeedCell.self, forCellReuseIdentifier: FeedCell.identifier)
          tableView.register(Feed.PhotoCell.self, forCellReuseIdentifier: Feed.PhotoCell.identifier)
          tableView.register(FeedCell.self, forCellReuseIdentifier: Identifiers.loopA)
        }
      }

      """,
    ])
    #expect(identifiers.prefix(5) == ["feed", "photo-cell", "app.feed", "FeedCell", "PhotoCell"])
    #expect(identifiers.last?.hasPrefix("unresolved: the constants refer to one another") == true)
  }

  @Test func declaredIdentifiersAreListedPerClass() throws {
    let listed = try Self.listed([
      "Reusable.swift": """
      import UIKit
      protocol Reusable: AnyObject {
        static var reuseIdentifier: String { get }
      }
      extension Reusable {
        static var reuseIdentifier: String { String(describing: self) }
      }
      extension UITableViewCell: Reusable {}

      """,
      "Cells.swift": """
      import UIKit
      class BaseCell: UITableViewCell {}
      final class FeedCell: BaseCell {}
      enum Profile {
        final class HeaderCell: UITableViewCell {}
      }

      """,
      "Grid.swift": """
      import UIKit
      class GridCell: UICollectionViewCell {
        class var reuseIdentifier: String { NSStringFromClass(self) }
      }
      final class TileCell: GridCell {}
      class StoredCell: UICollectionViewCell {
        static let reuseIdentifier = String(describing: self)
      }
      final class StoredChildCell: StoredCell {}
      final class NamedCell: UICollectionViewCell {
        static let reuseIdentifier = Names.named
      }
      enum Names {
        static let named = "named-" + "cell"
      }

      """,
    ])
    #expect(listed["BaseCell"] == "BaseCell")
    #expect(listed["FeedCell"] == "FeedCell")
    #expect(listed["Profile.HeaderCell"] == "HeaderCell")
    #expect(listed["GridCell"] == "App.GridCell")
    #expect(listed["TileCell"] == "App.TileCell")
    // A stored value is computed once, for the class that declares it.
    #expect(listed["StoredChildCell"] == "StoredCell")
    #expect(listed["NamedCell"] == "named-cell")
  }

  @Test func computedIdentifiersThatCoincideAreAWarning() {
    let run = Self.run(
      "list",
      [
        "Cells.swift": """
        import UIKit
        extension UITableViewCell {
          @objc class var reuseIdentifier: String { String(describing: self) }
        }
        enum Feed { final class Cell: UITableViewCell {} }
        enum Profile { final class Cell: UITableViewCell {} }

        """
      ])
    #expect(run.status == .success)
    #expect(
      run.standardError.contains(
        "warning: reuse identifier 'Cell' of 'Profile.Cell' is also that of 'Feed.Cell'"))
  }

  @Test func lastComponentsAndStaticVariables() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": Self.cells,
      "Identifiable.swift": "import UIKit\n" + Self.identifiableClass + """
        extension FeedCell: IdentifiableClass {}
        enum Settings {
          static var cellID = "settings"
          static var changingID = "before"
          static var resetID = "reset"
          static func reset() { resetID = "again" }
        }
        func change() { Settings.changingID = "after" }
        // An instance property of the same name is another property (pocket-casts' `static var identifier`
        // next to `constraint.identifier = …`).
        func name(_ constraint: NSLayoutConstraint) { constraint.identifier = "x"; constraint.cellID = "y" }

        """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(FeedCell.self, forCellReuseIdentifier: FeedCell.className)
          tableView.register(FeedCell.self, forCellReuseIdentifier: String(describing: FeedCell.self).components(separatedBy: ".").last ?? "")
          tableView.register(FeedCell.self, forCellReuseIdentifier: Settings.cellID)
          tableView.register(FeedCell.self, forCellReuseIdentifier: Settings.changingID)
          tableView.register(FeedCell.self, forCellReuseIdentifier: Settings.resetID)
        }
      }

      """,
    ])
    #expect(identifiers.prefix(3) == ["FeedCell", "FeedCell", "settings"])
    #expect(identifiers.suffix(2).allSatisfy { $0.hasPrefix("unresolved: ") })
  }
}
