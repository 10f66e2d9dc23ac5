import Testing

@testable import ReuseGenCore

/// Every site that stays has a note whose stated cause is true (SPEC §10.5), whatever name the identifier
/// reads: a variable code assigns to, a parameter, a value a pattern binds, a file's private constant, an
/// enum case's property, or a switch whose branch reads an associated value. Each fixture is written the
/// way round 53's apps write it (Slide, SwiftHub, Mullvad VPN, Ello), paraphrased.
@Suite struct StayingSiteReasonTests {
  private static let cells = """
    import UIKit

    final class CommentCell: UITableViewCell {}
    final class HeaderCell: UICollectionViewCell {}
    final class PostCell: UICollectionViewCell {}
    """

  private static func audit(_ files: [String: String]) -> CommandRun {
    let directory = TemporaryDirectory.module(files.merging(["Cells.swift": cells]) { $1 })
    defer { directory.remove() }
    return CommandRun(["audit", "App", "--module", "App"], in: directory.path)
  }

  private static func unresolved(_ call: String, _ reason: String) -> String {
    "unresolved reuse identifier in '\(call)': \(reason)"
  }

  /// Slide's counters, bumped to throw away cached cells after a settings change: an instance `var` of the
  /// screen itself and a `static var` other screens bump. Each is a variable code assigns to, not a member
  /// inherited from another type, although other types declare members of the same name.
  @Test func aCounterTheScreenBumpsIsAVariableCodeAssignsTo() {
    let screen = """
      import UIKit

      final class ThreadViewController: UIViewController, UITableViewDataSource {
        static var layoutVersion = 0
        var version = 0
        let tableView = UITableView()

        func reload() {
          version += 1
          tableView.register(CommentCell.self, forCellReuseIdentifier: "Comment\\(version)")
          tableView.register(CommentCell.self, forCellReuseIdentifier: "Link\\(ThreadViewController.layoutVersion)")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "Comment\\(version)", for: indexPath)
        }
      }

      final class Download { var version = 2 }

      enum LayoutSettings {
        static func changed() { ThreadViewController.layoutVersion += 1 }
      }
      """
    let output = Self.audit(["Thread.swift": screen]).standardOutput
    #expect(
      output.contains(
        Self.unresolved(
          "dequeueReusableCell(withIdentifier:for:)",
          "'ThreadViewController.version' is a variable that code assigns to, so its value is known only at "
            + "run time")))
    #expect(
      output.contains(
        "'ThreadViewController.layoutVersion' is a variable that code assigns to, so its value is known only "
          + "at run time"))
    #expect(!output.contains("inherited from another type"))
  }

  /// SwiftHub: each screen's file declares its own `private let reuseIdentifier`, visible only in that
  /// file; its value is an R.swift name, and `R.generated.swift` is written at build time.
  @Test func aFilesPrivateConstantIsThatFilesOwnAndItsRSwiftNameIsSaidUnread() {
    func screen(_ name: String, _ cell: String) -> String {
      """
      import UIKit

      private let reuseIdentifier = R.reuseIdentifier.\(cell).identifier

      final class \(name): UIViewController, UITableViewDataSource {
        let tableView = UITableView()

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        }
      }
      """
    }
    let output = Self.audit([
      "Settings.swift": screen("SettingsViewController", "settingCell"),
      "User.swift": screen("UserViewController", "userDetailCell"),
    ]).standardOutput
    #expect(!output.contains("declared more than once"))
    #expect(
      output.contains(
        "'R.reuseIdentifier.settingCell' is a name of R.swift's generated 'R', which no scanned source "
          + "declares (R.swift writes it at build time), and reusegen derives R.swift's names only when a "
          + "Swift file of the module imports Rswift or RswiftResources"))
    #expect(output.contains("'R.reuseIdentifier.userDetailCell' is a name of R.swift's generated 'R'"))
  }

  /// Mullvad VPN's cell factory reads the raw value of a parameter's enum member; Ello's delegate reads a
  /// value a tuple pattern binds. Neither is an undeclared name.
  @Test func aParameterAndAPatternsValueAreKnownOnlyAtRunTime() {
    let factory = """
      import UIKit

      enum RowIdentifier: String { case plain, detail }

      struct Row { var reuseIdentifier: RowIdentifier }

      final class RowFactory {
        let tableView: UITableView
        init(tableView: UITableView) { self.tableView = tableView }

        func makeCell(for row: Row, indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier.rawValue)
            ?? UITableViewCell(style: .default, reuseIdentifier: row.reuseIdentifier.rawValue)
        }
      }
      """
    let delegate = """
      import UIKit

      protocol Region { var reuseIdentifier: String { get } }

      final class ComposerDelegate: NSObject, UITableViewDataSource {
        var regions: [(Int, Region)] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { regions.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          guard let (_, region) = regions.first else { return UITableViewCell() }
          return tableView.dequeueReusableCell(withIdentifier: region.reuseIdentifier, for: indexPath)
        }
      }
      """
    let output = Self.audit(["RowFactory.swift": factory, "Composer.swift": delegate]).standardOutput
    #expect(
      output.contains(
        Self.unresolved(
          "dequeueReusableCell(withIdentifier:)",
          "'row' is a parameter of 'makeCell(for:indexPath:)', whose value is known only at each call, so "
            + "'row.reuseIdentifier.rawValue' is not evaluated")))
    #expect(
      output.contains(
        Self.unresolved(
          "dequeueReusableCell(withIdentifier:for:)",
          "'region' is bound by a pattern to a value known only at run time, so 'region.reuseIdentifier' is "
            + "not evaluated")))
    #expect(!output.contains("not declared in the scanned sources"))
  }

  /// Ello's cell types: an enum whose computed `reuseIdentifier` switches over its cases, one of which
  /// returns its associated value's identifier. A site that reads one case's property names that case; a
  /// site that reads the property of a value says what it reads before the branch's own names.
  @Test func anEnumCasesPropertyAndASwitchBranchAreSaidFromTheSite() {
    let types = """
      import UIKit

      protocol EditorialKind { var reuseIdentifier: String { get } }

      enum CellType {
        case header
        case editorial(EditorialKind)
        case unknown

        var reuseIdentifier: String {
          switch self {
          case .header: return "HeaderCell"
          case let .editorial(kind): return kind.reuseIdentifier
          case .unknown: return "UnknownCell"
          }
        }

        static let all: [CellType] = [.header, .unknown]

        static func register(in collectionView: UICollectionView) {
          for type in all {
            collectionView.register(HeaderCell.self, forCellWithReuseIdentifier: type.reuseIdentifier)
          }
        }
      }

      final class StreamDataSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        {
          collectionView.dequeueReusableCell(
            withReuseIdentifier: CellType.unknown.reuseIdentifier, for: indexPath)
        }
      }
      """
    let output = Self.audit(["CellType.swift": types]).standardOutput
    #expect(
      output.contains(
        Self.unresolved(
          "dequeueReusableCell(withReuseIdentifier:for:)",
          "'CellType.unknown' is a case of the enum 'CellType', not a type, and reusegen does not evaluate "
            + "the instance property 'reuseIdentifier' for one case")))
    #expect(
      output.contains(
        Self.unresolved(
          "register(_:forCellWithReuseIdentifier:)",
          "'type.reuseIdentifier' is one of the values 'CellType.reuseIdentifier' chooses among, and one of "
            + "them is not evaluated: 'kind' is")))
    #expect(!output.contains("'CellType.unknown' is not declared"))
  }

  /// AltStore registers a nib-backed cell through `UpdateCell.nib`, a class property its Roxas library
  /// declares: the call registers a nib, whose name and bundle the run does not read, not the cell's class.
  @Test func aLibrarysNibMemberIsANibWhoseNameIsNotRead() {
    let screen = """
      import UIKit

      final class UpdateCell: UICollectionViewCell {}

      final class UpdatesViewController: UIViewController, UICollectionViewDataSource {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(UpdateCell.nib, forCellWithReuseIdentifier: "UpdateCell")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        {
          collectionView.dequeueReusableCell(withReuseIdentifier: "UpdateCell", for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module([
      "Updates.swift": screen,
      "UpdateCell.xib": InterfaceBuilderFixtures.xibText(
        InterfaceBuilderFixtures.xibTableCell(
          "UpdateCell", #" customModule="App" customModuleProvider="target""#, tag: "collectionViewCell")),
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(
      run.standardError.contains(
        "this one cannot move: it registers the nib 'UpdateCell.nib', whose name and bundle reusegen does not read "
          + "from a declaration, so register(_:) may not register what it does"),
      "\(run.standardError)")
    #expect(!run.standardError.contains("would not register its class"))
  }
}
