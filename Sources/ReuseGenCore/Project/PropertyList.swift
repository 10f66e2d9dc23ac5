/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`: strings,
/// arrays, dictionaries and data. Xcode writes numbers and booleans as strings too, so there is no other
/// case; a reader asks for the shape it expects and gets `nil` for any other.
package indirect enum PropertyList: Equatable, Sendable {
  /// A quoted or unquoted string.
  case string(String)
  /// `( a, b, )`.
  case array([PropertyList])
  /// `{ key = value; }`; a key given twice keeps its last value, as Xcode's reader does.
  case dictionary([String: PropertyList])
  /// `<0fbd 7777>`.
  case data([UInt8])

  /// The string, or `nil` for any other value.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The array, or `nil` for any other value.
  package var array: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The dictionary, or `nil` for any other value.
  package var dictionary: [String: PropertyList]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The value at `key`, when this is a dictionary.
  package subscript(key: String) -> PropertyList? { dictionary?[key] }

  /// The strings of an array, leaving out any element that is not a string; `nil` when this is no array.
  package var strings: [String]? { array?.compactMap(\.string) }
}
