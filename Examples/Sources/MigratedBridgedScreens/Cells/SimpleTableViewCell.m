#import "SimpleTableViewCell.h"

@implementation SimpleTableViewCell

- (void)configureWithTitle:(NSString *)title
{
    self.textLabel.text = title;
}

@end
