import Testing

@testable import ReuseGenCore

/// The old-style property list reader under `project.pbxproj` (SPEC §14): what Xcode writes reads back
/// whole, and anything else is an error at its line and column, never a crash or a hang.
@Suite struct PropertyListReaderTests {
  private func read(_ text: String) throws(PropertyListError) -> PropertyList {
    try PropertyListReader.read(Array(text.utf8))
  }

  @Test func readsWhatXcodeWrites() throws {
    let value = try read(
      """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objects = {
      /* Begin PBXBuildFile section */
      		1A00 /* Feed.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1B00 /* Feed.swift */; };
      /* End PBXBuildFile section */
      		1B00 = {isa = PBXFileReference; path = "Feed Cells/Feed.swift"; sourceTree = "<group>"; };
      		2C00 = {isa = PBXSourcesBuildPhase; files = (1A00 /* Feed.swift in Sources */, ); };
      		3D00 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = ("-D", "BETA"); }; };
      	};
      	rootObject = 1A00;
      }
      """)
    #expect(value["archiveVersion"]?.string == "1")
    let objects = try #require(value["objects"]?.dictionary)
    #expect(objects["1A00"]?["fileRef"]?.string == "1B00")
    #expect(objects["1B00"]?["path"]?.string == "Feed Cells/Feed.swift")
    #expect(objects["1B00"]?["sourceTree"]?.string == "<group>")
    #expect(objects["2C00"]?["files"]?.strings == ["1A00"])
    #expect(objects["3D00"]?["buildSettings"]?["OTHER_SWIFT_FLAGS"]?.strings == ["-D", "BETA"])
  }

  @Test func decodesEscapesAndData() throws {
    let value = try read(
      #"{ a = "tab\there \"quoted\" back\\slash \U00e9 \101"; b = <0fBd 77>; c = 'single'; d = ""; }"#)
    #expect(value["a"]?.string == "tab\there \"quoted\" back\\slash é A")
    #expect(value["b"] == .data([0x0F, 0xBD, 0x77]))
    #expect(value["c"]?.string == "single")
    #expect(value["d"]?.string == "")
  }

  @Test func aCommentRightAfterAWordEndsIt() throws {
    let value = try read("{a = b/* c */; d = e// f\n;}")
    #expect(value["a"]?.string == "b")
    #expect(value["d"]?.string == "e")
  }

  @Test(arguments: [
    ("{ a = b; ", "expected '}' to end the dictionary, found the end of the file", 1, 10),
    ("{\n  a = b\n}", "expected ';' after the value of 'a'", 3, 1),
    ("{ a = \"open; }", "unterminated string: expected a closing \"", 1, 7),
    ("{ a = (b c); }", "expected ',' or ')' in the array", 1, 10),
    ("{ a = <0g>; }", "expected a hexadecimal digit in data, found 'g'", 1, 9),
    ("{ a = <0f0>; }", "data has an odd number of hexadecimal digits", 1, 11),
    ("{ a = b; } }", "unexpected text after the property list's end", 1, 12),
    ("/* never closed", "unterminated comment", 1, 1),
    ("{ = b; }", "expected a key or '}', found '='", 1, 3),
    ("", "expected a value, found the end of the file", 1, 1),
  ])
  func malformedInputIsAnErrorAtItsPlace(_ input: String, message: String, line: Int, column: Int) {
    #expect(throws: PropertyListError(message: message, location: (line, column))) { try read(input) }
  }

  @Test func deepNestingIsRefusedNotAStackOverflow() {
    let deep = String(repeating: "(", count: 100_000)
    #expect(throws: PropertyListError.self) { try read(deep) }
    let allowed = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
    #expect(throws: Never.self) { try read(allowed) }
  }

  /// Every prefix of a real project file is read or refused; none crashes.
  @Test func everyTruncationOfTheFixtureProjectIsReadOrRefused() throws {
    let bytes = try FileReader.readBytes(
      atPath: Fixtures.path("Projects/Wallet/Wallet.xcodeproj/project.pbxproj"))
    #expect(throws: Never.self) { try PropertyListReader.read(bytes) }
    var refused = 0
    for length in stride(from: 0, to: bytes.count, by: 97) {
      if (try? PropertyListReader.read(Array(bytes[..<length]))) == nil { refused += 1 }
    }
    #expect(refused == (bytes.count + 96) / 97)
  }
}
