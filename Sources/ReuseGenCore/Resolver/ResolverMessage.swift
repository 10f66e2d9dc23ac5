/// The resolver's warnings about the module's class graph (`ReusableViewResolver`), worded in one place.
enum ResolverMessage: DiagnosticMessage {
  /// A chain of typealiases or superclasses is longer than `maximum` steps.
  case chainTooLong(maximum: Int)
  /// The classes `names` inherit from each other in a circle.
  case circularInheritance(names: [String])

  var severity: Diagnostic.Severity { .warning }

  var message: String {
    switch self {
    case .chainTooLong(let maximum):
      "a chain of typealiases or superclasses is longer than \(maximum) steps; "
        + "classes that inherit through it are not listed"
    case .circularInheritance(let names):
      "circular inheritance: \((names + [names[0]]).joined(separator: " -> "))"
    }
  }
}
