#import "LegacyFeedViewController.h"
#import "BaseObjCCell.h"
#import "ReuseIdentifiers.h"
#import "Mixed-Swift.h"

static NSString *const kPlainCellIdentifier = @"PlainCell";

@implementation LegacyFeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];

    // [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Commented"];
    /* [self.tableView registerClass:[UITableViewCell class]
                forCellReuseIdentifier:@"CommentedToo"]; */
    [self.tableView registerClass:[FeedCell class]
           forCellReuseIdentifier:FeedCellIdentifier];
    [self.tableView registerNib:[UINib nibWithNibName:NSStringFromClass([ProfileCell class])
                                               bundle:[NSBundle mainBundle]]
         forCellReuseIdentifier:NSStringFromClass([ProfileCell class])];
    [self.tableView registerClass:SpinnerCell.class forCellReuseIdentifier:kSpinnerCellIdentifier];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPlainCellIdentifier];
    [self.tableView registerClass:[LegacyHeaderView class]
        forHeaderFooterViewReuseIdentifier:LegacyHeaderIdentifier];
    [self.tableView registerNib:[UINib nibWithNibName:@"NoteCell" bundle:[NSBundle mainBundle]]
         forCellReuseIdentifier:@"Note"];

    __weak typeof(self) weakSelf = self;
    dispatch_async(dispatch_get_main_queue(), ^{
        [weakSelf.tableView reloadData];
    });
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 1) {
        SpinnerCell *cell = [tableView dequeueReusableCellWithIdentifier:kSpinnerCellIdentifier
                                                            forIndexPath:indexPath];
        return cell;
    }
    static NSString *CellIdentifier = @"PlainCell";
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:CellIdentifier];
    cell.textLabel.text = indexPath.row % 2 ? @"odd" : @"even";
    return cell;
}

- (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
    return [tableView dequeueReusableHeaderFooterViewWithIdentifier:LegacyHeaderIdentifier];
}

@end
