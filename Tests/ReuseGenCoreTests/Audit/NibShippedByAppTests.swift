import Foundation
import Testing

@testable import ReuseGenCore

/// A framework that loads a nib by name from a bundle of its own making, `OTRAssets.resourcesBundle` in
/// ChatSecure's `ChatSecureCore`, while the app that embeds it ships the xib. The framework's target has no
/// xib; the app's, read as context, says what the nib holds. The group keeps its string through a typed
/// identifier whose source names the call's own bundle, so UIKit registers the same nib from the same bundle
/// under the same string (SPEC §10.6), and the dequeue keeps returning the nib's class.
@Suite struct NibShippedByAppTests {
  private static let screen = """
    import UIKit
    import ChatAssets

    final class BuddyCell: UICollectionViewCell {
      static func reuseIdentifier() -> String { "BuddyCell" }
    }

    final class ComposeGroupViewController: UIViewController, UICollectionViewDataSource {
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      var prototypeCell: BuddyCell?

      override func viewDidLoad() {
        super.viewDidLoad()
        let cellNib = UINib(nibName: "BuddyCell", bundle: ChatAssets.resourcesBundle)
        self.collectionView.register(cellNib, forCellWithReuseIdentifier: BuddyCell.reuseIdentifier())
        prototypeCell = cellNib.instantiate(withOwner: nil, options: nil)[0] as? BuddyCell
        collectionView.dataSource = self
      }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let cell: BuddyCell = collectionView.dequeueReusableCell(withReuseIdentifier: BuddyCell.reuseIdentifier(), for: indexPath) as? BuddyCell {
          return cell
        }
        return UICollectionViewCell()
      }
    }
    """

  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <collectionViewCell reuseIdentifier="BuddyCell" id="c1" customClass="BuddyCell" customModule="ChatCore"/>
      </objects>
    </document>
    """

  private static let declaration = """
    extension TypedReuseIdentifier where View == BuddyCell {
      @MainActor static var buddyCell: Self { Self("BuddyCell", source: .nib(name: "BuddyCell", bundle: ChatAssets.resourcesBundle)) }
    }
    """

  /// An app target that embeds the framework `ChatCore` and ships its xib in its Resources phase.
  private static let project = """
    // !$*UTF8*$!
    { objects = {
    R = {isa = PBXProject; mainGroup = G; targets = (APP, CORE, ); buildConfigurationList = PL; };
    G = {isa = PBXGroup; children = (FS, FX, ); sourceTree = "<group>"; };
    FS = {isa = PBXFileReference; path = ChatCore/Compose.swift; sourceTree = "<group>"; };
    FX = {isa = PBXFileReference; path = Resources/BuddyCell.xib; sourceTree = "<group>"; };
    BS = {isa = PBXBuildFile; fileRef = FS; };
    BX = {isa = PBXBuildFile; fileRef = FX; };
    BL = {isa = PBXBuildFile; fileRef = CP; };
    CP = {isa = PBXFileReference; path = ChatCore.framework; sourceTree = BUILT_PRODUCTS_DIR; };
    AP = {isa = PBXFileReference; path = Chat.app; sourceTree = BUILT_PRODUCTS_DIR; };
    APP = {isa = PBXNativeTarget; name = Chat; buildPhases = (ARP, AFP, ); dependencies = (D, ); productReference = AP; productType = "com.apple.product-type.application"; };
    ARP = {isa = PBXResourcesBuildPhase; files = (BX, ); };
    AFP = {isa = PBXFrameworksBuildPhase; files = (BL, ); };
    D = {isa = PBXTargetDependency; target = CORE; };
    CORE = {isa = PBXNativeTarget; name = ChatCore; buildPhases = (CSP, ); dependencies = (); productReference = CP; productType = "com.apple.product-type.framework"; };
    CSP = {isa = PBXSourcesBuildPhase; files = (BS, ); };
    PL = {isa = XCConfigurationList; buildConfigurations = (); };
    }; rootObject = R; }
    """

  /// The framework's folder `ChatCore`.
  private static func module(_ screen: String) -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    directory.write("ChatCore/Compose.swift", screen)
    return directory
  }

  @Test func theAppsXibReadAsContextLetsTheGroupMoveToATypedIdentifierOfTheCallsBundle() {
    let directory = Self.module(Self.screen)
    defer { directory.remove() }
    directory.write("Resources/BuddyCell.xib", Self.xib)
    // Without the app's xib, what the nib holds is not known: both sites stay, and the note says why.
    let alone = CommandRun(["migrate", "ChatCore", "--module", "ChatCore"], in: directory.path)
    #expect(alone.standardError.contains("left 2 as they were"), "\(alone.standardError)")
    #expect(alone.standardError.contains("no xib of the module is named 'BuddyCell'"))

    let arguments = ["ChatCore", "--module", "ChatCore", "--context", "Resources"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let run = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(
      run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    let migrated = directory.read("ChatCore/Compose.swift") ?? ""
    #expect(migrated.contains("self.collectionView.register(identifier: .buddyCell)\n"))
    #expect(
      migrated.contains(
        "collectionView.dequeueReusableCell(identifier: .buddyCell, for: indexPath) as BuddyCell? {"))
    #expect(migrated.contains(Self.declaration))
    // The local stays: the prototype cell still reads it.
    #expect(
      migrated.contains("prototypeCell = cellNib.instantiate(withOwner: nil, options: nil)[0] as? BuddyCell"))
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    // ChatSecure's fallback `UICollectionViewCell()` is audit's one warning, before and after.
    #expect(before.standardOutput.hasSuffix("audit: 2 call sites (2 resolved), 0 errors, 1 warning\n"))
    #expect(after.standardOutput == before.standardOutput)
  }

  /// `--project` reads the xibs of the apps that embed the target as that context.
  @Test func projectReadsTheXibsOfTheAppsThatEmbedTheTarget() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Chat.xcodeproj/project.pbxproj", Self.project)
    directory.write("ChatCore/Compose.swift", Self.screen)
    directory.write("Resources/BuddyCell.xib", Self.xib)
    let inputs = try ProjectTargetInputs.resolve(
      project: "Chat.xcodeproj", target: "ChatCore", currentDirectory: directory.path)
    #expect(inputs.context.map(\.module) == ["Chat"])
    #expect(inputs.context.map(\.files) == [[directory.path + "/Resources/BuddyCell.xib"]])
    let run = CommandRun(
      ["migrate", "--project", "Chat.xcodeproj", "--target", "ChatCore"], in: directory.path)
    #expect(
      run.standardError.contains("Would rewrite 2 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    // The app's own target has no embedder, and the framework's xib is no context of itself.
    let app = try ProjectTargetInputs.resolve(
      project: "Chat.xcodeproj", target: "Chat", currentDirectory: directory.path)
    #expect(app.context.map(\.module) == ["ChatCore"])
  }

  /// A bundle a declaration at the top level of the file could not name the same way keeps the group: a
  /// generic parameter's member, or a nested type's.
  @Test(arguments: [
    ("func setUp<Assets: BundleProviding>(_: Assets.Type) {", "Assets.resourcesBundle"),
    ("enum Local { static var bundle: Bundle { .main } }\n  func setUp() {", "Local.bundle"),
  ])
  func aBundleOnlyTheCallsScopeNamesKeepsTheGroup(opening: String, bundle: String) {
    let screen = Self.screen
      .replacingOccurrences(of: "override func viewDidLoad() {\n    super.viewDidLoad()", with: opening)
      .replacingOccurrences(of: "ChatAssets.resourcesBundle", with: bundle)
    let directory = Self.module(screen)
    defer { directory.remove() }
    directory.write("Resources/BuddyCell.xib", Self.xib)
    let run = CommandRun(
      ["migrate", "ChatCore", "--module", "ChatCore", "--context", "Resources"], in: directory.path)
    #expect(!run.standardOutput.contains("TypedReuseIdentifier"), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("register(identifier:"))
  }

  /// Another target's xib of a class it names without this module's name is its own target's class: it
  /// says nothing of this module's nib.
  @Test func aContextXibOfItsOwnTargetsClassIsNotRead() {
    let directory = Self.module(Self.screen)
    defer { directory.remove() }
    directory.write(
      "Resources/BuddyCell.xib",
      Self.xib.replacingOccurrences(of: "customModule=\"ChatCore\"", with: "customModuleProvider=\"target\""))
    let run = CommandRun(
      ["migrate", "ChatCore", "--module", "ChatCore", "--context", "Resources"], in: directory.path)
    #expect(run.standardError.contains("left 2 as they were"), "\(run.standardError)")
    #expect(run.standardError.contains("no xib of the module is named 'BuddyCell'"))
  }

  /// A nib whose xib sets its identifier works only under that one, so a registration of it under a string
  /// reusegen does not evaluate cannot serve a dequeue of another string: a typo in the dequeue is still a
  /// certain crash. Reading the app's xib gave Provenance's registration its class, and a seeded typo
  /// ('SaveStateView' to 'SaveStateVqew') went unreported until this rule.
  @Test func anUnresolvedRegistrationOfANibServesOnlyTheIdentifierItsXibSets() {
    let screen = """
      import UIKit

      final class BuddyCell: UICollectionViewCell {}

      final class BuddiesViewController: UIViewController, UICollectionViewDataSource {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var identifier: String { ["BuddyCell"].first ?? "" }

        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(UINib(nibName: "BuddyCell", bundle: nil), forCellWithReuseIdentifier: identifier)
          collectionView.dataSource = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: "BudyCell", for: indexPath) as! BuddyCell
        }
      }
      """
    let directory = Self.module(screen)
    defer { directory.remove() }
    directory.write("Resources/BuddyCell.xib", Self.xib)
    let arguments = ["ChatCore", "--module", "ChatCore", "--context", "Resources"]
    let audit = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(
      audit.standardOutput.contains("error: reuse identifier 'BudyCell' is dequeued but never registered"))
    let right = screen.replacingOccurrences(of: "\"BudyCell\"", with: "\"BuddyCell\"")
    directory.write("ChatCore/Compose.swift", right)
    let served = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(!served.standardOutput.contains("error:"), "\(served.standardOutput)")
  }
}
