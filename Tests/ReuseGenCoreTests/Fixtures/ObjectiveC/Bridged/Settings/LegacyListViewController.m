#import <UIKit/UIKit.h>
#import "LegacyTableViewCell.h"

@interface LegacyListViewController : UITableViewController
@end

@implementation LegacyListViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.tableView registerClass:[LegacyTableViewCell class] forCellReuseIdentifier:[LegacyTableViewCell getCellIdentifier]];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    return [tableView dequeueReusableCellWithIdentifier:[LegacyTableViewCell getCellIdentifier] forIndexPath:indexPath];
}

@end
