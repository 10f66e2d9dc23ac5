import Foundation

// The one class-chain query (DESIGN.md §4, "Where to change what"): every question about a class's
// superclasses — the evaluator's member lookup up a chain, `audit`'s "is X a kind of Y", the call-site
// layer's "may this receiver be a table view" — is answered from one walk (`followWalk`), which the
// evaluator reads cached per class and start file (`walk(from:)`) and `audit` reads as derived chains
// (`classChain(of:)`). Each step is the one superclass step the resolver takes too
// (`TypeNames.superclass(ofClause:)`, `Lookup/TypeNames+Classes.swift`): a new way of naming a superclass is
// taught to it, and every command, the listing included, sees it.

/// A class that a call site names: one of the module's, one of UIKit's, or one `audit` cannot tell.
enum ClassReference: Equatable {
  /// A class declared in the module, by qualified path.
  case module(String)
  /// A UIKit reusable-view root, such as `UITableViewCell`.
  case uikit(String)
  /// Not known; the reason says why.
  case unknown(Unknown)

  var name: String? {
    switch self {
    case .module(let name), .uikit(let name): name
    case .unknown: nil
    }
  }
}

/// A module class and the classes above it, as far as the sources show: what
/// `SourceLookup.isClass(_:kindOf:)` reads. The checks ask about the same few hundred classes again and
/// again (`RegistrationScope` relates the class around every dequeue to that around every registration of
/// its registry), so each chain is derived once per module (`SourceLookup.classChains`).
struct ClassChain {
  /// How the chain ends.
  enum End {
    /// A class whose declaration the lookup does not find as exactly that path.
    case unresolvable
    /// A class without a superclass.
    case root
    /// A superclass that is this UIKit reusable-view root.
    case uikit(String)
    /// A superclass no source declares, as written: outside the module, below none of its classes.
    case undeclared(String)
    /// A superclass that names something other than one class.
    case unknown
    /// A class met twice.
    case cycle
  }

  /// The module classes from the class itself up, in order, each once.
  var classes: [String]
  var end: End

  /// Whether the class is `target` or inherits from it; `nil` when the chain cannot be followed that far.
  func reaches(_ target: String) -> Bool? {
    if classes.contains(target) { return true }
    switch end {
    case .root, .undeclared: return false
    case .uikit(let root): return UIKitClasses.ancestors(of: root).contains(target)
    case .unresolvable, .unknown, .cycle: return nil
    }
  }
}

/// What the copies of a lookup share of what it derives: the chains of the module's classes as
/// `ClassChain`s (`classChain(of:)`) and the walks it followed (`ChainWalkKey`), each kept the first time it
/// is found. A cache, not state: a module's chains never change once it is read, so every copy of the
/// lookup shares it, and the threads that read call sites at once (two that derive one chain together find
/// the same).
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
  /// Read and written only while `lock` is held.
  private var entries: [Key: Value] = [:]
  private let lock = NSLock()

  subscript(key: Key) -> Value? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return entries[key]
    }
    set {
      lock.lock()
      entries[key] = newValue
      lock.unlock()
    }
  }
}

/// What one walk up a type's superclasses finds: the module's types from the start up, then the UIKit
/// classes above them, each with the conformances written on it, and why the walk stopped.
struct ChainWalk {
  typealias Link = (type: EvaluatedType, conformances: [[String]])

  /// Why the walk stopped.
  enum End {
    /// The start, or a type met on the way, is no declaration the lookup finds.
    case unresolvable
    /// The last type has no superclass.
    case root
    /// The last class's superclass is a declared type that is no class (its link is the last).
    case nonClass
    /// The superclass is this UIKit class, which no source declares: a root of the reusable views or a
    /// class above them (`UIView`). `written` is the superclass as its subclass spells it.
    case uikit(String, written: [String])
    /// The superclass, as written in file `file`, names nothing the lookup finds as one type.
    case unfound(written: [String], file: Int)
    /// A type met twice.
    case cycle
  }

  /// Every link, nearest first: the module's types, then `uikitLinks` of them that are UIKit's.
  var links: [Link] = []
  /// The declared paths of the module's types among `links`, in order.
  var declaredPaths: [String] = []
  var end = End.unresolvable
}

/// A walk a lookup has followed, which it keeps with the names it asked of the tables (`nil` names for a
/// walk followed without a recorder).
enum ChainWalkKey: Hashable {
  /// A type's whole chain, from the file it is looked up from. The file is not part of a type's
  /// identity, but a chain starts from it: a `private` class of one file is not another file's.
  case type(EvaluatedType, file: Int?)
  /// The UIKit part of the chains, from the UIKit class where the module's part ends.
  case uikitRoot(String)
}
