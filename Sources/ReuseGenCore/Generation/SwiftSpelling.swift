/// Spells names and strings from the listing as Swift source text.
enum SwiftSpelling {
  /// Words that must be written in backticks to be used as a type name or a member type name.
  static let reservedWords: Set<String> = [
    "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws",
    "true", "try", "typealias", "var", "where", "while",
  ]

  /// The qualified type name `Outer.Inner` as a type reference, with backticks where a component needs them.
  static func typeName(_ qualifiedName: String) -> String {
    qualifiedName.split(separator: ".", omittingEmptySubsequences: false)
      .map { identifier(String($0)) }
      .joined(separator: ".")
  }

  /// One name component, in backticks when it is a reserved word or not a plain identifier.
  static func identifier(_ name: String) -> String {
    if reservedWords.contains(name) || !isPlainIdentifier(name) {
      return "`\(name)`"
    }
    return name
  }

  /// A string literal whose value is `value`.
  static func stringLiteral(_ value: String) -> String {
    var literal = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "\0": literal += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          literal += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }

  private static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    guard first == "_" || first.properties.isXIDStart else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
  }
}
