import UIKit

/// What the screens show, laid out twice so that the second pass reuses views: per view its class, what it
/// displays, and `nil` where the screen had none. Identifiers are left out on purpose: `migrate` may change
/// them, and only what the user sees must stay.
@MainActor
public func dealsSnapshot() -> [String] {
  func describe(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    let cell = view as? UITableViewCell
    let header = view as? UITableViewHeaderFooterView
    let text =
      cell?.textLabel?.text ?? header?.textLabel?.text ?? (view as? PhotoCell)?.captionLabel.text
      ?? (view as? GalleryHeaderView)?.titleLabel.text ?? ""
    return "\(type(of: view)):\(text):"
  }
  var views: [String] = []
  for showsNotes in [false, true] {
    let deals = DealsViewController()
    deals.showsNotes = showsNotes
    deals.deals = [
      Deal(title: "Kettle", isFeatured: false), Deal(title: "Teapot", isFeatured: true),
      Deal(title: "Mugs", isFeatured: false),
    ]
    deals.loadViewIfNeeded()
    for _ in 0..<2 {
      for row in 0..<deals.deals.count {
        views.append(
          describe(deals.tableView(deals.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
      }
      views.append(describe(deals.tableView(deals.tableView, viewForHeaderInSection: 0)))
    }
  }
  let order = OrderViewController()
  order.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<order.tableView(order.tableView, numberOfRowsInSection: 0) {
      views.append(describe(order.tableView(order.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
    views.append(describe(order.tableView(order.tableView, viewForFooterInSection: 0)))
  }
  let gallery = GalleryViewController()
  gallery.captions = ["Front", "Back"]
  gallery.loadViewIfNeeded()
  for _ in 0..<2 {
    for item in 0..<gallery.captions.count {
      views.append(
        describe(
          gallery.collectionView(gallery.collectionView, cellForItemAt: IndexPath(item: item, section: 0))))
    }
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      views.append(
        describe(
          gallery.collectionView(
            gallery.collectionView, viewForSupplementaryElementOfKind: kind,
            at: IndexPath(item: 0, section: 0))))
    }
  }
  let reviews = ReviewsViewController()
  reviews.reviews = ["Sturdy", "Leaks"]
  reviews.loadViewIfNeeded()
  let seller = SellerViewController()
  seller.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<reviews.reviews.count {
      views.append(
        describe(reviews.tableView(reviews.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
    views.append(describe(reviews.tableView(reviews.tableView, viewForHeaderInSection: 0)))
    views.append(describe(seller.tableView(seller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))))
    views.append(describe(seller.tableView(seller.tableView, viewForHeaderInSection: 0)))
  }
  let checkout = CheckoutFormViewController()
  checkout.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<checkout.tableView(checkout.tableView, numberOfRowsInSection: 0) {
      views.append(
        describe(checkout.tableView(checkout.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
  }
  views.append("analytics providers: \(WPAnalytics.providers.count)")
  return views
}
