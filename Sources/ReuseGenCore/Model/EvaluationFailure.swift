/// Why an expression has no value `reusegen` can be sure of, as a named value: the evaluator, the lookups
/// and the call-site readers build a case with the names it is about, and `message` words every case, the
/// one place a reason becomes text (SPEC §10.5: each says what is true of the name a site writes). Call
/// sites (`IdentifierResolution.reason`), declared identifiers (`DeclaredIdentifierValue.unknown`),
/// `audit` and `migrate` carry the value, and ask questions of it, not of its words.
package enum EvaluationFailure: Error, Hashable, Sendable {
  // MARK: Names not declared, or not in scope

  /// No source `reusegen` reads declares `written`.
  case undeclared(String)
  /// The sources declare `written` only inside other types (`declared`, their paths), none of them around
  /// the code that names it: Swift does not find it there ("cannot find in scope"), and nothing in scope
  /// declares it, so a UIKit class's name is UIKit's.
  case outOfScope(String, declared: [String])
  /// `written` (`R.reuseIdentifier.userCell`) is spelled as R.swift's generated names are, and no source
  /// declares `R`: R.swift writes it when the app builds, and its names are derived only for a module that
  /// imports R.swift's library (`RSwiftLookup.swift`).
  case unreadRSwiftName(String)
  /// `written` is not declared where it is used: a bare name with no place to look it up from.
  case notDeclaredWhereUsed(String)
  /// `written` (`Self.x`, `self.x`) is used outside a type.
  case usedOutsideType(String)
  /// A lookup without a path (no type).
  case noType

  // MARK: Values known only at run time

  /// `name` is a parameter of the enclosing function `function` (its signature): each call passes its own.
  case parameter(String, of: String)
  /// `name` is bound by a pattern (`guard let (_, region) = …`) to part of a value the program computes.
  case patternBound(String)
  /// `name` (`$0`) is the parameter of a closure whose caller passes it a value `reusegen` does not read:
  /// declared by the closure, known only when it is called.
  case closureParameter(String)
  /// `written` names a stored `var` that code assigns to: its value is the one it holds when read.
  case assignedVariable(String)
  /// `failure`, a value known only at run time, is why `written`, which reads through it, is not evaluated.
  indirect case reading(EvaluationFailure, written: String)
  /// `value` is declared, a local, a parameter or a property, but not its type, which `written` reads a
  /// member of.
  case untypedValue(String, reading: String)
  /// The property `path` that `written` reads through has no type its declaration writes.
  case untypedProperty(String, reading: String)
  /// `written` (`field.rawValue`) reads the raw value of a value of `type`, which declares no `rawValue`:
  /// the one Swift synthesizes for an enum with raw values, of whichever case the value holds at run time.
  case rawValueOfRunTimeCase(String, of: String, reading: String)
  /// `value` (`StreamCellType.unknown`) is a case of the enum `type`, a value rather than a type, and
  /// `written` reads an instance property of it, which `reusegen` does not evaluate case by case.
  case propertyOfCase(String, of: String, reading: String)
  /// `written` reads an instance property of a value, and the type declares a static one of that name.
  case instancePropertyNotKnown(String)
  /// `written` may name a parameter of a function around it.
  case mayNameParameter(String)
  /// `name` may be a member an enclosing type inherits.
  case mayBeInherited(String)

  // MARK: Values that are several, or too deep

  /// A closed set of several strings, chosen at run time: no one identifier.
  case chosenAtRunTime([String])
  /// A concatenation of choices with more strings than `reusegen` keeps.
  case chosenAmongTooMany
  /// `written` reads `declaration`, which chooses among several values (a `switch`, `if` or ternary), and
  /// the branch that fails for `failure` has none `reusegen` evaluates.
  indirect case branchNotEvaluated(String, declaration: String, EvaluationFailure)
  /// Constants that refer to one another too deeply, or in a cycle.
  case tooDeep
  /// A chain of typealiases longer than `maximum` lookups one inside another, or one that goes round,
  /// which the type-name table stops following (`TypeNames.declaredType`).
  case chainTooLong(maximum: Int)
  /// `written` nests generic arguments more deeply than `reusegen` follows.
  case genericArgumentsTooDeep(String)

  // MARK: Declarations that give no one value

  /// `written` is declared more than once.
  case declaredMoreThanOnce(String)
  /// `written` is declared by more than one protocol default of `owner`.
  case moreThanOneDefault(String, in: String)
  /// `written` names more than one type.
  case namesMoreThanOneType(String)
  /// `written` may name a typealias or a generic parameter.
  case mayNameTypealiasOrGenericParameter(String)
  /// `written` is not a constant whose value is an identifier expression `reusegen` evaluates.
  case notAConstant(String)
  /// `written` has no value `reusegen` reads (`Cell.reuseIdentifier`, or a Swift class's member that
  /// Objective-C reads).
  case noValue(String)
  /// A declared identifier whose value names other declarations, evaluated without a lookup.
  case namesOtherDeclarations
  /// `written` is not looked up: the evaluation has no lookup for names.
  case notLookedUp(String)
  /// `written` (`X.name()`) is not a method without parameters that the sources declare once.
  case notAMethodWithoutParameters(String)
  /// `written` (`X.name()`) calls an instance method.
  case callsInstanceMethod(String)
  /// `written` (`X.name()`) does not return a string `reusegen` evaluates.
  case doesNotReturnString(String)
  /// `written` (`Class.name()`) names several Objective-C methods with different values.
  case objectiveCMethodsDiffer(String)
  /// The Objective-C constant `name` is declared more than once, with different values.
  case objectiveCConstantsDiffer(String)

  // MARK: Expressions that are not identifiers

  /// `text` is not an identifier expression `reusegen` evaluates.
  case unsupported(String)
  /// `written` is a type, not a string.
  case typeNotString(String)
  /// An array where a string is expected.
  case arrayNotString
  /// A loop's sequence that is not an array `reusegen` reads.
  case loopSequenceNotRead
  /// `self` where no type is known.
  case selfTypeUnknown
  /// `argument` is a generic argument `reusegen` does not spell.
  case genericArgumentNotSpelled(String)

  // MARK: Names the runtime spells

  /// The generic `type`, whose every specialization has its own name.
  case generic(String)
  /// Swift spells `type` through another module at run time.
  case spelledThroughOtherModule(String)
  /// `type` is not a class, which `NSStringFromClass(_:)` requires.
  case notAClass(String)
  /// `NSStringFromClass(_:)` gives `type` a mangled name at run time.
  case mangledClassName(String)
  /// A mangled runtime name split at another separator than `.`.
  case mangledRuntimeName

  // MARK: R.swift

  /// R.swift derives no `R.nib.name` from the module's xibs.
  case rswiftNoNib(String)
  /// R.swift derives no `R.reuseIdentifier.name` from the module's xibs and storyboards.
  case rswiftNoReuseIdentifier(String)
  /// R.swift gives the nib `written` no identifier: its xib's one root view is not the one view with a
  /// reuse identifier.
  case rswiftNibWithoutIdentifier(String)
  /// R.swift derives no resource `written` with a reuse identifier (a registration of `R.nib.x`).
  case rswiftNoResourceWithIdentifier(String)

  // MARK: Typed identifiers

  /// `.member` is not declared once as a `TypedReuseIdentifier` of the module.
  case typedIdentifierNotDeclared(String)
  /// The typed identifiers a call chooses between are of different classes.
  case typedIdentifiersOfDifferentClasses
  /// A typed call whose type is inferred from the context.
  case typeInferredFromContext

  // MARK: Objective-C

  /// `name` is a Swift class `reusegen` does not read, named from Objective-C.
  case classNotRead(String)
  /// `name` is no Objective-C string constant `reusegen` reads.
  case noObjectiveCConstant(String)
  /// `+[Class selector]` does not return a string `reusegen` reads.
  case objectiveCMethodNotString(className: String, selector: String)
  /// `text` is an Objective-C expression `reusegen` does not evaluate.
  case unsupportedObjectiveC(String)
  /// An Objective-C identifier expression `reusegen` does not evaluate.
  case objectiveCNotEvaluated

  /// A call whose identifier argument no reader has read: a call site's first resolution, which reading
  /// its arguments replaces. It says nothing (an empty text), as it always has.
  case notRead

  /// Whether the failure is that no source declares the name, which for a UIKit class's name means it is
  /// UIKit's.
  var isUndeclared: Bool {
    switch self {
    case .undeclared, .outOfScope, .unreadRSwiftName: true
    default: false
    }
  }

  /// Whether the name is declared and holds a value only the running program knows (a parameter, a value a
  /// pattern binds): a path read through it says so, rather than that its type is not known.
  var isRunTimeValue: Bool {
    switch self {
    case .parameter, .patternBound: true
    case .reading(let failure, _): failure.isRunTimeValue
    default: false
    }
  }
}
