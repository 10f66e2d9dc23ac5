extension MigrationReason {
  /// Why one call stays as it is, whatever its group does: the typed call cannot be written in its place,
  /// or would mean something else there (`CallSiteRewrite.swift`, `RSwiftRewrite.swift`,
  /// `LoopRegistrations.swift`), or it is no call `migrate` reads as one site (`SiteAccounting.swift`).
  enum CallShape: Hashable {
    /// `register(…)` or `dequeue…(…)` without `receiver.`.
    case noExplicitReceiver
    /// A call in a `for` loop reads the loop's variable, which no one typed call names.
    case runsForEachLoopElement
    /// A call in a `forEach` closure over an array literal reads the closure's parameter, which no one typed
    /// call names.
    case runsForEachClosureElement
    /// A loop's registration of `view` uses another string than its typed API.
    case loopRegistersUnderOtherString(view: String)
    /// The loop's array `array` is read by other code, which typing it would change.
    case loopArrayReadElsewhere(array: String)
    /// R.swift's `register(_:)` passes its nib resource where a typed identifier was asked for.
    case rswiftRegisterPassesResource
    /// R.swift's dequeue is not a force-unwrapped cell dequeue with an index path.
    case rswiftDequeueReturnsOptional
    /// R.swift's identifier is typed with class `cast`, not `view`.
    case rswiftIdentifierOfOtherClass(cast: String, view: String)
    /// The module's own helper `signature` takes the generated one's place.
    case ownHelperReplacesGenerated(signature: String)
    /// The module's own helper `signature` takes the generated one's place and does something else.
    case ownHelperDoesNotReproduce(signature: String)
    /// The registered class is not written `View.self`.
    case registeredClassNotWrittenAsSelf(view: String)
    /// An enclosing type's member type shadows the first name of `view`.
    case viewNameAmbiguous(view: String)
    /// `tableView?.dequeue…`, whose Optional result the typed call would change.
    case optionallyChainedReceiver
    /// The typed dequeue needs an index path the call has not.
    case needsIndexPath
    /// The force cast's removal would change the expression.
    case forceCastNotRemovable
    /// The force cast is to another class than the view's.
    case forceCastToOtherClass(cast: String, view: String)
    /// The conditional cast is to another class than the view's.
    case conditionalCastToOtherClass(cast: String, view: String)
    /// The conditional cast cannot become a coercion to an Optional without changing the expression.
    case conditionalCastNotCoercible
    /// The dequeued view is coerced or typed as another class than the view's.
    case usedAsOtherClass(cast: String, view: String)
    /// UIKit's Optional result is used as an Optional, which the typed dequeue does not return.
    case optionalUsedAsOne
    /// The dequeued view is not cast to its class, and its uses would see another type.
    case notCastToItsClass
    /// A supplementary view's dequeue that does not pass its kind first.
    case supplementaryKindNotFirst
    /// A supplementary view's dequeue that does not write the view's type.
    case supplementaryTypeNotWritten
    /// A call of the typed identifier API that passes none.
    case passesNoTypedIdentifier
    /// The typed `register(_:)` of `view` would register something else than typed identifier `member`.
    case registerDiffersFromTypedIdentifier(view: String, member: String)
    /// The typed dequeue of `view` would return something else than the call.
    case typedDequeueReturnsOtherwise(view: String)
    /// An Optional header/footer dequeue stays UIKit's call, with `identifier`, the view's.
    case keepsUIKitOptionalDequeue(identifier: String)
    /// The registration registers the class of `view`, which is backed by a nib or a storyboard prototype.
    case viewNotClassBacked(view: String, isNibBacked: Bool)
    /// The registration passes `argument`, which reusegen reads as neither a class nor a nib, for `view`,
    /// which is not class-backed.
    case registeredValueNotRead(argument: String, view: String)
    /// The registration's nib is not `view`'s.
    case nibNotTheView(view: String)
    /// The registration's nib `nib` is no xib the module reads (with `--project`, another target's resource
    /// or a bundle's), so what it holds is not known.
    case nibNotAmongModuleFiles(nib: String, view: String)
    /// The registration passes the nib member `member` (`Cell.nib`, a library's), whose nib is not known.
    case nibNotRead(member: String)
    /// The call is in the body of the module's own helper `signature`.
    case bodyOfOwnHelper(signature: String)
    /// The call's receiver is not a table or collection view.
    case receiverNotReuseView
    /// The call is read as a call of the module's own helper `helper`.
    case callOfOwnHelper(helper: String)
    /// The call registers or dequeues no one identifier reusegen reads.
    case notOneIdentifier

    /// Why a call that reads a loop's element stays: `[…].forEach { register(…$0…) }` reads a closure's
    /// parameter, whose innermost brace follows `forEach`; any other reads a `for` loop's variable.
    static func runsForEachElement(_ site: ReuseCallSite, in source: SourceFile) -> CallShape {
      let inClosure = site.body.map { source.isWord($0 - 1, "forEach") } ?? false
      return inClosure ? .runsForEachClosureElement : .runsForEachLoopElement
    }

    var message: String {
      switch self {
      case .noExplicitReceiver: "the call has no explicit receiver"
      case .runsForEachLoopElement:
        "it runs once for each element of a 'for' loop, and a typed call names one view"
      case .runsForEachClosureElement:
        "it runs once for each element of a 'forEach' closure, and a typed call names one view"
      case .loopRegistersUnderOtherString(let view):
        "it runs once for each element of a 'for' loop, and registers '\(view)' under another "
          + "string than its typed API's"
      case .loopArrayReadElsewhere(let array):
        "it runs once for each element of '\(array)', which other code reads: typing it for the typed call "
          + "would change that code"
      case .rswiftRegisterPassesResource:
        "R.swift's register(_:) passes its resource, which no typed identifier replaces"
      case .rswiftDequeueReturnsOptional:
        "R.swift's dequeue returns an Optional, and the typed one returns the view: only a cell's dequeue "
          + "with an index path, force-unwrapped, moves"
      case .rswiftIdentifierOfOtherClass(let cast, let view):
        "R.swift's identifier is of '\(cast)', not '\(view)'"
      case .ownHelperReplacesGenerated(let signature):
        "the module's own '\(signature)' replaces the generated one"
      case .ownHelperDoesNotReproduce(let signature):
        "the module's own '\(signature)' replaces the generated one and does not do what it does"
      case .registeredClassNotWrittenAsSelf(let view):
        "the registered class is not written as '\(view).self'"
      case .viewNameAmbiguous(let view): "'\(view)' cannot be named unambiguously at the call site"
      case .optionallyChainedReceiver:
        "the receiver is optionally chained, so the typed result would change the expression"
      case .needsIndexPath:
        "the typed dequeue needs an index path, and this call is not in tableView(_:cellForRowAt:)"
      case .forceCastNotRemovable: "the force cast cannot be removed without changing the expression"
      case .forceCastToOtherClass(let cast, let view): "the force cast is to '\(cast)', not '\(view)'"
      case .conditionalCastToOtherClass(let cast, let view):
        "the conditional cast is to '\(cast)', not '\(view)'"
      case .conditionalCastNotCoercible:
        "the conditional cast cannot become a coercion without changing the expression"
      case .usedAsOtherClass(let cast, let view): "the dequeued view is used as '\(cast)', not '\(view)'"
      case .optionalUsedAsOne: "the dequeued Optional is used as one, and the typed dequeue returns none"
      case .notCastToItsClass: "the dequeued view is not cast to its class"
      case .supplementaryKindNotFirst: "the supplementary view's kind is not the call's first argument"
      case .supplementaryTypeNotWritten: "the supplementary view's type is not written at the call site"
      case .passesNoTypedIdentifier: "the call passes no typed identifier"
      case .registerDiffersFromTypedIdentifier(let view, let member):
        "register(_:) of '\(view)' would not register what '.\(member)' does"
      case .typedDequeueReturnsOtherwise(let view):
        "the typed dequeue of '\(view)' would not return what this call returns"
      case .keepsUIKitOptionalDequeue(let identifier):
        "UIKit's Optional dequeue stays, with '\(identifier)': the typed dequeueReusableHeaderFooterView(_:) "
          + "would trap where this one returns nil"
      case .viewNotClassBacked(let view, let isNibBacked):
        "'\(view)' is \(isNibBacked ? "nib-backed" : "a storyboard prototype"), so register(_:) would not "
          + "register its class"
      case .registeredValueNotRead(let argument, let view):
        "it registers '\(argument)', which reusegen reads as neither a class nor a nib, so whether it is the "
          + "nib of '\(view)' is not known"
      case .nibNotTheView(let view): "the nib is not the one '\(view)' is backed by"
      case .nibNotAmongModuleFiles(let nib, let view):
        "no xib of the module is named '\(nib)' (another target or bundle may ship it), so what the nib holds "
          + "is not known, and register(_:) of '\(view)' would register its class"
      case .nibNotRead(let member):
        "it registers the nib '\(member)', whose name and bundle reusegen does not read from a declaration, "
          + "so register(_:) may not register what it does"
      case .bodyOfOwnHelper(let signature):
        "it is the body of the module's own helper '\(signature)', whose calls are read as what "
          + "it does (--retire-helpers removes a helper the generated API replaces)"
      case .receiverNotReuseView: "its receiver is not a table or collection view"
      case .callOfOwnHelper(let helper): "it is read as a call of the module's own '\(helper)'"
      case .notOneIdentifier: "it is no call reusegen reads as a registration or dequeue of one identifier"
      }
    }
  }
}
