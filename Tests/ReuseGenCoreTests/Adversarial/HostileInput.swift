import Testing

/// A named input file for the adversarial tests, built when the test runs so that nothing large is
/// committed.
struct HostileInput: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable () -> [UInt8]
  /// The views the listing must hold, when the input decides them.
  let expectedViews: Set<String>?
  /// Text that a warning must contain.
  let expectedWarning: String?

  init(
    _ name: String,
    views expectedViews: Set<String>? = nil,
    warning expectedWarning: String? = nil,
    _ make: @escaping @Sendable () -> [UInt8]
  ) {
    self.name = name
    self.make = make
    self.expectedViews = expectedViews
    self.expectedWarning = expectedWarning
  }

  init(
    _ name: String,
    views expectedViews: Set<String>? = nil,
    warning expectedWarning: String? = nil,
    text: @escaping @Sendable () -> String
  ) {
    self.init(name, views: expectedViews, warning: expectedWarning) { Array(text().utf8) }
  }

  var testDescription: String { name }
}

/// Builders for hostile sources.
enum Hostile {
  /// How deep the nesting tests nest.
  static let depth = 100_000

  /// `text` repeated `count` times.
  static func repeated(_ text: String, _ count: Int = depth) -> String {
    String(repeating: text, count: count)
  }

  /// A class that is a reusable view, on a line of its own.
  static func cell(_ name: String) -> String {
    "\nclass \(name): UITableViewCell {}\n"
  }
}
