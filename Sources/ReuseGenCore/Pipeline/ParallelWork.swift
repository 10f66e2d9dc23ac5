import Dispatch
import Foundation

/// Runs one job per index on every core: each worker takes indices in turn with state of its own (buffers
/// it reuses from job to job), and each result lands in its index's slot.
enum ParallelWork {
  static func map<Worker, Result>(
    count: Int, worker makeWorker: @Sendable () -> Worker, job: @Sendable (inout Worker, Int) -> Result
  ) -> [Result] {
    map(count: count, serialCount: 0, worker: makeWorker, job: job, serialJob: { _ in () }).results
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
    return (firstResult.values[0], secondResult.values[0])
  }

  /// Runs `job` for every index in `0..<count`, on every core.
  static func map<Result>(count: Int, job: @Sendable (Int) -> Result) -> [Result] {
    map(count: count, worker: {}, job: { _, index in job(index) })
  }

  /// Like `map(count:worker:job:)`, with `serialCount` more jobs that never run two at a time, in index
  /// order: a worker runs the next one whenever none is running, between its parallel jobs. A library
  /// that is not thread-safe (libxml2, behind `XMLParser` on Linux) so runs beside the parallel work
  /// instead of after it.
  static func map<Worker, Result, SerialResult>(
    count: Int, serialCount: Int, worker makeWorker: @Sendable () -> Worker,
    job: @Sendable (inout Worker, Int) -> Result, serialJob: @Sendable (Int) -> SerialResult
  ) -> (results: [Result], serialResults: [SerialResult]) {
    let results = ResultSlots<Result>(count: count)
    let serialResults = ResultSlots<SerialResult>(count: serialCount)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count + serialCount))
    let next = AtomicCounter()
    let lane = SerialLane(count: serialCount)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var worker = makeWorker()
      while true {
        // A serial job when the lane is free; never waiting for it while parallel jobs remain.
        if lane.runNext(waiting: false, { serialResults.store(serialJob($0), at: $0) }) { continue }
        let index = next.increment()
        if index < count {
          results.store(job(&worker, index), at: index)
          continue
        }
        // No parallel job is left: help with the serial ones until none remains.
        while lane.runNext(waiting: true, { serialResults.store(serialJob($0), at: $0) }) {}
        return
      }
    }
    return (results.values, serialResults.values)
  }
}

/// A value that parallel jobs only read, whose type is not `Sendable` for what no job changes: the
/// module `audit` reads holds closures over immutable tables and a cache behind a lock.
struct ReadOnly<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}

/// Hands out the serial jobs of `ParallelWork.map(count:serialCount:…)`, one running at a time.
private final class SerialLane: @unchecked Sendable {
  private let count: Int
  /// The next serial job; read and written only while `running` is held.
  private var next = 0
  /// Held while a serial job runs.
  private let running = NSLock()

  init(count: Int) {
    self.count = count
  }

  /// Runs the next serial job, if any remains, and returns whether it ran one. Unless `waiting`, returns
  /// `false` at once while another worker runs one.
  func runNext(waiting: Bool, _ job: (Int) -> Void) -> Bool {
    if waiting {
      running.lock()
    } else if !running.try() {
      return false
    }
    defer { running.unlock() }
    guard next < count else { return false }
    let index = next
    next += 1
    job(index)
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
