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

  /// The keys' own merge sort (`DeclarationKeys.sort`) orders as the standard library's `sort()` does, for
  /// every length around its merge widths, with duplicates, sorted and reversed runs, and the extremes.
  @Test func theKeysSortOrdersAsTheStandardLibrarySorts() {
    var generator = SystemRandomNumberGenerator()
    for count in Array(0...70) + [127, 128, 129, 1_000, 4_097] {
      var inputs: [[UInt64]] = [
        (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) },
        (0..<count).map { _ in UInt64.random(in: 0...3, using: &generator) },
        (0..<count).map { UInt64($0) },
        (0..<count).map { UInt64(count - $0) },
      ]
      if count >= 2 { inputs.append([.max] + Array(repeating: 0, count: count - 2) + [.min]) }
      for input in inputs {
        var sorted = input
        DeclarationKeys.sort(&sorted)
        #expect(sorted == input.sorted(), "\(count) keys")
      }
    }
  }
}
