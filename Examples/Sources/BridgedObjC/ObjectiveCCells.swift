import UIKit

// Linux compiles no Objective-C: these Swift classes stand in for the Objective-C cells of
// BridgedScreens/Cells (`SimpleTableViewCell.h`, `ValueTableViewCell.h` and their `.m` files), with the
// shape Swift's importer gives them: open classes of the same names, members and superclasses. reusegen
// reads the headers, never this file; BridgedScreens sees these as an app target sees its bridging header's
// classes (`BridgingHeader.swift`).

/// `@interface SimpleTableViewCell : UITableViewCell`, with `- (void)configureWithTitle:(NSString *)title`.
open class SimpleTableViewCell: UITableViewCell {
  /// `configureWithTitle:`, as Swift imports it.
  open func configure(withTitle title: String) {
    textLabel?.text = title
  }
}

/// `@interface ValueTableViewCell : SimpleTableViewCell`, with `@property (copy) NSString *value`.
open class ValueTableViewCell: SimpleTableViewCell {
  /// The value shown beside the title.
  open var value: String?
}
