import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One finished (or killed) run of the real `reusegen` executable.
struct ToolRun {
  /// The arguments after the program name.
  var arguments: [String]
  /// The exit status, or the signal number when `terminatedBySignal` is set.
  var status: Int32
  /// Whether a signal ended the process, as a crash or a failed precondition does.
  var terminatedBySignal: Bool
  /// Whether the hang guard had to kill the process.
  var timedOut: Bool
  /// Everything the process wrote to standard output.
  var standardOutput: Data
  /// Everything the process wrote to standard error, decoded leniently.
  var standardError: String
  /// How long the process ran, in seconds.
  var seconds: Double

  /// The command as a shell would show it, for failure messages.
  var commandLine: String { (["reusegen"] + arguments).joined(separator: " ") }

  /// The end of standard error, for failure messages; after a crash, the crash's message and the crashed
  /// thread's frames from Swift's backtrace instead.
  var standardErrorTail: String {
    let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
    if let crash = lines.firstIndex(where: {
      $0.hasPrefix("Fatal error") || $0.hasPrefix("*** Program crashed")
    }) {
      let end = lines[crash...].firstIndex { $0.hasPrefix("Registers:") } ?? lines.endIndex
      return lines[crash..<end].prefix(40).joined(separator: "\n")
    }
    return lines.suffix(30).joined(separator: "\n")
  }
}

/// Finds and runs the `reusegen` executable that `swift build` puts next to the test bundle.
enum ReuseGenProcess {
  /// How long a run may take before it is killed and the test fails. This guards against hangs; it is
  /// not a timing assertion. `REUSEGEN_HANG_GUARD_SECONDS` overrides it.
  static let hangGuard: Duration = {
    let seconds = ProcessInfo.processInfo.environment["REUSEGEN_HANG_GUARD_SECONDS"].flatMap { Int($0) }
    return .seconds(seconds ?? 120)
  }()

  /// The executable, or `nil` when it was not built. `REUSEGEN_EXECUTABLE` overrides the search.
  static let executable: URL? = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["REUSEGEN_EXECUTABLE"] {
      return URL(fileURLWithPath: override)
    }
    // On Linux the test bundle is an executable in the build folder, so the tool sits beside it. On macOS
    // the bundle is a folder, and `arguments[0]` may be the `xctest` runner, so the bundles' own folders
    // are searched too.
    var folders: [URL] = []
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    folders.append(runner.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    var candidates: [URL] = []
    for folder in folders {
      var current = folder
      for _ in 0..<4 {
        candidates.append(current.appendingPathComponent("reusegen"))
        current = current.deletingLastPathComponent()
      }
    }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
  }()

  /// `setpriv`, which can drop the capabilities that let root read any file.
  static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs `reusegen arguments` in `directory` with no standard input. Output goes to files, so a chatty
  /// process can never block on a full pipe.
  /// - Parameters:
  ///   - limit: When the process is killed; the hang guard by default.
  ///   - withoutFileReadOverride: Runs the tool through `setpriv` without `CAP_DAC_OVERRIDE` and
  ///     `CAP_DAC_READ_SEARCH`, so that permission bits hold even for root.
  ///   - killAfter: Sends SIGKILL after this long, as a crash or a power cut would.
  ///   - memoryLimit: The address space the process may use, in MiB. A run that needs more fails to
  ///     allocate and dies of a signal, rather than taking the machine's memory from everything else.
  ///   - queued: Waits for one of a few slots first, so that parallel tests do not start dozens of
  ///     processes on two cores at once. Tests that need processes side by side pass `false`.
  static func run(
    _ arguments: [String],
    in directory: String,
    limit: Duration = hangGuard,
    withoutFileReadOverride: Bool = false,
    killAfter: Duration? = nil,
    memoryLimit: Int = 4_096,
    queued: Bool = true
  ) async -> ToolRun {
    if queued { await slots.acquire() }
    let result = await runNow(
      arguments, in: directory, limit: limit, withoutFileReadOverride: withoutFileReadOverride,
      killAfter: killAfter, memoryLimit: memoryLimit)
    if queued { await slots.release() }
    return result
  }

