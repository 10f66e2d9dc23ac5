//
//  SimpleTableViewCell.h
//  Bridged
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface SimpleTableViewCell : UITableViewCell

@property (weak, nonatomic, nullable) IBOutlet UILabel *titleLabel;

- (void)configureWithTitle:(NSString *)title;

@end

NS_ASSUME_NONNULL_END
