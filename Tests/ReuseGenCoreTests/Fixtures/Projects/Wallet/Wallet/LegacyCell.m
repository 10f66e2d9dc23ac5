#import "LegacyCell.h"

@implementation LegacyCell
@end
