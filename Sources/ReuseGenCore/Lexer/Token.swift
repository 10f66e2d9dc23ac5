/// The lexical category of a token. Keywords are identifiers: the scanner decides by context what a word
/// means, as Swift's contextual keywords require.
public enum TokenKind: UInt8, Sendable {
  /// A word: an identifier, keyword or contextual keyword.
  case identifier
  /// An identifier in backticks, such as `` `class` ``.
  case backtickIdentifier
  /// `$0` or `$name`.
  case dollarIdentifier
  /// An integer or floating-point literal.
  case number
  /// An opening or closing string delimiter: `"`, `"""`, `#"`, `"#` and so on.
  case stringQuote
  /// The literal text between a string's delimiters and interpolations.
  case stringSegment
  /// `\(` or `\#(` inside a string literal.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// A regular-expression literal, bare or extended, delimiters included.
  case regex
  /// `#if`, `#else`, `#available`, `#selector`, a freestanding macro, and the like.
  case poundKeyword
  /// `@`, which starts an attribute.
  case atSign
  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `[`
  case leftSquare
  /// `]`
  case rightSquare
  /// `.`
  case period
  /// `,`
  case comma
  /// `:`
  case colon
  /// `;`
  case semicolon
  /// `\` outside a string, which starts a key path.
  case backslash
  /// An operator, including `=`, `->`, `<` and `>`.
  case `operator`
  /// A byte that starts no token of Swift.
  case unknown
  /// The end of the input; its leading trivia holds whatever follows the last token.
  case endOfFile
}

/// A token and the trivia around it, as byte offsets into the input.
///
/// Tokens tile the input: each token's `leadingTriviaStart` is the previous token's `trailingTriviaEnd`, so
/// concatenating every token with its trivia gives back the input byte for byte.
public struct Token: Sendable, Equatable {
  /// The token's category.
  public var kind: TokenKind
  /// Where the whitespace and comments before the token start.
  public var leadingTriviaStart: Int
  /// Where the token's own text starts.
  public var start: Int
  /// Where the token's own text ends (exclusive).
  public var end: Int
  /// Where the whitespace and comments after the token, up to the end of its line, end (exclusive).
  public var trailingTriviaEnd: Int
  /// Whether a line break separates this token from the previous one.
  public var isAtStartOfLine: Bool

  /// Creates a token.
  public init(
    kind: TokenKind,
    leadingTriviaStart: Int,
    start: Int,
    end: Int,
    trailingTriviaEnd: Int,
    isAtStartOfLine: Bool
  ) {
    self.kind = kind
    self.leadingTriviaStart = leadingTriviaStart
    self.start = start
    self.end = end
    self.trailingTriviaEnd = trailingTriviaEnd
    self.isAtStartOfLine = isAtStartOfLine
  }

  /// The length of the token's text in bytes.
  public var length: Int { end - start }
}

/// A problem the lexer found, at a byte offset of its input.
public struct LexerDiagnostic: Sendable, Equatable {
  /// The byte offset where the problem starts.
  public var offset: Int
  /// What is wrong.
  public var message: String
}
