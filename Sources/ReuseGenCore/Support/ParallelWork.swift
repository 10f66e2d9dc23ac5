import Dispatch
import Foundation

/// Runs one job per index on every core: each worker takes indices in turn with state of its own (buffers
/// it reuses from job to job), and each result lands in its index's slot.
enum ParallelWork {
  static func map<Worker, Result>(
    count: Int, worker makeWorker: @Sendable () -> Worker, job: @Sendable (inout Worker, Int) -> Result
  ) -> [Result] {
    let results = ResultSlots<Result>(count: count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var worker = makeWorker()
      while true {
        let index = next.increment()
        guard index < count else { return }
        results.store(job(&worker, index), at: index)
      }
    }
    return results.take()
  }

  /// Runs `first` and `second` at once, each on a core of its own when there are two, and returns both
  /// results: two serial steps that need nothing of each other take the time of the longer. `first` runs on
  /// the calling thread and `second` on the global queue, not as two iterations of `concurrentPerform`:
  /// Dispatch gives a `concurrentPerform` nested in another one the cores the outer one leaves, none with
  /// two, so a `map` inside either step ran on its one thread, and the core of the step that ended first
  /// sat idle while the other went on alone. When no thread of the queue has started `second` by the time
  /// `first` is done, the calling thread runs it: a caller never waits for a thread a busy queue may not
  /// give (tests run many analyses at once).
  static func both<First, Second>(_ first: () -> First, _ second: @escaping @Sendable () -> Second)
    -> (First, Second)
  {
    let handoff = Handoff(second)
    DispatchQueue.global().async { handoff.runUnlessClaimed() }
    let firstResult = first()
    return (firstResult, handoff.result())
  }

  /// Runs `job` for every index in `0..<count`, on every core.
  static func map<Result>(count: Int, job: @Sendable (Int) -> Result) -> [Result] {
    map(count: count, worker: {}, job: { _, index in job(index) })
  }
}

/// A value that parallel jobs only read, whose type is not `Sendable` for what no job changes: the
/// module `audit` reads holds closures over immutable tables and a cache behind a lock.
struct ReadOnly<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}

/// The second step of `ParallelWork.both`, run once by whichever thread claims it first: a thread of the
/// global queue, or the caller once its own step is done.
private final class Handoff<Value>: @unchecked Sendable {
  private let work: @Sendable () -> Value
  private let lock = NSLock()
  private var isClaimed = false
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () -> Value) {
    self.work = work
  }

  /// Runs the step on the calling thread, unless another thread has claimed it.
  func runUnlessClaimed() {
    guard claim() else { return }
    let result = work()
    lock.lock()
    value = result
    lock.unlock()
    done.signal()
  }

  /// The step's value: made on the calling thread when no other thread has claimed the step, else waited
  /// for and moved out.
  func result() -> Value {
    if claim() { return work() }
    done.wait()
    lock.lock()
    defer { lock.unlock() }
    var taken: Value?
    swap(&taken, &value)
    return taken!
  }

  private func claim() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !isClaimed else { return false }
    isClaimed = true
    return true
  }
}

/// One slot per index, each written by exactly one worker.
private final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// The values, moved out of their slots, which are left empty: copying them would retain and release
  /// every reference each value holds (a module's scanned files hold seven each), on one core.
  func take() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    var values: [Value] = []
    values.reserveCapacity(slots.count)
    // `Optional.take()` would say it, but needs iOS 18 and macOS 15 where reusegen runs on older systems.
    for index in slots.indices {
      var value: Value?
      swap(&value, &slots[index])
      values.append(value!)
    }
    slots = []
    return values
  }
}

/// A counter that hands out each index once across threads.
private final class AtomicCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value += 1
    return current
  }
}
