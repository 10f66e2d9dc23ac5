import Testing

@testable import ReuseGenCore

@Suite struct LexerTests {
  @Test func identifiersKeywordsAndPunctuation() {
    let lexed = LexedSource("final class Cell: UITableViewCell {}")
    #expect(
      lexed.summary == [
        "identifier:final", "identifier:class", "identifier:Cell", "colon::", "identifier:UITableViewCell",
        "leftBrace:{", "rightBrace:}",
      ])
    #expect(lexed.tilesInput)
  }

  @Test func lineDocAndNestedBlockCommentsAreTrivia() {
    let lexed = LexedSource(
      """
      // class A: UITableViewCell {}
      /// class B: UITableViewCell {}
      /* outer /* class C: UITableViewCell {} */ still comment */ let x = 1
      """)
    #expect(lexed.summary == ["identifier:let", "identifier:x", "operator:=", "number:1"])
    #expect(lexed.diagnostics.isEmpty)
  }

  @Test func unterminatedBlockCommentIsDiagnosed() {
    let lexed = LexedSource("let a = 1 /* /* */ class A {}")
    #expect(lexed.summary == ["identifier:let", "identifier:a", "operator:=", "number:1"])
    #expect(lexed.diagnostics.map(\.message) == ["unterminated '/*' comment"])
    #expect(lexed.diagnostics.first?.offset == 10)
  }

  @Test func singleLineStringWithInterpolation() {
    let lexed = LexedSource(#"let s = "a \(f("x)")) b""#)
    #expect(
      lexed.summary == [
        "identifier:let", "identifier:s", "operator:=", "stringQuote:\"", "stringSegment:a ",
        "interpolationStart:\\(", "identifier:f", "leftParen:(", "stringQuote:\"", "stringSegment:x)",
        "stringQuote:\"", "rightParen:)", "interpolationEnd:)", "stringSegment: b", "stringQuote:\"",
      ])
  }

  @Test func interpolationContainingClosureAndNestedParentheses() {
    let lexed = LexedSource(#""\({ (a: Int) in "\(a)" }(1))!""#)
    #expect(lexed.diagnostics.isEmpty)
    #expect(lexed.summary.last == "stringQuote:\"")
    #expect(lexed.summary.filter { $0.hasPrefix("interpolationEnd") }.count == 2)
  }

  @Test func rawStringsWithAnyNumberOfHashes() {
    let lexed = LexedSource(
      ###"let a = #"quote " and \(notInterpolated) \#(x)"#; let b = ##"a "# b"##"###)
    #expect(
      lexed.summary == [
        "identifier:let", "identifier:a", "operator:=", "stringQuote:#\"",
        "stringSegment:quote \" and \\(notInterpolated) ", "interpolationStart:\\#(", "identifier:x",
        "interpolationEnd:)", "stringQuote:\"#", "semicolon:;", "identifier:let", "identifier:b",
        "operator:=", "stringQuote:##\"", "stringSegment:a \"# b", "stringQuote:\"##",
      ])
  }

  @Test func multilineStringKeepsClassTextInside() {
    let lexed = LexedSource(
      #"""
      let s = """
        class Fake: UITableViewCell {}
        "quoted" \""" still inside
        """
      class Real {}
      """#)
    #expect(lexed.summary.contains("identifier:Real"))
    #expect(!lexed.summary.contains("identifier:Fake"))
    #expect(lexed.diagnostics.isEmpty)
  }

  @Test func unterminatedSingleLineStringResumesAtEndOfLine() {
    let lexed = LexedSource("let s = \"open\nclass A: UITableViewCell {}")
    #expect(lexed.summary.contains("identifier:A"))
    #expect(lexed.diagnostics.map(\.message) == ["unterminated string literal"])
    #expect(lexed.diagnostics.first?.offset == 8)
  }

  @Test func unterminatedInterpolationInSingleLineStringEndsAtLineBreak() {
    let lexed = LexedSource("let s = \"a \\(f(\nclass A: UITableViewCell {}")
    #expect(lexed.summary.contains("identifier:A"))
    #expect(lexed.tokens.first { lexed.text($0) == "class" }?.isAtStartOfLine == true)
    #expect(lexed.diagnostics.map(\.message) == ["unterminated string literal"])
  }

  @Test func unterminatedMultilineStringRunsToEnd() {
    let lexed = LexedSource("let s = \"\"\"\nclass A: UITableViewCell {}\n")
    #expect(!lexed.summary.contains("identifier:A"))
    #expect(lexed.diagnostics.map(\.message) == ["unterminated string literal"])
    #expect(lexed.tilesInput)
  }

  @Test func bareRegexWhereAnExpressionStarts() {
    let lexed = LexedSource("let r = /class A: B {/; let q = a / b / c")
    #expect(lexed.summary.contains("regex:/class A: B {/"))
    #expect(
      lexed.summary.suffix(5) == ["identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c"])
  }

  @Test func divisionAfterOperandsIsNotARegex() {
    let lexed = LexedSource("let x = (a)/2 + b[0]/c + d! / e")
    #expect(!lexed.summary.contains { $0.hasPrefix("regex") })
  }

  @Test func firstUnescapedSlashEndsABareRegexEvenInsideBrackets() {
    // Swift's lexer does the same: `/[/]+/` is the literal `/[/` followed by `]+/`.
    #expect(LexedSource("let r = /[/]+/").summary.contains("regex:/[/"))
    #expect(LexedSource("let r = /[\\/]+/").summary.contains("regex:/[\\/]+/"))
  }

  @Test func unappliedDivisionOperatorIsNotARegex() {
    let lexed = LexedSource("if values.reduce(1, /) > 0.5 { return 1/2 }\nlet divide = (/); let half = 1/2")
    #expect(!lexed.summary.contains { $0.hasPrefix("regex") })
    #expect(LexedSource("let r = /(a|b)+/").summary.contains("regex:/(a|b)+/"))
  }

  @Test func extendedRegexWithHashes() {
    let lexed = LexedSource("let r = #/class (?<n>\\w+)/#; let m = ##/a/#b/##")
    #expect(lexed.summary.contains("regex:#/class (?<n>\\w+)/#"))
    #expect(lexed.summary.contains("regex:##/a/#b/##"))
  }

  @Test func multilineExtendedRegex() {
    let lexed = LexedSource("let r = #/\n  class A: UITableViewCell {}\n  /#\nclass B {}")
    #expect(lexed.summary.contains("identifier:B"))
    #expect(!lexed.summary.contains("identifier:A"))
  }

  @Test func backtickedAndUnicodeIdentifiersAndNumbers() {
    let lexed = LexedSource("class `class`: Ünïcødé { let 名前 = 0x1F_FF + 1.5e-3 + $0 }")
    #expect(
      lexed.summary == [
        "identifier:class", "backtickIdentifier:`class`", "colon::", "identifier:Ünïcødé", "leftBrace:{",
        "identifier:let", "identifier:名前", "operator:=", "number:0x1F_FF", "operator:+", "number:1.5e-3",
        "operator:+", "dollarIdentifier:$0", "rightBrace:}",
      ])
  }

  @Test func poundKeywordsAndAttributes() {
    let lexed = LexedSource("#if DEBUG\n@available(iOS 15, *) @MainActor\n#elseif os(iOS)\n#else\n#endif")
    #expect(
      lexed.summary == [
        "poundKeyword:#if", "identifier:DEBUG", "atSign:@", "identifier:available", "leftParen:(",
        "identifier:iOS", "number:15", "comma:,", "operator:*", "rightParen:)", "atSign:@",
        "identifier:MainActor", "poundKeyword:#elseif", "identifier:os", "leftParen:(", "identifier:iOS",
        "rightParen:)", "poundKeyword:#else", "poundKeyword:#endif",
      ])
    #expect(lexed.tokens.filter(\.isAtStartOfLine).count == 5)
  }

  @Test func operatorsStopBeforeComments() {
    let lexed = LexedSource("a +// comment\nb ..< c")
    #expect(lexed.summary == ["identifier:a", "operator:+", "identifier:b", "operator:..<", "identifier:c"])
  }

  @Test func shebangAndByteOrderMarkAreTrivia() {
    let lexed = LexedSource(bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nlet a".utf8))
    #expect(lexed.summary == ["identifier:let", "identifier:a"])
    #expect(lexed.tilesInput)
  }

  @Test func invalidBytesBecomeUnknownTokensLosslessly() {
    let bytes: [UInt8] = [0, 0x27, 0x01, UInt8(ascii: "#"), 0xFF, UInt8(ascii: "`"), 0x0A]
    let lexed = LexedSource(bytes: bytes)
    #expect(lexed.reconstructed == bytes)
    #expect(lexed.tilesInput)
  }
}
