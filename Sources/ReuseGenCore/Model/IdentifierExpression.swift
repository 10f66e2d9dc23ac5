/// What a reuse-identifier expression spells, as written, before anything is looked up (SPEC §10.1).
///
/// The scanner records one for every `reuseIdentifier` member, and `audit` reads one from every identifier
/// argument; `IdentifierEvaluator` gives each the string Swift would produce, or says why it cannot.
package indirect enum IdentifierExpression: Sendable, Hashable {
  /// A string literal without interpolation or escapes.
  case literal(String)
  /// `a + b`, or a literal with interpolations: its parts in order.
  case concatenation([IdentifierExpression])
  /// `String(describing: T.self)`, `"\(T.self)"`, and their `self` forms: the innermost type name.
  case describing(TypeOperand)
  /// `String(reflecting: T.self)`: the module-qualified type name.
  case reflecting(TypeOperand)
  /// `NSStringFromClass(T.self)`: the Objective-C runtime name.
  case classString(TypeOperand)
  /// `x`, `Self.x`, `Identifiers.feed`, `CellID.feed.rawValue`: a name, looked up where it is written.
  case reference([String])
  /// `e.components(separatedBy: ".").last!` (or `?? "…"`), as apps strip the module from
  /// `NSStringFromClass(self)`: the last component.
  case lastComponent(IdentifierExpression, separator: String)
  /// `c ? a : b`, an `if` whose every branch returns a value, or a `switch` whose every case does: one of
  /// the branches at run time (SPEC §10.1's closed sets), in the order written.
  case choice([IdentifierExpression])
  /// `[a, b]`: an array literal, whose elements a `for` loop binds in turn.
  case array([IdentifierExpression])
  /// The variable of `for x in e`: each element of `e` in turn.
  case element(of: IdentifierExpression)
  /// `X.cellIdentifier()`, `Self.reuseIdentifier()` or `cellIdentifier()`: a call without arguments of a
  /// static or class method, whose body returns an identifier expression with `self` the type called
  /// through.
  case staticCall([String])
  /// Anything else; the text as written, shortened, for the reason.
  case unsupported(String)

  /// Whether evaluating the expression needs no lookup beyond the type `self` denotes.
  package var isSelfContained: Bool {
    switch self {
    case .literal, .unsupported: true
    case .describing(let operand), .reflecting(let operand), .classString(let operand): operand == .selfType
    case .concatenation(let parts), .choice(let parts), .array(let parts): parts.allSatisfy(\.isSelfContained)
    case .lastComponent(let base, _), .element(of: let base): base.isSelfContained
    case .reference, .staticCall: false
    }
  }

  /// The string, when the expression is one plain literal.
  package var literal: String? {
    if case .literal(let value) = self { return value }
    return nil
  }
}

/// The type a `String(describing:)`-like idiom names.
package enum TypeOperand: Sendable, Hashable {
  /// `self`, `Self.self` or `self.self` in a static member: the dynamic type.
  case selfType
  /// `T.self`, by the path written before `.self`.
  case type([String])
}
