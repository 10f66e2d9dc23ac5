/// A reuse identifier chosen by a ternary between two expressions (DESIGN.md §10, "Closed sets"):
/// `isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier`, written as the call's argument
/// or as the value of a `let` that only the call reads. `migrate` moves each branch to its typed
/// identifier, and `audit` reads the typed choice it makes, `isCompact ? .badgeCompact : .badgeRegular`.
struct IdentifierTernary {
  /// The tokens of the condition, and of each branch.
  var condition: ClosedRange<Int>
  var branches: [ClosedRange<Int>]
  /// The local the call reads the ternary through, by its name's token; `nil` for a ternary written as the
  /// argument.
  var local: StringConstant?

  /// The ternary of the identifier argument `argument` of the call at `nameToken`: written there, or the
  /// value of a local `let` that no other token of its brace names.
  static func of(
    _ argument: ReuseCallSite.Argument, file: Int, nameToken: Int, module: CallSiteModule
  ) -> IdentifierTernary? {
    let source = module.sources[file]
    guard argument.first == argument.last, let name = source.name(argument.first),
      name.first?.isLowercase == true
    else {
      return parse(source, argument.first...argument.last, local: nil)
    }
    // The innermost local of the name declared before the call in a brace around it.
    let braces = module.indices[file].scopes[nameToken]?.braces ?? []
    let locals = module.indices[file].constants.filter { constant in
      guard case .local(let brace) = constant.scope else { return false }
      return constant.name == name && constant.token < argument.first && braces.contains(brace)
    }
    guard let constant = locals.max(by: { $0.token < $1.token }),
      case .local(let open) = constant.scope, let valueStart = constant.valueStart,
      source.isWord(constant.token - 1, "let"),
      let close = source.matchingClose(open)
    else { return nil }
    // A local in a `case` of a `switch` lives until the next `case`: other cases may declare their own.
    let region = source.caseBody(around: constant.token, open: open, close: close)
    for index in region
    where index != constant.token && index != argument.first && source.name(index) == name {
      // An argument label of that name (`identifier: identifier`) is no use of it.
      let isLabel =
        source.isKind(index + 1, .colon)
        && (source.isKind(index - 1, .leftParen) || source.isKind(index - 1, .comma))
      if !isLabel { return nil }
    }
    guard let last = source.lastTokenOfStatement(from: valueStart, before: close, endingAtSemicolon: true)
    else { return nil }
    return parse(source, valueStart...last, local: constant)
  }

  /// The condition and branches of `condition ? first : second` spanning `range` exactly; `nil` for any
  /// other expression, a nested ternary among them.
  private static func parse(_ source: SourceFile, _ range: ClosedRange<Int>, local: StringConstant?)
    -> IdentifierTernary?
  {
    var question: Int?
    var colon: Int?
    var depth = 0
    for index in range {
      switch source.tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .operator where depth == 0 && source.text(index) == "?" && isSpacedOperator(source, index):
        guard question == nil else { return nil }
        question = index
      case .colon where depth == 0 && question != nil:
        guard colon == nil else { return nil }
        colon = index
      default: break
      }
    }
    guard let question, let colon, range.lowerBound < question, question + 1 < colon,
      colon < range.upperBound
    else { return nil }
    return IdentifierTernary(
      condition: range.lowerBound...(question - 1),
      branches: [(question + 1)...(colon - 1), (colon + 1)...range.upperBound], local: local)
  }

  /// Whether the operator at `index` has whitespace before it: the ternary's `?`, not an optional chain's.
  private static func isSpacedOperator(_ source: SourceFile, _ index: Int) -> Bool {
    let start = source.tokens[index].start
    guard start > 0 else { return false }
    let before = source.bytes[start - 1]
    return before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n")
  }

  /// The member each branch names, `.badgeCompact`, when both are implicit members: the typed choice.
  func implicitMembers(in source: SourceFile) -> [String]? {
    let members = branches.compactMap { branch -> String? in
      guard branch.count == 2, source.isKind(branch.lowerBound, .period) else { return nil }
      return source.name(branch.upperBound)
    }
    return members.count == branches.count ? members : nil
  }
}
