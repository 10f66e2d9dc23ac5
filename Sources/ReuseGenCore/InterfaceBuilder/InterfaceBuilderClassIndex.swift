/// Finds the candidates an Interface Builder `customClass` names.
///
/// IB stores the name UIKit hands to the Objective-C runtime, so a candidate matches by the name the
/// runtime knows it by:
/// - With `@objc(Name)`, only `Name`. The class is registered under that name alone.
/// - Otherwise, by any spelling of its Swift name that resolves to it at run time:
///   - the qualified Swift name, `Feed.Cell` or `Cell`, which is what users type into IB's Class field
///     and which the nib loader qualifies with `customModule`;
///   - the module-qualified name, `App.Feed.Cell`, as written before `customModule` existed, and the
///     runtime name of a top-level class (`App.Cell`);
///   - the mangled runtime name of a nested class, `_TtCC3App4Feed4Cell`, which `NSStringFromClass`
///     returns for it and which IB keeps when a user pastes it.
/// - Never by the simple name `Cell` of a nested `Feed.Cell`: UIKit would look up `App.Cell`, another
///   class or none.
///
/// The tiers are tried in that order, so a literal Swift name wins over a reading of the same string as
/// module-qualified. Several candidates can share a name when they are declared in exclusive `#if`
/// branches; a lookup returns them all.
struct InterfaceBuilderClassIndex {
  private let module: String
  private var runtimeNames: [String: [Int]] = [:]
  private var moduleQualifiedNames: [String: [Int]] = [:]
  /// Names that do not match but that users plausibly meant, for the unmatched-class warning.
  private var nearMisses: [String: String] = [:]

  init(candidates: [InterfaceBuilderCandidate], module: String) {
    self.module = module
    for (index, candidate) in candidates.enumerated() {
      if let objcName = candidate.objcName {
        runtimeNames[objcName, default: []].append(index)
        nearMisses[candidate.name] = "'\(candidate.name)' is known to Objective-C as '\(objcName)'"
      } else {
        runtimeNames[candidate.name, default: []].append(index)
        moduleQualifiedNames["\(module).\(candidate.name)", default: []].append(index)
        if let simpleName = candidate.name.split(separator: ".").last.map(String.init),
          simpleName != candidate.name
        {
          nearMisses[simpleName] = "the nested class is named '\(candidate.name)'"
        }
      }
    }
  }

  /// The indices of the candidates `customClass` names, in candidate order.
  func candidates(named customClass: String) -> [Int] {
    if let found = runtimeNames[customClass] { return found }
    if let found = moduleQualifiedNames[customClass] { return found }
    if let demangled = Self.demangle(customClass) {
      return moduleQualifiedNames["\(demangled.module).\(demangled.name)"] ?? []
    }
    return []
  }

  /// A hint for a `customClass` that matched nothing, when a candidate looks like what was meant.
  func hint(forUnmatched customClass: String) -> String? {
    nearMisses[customClass]
  }

  /// Decodes the Objective-C runtime name of a Swift class, `_TtCC3App4Feed4Cell`, into its module
  /// (`App`) and qualified name (`Feed.Cell`).
  ///
  /// The runtime name is `_Tt`, one kind letter per type from the innermost outwards (`C` class,
  /// `V` struct, `O` enum), then the module and each type's name, outermost first, each prefixed with its
  /// length. Anything else, such as a private or generic class, yields `nil`: IB cannot use those.
  static func demangle(_ runtimeName: String) -> (module: String, name: String)? {
    var bytes = Substring(runtimeName).utf8[...]
    guard bytes.starts(with: "_Tt".utf8) else { return nil }
    bytes = bytes.dropFirst(3)
    let kinds = bytes.prefix { $0 == UInt8(ascii: "C") || $0 == UInt8(ascii: "V") || $0 == UInt8(ascii: "O") }
    // The first letter stands for the named type itself, which must be a class to be a view.
    guard let first = kinds.first, first == UInt8(ascii: "C") else { return nil }
    bytes = bytes.dropFirst(kinds.count)

    var identifiers: [String] = []
    while !bytes.isEmpty {
      let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      guard let length = Int(String(decoding: digits, as: UTF8.self)), length > 0,
        bytes.count >= digits.count + length
      else { return nil }
      bytes = bytes.dropFirst(digits.count)
      identifiers.append(String(decoding: bytes.prefix(length), as: UTF8.self))
      bytes = bytes.dropFirst(length)
    }
    guard identifiers.count == kinds.count + 1 else { return nil }
    return (identifiers[0], identifiers.dropFirst().joined(separator: "."))
  }
}
