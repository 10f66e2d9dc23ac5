import UIKit
import WalletUI

final class TransactionCell: WalletBaseCell {
  let amountLabel = UILabel()
}
