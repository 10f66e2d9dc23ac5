import Testing

@testable import ReuseGenCore

/// `ByteSearch` answers as a plain substring search would, wherever its anchor byte falls in the pattern.
@Suite struct ByteSearchTests {
  /// Every occurrence position of a pattern, at the ends of the input and past near-misses.
  @Test(arguments: [".type", "TypedReuseIdentifier", "reusegen:disable", "zq", "e", ".kind"])
  func findsExactlyWhatASubstringSearchFinds(pattern: String) {
    let search = ByteSearch(pattern)
    let truncated = String(pattern.dropLast())
    let inputs = [
      "", pattern, "x" + pattern, pattern + "x", "let row = cells[0]\n" + pattern + ")", truncated,
      truncated + " " + pattern.dropFirst(), String(repeating: truncated, count: 40),
      "eeeeeeeeeee" + pattern, String(pattern.reversed()),
    ]
    for input in inputs {
      #expect(search.occurs(in: Array(input.utf8)) == input.contains(pattern), "\(input.debugDescription)")
    }
  }

  /// The explicit anchor and the chosen one give the same answers.
  @Test func explicitAndChosenAnchorsAgree() {
    let chosen = ByteSearch("TypedReuseIdentifier")
    let explicit = ByteSearch("TypedReuseIdentifier", anchor: "y")
    for input in [
      "let a: TypedReuseIdentifier<Cell>", "TypedReuse Identifier", "yyyy", "TypedReuseIdentifie",
    ] {
      #expect(chosen.occurs(in: Array(input.utf8)) == explicit.occurs(in: Array(input.utf8)))
    }
  }
}
