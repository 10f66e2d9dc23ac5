#import "Utilities.h"

@implementation UITableViewCell (util)

+ (NSString *) getCellIdentifier
{
    return NSStringFromClass(self.class);
}

@end

@implementation UICollectionViewCell (util)

+ (NSString *) getCellIdentifier
{
    return NSStringFromClass(self.class);
}

@end

@implementation UITableViewHeaderFooterView (util)

+ (NSString *) getCellIdentifier
{
    return NSStringFromClass(self.class);
}

@end
