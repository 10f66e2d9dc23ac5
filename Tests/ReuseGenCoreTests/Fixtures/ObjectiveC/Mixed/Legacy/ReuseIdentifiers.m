//
//  ReuseIdentifiers.m
//  Mixed
//

#import "ReuseIdentifiers.h"

NSString *const FeedCellIdentifier = @"FeedCell";
NSString * const BannerCellIdentifier = @"BannerCell";
NSString *const _Nonnull LegacyHeaderIdentifier = @"LegacyHeader";
