import Foundation

/// Object graphs that a command-line run never frees, because the process exits right after using them.
///
/// A module's scanned declarations and the resolver's tables are hundreds of thousands of strings and
/// arrays; releasing them one by one at the end of `list` or `generate` costs several percent of the run
/// (docs/Reference/Performance.md), and exiting frees them all at once. The `reusegen` executable turns this
/// on before it does anything else; tests and other in-process callers leave it off, so that nothing leaks
/// there.
package enum KeptUntilExit {
  /// Set once, by the executable, before any work starts; read afterwards only.
  nonisolated(unsafe) package static var isEnabled = false

  nonisolated(unsafe) private static var kept: [Any] = []
  private static let lock = NSLock()

  /// Keeps `value` alive until the process exits when enabled; otherwise does nothing, and `value` is
  /// freed as usual.
  static func keep(_ value: Any) {
    guard isEnabled else { return }
    lock.lock()
    kept.append(value)
    lock.unlock()
  }
}
