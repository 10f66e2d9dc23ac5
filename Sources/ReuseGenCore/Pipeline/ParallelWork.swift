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
  /// results: two serial steps that need nothing of each other take the time of the longer.
  static func both<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second)
    -> (First, Second)
  {
    let firstResult = ResultSlots<First>(count: 1)
    let secondResult = ResultSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      if index == 0 {
        firstResult.store(first(), at: 0)
      } else {
        secondResult.store(second(), at: 0)
      }
    }
    return (firstResult.take()[0], secondResult.take()[0])
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
