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
    return results.values
  }

  /// Runs `job` for every index in `0..<count`, on every core.
  static func map<Result>(count: Int, job: @Sendable (Int) -> Result) -> [Result] {
    map(count: count, worker: {}, job: { _, index in job(index) })
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

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
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
