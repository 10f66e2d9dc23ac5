import Testing

@testable import ReuseGenCore

/// The lexer's and keyword table's fast paths (docs/Reference/Performance.md): indentation read eight bytes
/// at a time, comments skipped with `memchr`, whitespace ended by one comparison, tokens written into a
/// reused buffer, and keywords packed into integers, with their byte-by-byte fallbacks at the end of the
/// input.
@Suite struct LexerFastPathTests {
  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 40])
  func indentationOfAnyWidthIsTrivia(width: Int) {
    let indentation = String(repeating: " ", count: width)
    let lexed = LexedSource("{\n\(indentation)let x = 1\n\(indentation)\t \u{0B}\u{0C}y\n\(indentation)")
    #expect(
      lexed.summary == [
        "leftBrace:{", "identifier:let", "identifier:x", "operator:=", "number:1", "identifier:y",
      ])
    #expect(lexed.tokens[1].isAtStartOfLine)
    #expect(lexed.tokens[5].isAtStartOfLine)
    #expect(lexed.tilesInput)
  }

  /// The eight-byte identifier test agrees with the byte table for every byte value at every position.
  @Test func eightByteIdentifierTestAgreesWithTheTable() {
    for value in 0..<256 {
      let isIdentifier = ByteClass.table[value] & ByteClass.identifierBody != 0
      for position in 0..<8 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[position] = UInt8(value)
        let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        let stops = ByteClass.nonIdentifierBytes(word)
        #expect(
          stops == (isIdentifier ? 0 : UInt64(0x80) << UInt64(8 * position)), "byte \(value) at \(position)")
      }
    }
  }

  /// Identifiers end right whether the first 24 bytes, read one table load each, hold their end, or the
  /// eight-byte reads after them do, or the byte-by-byte reads of the input's last bytes; `é` puts a
  /// two-byte UTF-8 sequence across each of those edges in turn.
  @Test(arguments: [1, 7, 8, 9, 16, 17, 22, 23, 24, 25, 26, 30, 31, 32, 33, 40, 41])
  func identifiersOfEveryLengthEndWhereTheyShould(length: Int) {
    let name = String((0..<length).map { index in Array("aZ_9\u{e9}")[index % 5] })
    for tail in ["", " ", "(", ".x", "\n", "(" + String(repeating: " ", count: 30)] {
      for head in ["", "$", "#"] {
        let lexed = LexedSource("\(head)\(name)\(tail)")
        #expect(lexed.tokens.first.map(lexed.text) == head + name, "\(head)\(name)\(tail)")
        #expect(lexed.tilesInput)
      }
    }
  }

  /// Each byte value, alone and before more input, goes through the first byte's table to tokens that
  /// tile the input, a token of one byte at the end of the input included.
  @Test func everyFirstByteStartsAToken() {
    for value in 0..<256 {
      for tail: [UInt8] in [[], [UInt8(ascii: " ")], Array(" x\n".utf8)] {
        let lexed = LexedSource(bytes: [UInt8(value)] + tail)
        #expect(lexed.tilesInput, "byte \(value)")
        #expect(lexed.reconstructed == [UInt8(value)] + tail, "byte \(value)")
      }
    }
    #expect(LexedSource("@").summary == ["atSign:@"])
    #expect(LexedSource("\u{1}").summary == ["unknown:\u{1}"])
    #expect(LexedSource("\u{e9}").summary == ["identifier:\u{e9}"])
    #expect(LexedSource("a\u{1}").summary == ["identifier:a", "unknown:\u{1}"])
  }

  /// Inputs shorter than any eight-byte read, each construct cut at every length.
  @Test(arguments: [
    "a", "ab c", "x=1", "a / b", "/a/", "\"s\"", "#\"r\"#", "`c`", "(a)", "...", "a//c", "/*c*/",
  ])
  func shortInputsLexWhole(source: String) {
    let bytes = Array(source.utf8)
    for end in 0...bytes.count {
      let lexed = LexedSource(bytes: Array(bytes[..<end]))
      #expect(lexed.tilesInput, "\(bytes[..<end])")
    }
  }

  /// The trailing trivia read inline (one space, or none) and the general loop it hands the rest to.
  @Test func trailingTriviaOfEveryShape() {
    let lexed = LexedSource("a b  c\td \u{0B}e\r\nf /* x */ g // h\ni /* \n */ j /k")
    #expect(
      lexed.summary == [
        "identifier:a", "identifier:b", "identifier:c", "identifier:d", "identifier:e", "identifier:f",
        "identifier:g", "identifier:i", "identifier:j", "operator:/", "identifier:k",
      ])
    #expect(
      lexed.tokens.map(\.isAtStartOfLine) == [
        true, false, false, false, false, true, false, true, true, false, false, false,
      ])
    // Trailing trivia stops before a line break of either kind; a block comment's line break in it puts
    // the next token at the start of a line.
    #expect(lexed.bytes[lexed.tokens[4].trailingTriviaEnd] == UInt8(ascii: "\r"))
    #expect(lexed.text(lexed.tokens[8]) == "j")
    #expect(lexed.tilesInput)
  }

  /// A `/` decides by the token before it, which the lexer reads back from the buffer: a regex at the
  /// start of the input, and after a string that a line break left open, the string's opening quote
  /// rather than its text.
  @Test func slashLooksBackAtThePreviousToken() {
    #expect(LexedSource("/a/").summary == ["regex:/a/"])
    #expect(LexedSource("return /a/").summary == ["identifier:return", "regex:/a/"])
    #expect(LexedSource("x /a/").summary == ["identifier:x", "operator:/", "identifier:a", "operator:/"])
    let open = LexedSource("f(\"abc\n/x/")
    #expect(
      open.summary == [
        "identifier:f", "leftParen:(", "stringQuote:\"", "stringSegment:abc", "operator:/", "identifier:x",
        "operator:/",
      ])
    #expect(open.diagnostics.map(\.message) == ["unterminated string literal"])
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func lineCommentsEndAtEveryKindOfLineBreak(lineBreak: String) {
    let lexed = LexedSource("a // class X: UITableViewCell {}\(lineBreak)b // \r\n c\(lineBreak)// last")
    #expect(lexed.summary == ["identifier:a", "identifier:b", "identifier:c"])
    #expect(lexed.tokens[1].isAtStartOfLine)
    #expect(lexed.tokens[2].isAtStartOfLine)
    #expect(lexed.tilesInput)
  }

  @Test func stringTextIsSkippedUpToEscapesQuotesAndLineBreaks() {
    let lexed = LexedSource(#"let s = "plain text \" and \(x) and more"; let t = "open"# + "\nlet u = 1")
    #expect(lexed.summary.contains("stringSegment:plain text \\\" and "))
    #expect(lexed.summary.suffix(4) == ["identifier:let", "identifier:u", "operator:=", "number:1"])
    #expect(lexed.diagnostics.map(\.message) == ["unterminated string literal"])
    #expect(lexed.tilesInput)
  }

  @Test func oneBufferLexesFilesOfEverySizeInTurn() {
    let buffer = TokenBuffer()
    let sources = ["class A {}", String(repeating: "let x = 1\n", count: 2_000), "", "b"]
    for source in sources {
      let bytes = Array(source.utf8)
      let expected = LexedSource(source).tokens
      let diagnostics = bytes.withUnsafeBufferPointer { Lexer.tokenize($0, into: buffer) }
      #expect(diagnostics.isEmpty)
      #expect(Array(buffer.tokens) == expected)
    }
  }

  @Test(arguments: [
    "class", "struct", "enum", "actor", "protocol", "extension", "typealias", "import", "where", "func",
    "init", "subscript", "var", "let", "static", "private", "fileprivate", "internal", "package", "public",
    "open",
    "final", "nonisolated", "convenience", "nonmutating", "distributed",
  ])
  func everyWordIsClassifiedInsideAndAtTheEndOfTheInput(word: String) {
    #expect(classifications(of: word).allSatisfy { $0 != .other })
  }

  @Test(arguments: [
    "clas", "classes", "Class", "lets", "le", "privates", "fileprivat", "nonisolatedX", "vax",
  ])
  func nearMissesAreOtherIdentifiers(word: String) {
    #expect(classifications(of: word).allSatisfy { $0 == .other })
  }

  /// How `word` is classified followed by more bytes than a packed load reads, and as the input's last
  /// bytes, where the byte-by-byte fallback packs it.
  private func classifications(of word: String) -> [Word] {
    ["\(word) \(String(repeating: "x", count: 20))", "x \(word)"].map { source in
      let bytes = Array(source.utf8)
      let start = source.hasPrefix("x ") ? 2 : 0
      return bytes.withUnsafeBufferPointer { Word.classify($0, start: start, end: start + word.utf8.count) }
    }
  }

  @Test func reservedWordsAfterClassAreToldApartByBytes() {
    for word in Word.reservedAfterClass {
      let bytes = Array(word.utf8)
      #expect(
        bytes.withUnsafeBufferPointer { Word.isReservedAfterClass($0, start: 0, end: $0.count) }, "\(word)")
    }
    for word in ["actor", "Cell", "cases", "deinits", "final", "private"] {
      let bytes = Array(word.utf8)
      #expect(
        !bytes.withUnsafeBufferPointer { Word.isReservedAfterClass($0, start: 0, end: $0.count) }, "\(word)")
    }
  }
}
