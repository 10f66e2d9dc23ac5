/// Bases that the module's Objective-C declares: `@interface BaseCell : UITableViewCell` makes a Swift
/// `class FeedCell: BaseCell` a table view cell, as `--base BaseCell=tableViewCell` would, with no option
/// and no note (SPEC §10.7). The Objective-C classes themselves are never generated for: Objective-C code
/// cannot call the typed API, and their own files register and dequeue them.
enum ObjectiveCBases {
  /// The kind of each undeclared base that an Objective-C chain leads to a UIKit root or a declared base.
  static func infer(
    from undeclared: [UndeclaredBase], objectiveC: ObjectiveCModule, declared: [String: ViewKind]
  )
    -> [String: ViewKind]
  {
    var bases: [String: ViewKind] = [:]
    for entry in undeclared where entry.isDirect && declared[entry.base] == nil && bases[entry.base] == nil {
      if let kind = objectiveC.viewKind(of: entry.base, bases: declared) { bases[entry.base] = kind }
    }
    return bases
  }
}
