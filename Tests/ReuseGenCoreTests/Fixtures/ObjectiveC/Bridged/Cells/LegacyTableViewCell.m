#import "LegacyTableViewCell.h"

@implementation LegacyTableViewCell
@end
