import Foundation
import Testing

@testable import ReuseGenCore

/// R.swift's reuse names (SPEC §10.7): derived from the module's xibs and storyboards by R.swift's rules,
/// read by `audit` and moved by `migrate`. The fixture `Audit/RSwiftWallet` is written as apps on R.swift 5
/// write it (trust-wallet-ios: `register(R.nib.x(), forCellReuseIdentifier: R.nib.x.name)`, R.swift's own
/// `register(R.nib.x)`, `R.nib.x.identifier`), with R.swift 7's typed dequeue of `R.reuseIdentifier.x`.
@Suite struct RSwiftNamesTests {
  // MARK: - Names

  /// `SwiftIdentifier(name:)`'s rules, as R.swift's source states them.
  @Test(arguments: [
    ("WalletViewCell", "walletViewCell"),
    ("URLPreviewCell", "urlPreviewCell"),
    ("UITableViewCell", "uiTableViewCell"),
    // A run of capitals at the end keeps its last one: the lookahead needs a following character.
    ("ABC", "abC"),
    ("transaction-cell", "transactionCell"),
    ("url_preview", "url_preview"),
    ("my cell.v2", "myCellV2"),
    // Leading digits go, then the capitals before a non-small letter are lowercased.
    ("2FA Code", "faCode"),
    ("Cell", "cell"),
    ("class", "class"),
  ])
  func swiftNames(name: String, expected: String) {
    #expect(RSwiftNames.swiftName(name) == expected)
  }

  private static func names(_ documents: [InterfaceBuilderDocument]) -> RSwiftNames {
    RSwiftNames(documents: documents, moduleName: "App")
  }

  /// A nib's `.identifier` and R.swift's `register(R.nib.x)` need one root view that is the one view with a
  /// reuse identifier (R.swift 5's rule, which R.swift 7's `reusables.first` agrees with there).
  @Test func aNibHasAnIdentifierOnlyWhenItsOneRootIsItsOneReusable() {
    let single = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("TokenCell", #" reuseIdentifier="token""#), path: "TokenCell.xib")
    let plain = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("WalletCell"), path: "WalletCell.xib")
    let twoRoots = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("ACell", #" reuseIdentifier="a""#)
        + "\n" + InterfaceBuilderFixtures.xibTableCell("BCell"),
      path: "Pair.xib")
    let names = Self.names([single, plain, twoRoots])
    #expect(names.nibs["tokenCell"]?.reusable?.object.reuseIdentifier == "token")
    #expect(names.nibs["walletCell"]?.fileName == "WalletCell")
    #expect(names.nibs["walletCell"]?.reusable == nil)
    #expect(names.nibs["pair"] != nil)
    #expect(names.nibs["pair"]?.reusable == nil)
    #expect(names.reuseIdentifiers["token"]?.object.customClass == "TokenCell")
    #expect(names.reuseIdentifiers["a"]?.object.customClass == "ACell")
  }

