// swiftsyntax-parse: the baseline for Benchmarks/run.sh. Parses every .swift file under the given
// folders with the toolchain's SwiftParser — a full, lossless syntax tree, the work a SwiftSyntax-based
// scanner would have to do before it could look at a single declaration — and prints the counts.
//
//   swiftsyntax-parse <path>...
//
// It walks folders the way reusegen does (skipping .build, .git, .swiftpm, DerivedData, Pods, Carthage)
// and parses on every core, as reusegen scans on every core, so the two timings compare like for like.
// Built by Benchmarks/run.sh through Scripts/build-swiftsyntax-tool.sh (no package dependency).

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

func collect(_ path: String, into files: inout [String]) {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
  if isDirectory.boolValue {
    for entry in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    where !skippedFolders.contains(entry) {
      collect(path + "/" + entry, into: &files)
    }
  } else if path.hasSuffix(".swift") {
    files.append(path)
  }
}

/// Per-worker totals, merged at the end; each worker writes only its own slot.
final class Totals: @unchecked Sendable {
  var bytes: [Int]
  var withErrors: [Int]
  init(workers: Int) {
    bytes = Array(repeating: 0, count: workers)
    withErrors = Array(repeating: 0, count: workers)
  }
}

final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value - 1
  }
}

var files: [String] = []
for argument in CommandLine.arguments.dropFirst() { collect(argument, into: &files) }

let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
let totals = Totals(workers: workers)
let counter = Counter()
DispatchQueue.concurrentPerform(iterations: workers) { worker in
  while true {
    let index = counter.next()
    guard index < files.count else { return }
    guard let data = FileManager.default.contents(atPath: files[index]) else { continue }
    let hasError = data.withUnsafeBytes { raw in
      Parser.parse(source: raw.bindMemory(to: UInt8.self)).hasError
    }
    totals.bytes[worker] += data.count
    if hasError { totals.withErrors[worker] += 1 }
  }
}
print(
  "\(files.count) files, \(totals.bytes.reduce(0, +)) bytes parsed, \(totals.withErrors.reduce(0, +)) with syntax errors"
)
