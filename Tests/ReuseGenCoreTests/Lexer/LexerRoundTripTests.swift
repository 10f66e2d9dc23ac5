import Testing

@testable import ReuseGenCore

/// The lexer's central promise: for any bytes at all, the tokens and their trivia tile the input and
/// rebuild it exactly, and the scanner on top never crashes.
@Suite struct LexerRoundTripTests {
  /// Realistic Swift with every construct whose delimiters a mutation can break.
  static let seeds: [String] = [
    ##"""
    import UIKit

    /// A cell. class Fake: UITableViewCell {}
    @MainActor @objc(FeedCell) public final class FeedCell: UITableViewCell, Dequeuable {
      private let label = UILabel() /* nested /* comment */ here */
      override func prepareForReuse() {
        super.prepareForReuse()
        label.text = "Hello \(name.map { "\($0)!" } ?? "none") \\ done"
        let raw = #"raw \#(value) "quoted" "#
        let multi = """
          class Inside: UITableViewCell {}
          \(value)
          """
        let regex = /class (\w+): UITableViewCell/
        let extended = #/[a-z]+ / \d/#
        let ratio = width / height / 2
      }
      class func make() -> FeedCell { FeedCell() }
    }
    """##,
    #"""
    #if DEBUG && os(iOS)
    extension Feed.Section: Hashable where Item: Hashable {
      struct Header<T>: View { var body: some View { Text("\(T.self)") } }
      class `Footer`: UICollectionReusableView {}
    }
    #elseif canImport(Foo)
    typealias Row = UIKit.UITableViewCell & Configurable
    #else
    func local() { class Local: UITableViewCell {}; let x = ##"a "# b"## }
    #endif
    """#,
    "let a = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 } // class Nope {}\nlet 名前 = \"ünïcødé\" + `class`",
  ]

  /// Bytes that make up Swift's delimiters, weighted towards the troublesome ones.
  static let alphabet: [UInt8] =
    Array("\"#\\/()[]{}`*$@:;.,<>=!?&|^~%+- \n\r\t'abcXYZ019_".utf8)
    + [0x00, 0x80, 0xBF, 0xC3, 0xE2, 0xEF, 0xF0, 0xFF]

  @Test func roundTripsOverOneHundredThousandInputs() {
    var random = SeededGenerator(seed: 0x5EED_0F_2026)
    var checked = 0
    let seedBytes = Self.seeds.map { Array($0.utf8) }
    while checked < 100_000 {
      let input: [UInt8]
      switch checked % 4 {
      case 0: input = Self.randomBytes(&random, alphabet: Self.alphabet)
      case 1: input = Self.randomBytes(&random, alphabet: nil)
      default: input = Self.mutate(seedBytes[checked % seedBytes.count], &random)
      }
      let lexed = LexedSource(bytes: input)
      if !lexed.tilesInput || lexed.reconstructed != input {
        Issue.record("round trip failed for input #\(checked): \(input)")
        return
      }
      _ = input.withUnsafeBufferPointer { DeclarationScanner.scan($0, path: "fuzz.swift") }
      checked += 1
    }
    #expect(checked == 100_000)
  }

  @Test func everyPrefixOfRealisticSourceRoundTrips() {
    for seed in Self.seeds {
      let bytes = Array(seed.utf8)
      for end in 0...bytes.count {
        let prefix = Array(bytes[..<end])
        let lexed = LexedSource(bytes: prefix)
        #expect(lexed.tilesInput && lexed.reconstructed == prefix, "prefix of length \(end)")
      }
    }
  }

  static func randomBytes(_ random: inout SeededGenerator, alphabet: [UInt8]?) -> [UInt8] {
    let count = Int.random(in: 0...64, using: &random)
    return (0..<count).map { _ in
      alphabet?.randomElement(using: &random) ?? UInt8.random(in: 0...255, using: &random)
    }
  }

  /// Cuts, flips, deletes and duplicates delimiters in realistic source.
  static func mutate(_ source: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
    var bytes = source
    for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
      let position = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        bytes.removeSubrange(Int.random(in: 0...position, using: &random)...)
      case 1:
        bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
      case 2:
        if let delimiter = bytes.indices.dropFirst(position).first(where: {
          "\"#/{}()`*".utf8.contains(bytes[$0])
        }) {
          bytes.remove(at: delimiter)
        }
      case 3:
        bytes.insert(alphabet.randomElement(using: &random)!, at: position)
      default:
        bytes.replaceSubrange(position..<position, with: bytes[position..<min(bytes.count, position + 8)])
      }
    }
    return bytes
  }
}
