/// Names spelled as Apple's frameworks spell theirs. The resolver reads a conformance to such a name as
/// Apple's, not the app's; `audit` reads a superclass of such a name as code that registers nothing of the
/// app's.
enum AppleNames {
  /// Whether the name is spelled as Apple's frameworks spell theirs: a prefix of `prefixes`, then an
  /// uppercase letter. Read by bytes, as every class's conformances are tested: an ASCII third letter
  /// settles it at once; any other is left to `Character`.
  static func isApples(_ name: String) -> Bool {
    var bytes = name.utf8.makeIterator()
    guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(),
      prefixBytes.contains([first, second])
    else { return false }
    if third < 0x80 { return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z") }
    return name.dropFirst(2).first?.isUppercase == true
  }

  private static let prefixes = ["UI", "NS", "CA", "CF", "CG", "AV", "MK", "WK", "CL", "PH"]
  private static let prefixBytes = prefixes.map { Array($0.utf8) }
}
