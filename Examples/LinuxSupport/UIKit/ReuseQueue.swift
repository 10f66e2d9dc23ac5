import Foundation

/// How views for one reuse identifier are built: from a class or from a nib.
enum _ReuseSource {
  case viewClass(AnyClass)
  case nib(UINib)
}

/// The key of a collection view's supplementary views: their element kind and reuse identifier.
struct _SupplementaryKey: Hashable {
  var kind: String
  var identifier: String
}

/// The registrations and the reuse pools of one family of views in one table or collection view.
///
/// A registration maps a key to a class or a nib. The pool keeps the views the owner has taken off screen,
/// per key, until a dequeue hands them out again.
@MainActor
final class _ReuseQueue<Key: Hashable, View: UIView> {
  private var sources: [Key: _ReuseSource] = [:]
  private var pools: [Key: [View]] = [:]

  /// Registers `source` for `key`, replacing an earlier registration; `nil` removes the registration.
  func register(_ source: _ReuseSource?, for key: Key) {
    sources[key] = source
    pools[key] = nil
  }

  func source(for key: Key) -> _ReuseSource? {
    sources[key]
  }

  /// Puts a view back into the pool of `key`.
  func enqueue(_ view: View, for key: Key) {
    pools[key, default: []].append(view)
  }

  /// Takes the view that went back into the pool first, if there is one.
  func takeQueued(for key: Key) -> View? {
    guard var pool = pools[key], !pool.isEmpty else { return nil }
    let view = pool.removeFirst()
    pools[key] = pool
    return view
  }
}

/// Counts how deeply the stand-in is inside a collection view's calls for cells or supplementary views,
/// the places where UIKit forbids creating registrations (the iOS 15 assertion).
///
/// Registrations are created in nonisolated code, so the counter is guarded by a lock rather than by the
/// main actor.
final class _ProviderCallTracker: @unchecked Sendable {
  static let shared = _ProviderCallTracker()

  private let lock = NSLock()
  private var depth = 0
  private var nextRegistrationNumber = 0

  var isInsideProvider: Bool {
    lock.withLock { depth > 0 }
  }

  func enter() {
    lock.withLock { depth += 1 }
  }

  func leave() {
    lock.withLock { depth -= 1 }
  }

  /// A number no other registration in the process has, for its private reuse identifier.
  func makeRegistrationNumber() -> Int {
    lock.withLock {
      nextRegistrationNumber += 1
      return nextRegistrationNumber
    }
  }
}
