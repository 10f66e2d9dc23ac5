#import "ValueTableViewCell.h"

@implementation ValueTableViewCell

- (void)setValue:(NSString *)value
{
    _value = [value copy];
    self.detailTextLabel.text = value;
}

@end
