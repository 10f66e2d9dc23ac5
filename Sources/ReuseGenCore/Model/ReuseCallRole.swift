/// Whether a call registers or dequeues: a Swift call site's (`ReuseCallSite.Role`) and an Objective-C
/// send's alike.
package enum ReuseCallRole: String, Sendable, Codable {
  /// `register(…)`, or `registerAllReusableViews()`.
  case register
  /// `dequeueReusable…(…)`.
  case dequeue
}
