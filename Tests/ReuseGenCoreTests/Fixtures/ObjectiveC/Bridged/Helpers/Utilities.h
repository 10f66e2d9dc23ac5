#import <UIKit/UIKit.h>

@interface UITableViewCell (util)

+ (NSString *) getCellIdentifier;

@end
