import Testing

@testable import ReuseGenCore

/// The type of a value, read from what the sources write down (`ValueTypes.swift`): apps choose a row's cell
/// through `let row = rowAtIndexPath(indexPath)`, `viewModel.sections[i].rows[j]` and `for row in
/// Row.allCases`, and an enum's `type` that returns a cell's metatype. `audit` must read each closed set to
/// catch the member nothing registers, and read each loop's registrations so that it never reports a correct
/// app.
@Suite struct ValueTypeTests {
  /// The cells and the enum WooCommerce-style screens share: the `type` switch gives a metatype, whose
  /// `reuseIdentifier` (the app's own extension) is the class name.
  private static let cells = """
    import UIKit

    extension UITableViewCell {
      @objc class var reuseIdentifier: String { return String(describing: self) }
    }

    final class SummaryCell: UITableViewCell {}
    final class TotalCell: UITableViewCell {}
    final class NoteCell: UITableViewCell {}
    """

  private static func audit(_ files: [String: String]) -> CommandRun {
    let directory = TemporaryDirectory.module(files.merging(["Cells.swift": cells]) { $1 })
    defer { directory.remove() }
    return CommandRun(["audit", "App", "--module", "App"], in: directory.path)
  }

  /// `let row = rowAtIndexPath(indexPath)`, a method of the screen whose return type is written, over
  /// `sections[i].rows[j]`; another file's `private enum Row` and `rowAtIndexPath(_:)` are another screen's.
  @Test func aRowFromTheScreensOwnMethodChoosesAmongItsCells() {
    let order = """
      import UIKit

      final class OrderViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private var sections = [Section]()

        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(SummaryCell.self, forCellReuseIdentifier: SummaryCell.reuseIdentifier)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          sections[section].rows.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row = rowAtIndexPath(indexPath)
          return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
        }

        private func rowAtIndexPath(_ indexPath: IndexPath) -> Row {
          sections[indexPath.section].rows[indexPath.row]
        }
      }

      private struct Section {
        let title: String?
        let rows: [Row]
      }

      private enum Row {
        case summary
        case total

        var type: UITableViewCell.Type {
          switch self {
          case .summary: return SummaryCell.self
          case .total: return TotalCell.self
          }
        }

        var reuseIdentifier: String {
          return type.reuseIdentifier
        }
      }
      """
    let notes = """
      import UIKit

      final class NotesViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let rows: [Row] = [.note]

        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row = rowAtIndexPath(indexPath)
          return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
        }

        private func rowAtIndexPath(_ indexPath: IndexPath) -> Row { rows[indexPath.row] }
      }

      private enum Row {
        case note

        var reuseIdentifier: String { NoteCell.reuseIdentifier }
      }
      """
    let audit = Self.audit(["Order.swift": order, "Notes.swift": notes])
    #expect(
      audit.standardOutput.contains(
        "error: reuse identifier 'TotalCell' is dequeued but never registered as a table view cell"))
    #expect(!audit.standardOutput.contains("'SummaryCell' is dequeued but never registered"))
    #expect(!audit.standardOutput.contains("'NoteCell' is dequeued but never registered"))
    #expect(!audit.standardOutput.contains("unresolved reuse identifier"))
  }

  /// A view model's `sections`, through a property whose type is a protocol, and a typealias the view model
  /// declares for the screen's `Section`.
  @Test func aRowThroughAViewModelsPropertiesIsTyped() {
    let screen = """
      import UIKit

      final class ProductViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let viewModel: ProductViewModel

        init(viewModel: ProductViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
          super.viewDidLoad()
          for row in Row.allCases {
            tableView.register(row.type, forCellReuseIdentifier: row.reuseIdentifier)
          }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          viewModel.sections[section].rows.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row = viewModel.sections[indexPath.section].rows[indexPath.row]
          return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
        }
      }

      extension ProductViewController {
        struct Section {
          let rows: [Row]
        }

        enum Row: CaseIterable {
          case summary, total

          var type: UITableViewCell.Type {
            switch self {
            case .summary: return SummaryCell.self
            case .total: return TotalCell.self
            }
          }

          var reuseIdentifier: String { type.reuseIdentifier }
        }
      }

      final class ProductViewModel {
        typealias Section = ProductViewController.Section

        private(set) var sections: [Section] = []
      }
      """
    let audit = Self.audit(["Product.swift": screen])
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains("never registered"))
    #expect(!audit.standardOutput.contains("unresolved reuse identifier"))
  }

  /// `for cell in cells { register(cell.loadNib(), …: cell.reuseIdentifier) }` over an array of metatypes,
  /// and the module's own `registerNib(for:)` called with `row.type` in a loop over `Row.allCases`, register
  /// every type; deleting one type from the loop is the crash audit reports.
  @Test func aLoopOverMetatypesRegistersEachOne() {
    let screen = """
      import UIKit

      extension UITableView {
        func registerNib(for type: UITableViewCell.Type) {
          register(UINib(nibName: type.reuseIdentifier, bundle: nil), forCellReuseIdentifier: type.reuseIdentifier)
        }
      }

      final class ImagesDataSource: NSObject, UITableViewDataSource {
        enum Item: CaseIterable {
          case summary, total, note

          var type: UITableViewCell.Type {
            switch self {
            case .summary: return SummaryCell.self
            case .total: return TotalCell.self
            case .note: return NoteCell.self
            }
          }

          var reuseIdentifier: String { type.reuseIdentifier }
        }

        var items: [Item] = []

        func register(in tableView: UITableView) {
          let cells = [SummaryCell.self, TotalCell.self]
          for cell in cells {
            tableView.register(cell, forCellReuseIdentifier: cell.reuseIdentifier)
          }
        }

        func registerAll(in tableView: UITableView) {
          for item in Item.allCases {
            tableView.registerNib(for: item.type)
          }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let item = items[indexPath.row]
          return tableView.dequeueReusableCell(withIdentifier: item.reuseIdentifier, for: indexPath)
        }
      }
      """
    let audit = Self.audit(["Images.swift": screen])
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains("never registered"))
    let withoutLoop = Self.audit([
      "Images.swift": screen.replacingOccurrences(
        of: "tableView.registerNib(for: item.type)", with: "_ = item")
    ])
    #expect(
      withoutLoop.standardOutput.contains(
        "error: reuse identifier 'NoteCell' is dequeued but never registered as a table view cell"))
    #expect(!withoutLoop.standardOutput.contains("'TotalCell' is dequeued but never registered"))
  }

  /// A header registered through a metatype held in a local, or through a loop over an array of them, is
  /// registered for its class: a dequeue cast to another class is the crash it is, and the right cast is
  /// not reported.
  @Test func aMetatypeHeldInALocalRegistersItsClass() {
    let screen = """
      import UIKit

      extension UIView {
        class func loadNib() -> UINib { UINib(nibName: String(describing: self), bundle: nil) }
      }

      extension UITableViewHeaderFooterView {
        class var reuseIdentifier: String { String(describing: self) }
      }

      final class TwoColumnHeaderView: UITableViewHeaderFooterView {}
      final class PlainHeaderView: UITableViewHeaderFooterView {}

      final class BillingViewController: UIViewController, UITableViewDelegate {
        private let tableView = UITableView()

        func registerHeaders() {
          let headerType = TwoColumnHeaderView.self
          tableView.register(headerType.loadNib(), forHeaderFooterViewReuseIdentifier: headerType.reuseIdentifier)
          for kind in [PlainHeaderView.self] {
            tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier: kind.reuseIdentifier)
          }
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          let headerID = TwoColumnHeaderView.reuseIdentifier
          guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: headerID) as? CAST else {
            fatalError()
          }
          return header
        }
      }
      """
    let nibs = [
      "TwoColumnHeaderView.xib": Self.headerNib("TwoColumnHeaderView"),
      "PlainHeaderView.xib": Self.headerNib("PlainHeaderView"),
    ]
    let right = Self.audit(
      nibs.merging(["Billing.swift": screen.replacingOccurrences(of: "CAST", with: "TwoColumnHeaderView")]) {
        $1
      })
    #expect(right.status == .success)
    #expect(!right.standardOutput.contains("error:"))
    let wrong = Self.audit(
      nibs.merging(["Billing.swift": screen.replacingOccurrences(of: "CAST", with: "PlainHeaderView")]) { $1 }
    )
    #expect(
      wrong.standardOutput.contains(
        "error: reuse identifier 'TwoColumnHeaderView' is registered for 'TwoColumnHeaderView', which is not a "
          + "'PlainHeaderView'"))
  }

  /// A header's xib, as WooCommerce's are: a `view` whose custom class is the header.
  private static func headerNib(_ name: String) -> String {
    InterfaceBuilderFixtures.xibText(
      InterfaceBuilderFixtures.xibTableCell(
        name, #" customModule="App" customModuleProvider="target""#, tag: "tableViewHeaderFooterView"))
  }

  /// A method of another file returns that file's `Row`: the caller's own `Row` of the same name is another
  /// type, so the value stays unknown rather than read as the caller's.
  @Test func anotherFilesReturnTypeIsReadThere() {
    let screen = """
      import UIKit

      final class ScreenViewController: UIViewController, UITableViewDataSource {
        enum Row {
          case summary

          var reuseIdentifier: String { TotalCell.reuseIdentifier }
        }

        private let tableView = UITableView()
        private let viewModel = ScreenViewModel()

        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(SummaryCell.self, forCellReuseIdentifier: SummaryCell.reuseIdentifier)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row = viewModel.row(at: indexPath)
          return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
        }
      }
      """
    let model = """
      import Foundation

      final class ScreenViewModel {
        enum Row {
          case summary

          var reuseIdentifier: String { SummaryCell.reuseIdentifier }
        }

        func row(at indexPath: IndexPath) -> Row { .summary }
      }
      """
    let audit = Self.audit(["Screen.swift": screen, "ScreenViewModel.swift": model])
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains("'TotalCell' is dequeued but never registered"))
  }

  /// Anything that changes a value's type on the way (`??`, a cast, a call of a function declared with
  /// other return types) leaves it unknown: audit never guesses a set.
  @Test func aValueWhoseTypeIsNotWrittenStaysUnknown() {
    let screen = """
      import UIKit

      final class MixedViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private var rows: [Row] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row = rows.randomElement() ?? .summary
          return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
        }
      }

      private enum Row {
        case summary

        var reuseIdentifier: String { SummaryCell.reuseIdentifier }
      }
      """
    let audit = Self.audit(["Mixed.swift": screen])
    #expect(audit.status == .success)
    #expect(!audit.standardOutput.contains("never registered"))
    // The reason names what is missing: the value's type, not a declaration of `row` (SPEC §10.5).
    #expect(
      audit.standardOutput.contains(
        "unresolved reuse identifier in 'dequeueReusableCell(withIdentifier:for:)': 'row' is a value whose "
          + "type reusegen does not know, so 'row.reuseIdentifier' is not evaluated"))
  }

  /// A property read through a value of known type, whose own type its declaration leaves to inference
  /// (WooCommerce's `row.filter.reuseIdentifier`): the reason names that property.
  @Test func aPropertyWithoutAWrittenTypeIsNamedInTheReason() {
    let screen = """
      import UIKit

      final class FilterViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let row: Row = Row()
          return tableView.dequeueReusableCell(withIdentifier: row.filter.reuseIdentifier, for: indexPath)
        }
      }

      struct Row {
        let filter = makeFilter()
      }

      func makeFilter() -> SummaryCell.Type { SummaryCell.self }
      """
    let audit = Self.audit(["Filter.swift": screen])
    #expect(
      audit.standardOutput.contains(
        "'row.filter' is a property whose type its declaration does not write, so "
          + "'row.filter.reuseIdentifier' is not evaluated"), "\(audit.standardOutput)")
    // A type no source declares is still named as such.
    let missing = Self.audit([
      "Chart.swift": """
      import UIKit
      final class ChartViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: ChartTableViewCell.className, for: indexPath)
        }
      }
      """
    ])
    #expect(missing.standardOutput.contains("'ChartTableViewCell' is not declared in the scanned sources"))
  }

  /// `field.rawValue` and `self.rawValue` of an enum with `String` raw values: no source declares the
  /// `rawValue` Swift synthesizes, and the case is the one the value holds at run time. The note says so,
  /// not that a declaration is missing from the scanned sources (a regression: it did).
  @Test func theRawValueOfAnEnumValueIsTheCaseItHoldsAtRunTime() {
    let details = """
      import UIKit

      final class TxDetailDataSource: NSObject, UITableViewDataSource {
        enum Field: String {
          case amount
          case status

          var cellType: UITableViewCell.Type { UITableViewCell.self }

          func registerCell(forTableView tableView: UITableView) {
            tableView.register(cellType, forCellReuseIdentifier: self.rawValue)
          }
        }

        private let fields: [Field] = [.amount, .status]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          fields.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let field: Field = fields[indexPath.row]
          return tableView.dequeueReusableCell(withIdentifier: field.rawValue, for: indexPath)
        }
      }
      """
    let directory = TemporaryDirectory.module(["TxDetailDataSource.swift": details])
    defer { directory.remove() }
    let migrate = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(
      migrate.standardError.contains(
        "'self' is a value of 'TxDetailDataSource.Field', so 'self.rawValue' is the raw value of whichever "
          + "case it holds at run time"))
    #expect(
      migrate.standardError.contains(
        "'field' is a value of 'TxDetailDataSource.Field', so 'field.rawValue' is the raw value of whichever "
          + "case it holds at run time"))
    #expect(!migrate.standardError.contains("is not declared in the scanned sources"))
  }

  /// A `switch` over a `String` enum narrows its value in `default:` to the cases no other clause names:
  /// after Beam's clauses for every other case, `default:` holds `.title` alone, and `cellType.rawValue` is
  /// its raw value. Where two cases remain, the value is still the one the case holds at run time, and in
  /// `@unknown default:` it is a case the sources do not know (and not the clause above's).
  @Test(
    arguments: [(true, "title", ""), (false, nil, ""), (true, nil, "@unknown ")] as [(Bool, String?, String)])
  func theDefaultClauseHoldsTheCasesNoOtherClauseNames(
    coversAllButOne: Bool, expected: String?, attribute: String
  ) throws {
    let stream = """
      import UIKit

      final class TitleCell: UITableViewCell {}
      final class ToolbarCell: UITableViewCell {}

      final class StreamViewController: UITableViewController {
        private enum StreamCellTypeIdentifier: String {
          case title = "title"
          case toolbar = "toolbar"
          case link = "link"
        }

        func cellType(at row: Int) -> StreamCellTypeIdentifier { row == 0 ? .title : .toolbar }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cellType = self.cellType(at: indexPath.row)
          switch cellType {
          case .toolbar\(coversAllButOne ? ", .link" : ""):
            return tableView.dequeueReusableCell(withIdentifier: cellType.rawValue, for: indexPath) as! ToolbarCell
          \(attribute)default:
            return tableView.dequeueReusableCell(withIdentifier: cellType.rawValue, for: indexPath) as! TitleCell
          }
        }
      }
      """
    let identifiers = try IdentifierEvaluationTests.identifiers(["Stream.swift": stream])
    #expect(identifiers.count == 2)
    if let expected {
      #expect(identifiers.last == expected)
    } else {
      #expect(identifiers.last?.contains("is the raw value of whichever case it holds at run time") == true)
    }
  }
}
