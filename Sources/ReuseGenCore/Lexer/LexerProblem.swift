/// What the lexer finds wrong with a file, as a value: the lexer decides which, this words it, and the
/// scanner reports it as a warning (`ScannerMessage.lexical`).
package enum LexerProblem: Sendable, Equatable {
  /// A string literal that the file ends inside.
  case unterminatedStringLiteral
  /// A backticked identifier without its closing backtick.
  case unterminatedBacktickedIdentifier
  /// A regex literal without its closing delimiter.
  case unterminatedRegexLiteral
  /// A `/*` comment the file ends inside.
  case unterminatedBlockComment

  /// The problem, without a trailing period.
  package var message: String {
    switch self {
    case .unterminatedStringLiteral: "unterminated string literal"
    case .unterminatedBacktickedIdentifier: "unterminated backticked identifier"
    case .unterminatedRegexLiteral: "unterminated regex literal"
    case .unterminatedBlockComment: "unterminated '/*' comment"
    }
  }
}
