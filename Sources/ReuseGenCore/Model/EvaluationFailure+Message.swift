extension EvaluationFailure {
  /// The reason in words: the one place each case is worded, read only where a reason is printed (the
  /// listing, `audit`'s findings and JSON, `migrate`'s notes).
  package var message: String {
    switch self {
    case .undeclared(let written): "'\(written)' is not declared in the scanned sources"
    case .outOfScope(let written, let declared):
      "'\(written)' is not in scope here: the sources declare it only as "
        + declared.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        + (declared.count > 3 ? " and \(declared.count - 3) more" : "")
    case .unreadRSwiftName(let written):
      "'\(written)' is a name of R.swift's generated 'R', which no scanned source declares (R.swift writes "
        + "it at build time), and reusegen derives R.swift's names only when a Swift file of the module "
        + "imports Rswift or RswiftResources"
    case .notDeclaredWhereUsed(let written): "'\(written)' is not declared where it is used"
    case .usedOutsideType(let written): "'\(written)' is used outside a type"
    case .noType: "no type"
    case .parameter(let name, let function):
      "'\(name)' is a parameter of '\(function)', whose value is known only at each call"
    case .patternBound(let name): "'\(name)' is bound by a pattern to a value known only at run time"
    case .closureParameter(let name):
      "'\(name)' is a closure's parameter, whose value is known only when the closure is called"
    case .assignedVariable(let written):
      "'\(written)' is a variable that code assigns to, so its value is known only at run time"
    case .reading(let failure, let written): failure.message + ", so '\(written)' is not evaluated"
    case .untypedValue(let value, let written):
      "'\(value)' is a value whose type reusegen does not know, so '\(written)' is not evaluated"
    case .untypedProperty(let path, let written):
      "'\(path)' is a property whose type its declaration does not write, so '\(written)' is not evaluated"
    case .rawValueOfRunTimeCase(let value, let type, let written):
      "'\(value)' is a value of '\(type)', so '\(written)' is the raw value of whichever case it holds at run "
        + "time"
    case .propertyOfCase(let value, let type, let written):
      "'\(value)' is a case of the enum '\(type)', not a type, and reusegen does not evaluate the instance "
        + "property '\(written)' for one case"
    case .instancePropertyNotKnown(let written):
      "'\(written)' reads an instance property whose value is not known before run time"
    case .mayNameParameter(let name): "'\(name)' may name a parameter"
    case .mayBeInherited(let name): "'\(name)' may be a member inherited from another type"
    case .chosenAtRunTime(let values):
      "the identifier is chosen at run time among " + values.map { "'\($0)'" }.joined(separator: ", ")
    case .chosenAmongTooMany: "the identifier is chosen at run time among too many strings"
    case .branchNotEvaluated(let written, let declaration, let failure):
      "'\(written)' is one of the values '\(declaration)' chooses among, and one of them is not evaluated: "
        + failure.message
    case .tooDeep: "the constants refer to one another too deeply, or in a cycle"
    case .chainTooLong(let maximum):
      "a chain of typealiases is longer than \(maximum) steps, or circular, and reusegen does not follow it"
    case .genericArgumentsTooDeep(let written): "'\(written)' nests generic arguments too deeply"
    case .declaredMoreThanOnce(let written): "'\(written)' is declared more than once"
    case .moreThanOneDefault(let written, let owner): "'\(written)' has more than one default in '\(owner)'"
    case .namesMoreThanOneType(let written): "'\(written)' names more than one type"
    case .mayNameTypealiasOrGenericParameter(let written):
      "'\(written)' may name a typealias or generic parameter"
    case .notAConstant(let written): "'\(written)' is not a constant with a value reusegen evaluates"
    case .noValue(let written): "'\(written)' has no value reusegen reads"
    case .namesOtherDeclarations: "its value names other declarations"
    case .notLookedUp(let written): "'\(written)' is not looked up"
    case .notAMethodWithoutParameters(let written):
      "'\(written)' is not a method without parameters that the sources declare once"
    case .callsInstanceMethod(let written): "'\(written)' calls an instance method"
    case .doesNotReturnString(let written): "'\(written)' does not return a string reusegen evaluates"
    case .objectiveCMethodsDiffer(let written):
      "'\(written)' names several Objective-C methods with different values"
    case .objectiveCConstantsDiffer(let name):
      "'\(name)' is declared in Objective-C more than once, with different values"
    case .unsupported(let text): "'\(text)' is not an identifier expression reusegen evaluates"
    case .typeNotString(let written): "'\(written)' is a type, not a string"
    case .arrayNotString: "an array is not a string"
    case .loopSequenceNotRead: "the loop's sequence is not an array reusegen reads"
    case .selfTypeUnknown: "'self' is not a known type here"
    case .genericArgumentNotSpelled(let argument):
      "'\(argument)' is a generic argument reusegen does not spell"
    case .generic(let type): "'\(type)' is generic: each specialization has its own name"
    case .spelledThroughOtherModule(let type): "Swift spells '\(type)' through another module at run time"
    case .notAClass(let type): "'\(type)' is not a class"
    case .mangledClassName(let type): "NSStringFromClass gives '\(type)' a mangled name at run time"
    case .mangledRuntimeName: "the runtime name is mangled, and not known here"
    case .rswiftNoNib(let name): "R.swift derives no 'R.nib.\(name)' from the module's xibs"
    case .rswiftNoReuseIdentifier(let name):
      "R.swift derives no 'R.reuseIdentifier.\(name)' from the module's xibs and storyboards"
    case .rswiftNibWithoutIdentifier(let written):
      "R.swift gives '\(written)' no identifier: its xib's one root view is not the one view with a reuse "
        + "identifier"
    case .rswiftNoResourceWithIdentifier(let written):
      "R.swift derives no '\(written)' with a reuse identifier from the module's xibs and storyboards"
    case .typedIdentifierNotDeclared(let member):
      "'.\(member)' is not declared once as a TypedReuseIdentifier of the module"
    case .typedIdentifiersOfDifferentClasses:
      "the typed identifiers it chooses between are of different classes"
    case .typeInferredFromContext: "the type is inferred from the context"
    case .classNotRead(let name): "'\(name)' is a class reusegen does not read"
    case .noObjectiveCConstant(let name): "'\(name)' is no Objective-C string constant reusegen reads"
    case .objectiveCMethodNotString(let className, let selector):
      "'+[\(className) \(selector)]' does not return a string reusegen reads"
    case .unsupportedObjectiveC(let text): "'\(text)' is not evaluated in Objective-C"
    case .objectiveCNotEvaluated: "the identifier is not evaluated in Objective-C"
    case .notRead: ""
    }
  }
}
