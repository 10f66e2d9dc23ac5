#import <UIKit/UIKit.h>

@interface LegacyFeedViewController : UITableViewController
@end
