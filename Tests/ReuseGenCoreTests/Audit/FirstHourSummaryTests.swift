import Foundation
import Testing

@testable import ReuseGenCore

/// The first hour's summary lines (issue 56, "Done when"): the line after every command counts, by
/// severity, exactly the lines it printed, so that a user who reads "0 warnings" finds none above it and
/// one who reads "1 note" finds one. Each command runs on a module that prints an error, a warning and a
/// note, and its summary is checked against the `error:`, `warning:` and `note:` lines it printed.
extension FirstHourTests {
  /// A cell copied for a featured row that kept its original's literal identifier (an error, with a note
  /// at the original), and the xib of a promo cell whose class was deleted (a warning): two slips of a
  /// real app's history, as it writes its cells.
  private static let copiedCell = [
    "ProductCells.swift": """
    import UIKit

    final class ProductCell: UITableViewCell {
      static let reuseIdentifier = "ProductCell"

      @IBOutlet private weak var titleLabel: UILabel!
    }

    /// Copied from ProductCell for the featured row.
    final class FeaturedProductCell: UITableViewCell {
      static let reuseIdentifier = "ProductCell"
    }
    """,
    "ProductListViewController.swift": """
    import UIKit

    final class ProductListViewController: UIViewController, UITableViewDataSource {
      private let tableView = UITableView(frame: .zero, style: .plain)
      var products: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        view.addSubview(tableView)
      }

      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
      }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
      }
    }
    """,
    "PromoBannerCell.xib": """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \
    reuseIdentifier="PromoBannerCell" id="KGk-i7-Jjw" customClass="PromoBannerCell" customModule="App" \
    customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </tableViewCell>
        </objects>
    </document>
    """,
  ]

  /// How many lines of each severity `text` holds, as `grep` finds them: `path:line:column: error: …`, or
  /// `error: …` about the run as a whole.
  private struct Lines: Equatable, CustomStringConvertible {
    var errors = 0
    var warnings = 0
    var notes = 0

    init(errors: Int, warnings: Int, notes: Int) {
      (self.errors, self.warnings, self.notes) = (errors, warnings, notes)
    }

    /// The lines of `text` of each severity.
    init(printedIn text: String) {
      let lines = text.split(separator: "\n")
      func count(_ severity: String) -> Int {
        lines.filter { $0.hasPrefix("\(severity): ") || $0.contains(": \(severity): ") }.count
      }
      self.init(errors: count("error"), warnings: count("warning"), notes: count("note"))
    }

    /// The counts a summary line says (`…, 1 error, 2 warnings, 1 note`), no note when it says none; `nil`
    /// when `line` is no summary line.
    init?(summary line: Substring) {
      var said: [String: Int] = [:]
      for part in line.split(separator: ", ") {
        let words = part.split(separator: " ")
        guard words.count == 2, let count = Int(words[0]) else { continue }
        said[String(words[1].trimmingCharacters(in: CharacterSet(charactersIn: "s.")))] = count
      }
      guard let errors = said["error"], let warnings = said["warning"] else { return nil }
      self.init(errors: errors, warnings: warnings, notes: said["note"] ?? 0)
    }

    var description: String { "\(errors) errors, \(warnings) warnings, \(notes) notes" }
  }

  /// Runs `arguments` in `directory` and expects it to fail, and its last line on `stream` to start with
  /// `prefix` and count the lines it printed, on both streams: an error, a warning and a note at least, as
  /// the module prints. The run, for more checks.
  private static func expectSummary(
    _ arguments: [String], in directory: TemporaryDirectory, on stream: KeyPath<CommandRun, String>,
    startingWith prefix: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> CommandRun {
    let run = CommandRun(arguments, in: directory.path)
    let printed = run.standardError + run.standardOutput
    let lines = Lines(printedIn: printed)
    let summary = run[keyPath: stream].split(separator: "\n").last
    #expect(run.status == .failure, sourceLocation: sourceLocation)
    #expect(summary?.hasPrefix(prefix) == true, "\(printed)", sourceLocation: sourceLocation)
    #expect(
      lines.errors > 0 && lines.warnings > 0 && lines.notes > 0, "\(printed)", sourceLocation: sourceLocation)
    #expect(summary.flatMap(Lines.init(summary:)) == lines, "\(printed)", sourceLocation: sourceLocation)
    return run
  }

