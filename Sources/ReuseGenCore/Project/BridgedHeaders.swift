import Foundation

/// The Objective-C headers a target's Swift sees that no build phase of an app target lists: the header
/// beside each `.m` and `.mm` file it compiles, and the headers its bridging header imports, transitively
/// (SPEC §10.7, §14). An app builds no header, yet its Swift names every class those declare.
enum BridgedHeaders {
  /// Imports are followed at most this deep.
  static let maximumDepth = 32

  /// The existing headers of `target`: beside `implementations`, and those `bridgingHeader` imports,
  /// `#import "X.h"` found beside the importing header first, else as the one header of the project whose
  /// path ends so (`projectHeaders`). Sorted, each once.
  static func headers(
    implementations: [String], bridgingHeader: String?, projectHeaders: [String]
  ) -> [String] {
    let manager = FileManager.default
    var found = Set<String>()
    for implementation in implementations {
      let header = (implementation as NSString).deletingPathExtension + ".h"
      if manager.fileExists(atPath: header) { found.insert(header) }
    }
    guard let bridgingHeader, manager.fileExists(atPath: bridgingHeader) else { return found.sorted() }
    var pending = [(bridgingHeader, 0)]
    var visited: Set<String> = [bridgingHeader]
    while let (header, depth) = pending.popLast() {
      found.insert(header)
      guard depth < maximumDepth, let bytes = try? FileReader.readBytes(atPath: header) else { continue }
      for name in quotedImports(in: String(decoding: bytes, as: UTF8.self)) {
        let beside = InputDiscovery.absolute(name, from: (header as NSString).deletingLastPathComponent)
        let matches = projectHeaders.filter { $0.hasSuffix("/" + name) }
        guard
          let resolved = manager.fileExists(atPath: beside) ? beside : matches.count == 1 ? matches[0] : nil,
          visited.insert(resolved).inserted
        else { continue }
        pending.append((resolved, depth + 1))
      }
    }
    return found.sorted()
  }

  /// The names `#import "X.h"` and `#include "X.h"` give, line by line.
  static func quotedImports(in text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include"),
        let open = trimmed.firstIndex(of: "\""),
        let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
      else { return nil }
      let name = String(trimmed[trimmed.index(after: open)..<close])
      return name.hasSuffix(".h") ? name : nil
    }
  }
}
