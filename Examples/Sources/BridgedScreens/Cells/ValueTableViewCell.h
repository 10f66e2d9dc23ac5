#import "SimpleTableViewCell.h"

NS_ASSUME_NONNULL_BEGIN

@interface ValueTableViewCell : SimpleTableViewCell

@property (nonatomic, copy, nullable) NSString *value;

@end

NS_ASSUME_NONNULL_END
