#import <UIKit/UIKit.h>

@interface AccountsViewController : UITableViewController
@end
