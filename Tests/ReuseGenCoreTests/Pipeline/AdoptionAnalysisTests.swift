import Foundation
import ReuseGenCore
import Testing

/// What the analyzer finds of an app's own reuse code: declared identifiers, helpers, type names and
/// availability (docs/DESIGN.md, "Adoption").
@Suite struct AdoptionAnalysisTests {
  /// A protocol that no source read declares (a library's, such as Reusable's) may default
  /// `reuseIdentifier`; a default of ReuseGen's next to it would be ambiguous, so those views, and every
  /// chain they are in, keep a member of their own. Apple's protocols and the module's own do not count.
  @Test func protocolsReuseGenCannotSeeAreNoticedAlongTheChain() {
    let analysis = analyzeModule(
      """
      import Reusable
      protocol Themed {}
      typealias Listed = Themed & Reusable
      final class OrderCell: UITableViewCell, Reusable {}
      class ProductCell: UICollectionViewCell {}
      final class FeaturedProductCell: ProductCell {}
      extension FeaturedProductCell: NibLoadable {}
      final class ListedCell: UITableViewCell, Listed {}
      final class ThemedCell: UITableViewCell, Themed, UITextFieldDelegate, Sendable {}
      final class EmptyStateCell: UITableViewCell {}
      extension UITableViewHeaderFooterView: SkeletonReusable {}
      final class SectionHeader: UITableViewHeaderFooterView {}
      """)
    for name in ["OrderCell", "FeaturedProductCell", "ListedCell", "SectionHeader"] {
      #expect(analysis.view(name)?.adoptsUnseenProtocol == true, "\(name)")
    }
    for name in ["ProductCell", "ThemedCell", "EmptyStateCell"] {
      #expect(analysis.view(name)?.adoptsUnseenProtocol == false, "\(name)")
    }
    // Generated: the Reusable chain spells its identifiers out; the cell no library saw needs no member.
    let generated = SwiftCodeGenerator.generate(
      views: analysis.views, options: GeneratorOptions(module: "App"))
    #expect(generated.contains("extension EmptyStateCell: Dequeuable, _ReuseGenNamedByType {}"))
    #expect(generated.contains("extension ThemedCell: Dequeuable, _ReuseGenNamedByType {}"))
    #expect(generated.contains(#"nonisolated static var reuseIdentifier: String { "App.OrderCell" }"#))
    #expect(generated.contains(#"return "App.FeaturedProductCell""#))
    #expect(!generated.contains("extension ProductCell: Dequeuable, _ReuseGenNamedByType"))
  }

  @Test func staticLetsAndVarsDeclareTheIdentifier() {
    let analysis = analyzeModule(
      """
      final class StatusCell: UITableViewCell {
        static let reuseIdentifier = "StatusCell"
      }
      class MediaCell: UITableViewCell {
        static var reuseIdentifier: String { "media-cell" }
      }
      final class VideoCell: MediaCell {}
      public class ProfileHeaderView: UITableViewHeaderFooterView {
        public static let reuseIdentifier: String = "ProfileHeaderView"
      }
      class ComputedCell: UITableViewCell {
        static var reuseIdentifier: String { String(describing: self) }
      }
      class EscapedCell: UITableViewCell {
        static let reuseIdentifier = "a\\(1)"
      }
      final class FooterCell: UITableViewCell {}
      """)
    #expect(analysis.view("StatusCell")?.identifier == "StatusCell")
    #expect(analysis.view("MediaCell")?.identifier == "media-cell")
    #expect(analysis.view("VideoCell")?.identifier == "media-cell")
    #expect(analysis.view("ProfileHeaderView")?.identifier == "ProfileHeaderView")
    #expect(analysis.view("ComputedCell")?.identifier == nil)
    #expect(analysis.view("EscapedCell")?.identifier == nil)
    #expect(analysis.view("FooterCell")?.identifier == "App.FooterCell")
    #expect(analysis.view("FooterCell")?.identifierSource == .generated)
    for name in ["StatusCell", "MediaCell", "VideoCell", "ProfileHeaderView", "ComputedCell", "EscapedCell"] {
      #expect(analysis.view(name)?.identifierSource == .declared, "\(name)")
      #expect(analysis.view(name)?.declaredMembers == ["reuseIdentifier"], "\(name)")
    }
    #expect(analysis.view("VideoCell")?.declaredIdentifierLocation?.line == 5)
    // A subclass that inherits the app's literal shares it by design: a warning, not an error.
    let inherited = analysis.diagnostics.filter { $0.message.contains("inherits reuse identifier") }
    #expect(inherited.map(\.severity) == [.warning])
    #expect(!analysis.hasErrors)
  }

