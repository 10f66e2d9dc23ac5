import Foundation

// Writes the synthetic module of Examples/Tests/GeneratedCodeTests/SyntheticModule.swift, for
// Scripts/ios-typecheck.sh and Benchmarks/compile-cost.py. Compiled together with that file, never copied
// from it.
//
//   synthetic-module <view count> <folder> [--hand-written <file>]
//
// --hand-written also writes the conformances a Reusable user would write by hand for the same views.

let arguments = CommandLine.arguments
guard arguments.count == 3 || (arguments.count == 5 && arguments[3] == "--hand-written"),
  let count = Int(arguments[1])
else {
  FileHandle.standardError.write(
    Data("usage: synthetic-module <view count> <folder> [--hand-written <file>]\n".utf8))
  exit(2)
}
let module = SyntheticModule(viewCount: count)
try module.write(to: URL(fileURLWithPath: arguments[2]))
if arguments.count == 5 {
  try module.handWrittenConformances().write(
    to: URL(fileURLWithPath: arguments[4]), atomically: true, encoding: .utf8)
}
