/// How identifiers are spelled when Interface Builder does not set one (DESIGN.md §2).
package enum IdentifierStyle: String, Sendable, CaseIterable {
  /// `Module.Outer.Cell`, the default.
  case moduleQualified = "module-qualified"
  /// `Outer.Cell`.
  case qualified
  /// `Cell`, the convention of Reusable and IBLinter.
  case className = "class-name"
}
