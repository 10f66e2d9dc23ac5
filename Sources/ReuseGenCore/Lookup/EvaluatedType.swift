/// A type as identifier idioms see it: enough to spell what `String(describing:)`, `String(reflecting:)`
/// and `NSStringFromClass(_:)` return for it at run time.
struct EvaluatedType: Sendable, Hashable {
  /// The path within its module, outermost first: `["Feed", "Cell"]`.
  var path: [String]
  /// The module that declares it; `nil` for UIKit's classes.
  var module: String?
  /// The `@objc(Name)` it has.
  var objcName: String?
  /// Whether it or a type around it is generic: each specialization has its own name.
  var isGeneric = false
  /// The generic arguments of a specialization written with them (`GenericCell<Game>`), each resolved;
  /// `nil` for the generic type itself, whose name no one specialization gives.
  var genericArguments: [EvaluatedType]?
  /// Whether it is a class, which `NSStringFromClass(_:)` requires.
  var isClass = true
  /// Whether every type around it is its module's own, so that Swift spells it as `Module.path`.
  var isSpelledThroughItsModule = true
  /// The file that declares it, when known: a `private enum Row` of one file is not another file's, and
  /// its members are that file's. Not part of its identity.
  var file: Int?

  static func == (lhs: EvaluatedType, rhs: EvaluatedType) -> Bool {
    (lhs.path, lhs.module, lhs.objcName, lhs.isGeneric, lhs.isClass, lhs.isSpelledThroughItsModule)
      == (rhs.path, rhs.module, rhs.objcName, rhs.isGeneric, rhs.isClass, rhs.isSpelledThroughItsModule)
      && lhs.genericArguments == rhs.genericArguments
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(module)
  }

  /// `Outer.Inner`
  var qualifiedName: String { path.joined(separator: ".") }
}
