#import <UIKit/UIKit.h>

@interface OptionTableViewCell : UITableViewCell

@property (nonatomic, weak) IBOutlet UILabel *titleLabel;

@end