  private static func runNow(
    _ arguments: [String],
    in directory: String,
    limit: Duration,
    withoutFileReadOverride: Bool,
    killAfter: Duration?,
    memoryLimit: Int
  ) async -> ToolRun {
    var result = ToolRun(
      arguments: arguments, status: -1, terminatedBySignal: false, timedOut: false,
      standardOutput: Data(), standardError: "", seconds: 0)
    guard let executable else {
      result.standardError = "the reusegen executable was not found next to the test bundle"
      return result
    }
    let logs = NSTemporaryDirectory() + "reusegen-adversarial-log-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: logs) }
    let outputPath = logs + "/stdout"
    let errorPath = logs + "/stderr"
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    guard let outputHandle = FileHandle(forWritingAtPath: outputPath),
      let errorHandle = FileHandle(forWritingAtPath: errorPath)
    else {
      result.standardError = "cannot create log files in \(logs)"
      return result
    }

    var command = [executable.path] + arguments
    if withoutFileReadOverride, let setpriv {
      command =
        [
          setpriv, "--bounding-set=-dac_override,-dac_read_search",
          "--inh-caps=-dac_override,-dac_read_search",
        ] + command
    }
    let process = Process()
    // The shell sets the memory limit and then becomes the tool, so the process id, exit status and
    // signal are the tool's own.
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -v \(memoryLimit * 1_024) && exec \"$@\"", "sh"] + command
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    var environment = ProcessInfo.processInfo.environment
    // A crash should end the process at once rather than wait for an interactive backtracer.
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,timeout=10s"
    process.environment = environment

