#import <UIKit/UIKit.h>

@interface UITableViewCell (util)

+ (NSString *) getCellIdentifier;

@end

@interface UICollectionViewCell (util)

+ (NSString *) getCellIdentifier;

@end

@interface UITableViewHeaderFooterView (util)

+ (NSString *) getCellIdentifier;

@end