  @Test func classVarOverridesCountForTheirOwnClass() {
    let analysis = analyzeModule(
      """
      class SettingsBaseCell: UITableViewCell {
        class var reuseIdentifier: String { "SettingsBaseCell" }
      }
      final class SwitchSettingCell: SettingsBaseCell {
        override class var reuseIdentifier: String { "SwitchSettingCell" }
      }
      final class DisclosureSettingCell: SettingsBaseCell {
        override class var reuseIdentifier: String {
          return "DisclosureSettingCell"
        }
      }
      """)
    #expect(
      analysis.views.map(\.identifier) == ["DisclosureSettingCell", "SettingsBaseCell", "SwitchSettingCell"])
    #expect(!analysis.hasErrors)
  }

  @Test func extensionsOfUIKitClassesDeclareForTheirSubclasses() {
    let analysis = analyzeModule(
      """
      extension UITableViewCell {
        class var reuseIdentifier: String { String(describing: self) }
      }
      extension UIView {
        static var reuseSource: String { "" }
      }
      final class MessageCell: UITableViewCell {}
      final class ContactCell: UICollectionViewCell {}
      """)
    #expect(analysis.view("MessageCell")?.identifierSource == .declared)
    #expect(analysis.view("MessageCell")?.declaredMembers == ["reuseIdentifier", "reuseSource"])
    #expect(analysis.view("ContactCell")?.identifierSource == .generated)
    #expect(analysis.view("ContactCell")?.declaredMembers == ["reuseSource"])
  }

  @Test func protocolRequirementsAndDefaultsDeclare() {
    let analysis = analyzeModule(
      """
      public protocol Reusable: AnyObject {
        static var reuseIdentifier: String { get }
      }
      protocol NibLoadable {}
      typealias NibReusable = Reusable & NibLoadable
      protocol Marker {}
      protocol RefinedReusable: Reusable {}
      extension Marker {
        static var reuseIdentifier: String { "marker" }
      }
      final class OrderCell: UITableViewCell, Reusable {}
      class ProductCell: UICollectionViewCell {}
      extension ProductCell: Reusable {}
      final class FeaturedProductCell: ProductCell {}
      final class ReceiptCell: UITableViewCell, NibReusable {}
      final class MarkedCell: UITableViewCell, Marker {}
      final class RefinedCell: UITableViewCell, RefinedReusable {}
      final class PlainCell: UITableViewCell, NibLoadable {}
      """)
    for name in ["OrderCell", "ProductCell", "FeaturedProductCell", "ReceiptCell", "RefinedCell"] {
      #expect(analysis.view(name)?.identifierSource == .declared, "\(name)")
      #expect(analysis.view(name)?.identifier == nil, "\(name)")
    }
    #expect(analysis.view("MarkedCell")?.identifier == "marker")
    #expect(analysis.view("PlainCell")?.identifierSource == .generated)
  }

  /// Conformances are recorded only when they name a protocol or typealias of the module, which must not
  /// depend on which file declares it first.
  @Test func protocolsAndAliasesDeclaredInLaterFilesStillDeclare() {
    let analysis = analyzeModule([
      (
        "A.swift",
        """
        final class OrderCell: UITableViewCell, Reusable {}
        class ProductCell: UICollectionViewCell {}
        extension ProductCell: NibReusable {}
        final class PlainCell: UITableViewCell, Hashable {}
        """
      ),
      (
        "B.swift",
        """
        protocol Reusable: AnyObject {}
        extension Reusable {
          static var reuseIdentifier: String { "reusable" }
        }
        protocol NibLoadable {}
        typealias NibReusable = Reusable & NibLoadable
        """
      ),
    ])
    #expect(analysis.view("OrderCell")?.identifier == "reusable")
    #expect(analysis.view("ProductCell")?.identifier == "reusable")
    #expect(analysis.view("PlainCell")?.identifierSource == .generated)
  }

  @Test func nibIdentifierThatDiffersFromADeclaredLiteralIsAnError() throws {
    let scanned = [
      DeclarationScanner.scan(
        "final class AttachmentCell: UICollectionViewCell {\n  static let reuseIdentifier = \"attachment\"\n}",
        path: "Cells.swift")
    ]
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <collectionViewCell reuseIdentifier="AttachmentCell" id="a" customClass="AttachmentCell" customModuleProvider="target"/>
        </objects>
      </document>
      """
    let document = try #require(InterfaceBuilderReader.read(Data(xib.utf8), path: "AttachmentCell.xib"))
    let analysis = ModuleAnalyzer.analyze(
      scanned: scanned, documents: [document], options: AnalysisOptions(module: "App"))
    let error = try #require(analysis.diagnostics.first { $0.severity == .error })
    #expect(
      error.rendered.hasPrefix(
        "Cells.swift:1:13: error: 'AttachmentCell' declares reuse identifier 'attachment', but its nib "
          + "'AttachmentCell' sets 'AttachmentCell'"))
    #expect(error.notes.first?.location?.line == 2)
    #expect(analysis.view("AttachmentCell")?.source == .nib("AttachmentCell"))
  }

  /// pocket-casts: a protocol gives every cell `String(describing:)`, while each xib sets its own
  /// identifier. The typed API must use the xib's, or UIKit asserts at the first dequeue; the app's member
  /// keeps its value, and the listing shows what the typed API uses.
  @Test func nibIdentifierOverridesAComputedDeclaredOneForTheTypedAPI() throws {
    let scanned = [
      DeclarationScanner.scan(
        """
        protocol Reusing { static var reuseIdentifier: String { get } }
        extension Reusing { static var reuseIdentifier: String { String(describing: self) } }
        class ThemeableCell: UITableViewCell, Reusing {}
        final class TextEntryCell: ThemeableCell {}
        final class LookupCell: UITableViewCell { static var reuseIdentifier: String { lookup() } }
        final class SameCell: ThemeableCell {}
        """,
        path: "Cells.swift")
    ]
    func xib(_ name: String, _ identifier: String) -> InterfaceBuilderDocument {
      InterfaceBuilderFixtures.xib(
        #"<tableViewCell reuseIdentifier="\#(identifier)" id="a" customClass="\#(name)" customModuleProvider="target"/>"#,
        path: "\(name).xib")
    }
    let analysis = ModuleAnalyzer.analyze(
      scanned: scanned,
      documents: [
        xib("TextEntryCell", "TextEntryCellId"), xib("LookupCell", "lookup"), xib("SameCell", "SameCell"),
      ],
      options: AnalysisOptions(module: "App"))
    let textEntry = try #require(analysis.view("TextEntryCell"))
    #expect(textEntry.overridingInterfaceBuilderIdentifier == "TextEntryCellId")
    #expect(textEntry.runtimeIdentifier == "TextEntryCellId")
    #expect(textEntry.declaredIdentifierValue == .value("TextEntryCell"))
    #expect(textEntry.listedIdentifierSource == .nib)
    // A warning, not an error: the typed API is right, and only code that uses the declared one asserts.
    #expect(!analysis.hasErrors)
    let warning = try #require(analysis.diagnostics.first { $0.message.contains("'TextEntryCell' declares") })
    #expect(
      warning.rendered.hasPrefix(
        "Cells.swift:4:13: warning: 'TextEntryCell' declares reuse identifier 'TextEntryCell', but its nib "
          + "'TextEntryCell' sets 'TextEntryCellId'; UIKit asserts when it dequeues the view by the declared "
          + "identifier, so the generated API registers and dequeues it with 'TextEntryCellId'"))
    // A value known only at run time may differ too: Interface Builder's wins, without a warning.
    #expect(analysis.view("LookupCell")?.overridingInterfaceBuilderIdentifier == "lookup")
    #expect(!analysis.diagnostics.contains { $0.message.contains("'LookupCell'") })
    // Where the two agree, nothing is overridden.
    #expect(analysis.view("SameCell")?.overridingInterfaceBuilderIdentifier == nil)
    #expect(analysis.view("ThemeableCell")?.overridingInterfaceBuilderIdentifier == nil)
    let row = ListingFormatter.text(analysis.views).split(separator: "\n").first {
      $0.hasPrefix("TextEntryCell ")
    }
    #expect(
      row?.split(separator: " ").joined(separator: " ")
        == "TextEntryCell tableViewCell TextEntryCellId nib (TextEntryCell.xib) Cells.swift:4:13")
  }

  @Test func helpersOnTableAndCollectionViewsAreFound() {
    let analysis = analyzeModule(
      """
      extension UITableView {
        func register<T: UITableViewCell>(_ cellType: T.Type) {}
        final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {}
        func dequeueReusableCell<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T { fatalError() }
        func other() {}
      }
      extension UIKit.UICollectionView {
        func dequeueReusableCell<T: UICollectionViewCell & CollectionViewReusable>(for indexPath: IndexPath) -> T {
          fatalError()
        }
      }
      extension FeedView {
        func register(_ x: Int) {}
      }
      """)
    // Which UIKit class's metatype each takes, from its parameter or its generic clause.
    #expect(
      analysis.existingHelpers.map(\.signature.parameterClass) == [
        "UITableViewCell", "UITableViewCell", "UITableViewCell", nil,
      ])
    let helpers = analysis.existingHelpers.map(\.signature.description)
    #expect(
      helpers == [
        "UITableView.register(_:)", "UITableView.register(cellType:)",
        "UITableView.dequeueReusableCell(_:for:)",
        "UICollectionView.dequeueReusableCell(for:)",
      ])
    let options = analysis.generatorOptions(
      module: "App", access: .internal, bundle: .class, supportModule: nil)
    #expect(options.existingHelpers.count == 4)
    let notes = analysis.adoptionNotes(for: options)
    #expect(notes.count == 4)
    #expect(
      notes.first?.rendered.hasPrefix("App.swift:2:8: note: 'UITableView.register(_:)' is the module's own")
        == true)
  }

  @Test func supportNamesTheModuleDeclaresAreRenamed() {
    let analysis = analyzeModule(
      """
      protocol Dequeuable { static var dequeueIdentifier: String { get } }
      enum ReuseRegistry {}
      final class CardCell: UITableViewCell, Dequeuable {}
      """)
    // The module's own protocol is not ReuseGen's: the view gets a generated conformance.
    #expect(analysis.view("CardCell")?.conformance == .generated)
    let options = analysis.generatorOptions(
      module: "App", access: .internal, bundle: .class, supportModule: nil)
    #expect(options.names.dequeuable == "ReuseGenDequeuable")
    #expect(options.names.registry == "ReuseGenReuseRegistry")
    #expect(options.names.reuseSource == "ReuseSource")
    let imported = analysis.generatorOptions(
      module: "App", access: .internal, bundle: .class, supportModule: "ReuseSupport")
    #expect(imported.names.dequeuable == "ReuseSupport.Dequeuable")
    let notes = analysis.adoptionNotes(for: options).map(\.rendered)
    #expect(notes.contains { $0.hasPrefix("App.swift:1:10: note: the module declares its own 'Dequeuable'") })
  }

  @Test func availabilityIsCollectedFromTheViewAndItsContainers() {
    let analysis = analyzeModule(
      """
      @available(iOS 14.0, *)
      final class ContactListCell: UICollectionViewListCell {}
      @available(iOS 15.0, *)
      enum Compose {
        final class DraftCell: UITableViewCell {}
      }
      @available(*, deprecated, message: "Use FeedCardCell")
      final class LegacyFeedCell: UITableViewCell {}
      @available(*, unavailable)
      final class RemovedCell: UITableViewCell {}
      @available(tvOS, unavailable)
      final class PhoneCell: UITableViewCell {}
      """)
    #expect(analysis.view("ContactListCell")?.availability == ["iOS 14.0, *"])
    #expect(analysis.view("Compose.DraftCell")?.availability == ["iOS 15.0, *"])
    #expect(analysis.view("LegacyFeedCell")?.availability == [#"*, deprecated, message: "Use FeedCardCell""#])
    #expect(analysis.view("RemovedCell")?.status.isSkipped == true)
    #expect(analysis.view("PhoneCell")?.status == .generated)
    let note = analysis.diagnostics.first { $0.message.contains("RemovedCell") }
    #expect(note?.severity == .note)
  }

  @Test(
    arguments: [
      ("iOS 14.0, *", "#available(iOS 14.0, *)", false, false),
      ("iOS 14, tvOS 14, *", "#available(iOS 14, tvOS 14, *)", false, false),
      ("iOS, introduced: 13.4", "#available(iOS 13.4, *)", false, false),
      ("iOS, introduced: 10.0, deprecated: 13.0, message: \"x\"", "#available(iOS 10.0, *)", true, false),
      ("*, deprecated", nil, true, false),
      ("*, unavailable", nil, false, true),
      ("iOS, obsoleted: 12", nil, false, true),
      ("iOSApplicationExtension, unavailable", nil, false, false),
      ("swift 5.9", nil, false, false),
    ] as [(String, String?, Bool, Bool)])
  func availabilityAttributes(
    _ arguments: String, _ condition: String?, _ deprecated: Bool, _ unavailable: Bool
  ) {
    let availability = Availability(arguments)
    #expect(availability.availabilityCondition == condition)
    #expect(availability.isDeprecated == deprecated)
    #expect(availability.isUnavailable == unavailable)
  }
}

/// Identifiers the app's xibs set alike (Habitica's nibs all say "Cell") are the app's design: a warning, so
/// that a module that builds today still generates.
@Suite struct InterfaceBuilderDuplicateTests {
  @Test func twoNibsThatSetOneIdentifierWarn() throws {
    let scanned = [
      DeclarationScanner.scan(
        "import UIKit\nfinal class PetCell: UITableViewCell {}\nfinal class MountCell: UITableViewCell {}\n",
        path: "Cells.swift")
    ]
    let documents = try ["PetCell", "MountCell"].map {
      try Self.xib(of: $0, tag: "tableViewCell", identifier: "Cell")
    }
    let analysis = ModuleAnalyzer.analyze(
      scanned: scanned, documents: documents, options: AnalysisOptions(module: "App"))
    #expect(!analysis.hasErrors)
    #expect(
      analysis.diagnostics.map(\.rendered).contains {
        $0.hasPrefix(
          "Cells.swift:3:13: warning: reuse identifier 'Cell' of 'MountCell' is also that of 'PetCell'")
      })
  }

  /// A table cell and a collection cell whose xibs set one identifier (Beam's 'image' of `PostImagePartCell`
  /// and `GalleryAlbumContentItemCell`) never reach one registry: no view registers both, so nothing is said.
  @Test func oneIdentifierOfATableCellAndACollectionCellIsNoConflict() throws {
    let scanned = [
      DeclarationScanner.scan(
        "import UIKit\nfinal class PartCell: UITableViewCell {}\n"
          + "final class ItemCell: UICollectionViewCell {}\n",
        path: "Cells.swift")
    ]
    let documents = try [
      Self.xib(of: "PartCell", tag: "tableViewCell", identifier: "image"),
      Self.xib(of: "ItemCell", tag: "collectionViewCell", identifier: "image"),
    ]
    let analysis = ModuleAnalyzer.analyze(
      scanned: scanned, documents: documents, options: AnalysisOptions(module: "App"))
    #expect(!analysis.hasErrors)
    #expect(!analysis.diagnostics.contains { $0.message.contains("is also that of") })
  }

  /// A xib of one `tag` element of the custom class `name` that sets `identifier`.
  private static func xib(of name: String, tag: String, identifier: String) throws -> InterfaceBuilderDocument
  {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <\(tag) reuseIdentifier="\(identifier)" id="a" customClass="\(name)" customModuleProvider="target"/>
        </objects>
      </document>
      """
    return try #require(InterfaceBuilderReader.read(Data(xib.utf8), path: name + ".xib"))
  }
}
