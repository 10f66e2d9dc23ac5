/// What sees each token as the lexer writes it, in order, so that a pass that reads every token once, in
/// order, needs no walk of its own over the buffer: `list` and `generate` record each file's
/// `DeclarationKeys` this way while the file is lexed for its scan (DESIGN.md §10).
///
/// The lexer is generic over it and specialized for each observer, so `NoTokenObserver` costs nothing.
protocol TokenObserver {
  /// The token just written: its kind, its text's offsets and whether a line break precedes it.
  mutating func observe(_ kind: TokenKind, start: Int, end: Int, isAtStartOfLine: Bool)
}

/// The observer of a lex that only needs its tokens.
struct NoTokenObserver: TokenObserver {
  @inline(__always)
  mutating func observe(_ kind: TokenKind, start: Int, end: Int, isAtStartOfLine: Bool) {}
}
