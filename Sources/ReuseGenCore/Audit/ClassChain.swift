import Foundation

/// A module class and the classes above it, as far as the sources show: what
/// `AuditModule.isClass(_:kindOf:)` reads. The checks ask about the same few hundred classes again and
/// again (`RegistrationScope` relates the class around every dequeue to that around every registration of
/// its registry), so each chain is followed once per module (`ClassChains`).
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

/// The chains of a module's classes, each followed the first time it is asked for. A cache, not state:
/// a module's chains never change once it is read, so every copy of the module may share it, and the
/// threads that read call sites at once (two that follow one chain together find the same).
final class ClassChains: @unchecked Sendable {
  /// The chains followed so far, by class; read and written only while `lock` is held.
  private var byClass: [String: ClassChain] = [:]
  private let lock = NSLock()

  /// The chain of `name`, if it was followed.
  func chain(of name: String) -> ClassChain? {
    lock.lock()
    defer { lock.unlock() }
    return byClass[name]
  }

  /// Keeps the chain of `name`.
  func remember(_ chain: ClassChain, of name: String) {
    lock.lock()
    byClass[name] = chain
    lock.unlock()
  }
}

extension AuditModule {
  /// Follows the chain of the module class `name`: each superclass is looked up from the file of its
  /// subclass's declaration; a name outside the module ends the chain below every module class.
  func followChain(of name: String) -> ClassChain {
    var classes: [String] = []
    var seen = Set<String>()
    var current = name
    while seen.insert(current).inserted {
      classes.append(current)
      guard
        case .success(let type) = lookup.declaredType(
          current.split(separator: ".").map(String.init), inFile: 0, scope: []),
        type.path == current
      else { return ClassChain(classes: classes, end: .unresolvable) }
      guard let superclass = type.superclass else { return ClassChain(classes: classes, end: .root) }
      // A generic superclass of the module continues the chain: its specialisation is the same class.
      if case .success(let next) = lookup.declaredType(superclass, inFile: type.file, scope: []), next.isClass
      {
        current = next.path
        continue
      }
      switch resolveClass(superclass, inFile: type.file) {
      case .module(let next): current = next
      case .uikit(let root): return ClassChain(classes: classes, end: .uikit(root))
      case .unknown:
        let undeclared = lookup.declaredType([superclass.last ?? ""], inFile: type.file, scope: [])
          .isFailureNotDeclared
        return ClassChain(
          classes: classes, end: undeclared ? .undeclared(superclass.joined(separator: ".")) : .unknown)
      }
    }
    return ClassChain(classes: classes, end: .cycle)
  }
}
