import Foundation
import Testing

@testable import ReuseGenCore

/// `#if os(…)` clauses a target's platforms never compile are no code of the app (SPEC §14): with
/// `--project`, a dequeue in `#if os(tvOS)` of an iOS target is not read, and a note says so (PopcornTime's
/// one false error of round 53).
@Suite struct PlatformClausesTests {
  private func inactiveLines(_ text: String, platforms: Set<String>) -> Set<Int> {
    let source = SourceFile(path: "A.swift", filePath: "A.swift", bytes: Array(text.utf8))
    return Set(
      PlatformClauses.inactiveClauses(in: source, platforms: platforms).map(\.body).flatMap { range in
        range.filter { source.tokens[$0].kind == .identifier }.map { source.location($0).line }
      })
  }

  @Test func onlyWhatThePlatformsDecideIsLeftOut() {
    let text = """
      #if os(tvOS)
      tv()
      #elseif os(iOS)
      phone()
      #else
      other()
      #endif
      #if DEBUG || os(watchOS)
      debug()
      #endif
      #if !os(iOS) && canImport(UIKit)
      notPhone()
      #endif
      #if os(tvOS)
        #if DEBUG
        nested()
        #endif
      #endif
      """
    #expect(inactiveLines(text, platforms: ["iOS"]) == [2, 6, 12, 15, 16])
    // A target for two platforms decides neither `os(iOS)` nor `os(tvOS)`: only `os(watchOS)`'s clauses.
    #expect(inactiveLines(text, platforms: ["iOS", "tvOS"]).isEmpty)
    #expect(inactiveLines(text, platforms: []).isEmpty)
  }

  @Test func aDequeueTheTargetNeverCompilesIsNotReadAndSaidSo() throws {
    let directory = TemporaryDirectory.copying(fixture: "Projects/Wallet")
    defer { directory.remove() }
    let file = directory.path + "/Wallet/Wallet/Feed/FeedViewController.swift"
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "    if indexPath.row == 0 {",
      with: """
            #if os(tvOS)
            if indexPath.row == 1 {
              return tableView.dequeueReusableCell(withIdentifier: "FocusCell", for: indexPath)
            }
            #endif
            if indexPath.row == 0 {
        """)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let run = CommandRun(["audit", "--project", "Wallet", "--target", "Wallet"], in: directory.path)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(!run.standardError.contains("FocusCell"))
    #expect(
      run.standardError.contains(
        "Wallet/Wallet/Feed/FeedViewController.swift:19:5: note: 1 reuse call in this clause is not read: the "
          + "target builds for iOS, which never compiles the clause"))
    #expect(run.standardOutput.contains("audit: 5 call sites"))
    // migrate says the same once: no "not migrated" note for a call it says it does not read.
    let migrate = CommandRun(["migrate", "--project", "Wallet", "--target", "Wallet"], in: directory.path)
    #expect(migrate.status == .success, "\(migrate.standardError)")
    #expect(migrate.standardError.contains("19:5: note: 1 reuse call in this clause is not read"))
    #expect(!migrate.standardError.contains("FeedViewController.swift:21:"))
    // A folder run knows no platform: the dequeue is read.
    let folder = CommandRun(["audit", "Wallet/Wallet", "--module", "Wallet"], in: directory.path)
    #expect(folder.standardOutput.contains("audit: 6 call sites"))
  }
}
