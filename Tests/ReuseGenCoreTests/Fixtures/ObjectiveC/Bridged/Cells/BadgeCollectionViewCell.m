#import "BadgeCollectionViewCell.h"

@implementation BadgeCollectionViewCell
@end
