import Testing

@testable import ReuseGenCore

/// The strict JSON reader of `reusegen.json`: RFC 8259's grammar, with the place of every value.
@Suite struct LocatedJSONTests {
  func parse(_ text: String) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
    try LocatedJSON.parse(Array(text.utf8), path: "c.json")
  }

  @Test func valuesKeepTheirPlaces() throws {
    let json = try parse("\u{FEFF}{\n  \"a\": [1, -2.5e+3, true],\n  \"b\": {\"c\": null}\n}")
    guard case .object(let members) = json.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyLocation == SourceLocation(path: "c.json", line: 2, column: 3))
    #expect(members[1].value.location == SourceLocation(path: "c.json", line: 3, column: 8))
    #expect(
      members[0].value.value
        == .array([
          LocatedJSON(value: .number, location: SourceLocation(path: "c.json", line: 2, column: 9)),
          LocatedJSON(value: .number, location: SourceLocation(path: "c.json", line: 2, column: 12)),
          LocatedJSON(value: .bool(true), location: SourceLocation(path: "c.json", line: 2, column: 21)),
        ]))
  }

  @Test func stringsUnescapeAsJSONSays() throws {
    let json = try parse(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00é", "\ud800x"]"#)
    #expect(json.strings == ["a\"b\\c/d\n\té😀é", "\u{FFFD}x"])
  }

  @Test func whatRFC8259ForbidsIsAnErrorAtItsPlace() {
    let cases: [(String, String, Int, Int)] = [
      ("[1,]", "a trailing comma is not allowed in JSON", 1, 4),
      ("{\"a\": 1,}", "a trailing comma is not allowed in JSON", 1, 9),
      ("[01]", "expected ',' or ']', found '1'", 1, 3),
      ("[1.]", "expected a digit, found ']'", 1, 4),
      ("[\"a\nb\"]", "a control character must be escaped in a string", 1, 4),
      ("[\"\\x\"]", "invalid escape in a string", 1, 3),
      ("[tru]", "expected a value, found 't'", 1, 2),
      ("{} {}", "unexpected text after the JSON value", 1, 4),
      ("{'a': 1}", "expected a key in quotes, found '''", 1, 2),
      ("", "expected a value, found the end of the file", 1, 1),
      ("[\"open", "unterminated string", 1, 7),
    ]
    for (text, message, line, column) in cases {
      #expect(
        throws: LocatedJSON.SyntaxError(
          message: message, location: SourceLocation(path: "c.json", line: line, column: column))
      ) { try parse(text) }
    }
  }
}
