import Testing

@testable import ReuseGenCore

@Suite struct DeclarationKeySetTests {
  @Test func answersAsASetDoes() {
    // Keys whose low bits collide probe past each other; zero is a key like any other.
    let keys: [UInt64] = [0, 1, 17, 33, 0x1_0000_0001, 42, 42, .max]
    let set = DeclarationKeySet(keys)
    #expect(!set.isEmpty)
    for key in keys { #expect(set.contains(key)) }
    for key: UInt64 in [2, 16, 0x2_0000_0001, .max - 1] { #expect(!set.contains(key)) }
    #expect(!DeclarationKeySet([1, 2]).contains(0))
    #expect(DeclarationKeySet([UInt64]()).isEmpty)
  }

  @Test func holdsManyKeys() {
    let keys = (0..<1_000).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
    let set = DeclarationKeySet(keys)
    #expect(keys.allSatisfy(set.contains))
    #expect(!(1_000..<2_000).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }.contains(where: set.contains))
  }
}
