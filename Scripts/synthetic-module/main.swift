import Foundation

// Writes the synthetic module of Examples/Tests/GeneratedCodeTests/SyntheticModule.swift, for
// Scripts/ios-typecheck.sh. Compiled together with that file, never copied from it.
//
//   synthetic-module <view count> <folder>

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[1]) else {
  FileHandle.standardError.write(Data("usage: synthetic-module <view count> <folder>\n".utf8))
  exit(2)
}
try SyntheticModule(viewCount: count).write(to: URL(fileURLWithPath: arguments[2]))