  /// Names that several resources sanitize to are generated for none of them, and the same identifier of
  /// the same class drawn twice is one; localized copies that differ are skipped.
  @Test func duplicatesAndLocalizations() {
    let upper = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("OneCell", #" reuseIdentifier="row""#), path: "My Cell.xib")
    let lower = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("TwoCell", #" reuseIdentifier="Row""#), path: "my-cell.xib")
    let prototypes = InterfaceBuilderFixtures.storyboard(
      InterfaceBuilderFixtures.tablePrototypes([("OneCell", "row"), ("ListCell", "list")]),
      path: "Main.storyboard")
    let english = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("NoteCell", #" reuseIdentifier="note""#),
      path: "en.lproj/NoteCell.xib")
    let french = InterfaceBuilderFixtures.xib(
      InterfaceBuilderFixtures.xibTableCell("NoteCell", #" reuseIdentifier="note-fr""#),
      path: "fr.lproj/NoteCell.xib")
    let names = Self.names([upper, lower, prototypes, english, french])
    #expect(names.nibs["myCell"] == nil)
    // `row` of `OneCell` twice is one identifier; `Row` of `TwoCell` sanitizes to the same name.
    #expect(names.reuseIdentifiers["row"] == nil)
    #expect(names.reuseIdentifiers["list"]?.object.customClass == "ListCell")
    #expect(names.nibs["noteCell"] == nil)
    #expect(names.reuseIdentifiers["note"] == nil)
  }

  // MARK: - Audit

  private static func copy(_ fixture: String) -> TemporaryDirectory {
    TemporaryDirectory.copy(ofFixture: fixture)
  }

  /// `audit` of the fixture with `old` replaced by `new` in its wallets screen.
  private static func auditWallets(replacing old: String, with new: String) throws -> CommandRun {
    let directory = copy("Audit/RSwiftWallet")
    defer { directory.remove() }
    let screen = try #require(directory.read("WalletsViewController.swift"))
    directory.write("WalletsViewController.swift", screen.replacingOccurrences(of: old, with: new))
    return CommandRun(["audit", "."] + arguments, in: directory.path)
  }

  private static let arguments = ["--module", "Wallet"]

  @Test func auditResolvesEverySiteOfTheRSwiftApp() {
    let run = CommandRun(["audit", Fixtures.path("Audit/RSwiftWallet")] + Self.arguments, in: "/")
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("audit: 7 call sites (7 resolved), 0 errors, 0 warnings"))
  }

  /// A dequeue of R.swift's nib name cast to another class is the crash it always was.
  @Test func auditCatchesAWrongCastOfAnRSwiftName() throws {
    let run = try Self.auditWallets(replacing: "as! WalletViewCell", with: "as! URLPreviewCell")
    #expect(
      run.standardOutput.contains(
        "WalletsViewController.swift:21:30: error: reuse identifier 'WalletViewCell' is registered for "
          + "'WalletViewCell', which is not a 'URLPreviewCell'"))
  }

  /// R.swift's identifier of a collection cell, dequeued from a table, is registered nowhere there.
  @Test func auditCatchesAnRSwiftIdentifierOfTheWrongRegistry() throws {
    let run = try Self.auditWallets(
      replacing: "R.reuseIdentifier.url_preview", with: "R.reuseIdentifier.word")
    #expect(
      run.standardOutput.contains(
        "WalletsViewController.swift:19:66: error: reuse identifier 'word' is dequeued but never registered as a table view cell"
      ))
  }

  /// A name R.swift derives from no file is not a string ReuseGen makes up: the site stays unresolved and
  /// the note says why.
  @Test func aNameOfNoFileStaysUnresolvedWithItsReason() throws {
    let run = try Self.auditWallets(
      replacing: "withIdentifier: R.nib.walletViewCell.name", with: "withIdentifier: R.nib.walletViewCel.name"
    )
    #expect(run.standardOutput.contains("R.swift derives no 'R.nib.walletViewCel' from the module's xibs"))
    #expect(run.standardOutput.contains("audit: 7 call sites (6 resolved)"))
  }

  /// The conservative rule: without an import of R.swift's library, or with an `R` of the module's own, the
  /// names are not R.swift's, and nothing is derived.
  @Test(arguments: ["no import", "own R"])
  func rIsReadAsRSwiftsOnlyWhenItPlausiblyIs(variant: String) throws {
    let directory = Self.copy("Audit/RSwiftWallet")
    defer { directory.remove() }
    if variant == "no import" {
      directory.write("ServiceProvider.swift", "import Foundation\n")
    } else {
      directory.write("R.swift", "enum R {}\n")
    }
    let run = CommandRun(["audit", "."] + Self.arguments, in: directory.path)
    #expect(run.standardOutput.contains("audit: 6 call sites (0 resolved)"), "\(run.standardOutput)")
  }

  /// R.swift's own output, when an app commits it, is the `R` the names come from.
  @Test func aCommittedRGeneratedSwiftKeepsTheNamesDerived() {
    let directory = Self.copy("Audit/RSwiftWallet")
    defer { directory.remove() }
    directory.write("R.generated.swift", "import Rswift\n\nstruct R {\n    struct nib {}\n}\n")
    let run = CommandRun(["audit", "."] + Self.arguments, in: directory.path)
    #expect(run.standardOutput.contains("audit: 7 call sites (7 resolved), 0 errors, 0 warnings"))
  }

  // MARK: - Migrate

