#import <UIKit/UIKit.h>

@interface BadgeCollectionViewCell : UICollectionViewCell
@end
