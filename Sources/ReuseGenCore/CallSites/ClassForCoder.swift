/// `tableView.register(SwitchCell.classForCoder(), forCellReuseIdentifier: …)`: NSObject's `classForCoder`
/// sent to a class object is that class (a class object answers its root class's instance methods, and a
/// view's own override of the instance method is not the class object's), so the argument registers
/// `SwitchCell` exactly as `SwitchCell.self` does (SPEC §10.2).
enum ClassForCoder {
  /// The class path of an argument written `Path.classForCoder()`; `nil` for any other argument.
  static func receiver(of argument: ReuseCallSite.Argument, in source: SourceFile) -> [String]? {
    guard let path = source.dottedPath(at: argument.first), path.components.count >= 2,
      path.components.last == "classForCoder", source.isKind(path.last + 1, .leftParen),
      source.isKind(path.last + 2, .rightParen), path.last + 2 == argument.last
    else { return nil }
    return Array(path.components.dropLast())
  }
}
