/// The `#if` clauses of a file that a target's platform never compiles (SPEC §14): with `--project`, the
/// project says which platforms a target builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`), so
/// `#if os(tvOS)` in an iOS app's file is code the compiler never sees, and a dequeue there is no call of
/// the app. Only what the platforms decide is decided: `os(…)`, with `!`, `&&`, `||` and parentheses;
/// any other condition (`DEBUG`, `canImport(…)`, `targetEnvironment(…)`) may hold, and its clause is read.
enum PlatformClauses {
  /// What a condition is known to be.
  enum Truth {
    case yes
    case no
    case unknown

    static prefix func ! (truth: Truth) -> Truth {
      switch truth {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }
  }

  /// A clause no build compiles: the index of the `#if`, `#elseif` or `#else` that opens it, and the range
  /// of token indices of its body.
  struct Clause: Equatable {
    var directive: Int
    var body: Range<Int>
  }

  /// The clauses of `source` that no build for `platforms` compiles; none when `platforms` is empty (no
  /// project said). `CallSiteModule` reads each file's once (`inactiveClauses`).
  static func inactiveClauses(in source: SourceFile, platforms: Set<String>) -> [Clause] {
    guard !platforms.isEmpty else { return [] }
    /// One `#if` block: whether it lies in a clause no build compiles, whether a clause of it so far
    /// surely holds, and where its current clause's body starts and whether that body is compiled.
    struct Block {
      var isInsideInactive: Bool
      var anyHolds: Bool
      var directive: Int
      var bodyStart: Int
      var bodyInactive: Bool
    }
    var ranges: [Clause] = []
    var blocks: [Block] = []
    let tokens = source.tokens
    var index = 0
    while index < tokens.count {
      guard tokens[index].kind == .poundKeyword else {
        index += 1
        continue
      }
      let directive = source.text(index)
      let conditionEnd = endOfLine(after: index, in: source)
      func close(at end: Int) {
        guard let block = blocks.last, block.bodyInactive, block.bodyStart < end else { return }
        ranges.append(Clause(directive: block.directive, body: block.bodyStart..<end))
      }
      switch directive {
      case "#if":
        let enclosing = blocks.last.map { $0.isInsideInactive || $0.bodyInactive } ?? false
        let truth = condition(in: source, from: index + 1, to: conditionEnd, platforms: platforms)
        blocks.append(
          Block(
            isInsideInactive: enclosing, anyHolds: truth == .yes, directive: index, bodyStart: conditionEnd,
            bodyInactive: enclosing || truth == .no))
      case "#elseif", "#else":
        close(at: index)
        guard var block = blocks.popLast() else { break }
        let truth =
          directive == "#else"
          ? .yes : condition(in: source, from: index + 1, to: conditionEnd, platforms: platforms)
        block.bodyInactive = block.isInsideInactive || block.anyHolds || truth == .no
        block.anyHolds = block.anyHolds || truth == .yes
        block.bodyStart = conditionEnd
        block.directive = index
        blocks.append(block)
      case "#endif":
        close(at: index)
        _ = blocks.popLast()
      default:
        break
      }
      index = max(index + 1, conditionEnd)
    }
    return ranges
  }

  /// The index of the first token on a line after the one of `index`.
  private static func endOfLine(after index: Int, in source: SourceFile) -> Int {
    var end = index + 1
    while end < source.tokens.count, !source.tokens[end].isAtStartOfLine,
      source.tokens[end].kind != .endOfFile
    {
      end += 1
    }
    return end
  }

  /// What the condition in tokens `start..<end` is for a build for `platforms`.
  static func condition(in source: SourceFile, from start: Int, to end: Int, platforms: Set<String>) -> Truth
  {
    var parser = Parser(source: source, index: start, end: end, platforms: platforms)
    let truth = parser.disjunction(depth: 0)
    return parser.index == end ? truth : .unknown
  }

  private struct Parser {
    let source: SourceFile
    var index: Int
    let end: Int
    let platforms: Set<String>

    static let maximumDepth = 32

    func text(_ at: Int) -> String? { at < end ? source.text(at) : nil }

    mutating func disjunction(depth: Int) -> Truth {
      var truth = conjunction(depth: depth)
      while text(index) == "||" {
        index += 1
        let other = conjunction(depth: depth)
        truth = truth == .yes || other == .yes ? .yes : truth == .no && other == .no ? .no : .unknown
      }
      return truth
    }

    mutating func conjunction(depth: Int) -> Truth {
      var truth = unary(depth: depth)
      while text(index) == "&&" {
        index += 1
        let other = unary(depth: depth)
        truth = truth == .no || other == .no ? .no : truth == .yes && other == .yes ? .yes : .unknown
      }
      return truth
    }

    mutating func unary(depth: Int) -> Truth {
      guard depth < Self.maximumDepth, index < end else { return .unknown }
      if text(index) == "!" {
        index += 1
        return !unary(depth: depth + 1)
      }
      if source.tokens[index].kind == .leftParen {
        index += 1
        let truth = disjunction(depth: depth + 1)
        guard index < end, source.tokens[index].kind == .rightParen else { return .unknown }
        index += 1
        return truth
      }
      guard source.tokens[index].kind == .identifier else { return .unknown }
      let name = source.text(index)
      index += 1
      guard index < end, source.tokens[index].kind == .leftParen else { return .unknown }
      // `name(argument)`: only `os(X)` is decided by the platforms.
      let open = index
      guard let close = source.matchingClose(open), close < end else { return .unknown }
      index = close + 1
      guard name == "os", close == open + 2, source.tokens[open + 1].kind == .identifier else {
        return .unknown
      }
      let platform = source.text(open + 1)
      if !platforms.contains(platform) { return .no }
      return platforms.count == 1 ? .yes : .unknown
    }
  }
}

extension CallSiteModule {
  /// One note per clause of the module's files that the target's platforms never compile and that holds
  /// reuse calls, which the run does not read: nothing is left out unsaid.
  func callsOutsidePlatforms() -> [Diagnostic] {
    guard !analysis.platforms.isEmpty else { return [] }
    let platforms = analysis.platforms.sorted().joined(separator: ", ")
    return (0..<moduleFileCount).flatMap { file -> [Diagnostic] in
      let calls = indices[file].scopes.keys
      return inactiveClauses[file].compactMap { clause in
        let count = calls.filter { clause.body.contains($0) }.count
        guard count > 0 else { return nil }
        return Diagnostic(
          ProjectMessage.callsOutsidePlatforms(count: count, platforms: platforms),
          at: sources[file].location(clause.directive))
      }
    }
  }
}
