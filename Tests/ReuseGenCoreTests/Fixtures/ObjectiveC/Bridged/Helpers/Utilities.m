#import "Utilities.h"

@implementation UITableViewCell (util)

+ (NSString *) getCellIdentifier
{
    return NSStringFromClass(self.class);
}

@end
