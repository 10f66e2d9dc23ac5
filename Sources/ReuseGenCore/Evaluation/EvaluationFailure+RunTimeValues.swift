/// The reasons a site's identifier has no value when its name is declared but holds what only the running
/// program knows, or is read from elsewhere than the site: each note says what is true of the name the site
/// writes (SPEC §10.5), not that it is missing.
extension EvaluationFailure {
  /// The failure of a name that `written` reads through: a value known only at run time keeps its reason,
  /// and says which expression it leaves unevaluated.
  func reading(_ written: String) -> EvaluationFailure {
    EvaluationFailure(reason + ", so '\(written)' is not evaluated", isRunTimeValue: isRunTimeValue)
  }

  /// `written` names a stored `var` that code assigns to: its value is the one it holds when read.
  static func assignedVariable(_ written: String) -> EvaluationFailure {
    EvaluationFailure(
      "'\(written)' is a variable that code assigns to, so its value is known only at run time")
  }

  /// `written` (`R.reuseIdentifier.userCell`) is spelled as R.swift's generated names are, and no source
  /// declares `R`: R.swift writes it when the app builds, and its names are derived only for a module
  /// that imports R.swift's library (`RSwiftLookup.swift`).
  static func unreadRSwiftName(_ written: String) -> EvaluationFailure {
    EvaluationFailure(
      "'\(written)' is a name of R.swift's generated 'R', which no scanned source declares (R.swift writes "
        + "it at build time), and reusegen derives R.swift's names only when a Swift file of the module "
        + "imports Rswift or RswiftResources", isUndeclared: true)
  }

  /// `name` is a parameter of the enclosing function `function` (its signature): each call passes its own.
  static func parameter(_ name: String, of function: String) -> EvaluationFailure {
    EvaluationFailure(
      "'\(name)' is a parameter of '\(function)', whose value is known only at each call",
      isRunTimeValue: true)
  }

  /// `name` is bound by a pattern (`guard let (_, region) = …`) to part of a value the program computes.
  static func patternBound(_ name: String) -> EvaluationFailure {
    EvaluationFailure(
      "'\(name)' is bound by a pattern to a value known only at run time", isRunTimeValue: true)
  }

  /// `value` (`StreamCellType.unknown`) is a case of the enum `type`, a value rather than a type, and
  /// `written` reads an instance property of it, which `reusegen` does not evaluate case by case.
  static func propertyOfCase(_ value: String, of type: String, reading written: String) -> EvaluationFailure {
    EvaluationFailure(
      "'\(value)' is a case of the enum '\(type)', not a type, and reusegen does not evaluate the instance "
        + "property '\(written)' for one case")
  }

  /// `written` reads `declaration`, which chooses among several values (a `switch`, `if` or ternary), and
  /// the branch that fails for `failure` has none `reusegen` evaluates.
  static func branchNotEvaluated(_ written: String, declaration: String, _ failure: EvaluationFailure)
    -> EvaluationFailure
  {
    EvaluationFailure(
      "'\(written)' is one of the values '\(declaration)' chooses among, and one of them is not evaluated: "
        + failure.reason)
  }
}
