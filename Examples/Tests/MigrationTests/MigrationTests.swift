import BridgedScreens
import DealsScreens
import HelperScreens
import IdiomScreens
import LegacyCatalog
import MigratedBridgedScreens
import MigratedCatalog
import MigratedDealsScreens
import MigratedHelperScreens
import MigratedIdiomScreens
import MigratedPartialScreens
import MigratedPodcastScreens
import MigratedPrivateScreens
import MigratedRSwiftScreens
import PartialScreens
import PodcastScreens
import PrivateScreens
import RSwiftScreens
import Testing
import UIKit

/// `reusegen migrate --write` changes the code, not what it does: the module as the app wrote it and the
/// migrated module hand out the same views, with the same reuse identifiers.
@MainActor
@Suite struct MigrationTests {
  /// A view's reuse identifier, read here, in the tests, as an app's test target reads it: code of the
  /// module that read it would keep `migrate` from moving any group to a new string.
  static func reuseIdentifier(_ view: UIView) -> String? {
    (view as? UITableViewCell)?.reuseIdentifier ?? (view as? UITableViewHeaderFooterView)?.reuseIdentifier
      ?? (view as? UICollectionReusableView)?.reuseIdentifier
  }

  @Test func migratedModuleBehavesAsTheOriginal() {
    let original = LegacyCatalog.catalogSnapshot()
    #expect(
      original == [
        "ItemCell:ItemCell", "PriceCell:PriceCell", "NoteCell:note", "CatalogHeader:CatalogHeader",
        "SwatchCell:swatch", "SwatchHeader:SwatchHeader",
        // UIKit's own classes under the app's strings, which move to typed identifiers.
        "UITableViewCell:settingsCell:Notifications", "UITableViewCell:UITableViewCell2:Haptics",
        "UITableViewCell:about:", "UITableViewHeaderFooterView:plainHeader",
        // UIKit's own header/footer class drawn in a xib: the typed identifier loads the same nib.
        "UITableViewHeaderFooterView:footer",
        // Registered through the app's protocol-extension `nib()` and static `className`.
        "LabeledCell:LabeledCell:Version", "LabeledCell:LabeledCell:Licences",
        "UICollectionViewCell:ColorCell:1",
        "UICollectionReusableView:PaletteFooter",
      ])
    #expect(MigratedCatalog.catalogSnapshot() == original)
  }

  /// Screens in idioms no rule was tuned for show the same views with the same content after `migrate`,
  /// laid out twice so that views are reused: the featured deal still gets its subclass through the app's
  /// own string, the header UIKit has no registration for is still `nil`, and the analytics `register` is
  /// still the app's.
  @Test func dealsScreensBehaveAsTheOriginal() {
    let original = DealsScreens.dealsSnapshot()
    let dealRows = ["DealCell:Kettle:", "FeaturedDealCell:★ Teapot:", "DealCell:Mugs:"]
    let orderRows = [
      "SummaryCell:summary:", "ShippingCell:shipping:", "TotalCell:total:", "OrderFooter:Thank you:",
    ]
    // The gallery's header, dequeued without a cast, is still its class with its title.
    let galleryViews = [
      "PhotoCell:Front:", "PhotoCell:Back:", "GalleryHeaderView:2 photos:", "UICollectionReusableView::",
    ]
    // The reviews and the seller's page each still get their own header and cell under the string they
    // share.
    let reviewsAndSeller = [
      "ReviewCell:Sturdy:", "ReviewCell:Leaks:", "ReviewsHeader:2 reviews:",
      "UITableViewCell:Ships from Lyon:",
      "SellerHeader:Seller:",
    ]
    // Each row of the checkout form still gets the class its enum names.
    let checkoutRows = ["ToggleFormCell:Gift wrap:", "ValueFormCell:Total:"]
    #expect(
      original
        == dealRows + ["nil"] + dealRows + ["nil"] + dealRows + ["NotesHeader:Notes:"] + dealRows
        + ["NotesHeader:Notes:"] + orderRows + orderRows + galleryViews + galleryViews + reviewsAndSeller
        + reviewsAndSeller + checkoutRows + checkoutRows + ["analytics providers: 2"])
    #expect(MigratedDealsScreens.dealsSnapshot() == original)
  }

  /// pocket-casts' settings rows, dequeued by UIKit's Optional call in `tableView(_:cellForRowAt:)` and now
  /// by the generated `dequeueReusableCell(for:)`, and a filter editor whose loops over cell classes now
  /// pass each class to the generated `register(_:)`, and a grid whose header was cast with `as?`, show the
  /// same views, twice.
  @Test func podcastScreensBehaveAsTheOriginal() {
    let original = PodcastScreens.podcastSnapshot()
    let once = [
      "SiriShortcutEnabledCell:Siri shortcuts", "SiriShortcutSuggestedCell:Play Up Next",
      "SiriShortcutSuggestedCell:Sleep timer", "ThemeableCell:About shortcuts",
      "FilterNameCell:New Releases", "FilterColorCell:Red", "FilterSectionHeader:Filter",
      "PodcastGridCell:Daily News", "PodcastGridHeader:Trending",
    ]
    #expect(original == once + once)
    #expect(MigratedPodcastScreens.podcastSnapshot() == original)
  }

  /// A group that cannot move whole: its calls through an Optional receiver and through `self` keep the app's
  /// string, and the others pass a typed identifier whose raw value is that string (SPEC §10.6). Both lists
  /// still get the same classes under the same identifiers, laid out twice. The seasons' group, which moves
  /// whole to the view's API once its blocking dequeue is fixed, typed calls included, shows the same rows.
  @Test func partialScreensBehaveAsTheOriginal() {
    let original = PartialScreens.partialSnapshot(reuseIdentifier: Self.reuseIdentifier)
    let list = [
      "ShowHeader:2 episodes", "EpisodeCell:episodeCell:Pilot", "EpisodeCell:episodeCell:Finale",
    ]
    let seasons = ["SeasonCell:Season 1", "SeasonCell:Season 2"]
    let regular = ["BadgeCell:badgeRegular:Early", "BadgeCell:badgeRegular:Loyal", "BadgeCell:badgeRegular:"]
    let compact = ["BadgeCell:badgeCompact:Early", "BadgeCell:badgeCompact:Loyal", "BadgeCell:badgeCompact:"]
    #expect(
      original
        == ["EpisodeCell:episodeCell:"] + list + list + list + list + seasons + seasons + regular + compact
        + regular + compact)
    #expect(MigratedPartialScreens.partialSnapshot(reuseIdentifier: Self.reuseIdentifier) == original)
  }

  /// A chat on an Optional table view (conditional casts through `self.tableView?`, a ternary over the
  /// app's globals through a local) and a conversation log choosing between two storyboard prototypes of a
  /// class and its subclass, moved to typed identifiers that keep the app's strings: the same rows from the
  /// same pools, laid out twice, and a plain cell when the chat has no list.
  @Test func chatScreensBehaveAsTheOriginal() {
    func load(_ tableView: UITableView, _ prototypes: [(String, AnyClass)]) {
      // What UIKit does with a storyboard's prototypes, which the stand-in does not read.
      for prototype in prototypes {
        tableView.register(prototype.1, forCellReuseIdentifier: prototype.0)
      }
    }
    let original = PartialScreens.chatSnapshot(reuseIdentifier: Self.reuseIdentifier, loadPrototypes: load)
    let chat = [
      "SeparatorCell:SeparatorCell:Today", "MessageCell:messageCellIdentifier:Hi",
      "MessageCell:messageCellIdentifier:Hello",
    ]
    let grouped = [
      "SeparatorCell:SeparatorCell:Today", "MessageCell:groupedMessageCellIdentifier:Hi",
      "MessageCell:groupedMessageCellIdentifier:Hello",
    ]
    let log = [
      "LogEntryCell:LogEntryCell:Joined", "LogEntryContinuationCell:LogEntryContinuationCell:Said hi",
      "LogEntryCell:LogEntryCell:Left", "LogEntryContinuationCell:LogEntryContinuationCell:Came back",
    ]
    #expect(original == chat + grouped + chat + grouped + ["UITableViewCell::"] + log + log)
    let migrated = MigratedPartialScreens.chatSnapshot(
      reuseIdentifier: Self.reuseIdentifier, loadPrototypes: load)
    // The separator's group moved whole to its view's API, whose identifier is the generated one.
    #expect(
      migrated.map {
        $0.replacingOccurrences(of: "MigratedPartialScreens.SeparatorCell", with: "SeparatorCell")
      }
        == original)
  }

  /// A screen on R.swift's reuse names (SPEC §10.7), moved to the typed API: the wallets' nib registered
  /// under R.swift's nib name, the tokens' nib through R.swift's own `register(_:)` and typed dequeue, and
  /// the words' collection nib whose xib sets its identifier show the same cells, twice; the views whose xib
  /// sets an identifier keep it.
  @Test func rswiftScreensBehaveAsTheOriginal() {
    let original = RSwiftScreens.rswiftSnapshot(reuseIdentifier: Self.reuseIdentifier)
    let once = [
      "WalletCell:Savings", "WalletCell:Travel", "TokenCell:token:ETH", "WordCell:word:apple",
      "WordCell:word:river",
    ]
    #expect(original == once + once)
    #expect(MigratedRSwiftScreens.rswiftSnapshot(reuseIdentifier: Self.reuseIdentifier) == original)
  }

  /// Objective-C cells that Swift sees through the bridging header, and a Swift cell on their base, moved to
  /// their typed API: the same classes under the same identifiers (the app's `String(describing: self)`),
  /// with the same contents, laid out twice. BridgedObjC's Swift classes stand in for the Objective-C ones.
  @Test func bridgedScreensBehaveAsTheOriginal() {
    let original = BridgedScreens.bridgedSnapshot()
    let rows = [
      "SimpleTableViewCell:SimpleTableViewCell:Simple:", "ValueTableViewCell:ValueTableViewCell:Units:Metric",
      "TwoButtonsTableViewCell:TwoButtonsTableViewCell::Cancel | Save",
    ]
    #expect(original == rows + rows)
    #expect(MigratedBridgedScreens.bridgedSnapshot() == original)
  }

  /// Views private to their screen's file: the original and its migration, whose typed identifiers are
  /// declared in that file, show the same header and cells, laid out twice.
  @Test func privateScreensBehaveAsTheOriginal() {
    let original = PrivateScreens.privateSnapshot()
    let screen = [
      "SectionHeaderView:SectionHeaderView:Tags", "TagCell:TagCell:swift", "TagCell:TagCell:uikit",
      "TagCell:TagCell:reuse",
    ]
    #expect(original == screen + screen)
    #expect(MigratedPrivateScreens.privateSnapshot() == original)
  }

  /// Identifiers spelled as class methods (one overridden by a subclass), a static method naming its class,
  /// a static member named like an instance property, and a grid that registers and dequeues on itself
  /// without `self.`, and a nib loaded from the app's resource bundle: the original and its migration, whose
  /// groups move whole to the typed API or to a typed identifier of that bundle, show the same classes with
  /// the same contents, laid out twice.
  @Test func idiomScreensBehaveAsTheOriginal() {
    let original = IdiomScreens.idiomSnapshot()
    let capabilities = ["PushCapabilityCell:Push", "CapabilityCell:Uploads", "CapabilityCell:Archive"]
    let members = ["MemberCell:Ada", "MemberCell:Grace", "ActionCell:invite", "ActionCell:leave"]
    let tags = ["TagCell:swift", "TagCell:uikit"]
    let assets = ["AssetCell:BTC", "AssetCell:ETH", "TokenCell:USDC"]
    let options = ["DelayStepperCell:+0.5", "DelayStepperCell:-1.0", "SubtitleLanguageCell:English"]
    let post = [
      "PostTitlePartCell:A post", "PostMetadataPartCell:row 1", "PostToolbarPartCell:42",
      "PostMetadataPartCell:row 3",
    ]
    let group = ["BuddyChipCell:Ada (nib)", "BuddyChipCell:Grace (nib)"]
    #expect(
      original
        == capabilities + capabilities + members + members + tags + tags + assets + assets + options + options
        + post + post + ["prototype:BuddyChipCell"] + group + group)
    #expect(MigratedIdiomScreens.idiomSnapshot() == original)
  }

  /// The app's own typed helpers, retired with their strings: every registration and dequeue of each
  /// cell moves to the generated identifier together, so the screen hands out the same cells.
  @Test func retiredHelpersHandOutTheSameCells() {
    let original = HelperScreens.helperSnapshot()
    let rows = ["BalanceCell:1,024", "AccountViewCell:Savings", "AccountViewCell:Checking"]
    #expect(original == rows + rows)
    #expect(MigratedHelperScreens.helperSnapshot() == original)
  }
}
