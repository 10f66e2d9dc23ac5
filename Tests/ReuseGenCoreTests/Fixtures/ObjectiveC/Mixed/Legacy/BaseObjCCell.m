#import "BaseObjCCell.h"

@interface BaseObjCCell ()
@property (nonatomic, strong) UITapGestureRecognizer *tap;
@end

@implementation BaseObjCCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        __weak typeof(self) weakSelf = self;
        self.onTap = ^(BaseObjCCell *cell) {
            [weakSelf setNeedsLayout];
        };
    }
    return self;
}

- (void)configureWithTitle:(NSString *)title {
    self.titleLabel.text = [NSString stringWithFormat:@"%@ \"%@\"", title, @"]"];
}

@end

@implementation SpinnerCell
@end

@implementation LegacyHeaderView
@end
