import Foundation
import Testing

@testable import ReuseGenCore

/// A class method of an Objective-C category on UIKit's cell classes, called from Swift under the name
/// Swift imports it as (`Fixtures/ObjectiveC/Categorized`, written as apps write it: `+ (NSString *)
/// getCellIdentifier { return NSStringFromClass(self.class); }` on `UITableViewCell`, which Swift calls
/// `OptionTableViewCell.getIdentifier()`): its value is the class the call names (SPEC §10.7).
@Suite struct CategoryClassMethodTests {
  private static let arguments = ["Categorized", "--module", "Categorized"]

  @Test func auditResolvesTheCategorysClassMethodOnEverySubclass() {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Categorized")
    defer { directory.remove() }
    let audit = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(audit.status == .success)
    #expect(
      audit.standardOutput.contains(
        "audit: 6 call sites (6 resolved) and 2 Objective-C sends (2 resolved), 0 errors, 0 warnings"),
      "\(audit.standardOutput)")
    #expect(!audit.standardOutput.contains("unresolved"))
  }

  /// `AccountsViewController.m` registers with `[AccountCell cellIdentifier]`, a Swift `class func`, and
  /// dequeues with a local it assigned from the same send: both evaluate to the Swift method's string.
  @Test func objectiveCSendsReadASwiftClassMethodAndALocalAssignedFromIt() throws {
    let file = ObjectiveCReader.read(
      Array(
        """
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
        {
            NSString *cellIdentifier = [AccountCell cellIdentifier];
            return [tableView dequeueReusableCellWithIdentifier:cellIdentifier forIndexPath:indexPath];
        }
        """.utf8), path: "A.m", isHeader: false)
    #expect(file.locals.map(\.name) == ["cellIdentifier"])
    #expect(file.locals.first?.value == .reference(["AccountCell", "cellIdentifier"]))
    let site = try #require(file.sites.first)
    let module = ObjectiveCModule(files: [file])
    #expect(
      module.localExpression(of: "cellIdentifier", at: site, in: file)?.value == file.locals.first?.value)
    #expect(module.localExpression(of: "other", at: site, in: file) == nil)
  }

  @Test func migrateMovesTheCategorysCallSites() throws {
    let directory = TemporaryDirectory.copying(fixture: "ObjectiveC/Categorized")
    defer { directory.remove() }
    let migrate = CommandRun(["migrate", "--write"] + Self.arguments, in: directory.path)
    #expect(migrate.status == .success, "\(migrate.standardError)")
    // The Optional header dequeue stays a string call (UIKit's returns nil where the typed one traps).
    #expect(
      (migrate.standardOutput + migrate.standardError).contains(
        "Rewrote 5 call sites in 1 file; left 1 as it was"), "\(migrate.standardError)")
    let screen = try String(
      contentsOfFile: directory.path + "/Categorized/Screens/OptionsViewController.swift", encoding: .utf8)
    #expect(screen.contains("tableView.register(OptionTableViewCell.self)"), "\(screen)")
    #expect(screen.contains("tableView.register(SwitchTableViewCell.self)"), "\(screen)")
    #expect(screen.contains("tableView.dequeueReusableCell(SwitchTableViewCell.self, for: indexPath)"))
    #expect(screen.contains("withIdentifier: SectionHeaderView.reuseIdentifier)"))
    #expect(!screen.contains("getIdentifier()"))
    let after = CommandRun(["audit"] + Self.arguments, in: directory.path)
    #expect(after.standardOutput.contains("0 errors, 0 warnings"), "\(after.standardOutput)")
  }

  /// Swift's importer drops a run of the selector's words that repeats the end of the class's name; the
  /// names below are the ones the iOS SDK's Swift compiler gave these selectors.
  @Test(arguments: [
    ("getIdentifier", "getCellIdentifier", "UITableViewCell", true),
    ("getIdentifier", "getCellIdentifier", "UICollectionViewCell", true),
    ("reuseIdentifier", "reuseCellIdentifier", "UITableViewCell", true),
    ("getReuseIdentifier", "getCellReuseIdentifier", "UITableViewCell", true),
    ("getIdentifier", "getViewCellIdentifier", "UITableViewCell", true),
    ("getCellIdentifier", "getCellIdentifier", "UITableViewHeaderFooterView", true),
    ("getIdentifier", "getCellIdentifier", "UITableViewHeaderFooterView", false),
    ("identifier", "cellIdentifier", "UITableViewCell", false),
    ("get", "getCell", "UITableViewCell", false),
    ("getIdentifierX", "getCellIdentifierX", "MyTableCell", true),
  ])
  func swiftNamesOfTheSelector(name: String, selector: String, className: String, imports: Bool) {
    #expect(SourceLookup.importsAs(name, selector: selector, className: className) == imports)
  }

  @Test func camelCaseWordsKeepAcronymsWhole() {
    #expect(SourceLookup.camelCaseWords("UITableViewCell") == ["UI", "Table", "View", "Cell"])
    #expect(SourceLookup.camelCaseWords("getURLCellIdentifier") == ["get", "URL", "Cell", "Identifier"])
    #expect(SourceLookup.camelCaseWords("reuseID") == ["reuse", "ID"])
  }
}
