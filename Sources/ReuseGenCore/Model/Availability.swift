/// What one `@available(…)` attribute says, read from its arguments as the scanner rendered them:
/// `iOS 14.0, *`, `iOS, introduced: 14.0`, `*, deprecated, message: "…"`, `*, unavailable`.
///
/// Generated code that names a view carries the view's attributes (an extension) or checks them at run
/// time (`if #available`), and names deprecated views only where that cannot warn.
package struct Availability: Sendable, Equatable {
  /// A minimum version on one platform, such as iOS 14.0.
  package struct Introduction: Sendable, Equatable {
    /// `iOS`, `macCatalyst` and so on.
    package var platform: String
    /// `14.0`
    package var version: String
  }

  /// The minimum versions, for an `#available` check.
  package var introduced: [Introduction]
  /// Whether it deprecates the declaration, on any platform.
  package var isDeprecated: Bool
  /// Whether it makes the declaration unavailable on iOS.
  package var isUnavailable: Bool

  /// The platforms an `#available` condition accepts.
  static let checkablePlatforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

  /// Reads the attribute's arguments.
  package init(_ arguments: String) {
    let parts = arguments.split(separator: ",").map { $0.trimmingSpaces }
    introduced = []
    isDeprecated = false
    isUnavailable = false
    guard let first = parts.first else { return }
    let platform = first.split(separator: " ").first.map(String.init) ?? first
    let appliesToIOS = ["*", "iOS"].contains(platform)
    if first.contains(" ") {
      // Shorthand: `iOS 14.0, tvOS 14.0, *`.
      for part in parts {
        let words = part.split(separator: " ")
        if words.count == 2, Self.checkablePlatforms.contains(String(words[0])) {
          introduced.append(Introduction(platform: String(words[0]), version: String(words[1])))
        }
      }
      return
    }
    for part in parts.dropFirst() {
      let (label, value) = Self.labeled(part)
      switch label {
      case "deprecated":
        isDeprecated = true
      case "unavailable":
        isUnavailable = isUnavailable || appliesToIOS
      case "obsoleted":
        isUnavailable = isUnavailable || appliesToIOS
      case "introduced":
        if let value, Self.checkablePlatforms.contains(platform) {
          introduced.append(Introduction(platform: platform, version: value))
        }
      default:
        break
      }
    }
  }

  /// `label: value` or a bare `label`.
  private static func labeled(_ part: String) -> (String, String?) {
    guard let colon = part.firstIndex(of: ":") else { return (part, nil) }
    return (
      String(part[..<colon]).trimmingSpaces, String(part[part.index(after: colon)...]).trimmingSpaces
    )
  }

  /// The condition of an `if #available(…)` that holds where the attribute makes the declaration available,
  /// or `nil` when it sets no minimum version.
  package var availabilityCondition: String? {
    guard !introduced.isEmpty else { return nil }
    return "#available(" + introduced.map { "\($0.platform) \($0.version)" }.joined(separator: ", ") + ", *)"
  }
}

extension ReusableView {
  /// Whether the view, or a declaration around it, is deprecated.
  var isDeprecated: Bool { availability.contains { Availability($0).isDeprecated } }

  /// Whether the view, or a declaration around it, is unavailable on iOS: generated code leaves it out.
  var isUnavailable: Bool { availability.contains { Availability($0).isUnavailable } }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
