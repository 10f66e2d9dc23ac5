@testable import ReuseGenCore

/// A lexed input, with helpers to read tokens back as text.
struct LexedSource {
  let bytes: [UInt8]
  let tokens: [Token]
  let diagnostics: [LexerDiagnostic]

  init(_ source: String) {
    self.init(bytes: Array(source.utf8))
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    (tokens, diagnostics) = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
  }

  func text(_ token: Token) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// The tokens other than end of file, as `kind:text` pairs, which read well in expectations.
  var summary: [String] {
    tokens.dropLast().map { "\($0.kind):\(text($0))" }
  }

  /// The input rebuilt from the tokens and their trivia.
  var reconstructed: [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for token in tokens {
      result += bytes[token.leadingTriviaStart..<token.trailingTriviaEnd]
    }
    return result
  }

  /// Whether the tokens tile the input with no gap or overlap.
  var tilesInput: Bool {
    var expectedStart = 0
    for token in tokens {
      guard token.leadingTriviaStart == expectedStart, token.leadingTriviaStart <= token.start,
        token.start <= token.end, token.end <= token.trailingTriviaEnd
      else { return false }
      expectedStart = token.trailingTriviaEnd
    }
    return expectedStart == bytes.count && tokens.last?.kind == .endOfFile
  }
}
