import Foundation
import Testing

@testable import ReuseGenCore

/// A register or dequeue call without `receiver.` moves to the typed API only where the unqualified typed
/// call is sure to call the generated helper on the same view: in a module class whose whole chain ends at
/// the call's UIKit view class, none of whose classes declares a method of the call's name (SPEC §10.3).
/// The moves themselves are run on the stand-in by Examples' `IdiomScreens` (`TagsGridView`).
@Suite struct ImplicitReceiverTests {
  /// A table view that registers its own rows and serves them, as apps write a self-contained list.
  private static func list(base: String = "UITableView", extra: String = "") -> String {
    """
    import UIKit

    final class OptionCell: UITableViewCell {}

    class OptionsTableView: \(base), UITableViewDataSource {
      var options: [String] = []

      override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        register(OptionCell.self, forCellReuseIdentifier: "option")
        dataSource = self
      }

      required init?(coder: NSCoder) { fatalError() }
    \(extra)
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { options.count }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: "option", for: indexPath) as! OptionCell
        cell.textLabel?.text = options[indexPath.row]
        return cell
      }
    }

    """
  }

  private static func migrate(_ files: [String: String]) throws -> (run: CommandRun, migrated: String) {
    let directory = TemporaryDirectory.module(files)
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = try String(contentsOfFile: directory.path + "/App/Options.swift", encoding: .utf8)
    return (run, migrated)
  }

  @Test func aTableViewSubclassCallingItsOwnMethodsMoves() throws {
    let (run, migrated) = try Self.migrate(["Options.swift": Self.list()])
    #expect(run.status == .success)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    #expect(migrated.contains("    register(OptionCell.self)\n"))
    #expect(migrated.contains("let cell = dequeueReusableCell(OptionCell.self, for: indexPath)\n"))
  }

  /// Through a base class of the module, the chain still ends at `UITableView`.
  @Test func aSubclassOfTheModulesTableViewMoves() throws {
    let base = "class BaseTableView: UITableView {}\n"
    let (run, migrated) = try Self.migrate([
      "Options.swift": Self.list(base: "BaseTableView"), "Base.swift": "import UIKit\n\n" + base,
    ])
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"))
    #expect(migrated.contains("    register(OptionCell.self)\n"))
  }

  /// A class of the chain that declares a method of the call's name could take the unqualified typed call
  /// instead of the generated helper, and a base the sources do not show might too.
  @Test(arguments: [
    (
      "UITableView",
      "  override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {\n"
        + "    super.register(cellClass, forCellReuseIdentifier: identifier)\n  }\n"
    ),
    ("LibraryTableView", ""),
  ])
  func aCallThatMayBindElsewhereStays(base: String, extra: String) throws {
    let (run, migrated) = try Self.migrate(["Options.swift": Self.list(base: base, extra: extra)])
    #expect(migrated.contains("register(OptionCell.self, forCellReuseIdentifier: \"option\")"))
    let note = run.standardError.split(separator: "\n").first { $0.contains("Options.swift:10:5: note:") }
    #expect(note?.hasSuffix("the call has no explicit receiver") == true, "\(run.standardError)")
  }
}
