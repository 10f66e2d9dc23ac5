/// The scanner's expression parser over a lexed file: the lexer knows no parser, the parser reads tokens.
extension SourceFile {
  /// Runs `body` with a parser over the file's tokens.
  func withParser<Result>(_ body: (IdentifierExpressionParser) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { bytes in
      tokens.withUnsafeBufferPointer { tokens in
        body(IdentifierExpressionParser(bytes: bytes, tokens: tokens))
      }
    }
  }
}
