//
//  SimpleTableViewCell.m
//  Bridged
//

#import "SimpleTableViewCell.h"

@implementation SimpleTableViewCell

- (void)configureWithTitle:(NSString *)title
{
    self.titleLabel.text = title;
}

@end
