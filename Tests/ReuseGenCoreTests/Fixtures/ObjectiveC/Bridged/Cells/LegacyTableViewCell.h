#import <UIKit/UIKit.h>

/// Imported by no header Swift sees: Objective-C's own cell.
@interface LegacyTableViewCell : UITableViewCell
@end
