import Foundation
import Testing

@testable import ReuseGenCore

/// A module of Swift and Objective-C (`Fixtures/ObjectiveC/Mixed`, written as apps write both): what each
/// command reads of its `.h` and `.m` files (SPEC §10.7).
@Suite struct MixedModuleTests {
  private static let arguments = ["Mixed", "--module", "Mixed"]

  /// The listing's rows as `name kind identifier`.
  private static func rows(_ run: CommandRun) throws -> [String] {
    let views = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]]
    return (views ?? []).map { view in
      ["name", "kind", "identifier"].map { view[$0] as? String ?? "-" }.joined(separator: " ")
    }
  }

  @Test func aSwiftCellOnAnObjectiveCBaseIsAReusableViewWithoutBase() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Mixed")
    defer { directory.remove() }
    let list = CommandRun(["list", "--format", "json"] + Self.arguments, in: directory.path)
    #expect(list.status == .success)
    // `FeedCell: BaseObjCCell`, `@interface BaseObjCCell : UITableViewCell`; the Objective-C classes
    // themselves (`BaseObjCCell`, `SpinnerCell`, `LegacyHeaderView`) are Objective-C's to register.
    #expect(
      try Self.rows(list) == [
        "BannerCell tableViewCell BannerCell", "FeedCell tableViewCell Mixed.FeedCell",
        "NoteCell tableViewCell Mixed.NoteCell", "ProfileCell tableViewCell Mixed.ProfileCell",
      ])
    // No "declare it with --base" note: the chain is read.
    #expect(!list.standardError.contains("--base"))
    let generate = CommandRun(["generate"] + Self.arguments, in: directory.path)
    #expect(generate.status == .success)
    #expect(generate.standardOutput.contains("extension FeedCell: Dequeuable"))
    #expect(!generate.standardOutput.contains("BaseObjCCell"))
    #expect(!generate.standardOutput.contains("SpinnerCell"))
  }

  /// Without its Objective-C, the Swift cell is what it was: a class on an unknown base.
  @Test func withoutTheHeadersTheBaseIsUnknownAsBefore() {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Mixed")
    defer { directory.remove() }
    let list = CommandRun(["list"] + Self.arguments + ["--exclude", "*.h"], in: directory.path)
    #expect(!list.standardOutput.contains("FeedCell "))
    #expect(
      list.standardError.contains(
        "'FeedCell' inherits from 'BaseObjCCell', which this module does not declare"))
  }

  @Test func aSwiftIdentifierNamingAnObjectiveCConstantEvaluates() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Mixed")
    defer { directory.remove() }
    // `static let reuseIdentifier = BannerCellIdentifier`, `NSString * const BannerCellIdentifier =
    // @"BannerCell"` (declared `extern` in a header): in `list`, through the lookup of declared identifiers,
    let list = CommandRun(["list", "--format", "json"] + Self.arguments, in: directory.path)
    #expect(try Self.rows(list).contains("BannerCell tableViewCell BannerCell"))
    // and in `audit`, through the one of call sites.
    let audit = CommandRun(["audit", "--format", "json"] + Self.arguments, in: directory.path)
    let object = try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any]
    let sites = object?["callSites"] as? [[String: Any]] ?? []
    let feed = try #require(sites.first { $0["cast"] as? String == "FeedCell" })
    #expect(feed["identifier"] as? String == "FeedCell")
    #expect(feed["resolution"] as? String == "constant")
  }

  @Test func anObjectiveCRegistrationOfASwiftDequeuedCellIsNoError() {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Mixed")
    defer { directory.remove() }
    let audit = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(audit.status == .success)
    #expect(
      audit.standardOutput.contains(
        "audit: 5 call sites (5 resolved) and 9 Objective-C sends (9 resolved), 0 errors, 0 warnings"),
      "\(audit.standardOutput)")
    // The registrations are what keeps it clean: without the screen's `.m` file, the dequeues are registered
    // nowhere audit reads, and the Objective-C superclass whose implementation it no longer reads may
    // register them (SPEC §10.7): notes that say so, not errors.
    let without = CommandRun(
      ["audit"] + Self.arguments + ["--exclude", "LegacyFeedViewController.m"], in: directory.path)
    #expect(without.status == .success)
    #expect(
      without.standardOutput.contains(
        "Mixed/FeedViewController.swift:9:55: note: reuse identifier 'FeedCell' is dequeued but registered as a "
          + "table view cell in no code, nib or storyboard audit reads; 'FeedViewController' inherits from "
          + "'LegacyFeedViewController'"))
    #expect(
      without.standardOutput.contains(
        "reuse identifier 'Mixed.ProfileCell' is dequeued but registered as a table view cell in no code"))
  }

  /// An Objective-C registration that evaluates registers its identifier only: another one the Swift side
  /// dequeues is still never registered. The note points into the `.m` file.
  @Test func anEvaluatedObjectiveCRegistrationCoversItsIdentifierOnly() {
    let directory = TemporaryDirectory.module([
      "Identifiers.h": "extern NSString *const FooIdentifier;\n",
      "Screen.m": """
      NSString *const FooIdentifier = @"Foo";
      @implementation Screen
      - (void)viewDidLoad {
          [self.tableView registerClass:[FooCell class] forCellReuseIdentifier:FooIdentifier];
          [self.collectionView registerClass:[UICollectionViewCell class]
                  forCellWithReuseIdentifier:@"Bar"];
      }
      @end
      """,
      "Cells.swift": """
      import UIKit
      final class FooCell: UITableViewCell {}
      final class SwiftScreen: UITableViewController {
          func cell(_ indexPath: IndexPath) -> UITableViewCell {
              if indexPath.row == 0 {
                  return tableView.dequeueReusableCell(withIdentifier: FooIdentifier, for: indexPath)
              }
              return tableView.dequeueReusableCell(withIdentifier: "Bar", for: indexPath)
          }
      }
      """,
    ])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.status == .failure)
    #expect(!audit.standardOutput.contains("'Foo' is dequeued"))
    #expect(
      audit.standardOutput.contains(
        "App/Cells.swift:8:62: error: reuse identifier 'Bar' is dequeued but never registered as a table view cell"
      ))
    #expect(
      audit.standardOutput.contains(
        "App/Screen.m:5:26: note: 'Bar' is registered as a collection view cell here"))
  }

  /// `NoteCell.identifier` and `[NoteCell identifier]` in Objective-C read the Swift class's `@objc static let`,
  /// evaluated as Swift evaluates it; a class `@objc(Name)` renames is the Swift class of that name.
  @Test func anObjectiveCSendReadsASwiftClassMember() {
    let directory = TemporaryDirectory.module([
      "Screen.m": """
      - (void)viewDidLoad {
          [self.tableView registerClass:[NoteCell class] forCellReuseIdentifier:NoteCell.identifier];
          [self.tableView registerClass:NoteCell.class forCellReuseIdentifier:[NoteCell otherIdentifier]];
          [self.tableView registerClass:[LegacyRenamedCell class] forCellReuseIdentifier:LegacyRenamedCell.identifier];
      }
      """,
      "Screen.swift": """
      import UIKit
      final class NoteCell: UITableViewCell {
          @objc static let identifier = "Note"
          @objc static let otherIdentifier = "Other"
      }
      @objc(LegacyRenamedCell) final class RenamedCell: UITableViewCell {
          @objc static let identifier = "Renamed"
      }
      final class SwiftScreen: UITableViewController {
          func note(_ indexPath: IndexPath) -> NoteCell {
              tableView.dequeueReusableCell(withIdentifier: NoteCell.identifier, for: indexPath) as! NoteCell
          }
          func other(_ indexPath: IndexPath) -> NoteCell {
              tableView.dequeueReusableCell(withIdentifier: "Other", for: indexPath) as! NoteCell
          }
          func renamed(_ indexPath: IndexPath) -> RenamedCell {
              tableView.dequeueReusableCell(withIdentifier: "Renamed", for: indexPath) as! RenamedCell
          }
          func wrongCast(_ indexPath: IndexPath) -> NoteCell {
              tableView.dequeueReusableCell(withIdentifier: "Renamed", for: indexPath) as! NoteCell
          }
          func missing(_ indexPath: IndexPath) -> NoteCell {
              tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath) as! NoteCell
          }
      }
      """,
    ])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(!audit.standardOutput.contains("'Note'"))
    #expect(!audit.standardOutput.contains("'Other'"))
    #expect(
      audit.standardOutput.contains("error: reuse identifier 'Missing' is dequeued but never registered"))
    // `LegacyRenamedCell` is the `@objc` name of `RenamedCell`: its identifier, and its class, which a cast
    // to another one fails.
    #expect(!audit.standardOutput.contains("'Renamed' is dequeued but never registered"))
    #expect(
      audit.standardOutput.contains(
        "error: reuse identifier 'Renamed' is registered for 'RenamedCell', which is not a 'NoteCell'"))
  }

  /// One Objective-C registration whose identifier is not known may register any identifier of its registry:
  /// no dequeue it could satisfy is a certain crash. A dequeue cast to a class it does not register is.
  @Test func anUnresolvedObjectiveCRegistrationKeepsItsRegistryFromErrors() {
    let directory = TemporaryDirectory.module([
      "Screen.m": """
      - (void)registerCells:(NSString *)identifier {
          [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:identifier];
      }
      """,
      "Screen.swift": """
      import UIKit
      final class FooCell: UITableViewCell {}
      final class SwiftScreen: UITableViewController {
          func cell(_ indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "Anything", for: indexPath)
          }
          func foo(_ indexPath: IndexPath) -> FooCell {
              tableView.dequeueReusableCell(withIdentifier: "Foo", for: indexPath) as! FooCell
          }
      }
      """,
    ])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(!audit.standardOutput.contains("'Anything'"))
    #expect(
      audit.standardOutput.contains(
        "App/Screen.swift:8:55: error: reuse identifier 'Foo' is dequeued but never registered"))
  }

  @Test func migrateNeverRewritesObjectiveCNorMovesAStringItUses() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Mixed")
    defer { directory.remove() }
    let objectiveC = try FileManager.default.subpathsOfDirectory(atPath: directory.path + "/Mixed")
      .filter { $0.hasSuffix(".h") || $0.hasSuffix(".m") }.sorted()
    #expect(objectiveC.count == 6)
    let before = objectiveC.map { directory.read("Mixed/" + $0) }
    let run = CommandRun(["migrate", "--write"] + Self.arguments, in: directory.path)
    #expect(run.status == .success)
    #expect(objectiveC.map { directory.read("Mixed/" + $0) } == before)
    #expect(run.standardError.contains("Rewrote 5 call sites in 1 file; left 0 as they were"))
    let swift = try #require(directory.read("Mixed/FeedViewController.swift"))
    // The Swift dequeue of the string the `.m` file registers keeps it: the typed API would dequeue
    // `Mixed.FeedCell`, which nothing registers, so it moves to a typed identifier of `FeedCell`, built from
    // the class as the Objective-C registration builds it.
    #expect(swift.contains("tableView.dequeueReusableCell(identifier: .feedCell, for: indexPath)\n"))
    #expect(
      swift.contains(
        "extension TypedReuseIdentifier where View == FeedCell {\n  static var feedCell: Self { Self(\"FeedCell\") }"
      ))
    // The nib the `.m` file registers from the main bundle holds `NoteCell`: its typed identifier says so.
    #expect(swift.contains("return tableView.dequeueReusableCell(identifier: .note, for: indexPath)\n"))
    #expect(
      swift.contains(
        "extension TypedReuseIdentifier where View == NoteCell {\n  static var note: Self { "
          + #"Self("Note", source: .nib(name: "NoteCell", bundle: nil)) }"#))
    // `NSStringFromClass([ProfileCell class])` is the view's own identifier, `Mixed.ProfileCell`: its
    // dequeue moves to the typed API, which dequeues that same string. The all-Swift screen moves whole.
    #expect(swift.contains("tableView.dequeueReusableCell(\n        ProfileCell.self, for: indexPath)"))
    #expect(swift.contains("tableView.register(BannerCell.self)"))
    // The migrated module still audits clean, and a second run changes nothing.
    let audit = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(audit.status == .success)
    #expect(audit.standardOutput.contains("0 errors, 0 warnings"))
    let again = CommandRun(["migrate"] + Self.arguments, in: directory.path)
    #expect(again.standardOutput.isEmpty)
  }

  /// Without a registration that says how UIKit builds the view (here a nib the `.m` file registers), the
  /// Swift dequeue of the string an Objective-C send registers stays, with a note that says why.
  @Test func aStringObjectiveCRegistersFromANibStaysWithANote() {
    let directory = TemporaryDirectory.module([
      "Screen.m": """
      - (void)viewDidLoad {
          [self.tableView registerNib:[UINib nibWithNibName:@"NoteCell" bundle:nil] forCellReuseIdentifier:@"Note"];
      }
      """,
      "Screen.swift": """
      import UIKit
      final class NoteCell: UITableViewCell {}
      final class SwiftScreen: UITableViewController {
          func note(_ indexPath: IndexPath) -> NoteCell {
              tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
          }
      }
      """,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.contains(
        "App/Screen.swift:5:19: note: not migrated: the Objective-C send at App/Screen.m:2:21 registers reuse "
          + "identifier 'Note', and migrate never rewrites Objective-C, so it must stay"))
  }

  /// A Swift registration of a string an Objective-C send dequeues keeps the string: moving it to the class's
  /// generated identifier would leave the `.m` file dequeuing a string nothing registers, so it moves to a
  /// typed identifier of that string.
  @Test func migrateKeepsASwiftRegistrationOfAStringObjectiveCDequeues() {
    let directory = TemporaryDirectory.module([
      "Legacy.m": """
      - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
          return [tableView dequeueReusableCellWithIdentifier:@"Note" forIndexPath:indexPath];
      }
      - (UITableViewCell *)other:(UITableView *)tableView {
          return [tableView dequeueReusableCellWithIdentifier:self.dynamicIdentifier];
      }
      """,
      "Screen.swift": """
      import UIKit
      final class NoteCell: UITableViewCell {}
      final class LegacyScreen: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
          }
      }
      """,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("+        tableView.register(identifier: .note)\n"))
    #expect(run.standardOutput.contains("+    static var note: Self { Self(\"Note\") }\n"))
  }

  /// Hostile `.h` and `.m` files beside a Swift cell: every command finishes, and the cell is still found.
  @Test func hostileObjectiveCFilesNeverStopACommand() throws {
    var generator = SeededGenerator(seed: 3_939)
    let random = String(
      decoding: (0..<4_000).map { _ in UInt8.random(in: 0...255, using: &generator) }, as: UTF8.self)
    let hostile = [
      "/* never closed", "NSString *const X = @\"never closed", "#define A @\"B\" \\",
      String(repeating: "[t registerClass:[A class] forCellReuseIdentifier:", count: 2_000),
      String(repeating: "@interface A : A\n", count: 200) + "@interface B : A\n", random,
    ]
    for text in hostile {
      let directory = TemporaryDirectory.module([
        "Hostile.m": text, "Hostile.h": text,
        "Cell.swift": "import UIKit\nfinal class Cell: UITableViewCell {}\n",
      ])
      defer { directory.remove() }
      for command in ["list", "audit", "migrate"] {
        let run = CommandRun([command, "App", "--module", "App"], in: directory.path)
        #expect(run.status == .success, "\(command) on \(text.prefix(40))")
      }
      #expect(
        CommandRun(["list", "App", "--module", "App"], in: directory.path).standardOutput.contains("Cell "))
    }
  }

  /// An Objective-C file that cannot be read (a dangling link to a generated header) is a warning: it only
  /// adds facts, and must not fail a build that passed before ReuseGen read Objective-C.
  @Test func anUnreadableObjectiveCFileIsAWarning() throws {
    let directory = TemporaryDirectory.module([
      "FeedCell.swift": "import UIKit\nfinal class FeedCell: UITableViewCell {}\n"
    ])
    defer { directory.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/App/Generated.h", withDestinationPath: directory.path + "/missing.h")
    for command in ["list", "audit"] {
      let run = CommandRun([command, "App", "--module", "App"], in: directory.path)
      #expect(run.status == .success, "\(command)")
      #expect(
        run.standardError.contains("App/Generated.h: warning: cannot read 'App/Generated.h'"),
        "\(command): \(run.standardError)")
    }
  }
}
