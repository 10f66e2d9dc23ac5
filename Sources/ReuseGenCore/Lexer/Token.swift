/// The lexical category of a token. Keywords are identifiers: the scanner decides by context what a word
/// means, as Swift's contextual keywords require.
package enum TokenKind: UInt8, Sendable {
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
///
/// Offsets are stored in 32 bits, which keeps a token at 20 bytes instead of 48: a file's token array is
/// the scanner's largest allocation. `DeclarationScanner` refuses files of 4 GiB or more.
package struct Token: Sendable, Equatable {
  /// The token's category.
  package var kind: TokenKind
  /// Whether a line break separates this token from the previous one.
  package var isAtStartOfLine: Bool
  private var storedLeadingTriviaStart: UInt32
  private var storedStart: UInt32
  private var storedEnd: UInt32
  private var storedTrailingTriviaEnd: UInt32

  /// Creates a token.
  package init(
    kind: TokenKind,
    leadingTriviaStart: Int,
    start: Int,
    end: Int,
    trailingTriviaEnd: Int,
    isAtStartOfLine: Bool
  ) {
    self.kind = kind
    self.isAtStartOfLine = isAtStartOfLine
    storedLeadingTriviaStart = UInt32(truncatingIfNeeded: leadingTriviaStart)
    storedStart = UInt32(truncatingIfNeeded: start)
    storedEnd = UInt32(truncatingIfNeeded: end)
    storedTrailingTriviaEnd = UInt32(truncatingIfNeeded: trailingTriviaEnd)
  }

  /// Where the whitespace and comments before the token start.
  package var leadingTriviaStart: Int { Int(storedLeadingTriviaStart) }
  /// Where the token's own text starts.
  package var start: Int { Int(storedStart) }
  /// Where the token's own text ends (exclusive).
  package var end: Int { Int(storedEnd) }
  /// Where the whitespace and comments after the token, up to the end of its line, end (exclusive).
  package var trailingTriviaEnd: Int { Int(storedTrailingTriviaEnd) }

  /// The length of the token's text in bytes.
  package var length: Int { end - start }

  /// The largest input whose offsets a token can hold.
  package static let maximumInputSize = Int(UInt32.max)
}

/// A problem the lexer found, at a byte offset of its input.
package struct LexerDiagnostic: Sendable, Equatable {
  /// The byte offset where the problem starts.
  package var offset: Int
  /// What is wrong.
  package var problem: LexerProblem
  /// What is wrong, worded.
  package var message: String { problem.message }
}