    let clock = ContinuousClock()
    let start = clock.now
    do {
      try process.run()
    } catch {
      result.standardError = "cannot start reusegen: \(error)"
      return result
    }
    let deadline = start + limit
    let killTime = killAfter.map { start + $0 }
    while process.isRunning {
      let now = clock.now
      if let killTime, now >= killTime {
        kill(process.processIdentifier, SIGKILL)
        break
      }
      if now >= deadline {
        result.timedOut = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
    process.waitUntilExit()
    result.seconds = Self.seconds(clock.now - start)
    try? outputHandle.close()
    try? errorHandle.close()
    result.status = process.terminationStatus
    result.terminatedBySignal = process.terminationReason == .uncaughtSignal
    result.standardOutput = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
    let errorData = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
    result.standardError = String(decoding: errorData, as: UTF8.self)
    return result
  }

  /// How many processes run at once: one per core, and one more to cover the time each spends starting.
  private static let slots = ProcessSlots(ProcessInfo.processInfo.activeProcessorCount + 1)

  static func seconds(_ duration: Duration) -> Double {
    let components = duration.components
    return Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// A counting semaphore for async code.
actor ProcessSlots {
  private var available: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(_ count: Int) {
    available = count
  }

  func acquire() async {
    if available > 0 {
      available -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      available += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// A throw-away module: sources under `Sources/Input`, and a `Generated/ReuseGen.swift` that `generate`
/// overwrites. Every path is inside one fresh temporary folder.
struct AdversarialWorkspace {
  let root: String

  init() {
    root = NSTemporaryDirectory() + "reusegen-adversarial-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try! FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
  }

  /// The module's folder, passed to the tool as `Sources/Input`.
  var sources: String { root + "/Sources/Input" }
  /// The folder of the generated file, which must hold nothing else after any run.
  var outputFolder: String { root + "/Generated" }
  /// The generated file.
  var output: String { outputFolder + "/ReuseGen.swift" }

  /// Writes `bytes` to `relative` under the module's folder.
  func write(_ relative: String, _ bytes: [UInt8]) {
    let path = sources + "/" + relative
    try! FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "cannot write \(path)")
  }

  /// Writes `text` as UTF-8 to `relative` under the module's folder.
  func write(_ relative: String, _ text: String) {
    write(relative, Array(text.utf8))
  }

  func remove() {
    // Folders a test made unreadable must be opened up again before they can be removed.
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sources)
    try? FileManager.default.removeItem(atPath: root)
  }
}

/// The checks every hostile input must pass.
enum AdversarialContract {
  /// The bytes an existing output starts as: reusegen's header, so that `generate` may replace it, but not
  /// a file it would ever write, and not valid UTF-8, so that any rewrite shows.
  static let sentinel: [UInt8] =
    Array("// Generated by reusegen: a sentinel, not a complete output.\n".utf8) + [0xFF, 0x00, 0x0A]

  static let generatedPrefix = Array("// Generated by reusegen".utf8)
  static let generatedSuffix = Array("#endif\n".utf8)

  /// Whether `bytes` is a complete generated file.
  static func isCompleteGeneratedFile(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: generatedPrefix) && bytes.count >= generatedSuffix.count
      && Array(bytes.suffix(generatedSuffix.count)) == generatedSuffix
  }

  /// Runs `list --format json` and `generate --output` over the workspace's module and checks what DESIGN.md §4
  /// promises whatever the input: an exit status of 0 or 1 and no signal, a finish before the hang guard,
  /// located diagnostics, a JSON listing, and an output file that is either replaced by a complete new
  /// one or left byte for byte as it was, with no temporary file beside it. With `verifyDeterminism`, a
  /// third run with `--check` must find the file current after a success, and fail after a failure.
  @discardableResult
  static func check(
    _ workspace: AdversarialWorkspace,
    paths: [String] = ["Sources/Input"],
    label: String,
    withoutFileReadOverride: Bool = false,
    verifyDeterminism: Bool = true,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async -> (list: ToolRun, generate: ToolRun, listing: [[String: Any]]) {
    #expect(
      FileManager.default.createFile(atPath: workspace.output, contents: Data(sentinel)),
      sourceLocation: sourceLocation)

    let list = await ReuseGenProcess.run(
      ["list"] + paths + ["--format", "json", "--module", "Input"], in: workspace.root,
      withoutFileReadOverride: withoutFileReadOverride)
    checkTermination(list, label: label, sourceLocation: sourceLocation)
    var listing: [[String: Any]] = []
    if !list.timedOut, !list.terminatedBySignal {
      let parsed = try? JSONSerialization.jsonObject(with: list.standardOutput)
      if let rows = parsed as? [[String: Any]] {
        listing = rows
      } else {
        Issue.record(
          "\(label): `\(list.commandLine)` printed no JSON array: \(list.standardOutput.prefix(300))",
          sourceLocation: sourceLocation)
      }
    }

    let generate = await ReuseGenProcess.run(
      ["generate"] + paths + ["--output", "Generated/ReuseGen.swift", "--module", "Input"],
      in: workspace.root, withoutFileReadOverride: withoutFileReadOverride)
    checkTermination(generate, label: label, sourceLocation: sourceLocation)
    checkOutput(workspace, after: generate, label: label, sourceLocation: sourceLocation)
    guard !list.timedOut, !generate.timedOut, !list.terminatedBySignal, !generate.terminatedBySignal else {
      return (list, generate, listing)
    }
    #expect(
      list.status == generate.status,
      "\(label): list exited \(list.status) but generate exited \(generate.status) on the same inputs",
      sourceLocation: sourceLocation)

    // Generating again must give the same bytes: `--check` finds the file current after a success, and
    // fails again after a failure, touching nothing either way.
    guard verifyDeterminism else { return (list, generate, listing) }
    let written = try? Data(contentsOf: URL(fileURLWithPath: workspace.output))
    let check = await ReuseGenProcess.run(
      ["generate"] + paths + ["--output", "Generated/ReuseGen.swift", "--module", "Input", "--check"],
      in: workspace.root, withoutFileReadOverride: withoutFileReadOverride)
    checkTermination(check, label: label + " (--check)", sourceLocation: sourceLocation)
    #expect(
      check.timedOut || check.terminatedBySignal || check.status == generate.status,
      "\(label): generate exited \(generate.status) but generate --check \(check.status):\n\(check.standardErrorTail)",
      sourceLocation: sourceLocation)
    #expect(
      (try? Data(contentsOf: URL(fileURLWithPath: workspace.output))) == written,
      "\(label): generate --check changed the output", sourceLocation: sourceLocation)
    return (list, generate, listing)
  }

