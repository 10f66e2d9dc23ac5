import Dispatch
import Foundation
import Testing

@testable import ReuseGenCore

/// The two ways the pipeline spreads work over cores (`Support/ParallelWork.swift`). Serialized: one test
/// holds the global queue's threads, which another's jobs would wait for.
@Suite(.serialized) struct ParallelWorkTests {
  @Test func bothGivesEachStepsResult() {
    let (first, second) = ParallelWork.both({ (1...100).reduce(0, +) }, { "second" })
    #expect(first == 5050)
    #expect(second == "second")
  }

  @Test func mapGivesEachIndexItsOwnResultInOrder() {
    let squares = ParallelWork.map(count: 1_000) { $0 * $0 }
    #expect(squares == (0..<1_000).map { $0 * $0 })
  }

  /// A `map` inside a step of `both` has every core, as it has outside: the lookup reads the files the
  /// evaluation will need inside one, beside the views' resolution, and the evaluation runs in another.
  /// Run in Dispatch's `concurrentPerform`, both steps made such a `map` run on its one thread, and a core
  /// sat idle while the longer step went on alone. Each of the map's two jobs waits for the other to
  /// start: they meet only when they run at once (a bounded wait, so that a serial run fails, not hangs).
  @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2))
  func aMapInsideEitherStepOfBothRunsItsJobsAtOnce() {
    @Sendable func jobsMeet() -> Bool {
      let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
      let met = ParallelWork.map(count: 2) { job in
        started[job].signal()
        return started[1 - job].wait(timeout: .now() + 10) == .success
      }
      return met == [true, true]
    }
    // One step at a time, so that the jobs' waits never hold more threads than two cores get.
    #expect(ParallelWork.both({ jobsMeet() }, { true }) == (true, true))
    #expect(ParallelWork.both({ true }, { jobsMeet() }) == (true, true))
  }

  /// `both` needs no thread of the global queue: when none has started its second step by the time the
  /// first is done, the calling thread runs it. Here every thread the queue has is held until the test
  /// ends (a bounded wait, so that a `both` that waited for one fails, not hangs). A `both` that waited
  /// returned here only once Dispatch's monitor of blocked threads added one, seconds later.
  @Test func bothReturnsWhenTheGlobalQueueHasNoThreadToGive() {
    let release = DispatchSemaphore(value: 0)
    for _ in 0..<(ProcessInfo.processInfo.activeProcessorCount * 4) {
      DispatchQueue.global().async {
        release.wait()
        release.signal()
      }
    }
    defer { release.signal() }
    let finished = DispatchSemaphore(value: 0)
    let results = Results()
    Thread {
      results.set(ParallelWork.both({ 1 }, { 2 }))
      finished.signal()
    }.start()
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(results.get() == [1, 2])
  }

  /// The results a thread hands back.
  private final class Results: @unchecked Sendable {
    private var values: [Int] = []
    private let lock = NSLock()

    func set(_ pair: (Int, Int)) {
      lock.lock()
      values = [pair.0, pair.1]
      lock.unlock()
    }

    func get() -> [Int] {
      lock.lock()
      defer { lock.unlock() }
      return values
    }
  }
}
