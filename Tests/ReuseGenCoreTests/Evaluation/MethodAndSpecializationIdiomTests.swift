import Foundation
import Testing

@testable import ReuseGenCore

/// Identifier spellings of apps nobody tuned for (SPEC §10.1, issue 39 step 5): class and static methods
/// that return an identifier, a static member named like an instance property, and specializations of a
/// generic cell. Each through `audit`, which evaluates every call site, and `migrate`.
@Suite struct MethodAndSpecializationIdiomTests {
  private static func identifiers(_ files: [String: String]) throws -> [String] {
    try IdentifierEvaluationTests.identifiers(files)
  }

  /// Class methods as Objective-C-era apps write them, one overridden by a subclass, and a static method
  /// naming its class; a registration loop over their values.
  private static let methodCells = """
    import UIKit

    public class CapabilityCell: UITableViewCell {
      public class func cellIdentifier() -> String {
        return "CapabilityCell"
      }
    }

    public class PushCapabilityCell: CapabilityCell {
      @objc public override class func cellIdentifier() -> String {
        return "PushCapabilityCell"
      }
    }

    final class BuddyCell: UICollectionViewCell {
      static func reuseIdentifier() -> String {
        String(describing: self)
      }
      func title() -> String { "buddy" }
    }

    """

  @Test func classAndStaticMethodsReturningAnIdentifierEvaluate() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": Self.methodCells,
      "Screen.swift": """
      import UIKit
      final class CapabilitiesViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          for identifier in [CapabilityCell.cellIdentifier(), PushCapabilityCell.cellIdentifier()] {
            tableView.register(UINib(nibName: identifier, bundle: nil), forCellReuseIdentifier: identifier)
          }
          tableView.register(PushCapabilityCell.self, forCellReuseIdentifier: PushCapabilityCell.cellIdentifier())
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: CapabilityCell.cellIdentifier(), for: indexPath)
        }
      }
      final class BuddiesViewController: UICollectionViewController {
        let buddy = BuddyCell()
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(BuddyCell.self, forCellWithReuseIdentifier: BuddyCell.reuseIdentifier())
          collectionView.register(BuddyCell.self, forCellWithReuseIdentifier: buddy.title())
        }
      }

      """,
    ])
    #expect(
      identifiers == [
        // The loop's variable is each element in turn: the set of the array's values.
        "unresolved: the identifier is chosen at run time among 'CapabilityCell', 'PushCapabilityCell'",
        "PushCapabilityCell", "CapabilityCell", "BuddyCell",
        // An instance method is no identifier the evaluator reads.
        "unresolved: 'buddy.title()' is not an identifier expression reusegen evaluates",
      ])
  }

  @Test func aMethodWithoutAStringBodyOrAnInstanceMethodIsNotEvaluated() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": """
      import UIKit
      final class RowCell: UITableViewCell {
        static func reuseIdentifier() -> String {
          let base = ProcessInfo.processInfo.processName
          return base + "Row"
        }
        func cellIdentifier() -> String { "row" }
        static var shared = RowCell()
      }

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(RowCell.self, forCellReuseIdentifier: RowCell.reuseIdentifier())
          tableView.register(RowCell.self, forCellReuseIdentifier: RowCell.missing())
        }
      }

      """,
    ])
    #expect(
      identifiers == [
        // A body of several statements is not one expression.
        "unresolved: 'let base = ProcessInfo.processInfo.processName' is not an identifier expression "
          + "reusegen evaluates",
        "unresolved: 'RowCell.missing()' is not a method without parameters that the sources declare once",
      ])
  }

  /// VLC's `ActionSheetCell`: `var identifier: ActionSheetCellIdentifier?` beside `@objc static var
  /// identifier: String`. Through the type it is the static one; through an instance, the instance's.
  @Test func aStaticMemberNamedLikeAnInstanceOneIsReadThroughTheType() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": """
      import UIKit
      enum ActionKind { case play }
      final class ActionCell: UICollectionViewCell {
        var identifier: ActionKind?
        static var identifier: String {
          return String(describing: self)
        }
      }

      """,
      "Screen.swift": """
      import UIKit
      final class Screen: UICollectionViewController {
        let sample: ActionCell = ActionCell()
        override func viewDidLoad() {
          collectionView.register(ActionCell.self, forCellWithReuseIdentifier: ActionCell.identifier)
          collectionView.register(ActionCell.self, forCellWithReuseIdentifier: sample.identifier)
        }
      }

      """,
    ])
    #expect(identifiers.first == "ActionCell")
    #expect(identifiers.last?.hasPrefix("unresolved: ") == true)
  }

  /// Provenance's `CollectionViewInCollectionViewCell<PVGame>.identifier`: a specialization prints with its
  /// generic arguments, each by its own innermost name (`swift` prints `GenericCell<Inner>` for
  /// `GenericCell<Outer.Inner>`, and `GenericCell<GenericCell<Game>>` for a nested one). The generic class
  /// itself has no one name.
  @Test func specializationsOfAGenericCellPrintWithTheirArguments() throws {
    let identifiers = try Self.identifiers([
      "Cells.swift": """
      import UIKit
      struct Game {}
      enum Library { struct Save {} }
      typealias Recent = Game
      class CarouselCell<Item>: UICollectionViewCell {
        static var identifier: String { String(describing: self) }
        static func register(on collectionView: UICollectionView) {
          collectionView.register(Self.self, forCellWithReuseIdentifier: Self.identifier)
        }
      }

      """,
      "Screen.swift": """
      import UIKit
      final class LibraryViewController: UICollectionViewController {
        override func viewDidLoad() {
          collectionView.register(CarouselCell<Game>.self, forCellWithReuseIdentifier: CarouselCell<Game>.identifier)
          collectionView.register(CarouselCell<Library.Save>.self, forCellWithReuseIdentifier: CarouselCell<Library.Save>.identifier)
          collectionView.register(CarouselCell<Recent>.self, forCellWithReuseIdentifier: String(describing: CarouselCell<Recent>.self))
          collectionView.register(CarouselCell<CarouselCell<Game>>.self, forCellWithReuseIdentifier: "\\(CarouselCell<CarouselCell<Game>>.self)")
          collectionView.register(CarouselCell<Int>.self, forCellWithReuseIdentifier: CarouselCell<Int>.identifier)
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCell<Game>.identifier, for: indexPath) as! CarouselCell<Game>
        }
      }

      """,
    ])
    #expect(
      identifiers == [
        "unresolved: 'CarouselCell' is generic: each specialization has its own name",
        "CarouselCell<Game>", "CarouselCell<Save>", "CarouselCell<Game>",
        "CarouselCell<CarouselCell<Game>>",
        "unresolved: 'Int' is not declared in the scanned sources",
        "CarouselCell<Game>",
      ])
  }

  /// A dequeue of a specialization whose registration is gone is caught, as for any other class.
  @Test func aLostRegistrationOfASpecializationIsAnError() {
    let directory = TemporaryDirectory.module([
      "Screen.swift": """
      import UIKit
      struct Game {}
      struct Save {}
      class CarouselCell<Item>: UICollectionViewCell {
        static var identifier: String { String(describing: self) }
      }
      final class LibraryViewController: UICollectionViewController {
        override func viewDidLoad() {
          collectionView.register(CarouselCell<Game>.self, forCellWithReuseIdentifier: CarouselCell<Game>.identifier)
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          if indexPath.section == 0 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCell<Game>.identifier, for: indexPath)
          }
          return collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCell<Save>.identifier, for: indexPath)
        }
      }

      """
    ])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.status == .failure)
    #expect(
      audit.standardOutput.contains(
        "Screen.swift:15:68: error: reuse identifier 'CarouselCell<Save>' is dequeued but never registered"),
      "\(audit.standardOutput)")
    #expect(!audit.standardOutput.contains("'CarouselCell<Game>' is dequeued but never registered"))
  }

  /// `migrate` moves the groups whose identifiers are class methods to the typed API, and keeps a
  /// specialization's sites, which have no typed API, with a note; a second run changes nothing.
  @Test func migrateMovesClassMethodIdentifiersAndKeepsSpecializations() {
    let directory = TemporaryDirectory.module([
      "Cells.swift": Self.methodCells,
      "Screen.swift": """
      import UIKit
      struct Game {}
      class CarouselCell<Item>: UICollectionViewCell {
        static var identifier: String { String(describing: self) }
      }
      final class CapabilitiesViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(CapabilityCell.self, forCellReuseIdentifier: CapabilityCell.cellIdentifier())
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: CapabilityCell.cellIdentifier(), for: indexPath)
        }
      }
      final class BuddiesViewController: UICollectionViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(BuddyCell.self, forCellWithReuseIdentifier: BuddyCell.reuseIdentifier())
          collectionView.register(CarouselCell<Game>.self, forCellWithReuseIdentifier: CarouselCell<Game>.identifier)
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          if indexPath.section == 0 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: BuddyCell.reuseIdentifier(), for: indexPath)
          }
          return collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCell<Game>.identifier, for: indexPath)
        }
      }

      """,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.status == .success)
    let migrated = directory.read("App/Screen.swift") ?? ""
    #expect(migrated.contains("tableView.register(CapabilityCell.self)\n"))
    #expect(migrated.contains("tableView.dequeueReusableCell(CapabilityCell.self, for: indexPath)"))
    #expect(migrated.contains("collectionView.register(BuddyCell.self)\n"))
    #expect(migrated.contains("collectionView.dequeueReusableCell(BuddyCell.self, for: indexPath)"))
    #expect(migrated.contains("forCellWithReuseIdentifier: CarouselCell<Game>.identifier)"))
    #expect(
      run.standardError.contains("not migrated: reuse identifier 'CarouselCell<Game>'"),
      "\(run.standardError)")
    let again = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.status == .success, "\(audit.standardOutput)")
  }
}
