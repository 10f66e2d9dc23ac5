import Testing
import UIKit

@testable import InboxFeature
@testable import TimelineFeature

/// Modules that had their own reuse code before adopting ReuseGen keep doing what they did: their
/// registrations and dequeues call their own helpers, with their own identifiers, and ReuseGen's
/// registries and typed API use the same strings.
@MainActor
@Suite struct ExistingCallSitesTests {
  let firstRow = IndexPath(row: 0, section: 0)

  @Test func theAppsOwnRegistrationsKeepTheirIdentifiers() {
    let controller = TimelineViewController(nibName: nil, bundle: nil)
    controller.loadViewIfNeeded()
    let tableView = controller.tableView
    #expect(tableView.dequeueReusableCell(withIdentifier: "StatusCell", for: firstRow) is StatusCell)
    // The app's `Reusable` helper registered under `String(describing:)`.
    #expect(tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: firstRow) is OrderCell)
    // The marker protocol's helper, not ReuseGen's, which would use "TimelineFeature.CartItemCell".
    #expect(tableView.dequeueReusableCell(withIdentifier: "CartItemCell", for: firstRow) is CartItemCell)
    #expect(
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "TimelineHeaderView") is TimelineHeaderView)
    let rows = (0..<4).map { controller.tableView(tableView, cellForRowAt: IndexPath(row: $0, section: 0)) }
    #expect(rows[0] is StatusCell && rows[1] is StatusCell && rows[2] is OrderCell && rows[3] is CartItemCell)
    #expect(rows[0].textLabel?.text == "Shipped")
  }

  @Test func declaredIdentifiersStayTheIdentifiers() {
    #expect(StatusCell.reuseIdentifier == "StatusCell")
    #expect(MediaCell.reuseIdentifier == "media-cell")
    #expect(SettingsRowCell.reuseIdentifier == "SettingsRowCell")
    #expect(SwitchRowCell.reuseIdentifier == "SwitchRowCell")
    #expect(AnnouncementCell.reuseIdentifier == "announcement")
    #expect(OrderCell.reuseIdentifier == "OrderCell")
    #expect(TimelineHeaderView.reuseIdentifier == "TimelineHeaderView")
    #expect(MessageCell.reuseIdentifier == "MessageCell")
    #expect(ContactCell.reuseIdentifier == "ContactCell")
    // The module's own `Dequeuable` still means the module's own protocol.
    #expect(Inbox.names == ["MessageCell"])
  }

  @Test func reuseGenSeesTheSameIdentifiersThroughItsProtocol() {
    func timelineIdentifier<View: TimelineFeature.Dequeuable>(_: View.Type) -> String { View.reuseIdentifier }
    #expect(timelineIdentifier(StatusCell.self) == "StatusCell")
    #expect(timelineIdentifier(SwitchRowCell.self) == "SwitchRowCell")
    #expect(timelineIdentifier(OrderCell.self) == "OrderCell")
    // A subclass that declares its own identifier under a base that does not.
    #expect(timelineIdentifier(AnnouncementCell.self) == "announcement")
    #expect(timelineIdentifier(GapCell.self) == "TimelineFeature.GapCell")
    #expect(timelineIdentifier(TimelineBaseCell.self) == "TimelineFeature.TimelineBaseCell")
    func inboxIdentifier<View: ReuseGenDequeuable>(_: View.Type) -> String { View.reuseIdentifier }
    #expect(inboxIdentifier(ThreadCell.self) == "ThreadCell")
    #expect(inboxIdentifier(InboxSectionHeader.self) == "InboxFeature.InboxSectionHeader")
  }

  @Test func registerAllUsesTheAppsIdentifiers() {
    let tableView = UITableView(frame: .zero, style: .plain)
    // Both modules' registries are visible to these tests, so name the one meant.
    TimelineFeature.ReuseRegistry.registerAll(in: tableView)
    let expected: [(String, UITableViewCell.Type)] = [
      ("StatusCell", StatusCell.self), ("media-cell", MediaCell.self), ("SwitchRowCell", SwitchRowCell.self),
      ("SettingsRowCell", SettingsRowCell.self), ("announcement", AnnouncementCell.self),
      ("TimelineFeature.GapCell", GapCell.self), ("OrderCell", OrderCell.self),
      ("TimelineFeature.FooterCell", FooterCell.self),
    ]
    for (identifier, type) in expected {
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: firstRow)
      #expect(Swift.type(of: cell) == type, "\(identifier)")
    }
    #expect(
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "TimelineHeaderView") is TimelineHeaderView)
  }

  @Test func theAppsHelpersStillServeItsCallSites() {
    let tableView = Inbox.makeTableView()
    #expect(Inbox.message(in: tableView, at: firstRow).reuseIdentifier == "MessageCell")
    #expect(tableView.dequeueReusableCell(withIdentifier: "ThreadCell", for: firstRow) is ThreadCell)
  }

  @Test func reuseGensTypedAPIFillsWhatTheAppLacks() {
    let tableView = UITableView(frame: .zero, style: .plain)
    InboxFeature.ReuseRegistry.registerAll(in: tableView)
    // The app has no header helper, so ReuseGen's non-optional one is there.
    let header = tableView.dequeueReusableHeaderFooterView(InboxSectionHeader.self)
    #expect(header.reuseIdentifier == "InboxFeature.InboxSectionHeader")
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(ContactCell.self)
    let contact: ContactCell = collectionView.dequeueReusableCell(for: firstRow)
    #expect(contact.reuseIdentifier == "ContactCell")
  }
}

/// Reading an identifier needs no actor: the app's own nonisolated ones, and the generated ones.
///
/// Not `FooterCell`'s here: this target also imports InboxFeature, whose `UITableViewCell.reuseIdentifier`
/// class property is a class member, which Swift prefers to the protocol default that names
/// `TimelineFeature`'s views. Inside TimelineFeature, which does not import it, the default is what reads
/// (docs/Reference/Adopting.md).
@Suite struct NonisolatedIdentifierTests {
  @Test func generatedIdentifiersAreReadableOffTheMainActor() async {
    let identifiers = await Task.detached {
      [InboxSectionHeader.reuseIdentifier]
    }.value
    #expect(identifiers == ["InboxFeature.InboxSectionHeader"])
  }
}
