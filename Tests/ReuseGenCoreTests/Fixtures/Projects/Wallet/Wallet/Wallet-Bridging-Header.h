#import "LegacyCell.h"
