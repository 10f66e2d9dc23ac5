//
//  Use this file to import your target's public headers that you would like to expose to Swift.
//

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

// Helpers
#import "Utilities.h"

// Cells
#import "ValueTableViewCell.h"
#import "Cells/BadgeCollectionViewCell.h"

#pragma clang diagnostic pop