  /// The process exited by itself, with 0 or 1, and said why when it failed.
  static func checkTermination(
    _ run: ToolRun,
    label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    if run.timedOut {
      Issue.record(
        "\(label): `\(run.commandLine)` was still running after the hang guard of \(ReuseGenProcess.hangGuard) and was killed",
        sourceLocation: sourceLocation)
      return
    }
    if run.terminatedBySignal {
      Issue.record(
        "\(label): `\(run.commandLine)` was killed by signal \(run.status) after \(run.seconds) s:\n\(run.standardErrorTail)",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      run.status == 0 || run.status == 1,
      "\(label): `\(run.commandLine)` exited with \(run.status):\n\(run.standardErrorTail)",
      sourceLocation: sourceLocation)
    var sawError = false
    for line in run.standardError.split(separator: "\n") {
      if line.hasPrefix("Wrote ") || line.hasPrefix("Unchanged: ") { continue }
      guard let severity = locatedSeverity(line) else {
        Issue.record(
          "\(label): `\(run.commandLine)` printed a line that is not a located diagnostic: \(line.prefix(300))",
          sourceLocation: sourceLocation)
        return
      }
      if severity == "error" { sawError = true }
    }
    if run.status == 1 {
      #expect(
        sawError, "\(label): `\(run.commandLine)` failed without a located error:\n\(run.standardErrorTail)",
        sourceLocation: sourceLocation)
    }
  }

  /// The severity of a `path:line:column: severity: message` line, or of a `path: severity: message` line
  /// about a file as a whole (one that cannot be read has no position), or `nil` for any other line.
  static func locatedSeverity(_ line: Substring) -> String? {
    for severity in ["error", "warning", "note"] {
      var searchStart = line.startIndex
      while let marker = line.range(of: ": \(severity): ", range: searchStart..<line.endIndex) {
        searchStart = marker.upperBound
        // Before the marker: `path:line:column`, or a whole file's path, the path being anything non-empty.
        let head = line[..<marker.lowerBound]
        if line.contains(" '\(head)'") { return severity }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { continue }
        let column = parts[parts.count - 1]
        let lineNumber = parts[parts.count - 2]
        let path = parts.dropLast(2).joined(separator: ":")
        if !path.isEmpty, let row = Int(lineNumber), let col = Int(column), row >= 1, col >= 1 {
          return severity
        }
      }
    }
    return nil
  }

  /// After a successful `generate` the output is a complete new file; after a failed one it is the
  /// sentinel, byte for byte. The folder holds no temporary file either way.
  static func checkOutput(
    _ workspace: AdversarialWorkspace,
    after run: ToolRun,
    label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: workspace.output))).map { [UInt8]($0) }
    switch bytes {
    case nil:
      Issue.record("\(label): the output file disappeared", sourceLocation: sourceLocation)
    case let bytes? where bytes == sentinel:
      #expect(
        run.status != 0 || run.terminatedBySignal || run.timedOut,
        "\(label): `\(run.commandLine)` succeeded but left the old output in place",
        sourceLocation: sourceLocation)
    case let bytes?:
      #expect(
        isCompleteGeneratedFile(bytes),
        "\(label): the output is neither the old file nor a complete generated one (\(bytes.count) bytes)",
        sourceLocation: sourceLocation)
      #expect(
        run.status == 0 && !run.terminatedBySignal,
        "\(label): `\(run.commandLine)` failed but replaced the output", sourceLocation: sourceLocation)
    }
    let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: workspace.outputFolder)) ?? [])
      .filter { $0 != "ReuseGen.swift" }
    #expect(
      leftovers.isEmpty, "\(label): files left beside the output: \(leftovers)",
      sourceLocation: sourceLocation)
  }
}

/// SplitMix64, so that every random input is fixed by its seed and a failure reproduces.
struct AdversarialRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func bytes(_ count: Int) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(count)
    while result.count < count {
      var word = next()
      for _ in 0..<min(8, count - result.count) {
        result.append(UInt8(truncatingIfNeeded: word))
        word >>= 8
      }
    }
    return result
  }
}
