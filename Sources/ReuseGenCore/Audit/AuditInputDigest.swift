/// The digest by which the audit cache (`AuditCache`) tells one content of an input file from another: two
/// contents of one digest give `audit` the same answer.
///
/// For most files that is a hash of every byte. A Swift file whose code ends with a line of its own, and
/// after it holds nothing but whitespace and `//` comments, is hashed without that tail, with only a flag
/// that it had one: a comment appended to the end of a file (an edit a developer makes while writing, and
/// one the benchmarks make) then keeps the kept output. Nothing `audit` reports reads such a tail:
/// - its tokens are the same, at the same lines and columns, since the tail follows the last of them and
///   the lexer reads it as trivia, and starts on a line after the last token's;
/// - the only text `audit` quotes from trivia is that between two tokens of one expression
///   (`SourceFile.text(from:through:)`), never the end-of-file token's;
/// - the comments it reads are the suppressions and the generated file's header, which spell `reusegen`:
///   a tail that holds that word is hashed whole.
enum AuditInputDigest {
  /// The digest of `bytes`, the contents of an input file; `isSwift` when it is a Swift source.
  static func digest(_ bytes: UnsafeBufferPointer<UInt8>, isSwift: Bool) -> UInt64 {
    guard isSwift, let codeEnd = codeEndBeforePlainTail(bytes) else {
      return combine(ScanCache.hash(bytes), 0)
    }
    return combine(ScanCache.hash(UnsafeBufferPointer(rebasing: bytes[..<codeEnd])), 1)
  }

  /// The end of the file's last token when everything after it is a plain tail: a line break, then only
  /// whitespace and `//` comments that do not spell `reusegen`; `nil` otherwise.
  static func codeEndBeforePlainTail(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let tokens = Lexer.tokenize(bytes).tokens
    // The last token is the end of the file's; the one before it, if any, the last of the code.
    let codeEnd = tokens.count >= 2 ? tokens[tokens.count - 2].end : 0
    var position = codeEnd
    var sawLineBreak = codeEnd == 0
    while position < bytes.count {
      let byte = bytes[position]
      if Trivia.isWhitespace(byte) {
        if Trivia.isNewline(byte) { sawLineBreak = true }
        position += 1
        continue
      }
      let slash = UInt8(ascii: "/")
      guard sawLineBreak, byte == slash, position + 1 < bytes.count, bytes[position + 1] == slash else {
        return nil
      }
      var end = position + 2
      while end < bytes.count, !Trivia.isNewline(bytes[end]) { end += 1 }
      if String(decoding: bytes[position..<end], as: UTF8.self).contains("reusegen") { return nil }
      position = end
    }
    return codeEnd
  }

  private static func combine(_ hash: UInt64, _ flag: UInt8) -> UInt64 {
    var writer = ScanFactWriter(path: "")
    writer.writeUnsigned(hash)
    writer.writeByte(flag)
    return writer.bytes.withUnsafeBufferPointer(ScanCache.hash)
  }
}
