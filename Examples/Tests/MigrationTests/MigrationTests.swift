import LegacyCatalog
import MigratedCatalog
import Testing
import UIKit

/// `reusegen migrate --write` changes the code, not what it does: the module as the app wrote it and the
/// migrated module hand out the same views, with the same reuse identifiers.
@MainActor
@Suite struct MigrationTests {
  @Test func migratedModuleBehavesAsTheOriginal() {
    let original = LegacyCatalog.catalogSnapshot()
    #expect(
      original == [
        "ItemCell:ItemCell", "PriceCell:PriceCell", "NoteCell:note", "CatalogHeader:CatalogHeader",
        "SwatchCell:swatch", "SwatchHeader:SwatchHeader",
        // UIKit's own classes under the app's strings, which move to typed identifiers.
        "UITableViewCell:settingsCell:Notifications", "UITableViewCell:UITableViewCell2:Haptics",
        "UITableViewCell:about:", "UITableViewHeaderFooterView:plainHeader",
        "UICollectionViewCell:ColorCell:1",
        "UICollectionReusableView:PaletteFooter",
      ])
    #expect(MigratedCatalog.catalogSnapshot() == original)
  }
}
