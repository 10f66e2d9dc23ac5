import ProfileFeature
import ReuseSupport
import SettingsFeature
import Testing
import UIKit

/// Two feature modules share one support module, and their same-named cells live side by side in one
/// table, because identifiers are module-qualified.
@MainActor
@Suite struct MultiModuleTests {
  @Test func sameNamedCellsFromTwoModulesHaveDistinctIdentifiers() {
    #expect(ProfileFeature.RowCell.reuseIdentifier == "ProfileFeature.RowCell")
    #expect(SettingsFeature.RowCell.reuseIdentifier == "SettingsFeature.RowCell")
    // The subclass inherits the conformance but keeps its own identifier.
    #expect(ToggleCell.reuseIdentifier == "SettingsFeature.ToggleCell")
  }

  @Test func oneTableDequeuesCellsOfBothModules() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(ProfileFeature.RowCell.self)
    tableView.register(SettingsFeature.RowCell.self)
    tableView.register(ToggleCell.self)
    tableView.register(AvatarHeader.self)

    let profile: ProfileFeature.RowCell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
    let setting: SettingsFeature.RowCell = tableView.dequeueReusableCell(for: IndexPath(row: 1, section: 0))
    let toggle: ToggleCell = tableView.dequeueReusableCell(for: IndexPath(row: 2, section: 0))
    let header = tableView.dequeueReusableHeaderFooterView(AvatarHeader.self)
    profile.configure(field: "Name")
    setting.configure(setting: "Dark mode")

    #expect(profile.textLabel?.text == "Profile: Name")
    #expect(setting.textLabel?.text == "Setting: Dark mode")
    #expect(toggle.reuseIdentifier == "SettingsFeature.ToggleCell")
    #expect(header.reuseIdentifier == "ProfileFeature.AvatarHeader")
  }

  @Test func eachModuleRegistersItsOwnViewsByQualifiedName() {
    let tableView = UITableView(frame: .zero, style: .plain)
    // Both modules export `registerAllReusableViews()`, so the app names the registry it means.
    ProfileFeature.ReuseRegistry.registerAll(in: tableView)
    SettingsFeature.ReuseRegistry.registerAll(in: tableView)
    let profile: ProfileFeature.RowCell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
    let toggle: ToggleCell = tableView.dequeueReusableCell(for: IndexPath(row: 1, section: 0))
    #expect(profile.reuseIdentifier == "ProfileFeature.RowCell")
    #expect(toggle.reuseIdentifier == "SettingsFeature.ToggleCell")
    #expect(SettingsFeature.ReuseRegistry.tableViewCells.count == 2)
  }

  @Test func theSharedTableViewDelegateWorksWithAFeatureCell() {
    let delegate = TableViewDelegate<String, SettingsFeature.RowCell>(
      data: ["Sounds", "Privacy"],
      decorator: { cell, setting in cell.configure(setting: setting) })
    let tableView = UITableView(frame: .zero, style: .plain)
    delegate.setDelegate(tableView)
    tableView.layoutIfNeeded()
    #expect(
      tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Setting: Sounds", "Setting: Privacy"])
  }
}
