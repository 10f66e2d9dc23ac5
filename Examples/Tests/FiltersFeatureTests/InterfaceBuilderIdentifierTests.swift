import Testing
import UIKit

@testable import FiltersFeature

/// Cells that inherit `reuseIdentifier` from the app's protocol while their xibs set another identifier
/// register and dequeue through the typed API with the xib's identifier: with the protocol's, UIKit's nib
/// check would trap at the first dequeue.
@MainActor
@Suite struct InterfaceBuilderIdentifierTests {
  let firstRow = IndexPath(row: 0, section: 0)

  @Test func theAppsMemberKeepsItsValue() {
    #expect(TextEntryCell.reuseIdentifier == "TextEntryCell")
    #expect(EditFilterNameCell.reuseIdentifier == "EditFilterNameCell")
    #expect(FilterChipCell.reuseIdentifier == "FilterChipCell")
  }

  @Test func typedRegisterAndDequeueUseTheXibsIdentifier() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(TextEntryCell.self)
    tableView.register(EditFilterNameCell.self)
    tableView.register(FilterChipCell.self)
    let entry: TextEntryCell = tableView.dequeueReusableCell(for: firstRow)
    #expect(type(of: entry) == TextEntryCell.self)
    #expect(entry.reuseIdentifier == "TextEntryCellId")
    #expect(entry.isFromNib)
    let edit = tableView.dequeueReusableCell(EditFilterNameCell.self, for: firstRow)
    #expect(edit.reuseIdentifier == "EditFilterNameCellId")
    #expect(edit.isFromNib)
    // A cell drawn in code keeps the protocol's identifier.
    let chip = tableView.dequeueReusableCell(FilterChipCell.self, for: firstRow)
    #expect(chip.reuseIdentifier == "FilterChipCell")
    // Without an index path, as a sizing cell is dequeued.
    #expect(tableView.dequeueReusableCell(TextEntryCell.self)?.reuseIdentifier == "TextEntryCellId")
  }

  @Test func theRegistryRegistersEachNibUnderItsOwnIdentifier() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.registerAllReusableViews()
    #expect(tableView.dequeueReusableCell(TextEntryCell.self, for: firstRow).isFromNib)
    #expect(tableView.dequeueReusableCell(EditFilterNameCell.self, for: firstRow).isFromNib)
    // The app's own code, which registers and dequeues by the xib's string, finds the same nib.
    #expect(tableView.dequeueReusableCell(withIdentifier: "TextEntryCellId", for: firstRow) is TextEntryCell)
  }
}
