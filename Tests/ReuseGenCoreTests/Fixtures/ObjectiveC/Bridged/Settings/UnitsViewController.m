#import <UIKit/UIKit.h>
#import "ValueTableViewCell.h"

/// An Objective-C screen that reads the Swift identifier of an Objective-C cell
/// (`extension UIView { @objc static var reuseIdentifier }`, seen through the generated Swift header).
@interface UnitsViewController : UITableViewController
@end

@implementation UnitsViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.tableView registerClass:ValueTableViewCell.class forCellReuseIdentifier:ValueTableViewCell.reuseIdentifier];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    ValueTableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:[ValueTableViewCell reuseIdentifier] forIndexPath:indexPath];
    cell.value = @"Metric";
    return cell;
}

@end