  /// Every string site moves to the typed API: the nibs R.swift registers are the views' own, from the main
  /// bundle of an app target; R.swift's own `register(R.nib.x)` and its force-unwrapped typed dequeue move
  /// too. Its dequeue bound by `guard let` stays, with its note.
  @Test func migrateMovesTheRSwiftApp() throws {
    let directory = Self.copy("Audit/RSwiftWallet")
    defer { directory.remove() }
    let run = CommandRun(["migrate", ".", "--write"] + Self.arguments, in: directory.path)
    #expect(run.status == .success)
    #expect(run.standardError.contains("Rewrote 6 call sites in 2 files; left 1 as it was"))
    #expect(
      run.standardError.contains(
        "TransactionsViewController.swift:12:36: note: not migrated: R.swift's dequeue returns an Optional"))
    for file in ["WalletsViewController.swift", "PassphraseView.swift"] {
      let expectedPath = Fixtures.path("Audit/RSwiftWalletMigrated/\(file).golden")
      let migrated = try #require(directory.read(file))
      if Fixtures.updating { try migrated.write(toFile: expectedPath, atomically: true, encoding: .utf8) }
      #expect(migrated == (try String(contentsOfFile: expectedPath, encoding: .utf8)), "\(file)")
    }
    let again = CommandRun(["migrate", "."] + Self.arguments, in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
    let audit = CommandRun(["audit", "."] + Self.arguments, in: directory.path)
    #expect(audit.status == .success)
  }

  /// R.swift's library read as context (its source in a `--context` folder): its overloads that take
  /// resources are R.swift's, read as R.swift documents them, not the module's helpers, and they take no
  /// metatype, so the generated `register(_:)` stays in the generated file and every site still moves.
  @Test func rSwiftsLibraryAsContextIsNoHelperOfTheModule() {
    let directory = Self.copy("Audit/RSwiftWallet")
    let library = TemporaryDirectory()
    defer {
      directory.remove()
      library.remove()
    }
    library.write(
      "ReuseIdentifier+Integrations.swift",
      """
      import UIKit

      extension UITableView {
        public func register<Resource: NibResourceType & ReuseIdentifierType>(_ resource: Resource)
        where Resource.ReusableType: UITableViewCell {
          register(UINib(resource: resource), forCellReuseIdentifier: resource.identifier)
        }

        public func dequeueReusableCell<Identifier: ReuseIdentifierType>(
          withIdentifier identifier: Identifier, for indexPath: IndexPath
        ) -> Identifier.ReusableType? where Identifier.ReusableType: UITableViewCell {
          dequeueReusableCell(withIdentifier: identifier.identifier, for: indexPath) as? Identifier.ReusableType
        }
      }

      extension UICollectionView {
        public func register<Resource: NibResourceType & ReuseIdentifierType>(_ resource: Resource)
        where Resource.ReusableType: UICollectionViewCell {
          register(UINib(resource: resource), forCellWithReuseIdentifier: resource.identifier)
        }
      }

      """)
    let arguments = ["--module", "Wallet", "--context", library.path]
    let audit = CommandRun(["audit", "."] + arguments, in: directory.path)
    #expect(audit.standardOutput.contains("audit: 7 call sites (7 resolved), 0 errors, 0 warnings"))
    let run = CommandRun(["migrate", "."] + arguments, in: directory.path)
    #expect(run.standardError.contains("Would rewrite 6 call sites in 2 files; left 1 as it was"))
  }

  /// Outside an application target R.swift's bundle depends on how `R` was generated: the registrations of
  /// its nibs stay, with the bundle's note, and so do the dequeues of their strings.
  @Test func outsideAnAppTheNibRegistrationsStay() {
    let directory = Self.copy("Audit/RSwiftWallet")
    defer { directory.remove() }
    directory.write("AppDelegate.swift", "import UIKit\n")
    let run = CommandRun(["migrate", "."] + Self.arguments, in: directory.path)
    #expect(
      run.standardError.contains(
        "PassphraseView.swift:10:24: note: not migrated: the nib's bundle is not the one the generated file loads it from (--bundle class)"
      ))
    #expect(!run.standardOutput.contains("+        collectionView.register(WordCollectionViewCell.self)"))
    // In a package target, `--bundle module` is R.swift 7's `Bundle.module`.
    let package = CommandRun(["migrate", ".", "--bundle", "module"] + Self.arguments, in: directory.path)
    #expect(package.standardOutput.contains("+        collectionView.register(WordCollectionViewCell.self)"))
  }
}
