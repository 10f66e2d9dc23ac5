extension ClassReference {
  /// Why a registration's class is not known, as a named value: the readers build a case, and `message`
  /// words every case, read only where `migrate` says why a registration stays.
  enum Unknown: Hashable {
    /// The call registers nothing.
    case notARegistration
    /// Neither the registered class nor a nib is written at the call site.
    case notWrittenAtCallSite
    /// The nib is made otherwise than with `UINib(nibName:bundle:)`.
    case notNibInitializer
    /// The nib's name does not evaluate.
    case nibNameUnresolved
    /// The module has no xib `nibName` with one top-level view.
    case noSingleViewXib(nibName: String)
    /// The R.swift resource `written` is not derived from the module's xibs and storyboards.
    case rswiftResourceNotDerived(String)
    /// R.swift derives no nib `written` (`R.nib.x`) from the module's xibs.
    case rswiftNibNotDerived(String)
    /// A nib registration of the module's Objective-C, whose class is not read.
    case objectiveCNib
    /// An Objective-C registration of something that is not a class `reusegen` reads.
    case notReadObjectiveC
    /// The Objective-C class `name`, which is no Swift class of the module.
    case objectiveCClass(String)
    /// An Interface Builder element that is a plain view, of no reusable kind.
    case plainView
    /// The Interface Builder custom class `customClass` of another module, `module`.
    case inOtherModule(customClass: String, module: String)
    /// The Interface Builder custom class `customClass`, which names no one view of the module.
    case customClass(String)
    /// The type `path` names, which is not a class.
    case notAClass(String)
    /// The generic class `path`, whose specializations are each their own.
    case generic(String)
    /// The name does not resolve to a type, for `failure` (the lookup's).
    case unresolved(EvaluationFailure)

    var message: String {
      switch self {
      case .notARegistration: "not a registration"
      case .notWrittenAtCallSite: "the registered class or nib is not written at the call site"
      case .notNibInitializer: "not UINib(nibName:bundle:)"
      case .nibNameUnresolved: "the nib's name is unresolved"
      case .noSingleViewXib(let nibName): "no single-view xib named '\(nibName)' in the module"
      case .rswiftResourceNotDerived(let written): "'\(written)' is not derived"
      case .rswiftNibNotDerived(let written): "R.swift derives no '\(written)' from the module's xibs"
      case .objectiveCNib: "a nib"
      case .notReadObjectiveC: "not a class reusegen reads"
      case .objectiveCClass(let name): "Objective-C class '\(name)'"
      case .plainView: "a plain view"
      case .inOtherModule(let customClass, let module): "'\(customClass)' is in module '\(module)'"
      case .customClass(let customClass): "custom class '\(customClass)'"
      case .notAClass(let path): "'\(path)' is not a class"
      case .generic(let path): "'\(path)' is generic"
      case .unresolved(let failure): failure.message
      }
    }
  }
}
