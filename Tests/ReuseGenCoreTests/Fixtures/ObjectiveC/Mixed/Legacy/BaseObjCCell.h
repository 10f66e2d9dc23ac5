#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol Themeable;

/* The app's first cell, before Swift:
   @interface OldCell : UICollectionViewCell  (gone) */
@interface BaseObjCCell : UITableViewCell <UITextFieldDelegate>

@property (nonatomic, weak, nullable) IBOutlet UILabel *titleLabel;
@property (nonatomic, copy) void (^onTap)(BaseObjCCell *cell);

- (void)configureWithTitle:(NSString *)title;

@end

@interface BaseObjCCell (Theming) <Themeable>
- (void)applyTheme;
@end

/// An Objective-C cell on the Objective-C base: reused by Objective-C only.
@interface SpinnerCell : BaseObjCCell
@end

@interface LegacyHeaderView : UITableViewHeaderFooterView
@end

NS_ASSUME_NONNULL_END
