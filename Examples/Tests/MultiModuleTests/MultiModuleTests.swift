import ExampleApp
import ProfileFeature
import ReuseSupport
import SettingsFeature
import Testing
import UIComponents
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
    // Its own three cells, and the UI components module's two, which it can dequeue as well.
    #expect(SettingsFeature.ReuseRegistry.tableViewCells.count == 5)
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

/// Feature modules subclass the UI components module's cells, whose conformance lives in that module:
/// each subclass still has its own identifier and its own nib, and the app registers every module's views
/// with one call.
@MainActor
@Suite struct CrossModuleChainTests {
  let firstRow = IndexPath(row: 0, section: 0)

  @Test func subclassesKeepTheirOwnIdentifiers() {
    #expect(CardCell.reuseIdentifier == "UIComponents.CardCell")
    #expect(ProfileCardCell.reuseIdentifier == "ProfileFeature.ProfileCardCell")
    #expect(SettingsCardCell.reuseIdentifier == "SettingsFeature.SettingsCardCell")
    #expect(BannerCell.reuseIdentifier == "banner")
    #expect(ProfileBannerCell.reuseIdentifier == "ProfileFeature.ProfileBannerCell")
    func identifier<View: Dequeuable>(_: View.Type) -> String { View.reuseIdentifier }
    #expect(identifier(ProfileCardCell.self) == "ProfileFeature.ProfileCardCell")
    #expect(identifier(ProfileBannerCell.self) == "ProfileFeature.ProfileBannerCell")
  }

  @Test func subclassesKeepTheirOwnSources() {
    guard case .nib(let name, _) = ProfileBannerCell.reuseSource else {
      Issue.record("ProfileBannerCell is not nib-backed: \(ProfileBannerCell.reuseSource)")
      return
    }
    #expect(name == "ProfileBannerCell")
    guard case .nib(let baseName, _) = BannerCell.reuseSource else {
      Issue.record("BannerCell is not nib-backed: \(BannerCell.reuseSource)")
      return
    }
    #expect(baseName == "BannerCell")
    #expect(ProfileCardCell.reuseSource == .class)
    #expect(CardCell.reuseSource == .class)
  }

  @Test func aNibBackedSubclassLoadsItsOwnNib() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(ProfileBannerCell.self)
    tableView.register(BannerCell.self)
    let profileBanner: ProfileBannerCell = tableView.dequeueReusableCell(for: firstRow)
    let banner: BannerCell = tableView.dequeueReusableCell(for: firstRow)
    #expect(type(of: banner) == BannerCell.self)
    #expect(profileBanner.reuseIdentifier == "ProfileFeature.ProfileBannerCell")
    #expect(banner.reuseIdentifier == "banner")
    // Loaded from a nib: `init?(coder:)` turned selection off.
    #expect(profileBanner.selectionStyle == .none)
  }

  @Test func theAppRegistersEveryModulesViewsWithOneCall() {
    let home = HomeScreen(nibName: nil, bundle: nil)
    home.loadViewIfNeeded()
    let expected: [(String, UITableViewCell.Type)] = [
      ("UIComponents.CardCell", CardCell.self), ("banner", BannerCell.self),
      ("ProfileFeature.ProfileCardCell", ProfileCardCell.self),
      ("ProfileFeature.ProfileBannerCell", ProfileBannerCell.self),
      ("SettingsFeature.SettingsCardCell", SettingsCardCell.self),
      ("ProfileFeature.RowCell", ProfileFeature.RowCell.self),
      ("SettingsFeature.ToggleCell", ToggleCell.self),
    ]
    for (identifier, cellType) in expected {
      let cell = home.tableView.dequeueReusableCell(withIdentifier: identifier, for: firstRow)
      #expect(type(of: cell) == cellType, "\(identifier)")
    }
  }
}
