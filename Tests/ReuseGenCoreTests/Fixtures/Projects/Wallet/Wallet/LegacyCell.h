#import <UIKit/UIKit.h>

@interface LegacyCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end
