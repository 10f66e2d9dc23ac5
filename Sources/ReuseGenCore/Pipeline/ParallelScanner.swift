import Dispatch
import Foundation

/// Reads and scans Swift files on every core. Each worker takes files in turn, reading each into one
/// buffer and lexing it into another that it reuses for the next file; only the declarations, which
/// resolution needs across files, are kept.
enum ParallelScanner {
  static func scan(_ files: [InputFile]) -> [ScannedFile] {
    let results = ResultSlots(count: files.count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      let readBuffer = ReadBuffer()
      let tokenBuffer = TokenBuffer()
      while true {
        let index = next.increment()
        guard index < files.count else { return }
        results.store(scanFile(files[index], readBuffer: readBuffer, tokenBuffer: tokenBuffer), at: index)
      }
    }
    return results.values
  }

  private static func scanFile(_ file: InputFile, readBuffer: ReadBuffer, tokenBuffer: TokenBuffer)
    -> ScannedFile
  {
    do {
      let bytes = try FileReader.read(atFileSystemPath: file.fileSystemPath, into: readBuffer)
      if bytes.starts(with: GeneratedFileMarker.swiftHeaderBytes) {
        // reusegen's own output declares conformances that must not count as hand-written.
        return ScannedFile(path: file.displayPath)
      }
      return DeclarationScanner.scan(bytes, path: file.displayPath, tokenBuffer: tokenBuffer)
    } catch {
      var result = ScannedFile(path: file.displayPath)
      result.diagnostics.append(.unreadableInput(file.displayPath, reason: error.reason))
      return result
    }
  }
}

/// One slot per file, each written by exactly one worker.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [ScannedFile?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: ScannedFile, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [ScannedFile] {
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
