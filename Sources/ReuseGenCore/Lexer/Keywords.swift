/// Byte-level keyword tests for the lexer's and scanner's hot paths, which must not build `String`s.
enum Keywords {
  /// Keywords after which an expression may start, so that a following `/` begins a regex literal.
  private static let expressionIntroducers: [[UInt8]] = [
    "return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "else", "switch",
    "repeat", "catch", "do", "yield", "then",
  ].map { Array($0.utf8) }

  static func isExpressionIntroducer(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
    let length = end - start
    guard length >= 2, length <= 6 else { return false }
    for keyword in expressionIntroducers where keyword.count == length {
      if equals(bytes, start: start, end: end, keyword) { return true }
    }
    return false
  }

  /// Whether the bytes in `start..<end` spell `word`.
  @inline(__always)
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, _ word: [UInt8]) -> Bool {
    guard end - start == word.count else { return false }
    var index = 0
    while index < word.count {
      if bytes[start + index] != word[index] { return false }
      index += 1
    }
    return true
  }
}
