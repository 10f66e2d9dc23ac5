import Testing

@testable import ReuseGenCore

/// The lexer's and keyword table's fast paths (README, "Performance"): indentation read eight bytes at a
/// time, comments skipped with `memchr`, whitespace ended by one comparison, tokens written into a reused
/// buffer, and keywords packed into integers, with their byte-by-byte fallbacks at the end of the input.
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

  @Test(arguments: [1, 7, 8, 9, 16, 17, 30])
  func identifiersOfEveryLengthEndWhereTheyShould(length: Int) {
    let name = String((0..<length).map { index in Array("aZ_9\u{e9}")[index % 5] })
    for tail in ["", " ", "(", ".x", "\n"] {
      let lexed = LexedSource("\(name)\(tail)")
      #expect(lexed.tokens.first.map(lexed.text) == name, "\(name)\(tail)")
      #expect(lexed.tilesInput)
    }
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
