/// Every warning the declaration scanner gives about a file's structure, worded in one place: the scanner
/// decides which case a token gets; this says it.
enum ScannerMessage: DiagnosticMessage {
  /// What the lexer found wrong.
  case lexical(LexerProblem)
  /// The file is 4 GiB or larger, and is not scanned.
  case fileTooLarge
  /// A `}` that closes nothing.
  case unmatchedClosingBrace
  /// A `}` that closes a brace opened before the `#if` around it.
  case closingBraceInsideIf
  /// Declarations nested deeper than `maximum` levels are ignored.
  case nestedTooDeep(maximum: Int)
  /// An `#if` the file does not close.
  case missingEndif
  /// A `{` the file does not close.
  case missingClosingBrace
  /// `#else`, `#elseif` (`directive`) without an `#if`.
  case directiveWithoutIf(directive: String)
  /// `#endif` without an `#if`.
  case endifWithoutIf
  /// A `{` that an `#if` clause opens and does not close.
  case missingClosingBraceInIfClause

  var severity: Diagnostic.Severity { .warning }

  var message: String {
    switch self {
    case .lexical(let problem): problem.message
    case .fileTooLarge: "file is 4 GiB or larger, too large to scan; skipped"
    case .unmatchedClosingBrace: "unexpected '}' with no matching '{'"
    case .closingBraceInsideIf: "unexpected '}' inside '#if' block"
    case .nestedTooDeep(let maximum):
      "declarations nested more than \(maximum) levels deep, in braces or '#if' blocks, are ignored"
    case .missingEndif: "expected '#endif' to close this '#if'"
    case .missingClosingBrace: "missing '}' for the '{' opened here"
    case .directiveWithoutIf(let directive): "'\(directive)' without '#if'"
    case .endifWithoutIf: "'#endif' without '#if'"
    case .missingClosingBraceInIfClause: "missing '}' before the end of this '#if' clause"
    }
  }
}
