import Foundation
import Testing

@testable import ReuseGenCore

/// `list` and `generate` record each file's `DeclarationKeys` from the tokens the lexer shows its observer
/// as it writes them, instead of walking the written tokens again: the observer must see exactly the
/// tokens the buffer holds, in order, for any input, and the keys must be those of the written tokens.
@Suite struct TokenObserverTests {
  /// Every token shown, as the buffer holds it.
  private struct Recording: TokenObserver {
    var shown: [(TokenKind, Int, Int, Bool)] = []
    mutating func observe(_ kind: TokenKind, start: Int, end: Int, isAtStartOfLine: Bool) {
      shown.append((kind, start, end, isAtStartOfLine))
    }
  }

  /// Whether lexing `input` shows the observer each written token, in order, and the keys recorded while
  /// lexing are those of the written tokens.
  private static func observerSeesTheWrittenTokens(_ input: [UInt8]) -> Bool {
    input.withUnsafeBufferPointer { bytes in
      let buffer = TokenBuffer()
      var recording = Recording()
      _ = Lexer.tokenize(bytes, into: buffer, observer: &recording)
      let written = buffer.tokens.map { ($0.kind, $0.start, $0.end, $0.isAtStartOfLine) }
      guard written.count == recording.shown.count,
        zip(written, recording.shown).allSatisfy({ $0 == $1 })
      else { return false }
      var recorder = DeclarationKeys.Recorder(bytes: bytes)
      let scanned = DeclarationScanner.scan(
        bytes, path: "Input.swift", tokenBuffer: TokenBuffer(), observer: &recorder)
      let plain = DeclarationScanner.scan(bytes, path: "Input.swift", tokenBuffer: TokenBuffer())
      return recorder.keys() == DeclarationKeys(bytes: bytes, tokens: buffer.tokens)
        && scanned.types.map(\.qualifiedName) == plain.types.map(\.qualifiedName)
        && scanned.diagnostics == plain.diagnostics
    }
  }

  @Test func theObserverSeesEveryWrittenTokenOfRealisticSourceAndItsPrefixes() {
    for seed in LexerRoundTripTests.seeds + ["", "\u{FEFF}#!/usr/bin/swift\nlet x = 1", "\"open", "/* open"] {
      let bytes = Array(seed.utf8)
      for end in 0...bytes.count {
        #expect(Self.observerSeesTheWrittenTokens(Array(bytes[..<end])), "prefix of length \(end) of \(seed)")
      }
    }
  }

  @Test func theObserverSeesEveryWrittenTokenOfMutatedSource() {
    var random = SeededGenerator(seed: 0x0B5E_2026)
    let seeds = LexerRoundTripTests.seeds.map { Array($0.utf8) }
    for round in 0..<20_000 {
      let input =
        round % 4 == 0
        ? LexerRoundTripTests.randomBytes(&random, alphabet: LexerRoundTripTests.alphabet)
        : LexerRoundTripTests.mutate(seeds[round % seeds.count], &random)
      guard Self.observerSeesTheWrittenTokens(input) else {
        Issue.record("the observer missed a token of \(input)")
        return
      }
    }
  }

  /// The Swift files of the folder `REUSEGEN_SWIFT_CORPUS` names (real apps' files, when a maintainer
  /// points it at them).
  @Test func theObserverSeesEveryWrittenTokenOfACorpus() throws {
    guard let corpus = ProcessInfo.processInfo.environment["REUSEGEN_SWIFT_CORPUS"] else { return }
    let files =
      FileManager.default.enumerator(at: URL(fileURLWithPath: corpus), includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      #expect(Self.observerSeesTheWrittenTokens(Array(try Data(contentsOf: file))), "\(file.path)")
    }
    #expect(!files.isEmpty)
  }

  /// A name is assigned when `=` or `+=` follows it, which the recorder learns from the next token shown.
  @Test func anAssignedNameIsRecordedFromTheTokenAfterIt() {
    let text = "first = 1\nsecond += 2\nthird == 3\n`fourth` = 4\nfifth = 5"
    let bytes = Array(text.utf8)
    let keys = bytes.withUnsafeBufferPointer { bytes in
      var recorder = DeclarationKeys.Recorder(bytes: bytes)
      _ = Lexer.tokenize(bytes, into: TokenBuffer(), observer: &recorder)
      return recorder.keys()
    }
    func assigned(_ name: String) -> Bool { keys.hashes.contains(DeclarationKeys.key(.assigned, name)) }
    // The first token only introduces the next, as it did when the keys walked the tokens.
    #expect(!assigned("first"))
    #expect(assigned("second") && !assigned("third") && assigned("fourth") && assigned("fifth"))
    #expect(keys.hashes == keys.hashes.sorted() && Set(keys.hashes).count == keys.hashes.count)
  }

  /// A file whose first token is a type keyword (`struct S {` with no import or attribute before it, as
  /// a generated constants file may start) records its body's constants as members, as it does after an
  /// `import`: without them, the lookup skipped the file when an identifier named `S.member`.
  @Test(arguments: ["struct", "enum", "class", "extension"])
  func aTypeKeywordAsTheFirstTokenOpensATypesBody(keyword: String) {
    for prefix in ["", "import UIKit\n"] {
      let bytes = Array("\(prefix)\(keyword) ReuseIDs {\n  static let feed = \"FeedCell\"\n}\n".utf8)
      let keys = bytes.withUnsafeBufferPointer { bytes in
        var recorder = DeclarationKeys.Recorder(bytes: bytes)
        _ = Lexer.tokenize(bytes, into: TokenBuffer(), observer: &recorder)
        return recorder.keys()
      }
      let nameKind: DeclarationKeys.Kind = keyword == "extension" ? .extended : .type
      #expect(keys.hashes.contains(DeclarationKeys.key(nameKind, "ReuseIDs")), "\(prefix)\(keyword)")
      #expect(keys.hashes.contains(DeclarationKeys.key(.member, "feed")), "\(prefix)\(keyword)")
    }
  }
}