  /// Expects `--quiet`'s output, `printed`, to be errors alone, each with its notes, and no summary line.
  private static func expectQuiet(
    _ printed: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let lines = Lines(printedIn: printed)
    #expect(lines.errors > 0 && lines.warnings == 0, "\(printed)", sourceLocation: sourceLocation)
    #expect(
      !printed.split(separator: "\n").contains { Lines(summary: $0) != nil }, "\(printed)",
      sourceLocation: sourceLocation)
  }

  /// `list`'s last line counts the diagnostics printed above the listing, with the scan cache as without
  /// it. (`list` takes no `--quiet`.)
  @Test func listsSummaryCountsTheLinesPrinted() {
    let directory = TemporaryDirectory.module(Self.copiedCell)
    defer { directory.remove() }
    let arguments = ["list", "App", "--module", "App"]
    let list = Self.expectSummary(
      arguments, in: directory, on: \.standardOutput,
      startingWith: "2 reusable views, 2 generated, 0 skipped, ")
    // A cold cache and a warm one, which prints the kept output, print the same.
    for _ in 1...2 {
      let cached = CommandRun(arguments + ["--cache-path", "cache"], in: directory.path)
      #expect(cached.standardOutput == list.standardOutput && cached.standardError == list.standardError)
    }
  }

  /// `generate`'s last line counts the diagnostics printed above it: when an error stops it, when it
  /// writes and when the file is current, from the kept output as from the analysis; `--quiet` prints
  /// the errors alone and no summary line.
  @Test func generatesSummaryCountsTheLinesPrinted() {
    let directory = TemporaryDirectory.module(Self.copiedCell)
    defer { directory.remove() }
    let arguments = ["generate", "App", "--module", "App", "--output", "Out.swift"]
    let failed = Self.expectSummary(
      arguments, in: directory, on: \.standardError, startingWith: "Wrote nothing to Out.swift, ")
    #expect(directory.read("Out.swift") == nil)
    for _ in 1...2 {
      let cached = CommandRun(arguments + ["--cache-path", "cache"], in: directory.path)
      #expect(cached.standardError == failed.standardError)
    }
    Self.expectQuiet(CommandRun(arguments + ["--quiet"], in: directory.path).standardError)

    // Without the copy's identifier, the file is written: the warning is still counted.
    directory.write(
      "App/ProductCells.swift",
      (Self.copiedCell["ProductCells.swift"] ?? "").replacingOccurrences(
        of: "  static let reuseIdentifier = \"ProductCell\"\n}", with: "}"))
    let wrote = CommandRun(arguments + ["--cache-path", "cache"], in: directory.path)
    #expect(wrote.status == .success, "\(wrote.standardError)")
    #expect(wrote.standardError.hasSuffix("\nWrote Out.swift (2 reusable views), 0 errors, 1 warning\n"))
    let unchanged = CommandRun(arguments + ["--cache-path", "cache"], in: directory.path)
    #expect(
      unchanged.standardError
        == wrote.standardError.replacingOccurrences(of: "\nWrote Out.swift", with: "\nUnchanged: Out.swift"))
  }

  /// `audit`'s last line counts the diagnostics about the inputs, printed on standard error, and the
  /// findings, printed on standard output, notes included; `--quiet` prints errors alone.
  @Test func auditsSummaryCountsTheLinesPrinted() {
    let directory = TemporaryDirectory.module(Self.copiedCell)
    defer { directory.remove() }
    let arguments = ["audit", "App", "--module", "App"]
    _ = Self.expectSummary(
      arguments, in: directory, on: \.standardOutput, startingWith: "audit: 2 call sites (2 resolved), ")
    let quiet = CommandRun(arguments + ["--quiet"], in: directory.path)
    Self.expectQuiet(quiet.standardError + quiet.standardOutput)
  }

  /// `migrate`'s last line counts the analysis's diagnostics and the notes of the sites it leaves.
  /// (`migrate` takes no `--quiet`.)
  @Test func migratesSummaryCountsTheLinesPrinted() {
    let directory = TemporaryDirectory.module(Self.copiedCell)
    defer { directory.remove() }
    _ = Self.expectSummary(
      ["migrate", "App", "--module", "App"], in: directory, on: \.standardError,
      startingWith: "Would rewrite 0 call sites in 0 files; left 2 as they were, ")
  }
}
