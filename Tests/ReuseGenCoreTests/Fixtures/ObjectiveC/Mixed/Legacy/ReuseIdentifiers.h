//
//  ReuseIdentifiers.h
//  Mixed
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The feed's cell, registered by LegacyFeedViewController for its Swift subclass.
extern NSString *const FeedCellIdentifier;
FOUNDATION_EXPORT NSString * const BannerCellIdentifier;
UIKIT_EXTERN NSString *const _Nonnull LegacyHeaderIdentifier;

#define kSpinnerCellIdentifier @"SpinnerCell"

NS_ASSUME_NONNULL_END
