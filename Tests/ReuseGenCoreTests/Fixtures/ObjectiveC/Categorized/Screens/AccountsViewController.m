#import "AccountsViewController.h"
#import "Categorized-Swift.h"

@implementation AccountsViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.tableView registerClass:[AccountCell class] forCellReuseIdentifier:[AccountCell cellIdentifier]];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    NSString *cellIdentifier = [AccountCell cellIdentifier];
    AccountCell *cell = [tableView dequeueReusableCellWithIdentifier:cellIdentifier forIndexPath:indexPath];
    return cell;
}

@end
