#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface SimpleTableViewCell : UITableViewCell

- (void)configureWithTitle:(NSString *)title;

@end

NS_ASSUME_NONNULL_END
