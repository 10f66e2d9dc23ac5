import Foundation

/// `audit --write-baseline FILE` and `audit --baseline FILE` (SPEC §11): the findings an app already had,
/// so that CI reports only new ones. Entries are keyed by rule, file, identifier and class, never by line,
/// and files are named relative to the baseline's folder, so the baseline survives edits above a finding
/// and runs from another folder. Equal keys are counted: two baselined findings suppress two, not more.
package struct AuditBaseline: Codable, Equatable, Sendable {
  /// The file's format; a newer one is refused rather than misread.
  package static let formatVersion = 1

  package var version = formatVersion
  package var findings: [AuditFindingKey]
  /// Where the baseline is written; not part of the file.
  private var file = ""

  enum CodingKeys: String, CodingKey {
    case version, findings
  }

  /// What applying a baseline leaves: the new findings, and how many baselined ones no longer occur.
  package struct Outcome {
    package var findings: [AuditFinding]
    package var suppressed: Int
    package var gone: Int
  }

  /// The baseline of `findings`, with their display paths made relative to `folder`.
  init(_ findings: [AuditFinding], paths: BaselinePaths) {
    file = paths.file
    self.findings = findings.map { AuditFindingKey($0, path: paths.relative) }.sorted {
      ($0.file, $0.rule, $0.identifier ?? "", $0.viewClass ?? "")
        < ($1.file, $1.rule, $1.identifier ?? "", $1.viewClass ?? "")
    }
  }

  /// The findings the baseline does not hold, each key suppressing as many findings as it was recorded.
  func filter(_ current: [AuditFinding], paths: BaselinePaths) -> Outcome {
    var remaining: [AuditFindingKey: Int] = [:]
    for key in findings { remaining[key, default: 0] += 1 }
    var fresh: [AuditFinding] = []
    for finding in current {
      let key = AuditFindingKey(finding, path: paths.relative)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        fresh.append(finding)
      }
    }
    return Outcome(
      findings: fresh, suppressed: current.count - fresh.count, gone: remaining.values.reduce(0, +))
  }

  /// Reads the baseline at `path`, as the user named it.
  static func read(_ path: String, paths: BaselinePaths) throws(InputError) -> AuditBaseline {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: paths.file)
    } catch {
      throw InputError("cannot read the baseline", path: path)
    }
    guard let baseline = try? JSONDecoder().decode(AuditBaseline.self, from: Data(bytes)) else {
      throw InputError("not an audit baseline; write one with --write-baseline", path: path)
    }
    guard baseline.version <= formatVersion else {
      throw InputError("baseline version \(baseline.version) is newer than this reusegen reads", path: path)
    }
    return baseline
  }

  /// Writes the baseline atomically, sorted, so that a refreshed baseline diffs by its changes alone.
  func write() throws(InputError) {
    _ = try OutputWriter.write(Array(AuditReport.json(self).utf8), to: file)
  }
}

/// Where a baseline is, and how its entries name files: relative to its folder.
struct BaselinePaths {
  /// The baseline's absolute path.
  let file: String
  private let folder: String
  private let currentDirectory: String

  init(_ path: String, currentDirectory: String) {
    file = InputDiscovery.absolute(path, from: currentDirectory)
    folder = (file as NSString).deletingLastPathComponent
    self.currentDirectory = currentDirectory
  }

  /// A path as diagnostics print it (relative to the current directory), relative to the baseline's folder,
  /// with `..` where the file is not below it, so that the baseline names the same files on every machine.
  func relative(_ displayPath: String) -> String {
    let target = InputDiscovery.absolute(displayPath, from: currentDirectory).split(separator: "/")
    let base = folder.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let up = Array(repeating: Substring(".."), count: base.count - common)
    return (up + target[common...]).joined(separator: "/")
  }
}
