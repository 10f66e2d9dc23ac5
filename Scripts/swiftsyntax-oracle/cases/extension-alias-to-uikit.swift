// An extension through a typealias extends the aliased type, here UIKit's UITableView, so the nested
// class is UITableView.ViaAliasToUIKit, as it is for aliases of the module's own types.
import UIKit

typealias TV = UITableView
extension TV { final class ViaAliasToUIKit: UITableViewCell {} }
