#import "ValueTableViewCell.h"

@implementation ValueTableViewCell
@end
