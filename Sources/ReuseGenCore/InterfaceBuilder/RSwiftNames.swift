import Foundation

/// The reuse names R.swift generates for a module's nibs and storyboards (SPEC §10.7): `R.nib.<name>` for
/// every xib, with `.name` (the file's name) and, for a nib whose one root view is the one view with a
/// reuse identifier, `.identifier`; and `R.reuseIdentifier.<name>` for every reuse identifier of the
/// module's xibs and storyboards. R.swift writes them to `R.generated.swift` at build time, which apps do
/// not commit, so ReuseGen derives them from the same files by R.swift's rules.
///
/// The rules, as R.swift's source states them (mac-cain13/R.swift):
/// - names: `Sources/RswiftGenerators/Shared/SwiftIdentifier.swift` at commit
///   f0a0d531686138e9f7ad4c2b6bf6115149aeb08b (7.x), unchanged in substance from
///   `Sources/RswiftCore/Util/SwiftIdentifier.swift` at v5.4.0 (18ad905c6f8f0865042e1d1ee4effc7291aa899d);
/// - nibs: `Sources/RswiftGenerators/Nib+Generator.swift` (7.x: `.identifier` from `reusables.first`) and
///   `Sources/RswiftCore/Generators/NibStructGenerator.swift` at v5.4.0 (5.x: only when the nib has one
///   root view and one reusable). ReuseGen offers `.identifier` only where both versions agree.
/// - reuse identifiers: `Sources/RswiftGenerators/ReuseIdentifier+Generator.swift` (every reusable of the
///   nibs and storyboards, the same identifier and type once, names shared by several skipped).
/// - what a reusable is: `Sources/RswiftParsers/Resources/Nib+Parser.swift` and `Storyboard+Parser.swift`,
///   any element with a non-empty `reuseIdentifier`; ReuseGen's reader records the cells and reusable
///   views, the elements Interface Builder gives one.
struct RSwiftNames: Sendable {
  /// One `R.nib.<name>`.
  struct Nib: Sendable, Equatable {
    /// The xib's file name, which `.name` is and `UINib(nibName:bundle:)` takes.
    var fileName: String
    /// The one reusable view of a nib whose one root view it is: what `.identifier` and R.swift's
    /// `register(R.nib.<name>)` use.
    var reusable: InterfaceBuilderReusableElement?
  }

  /// The nibs by the name R.swift gives them.
  private(set) var nibs: [String: Nib] = [:]
  /// The reuse identifiers by the name R.swift gives them: each identifier's first view.
  private(set) var reuseIdentifiers: [String: InterfaceBuilderReusableElement] = [:]
  /// The module, which the names' synthesized types are given so that nothing takes them for UIKit's.
  let moduleName: String

  /// The names of `documents` (the module's own xibs and storyboards).
  init(documents: [InterfaceBuilderDocument], moduleName: String) {
    self.moduleName = moduleName
    // Localized copies (`en.lproj/Cell.xib`, `Base.lproj/Cell.xib`) are one resource to R.swift, which
    // skips one whose copies differ; ReuseGen skips it whole, names and reusables alike.
    var groups: [String: [InterfaceBuilderDocument]] = [:]
    var order: [String] = []
    for document in documents where !document.isMalformed {
      let key = document.kind.rawValue + ":" + Self.baseName(document.path)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(document)
    }
    var nibCandidates: [(name: String, nib: Nib)] = []
    var reusables: [InterfaceBuilderReusableElement] = []
    for key in order {
      guard let copies = groups[key], let first = copies.first,
        copies.allSatisfy({ Self.sameResource($0, first) })
      else { continue }
      let elements = first.reusableElements.filter { $0.object.reuseIdentifier != nil }
      reusables += elements
      guard first.kind == .xib else { continue }
      let fileName = Self.baseName(first.path)
      let single =
        first.topLevelObjects.count == 1 && elements.count == 1 && elements[0].isTopLevel ? elements[0] : nil
      nibCandidates.append((fileName, Nib(fileName: fileName, reusable: single)))
    }
    nibs = Self.uniquelyNamed(nibCandidates.map { (Self.swiftName($0.name), $0.nib) })
    // The same identifier of the same type is one reuse identifier, wherever it is drawn.
    var seen = Set<String>()
    var distinct: [(String, InterfaceBuilderReusableElement)] = []
    for element in reusables {
      guard let identifier = element.object.reuseIdentifier,
        seen.insert(identifier + "\u{0}" + Self.typeKey(element.object)).inserted
      else { continue }
      distinct.append((Self.swiftName(identifier), element))
    }
    reuseIdentifiers = Self.uniquelyNamed(distinct)
  }

  /// The file's name without its folder and extension.
  private static func baseName(_ path: String) -> String {
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    guard let dot = fileName.lastIndex(of: ".") else { return fileName }
    return String(fileName[..<dot])
  }

  /// Whether two localized copies give R.swift the same root views and reusables.
  private static func sameResource(_ lhs: InterfaceBuilderDocument, _ rhs: InterfaceBuilderDocument) -> Bool {
    func shape(_ document: InterfaceBuilderDocument) -> [String] {
      document.topLevelObjects.map(typeKey)
        + document.reusableElements.compactMap { element in
          element.object.reuseIdentifier.map { "reusable " + $0 + " " + typeKey(element.object) }
        }
    }
    return shape(lhs) == shape(rhs)
  }

  /// What R.swift takes for an object's type: its custom class and module, or its element's UIKit class.
  private static func typeKey(_ object: InterfaceBuilderObject) -> String {
    guard let customClass = object.customClass else { return object.tag }
    let module = object.customModuleProvider == "target" ? "" : object.customModule ?? ""
    return module + "." + customClass
  }

  /// The entries whose name no other entry shares and is not empty: R.swift generates nothing for a name
  /// several resources sanitize to, nor for one that sanitizes to nothing.
  private static func uniquelyNamed<Value>(_ entries: [(String, Value)]) -> [String: Value] {
    var counts: [String: Int] = [:]
    for (name, _) in entries { counts[name, default: 0] += 1 }
    var result: [String: Value] = [:]
    for (name, value) in entries where !name.isEmpty && counts[name] == 1 { result[name] = value }
    return result
  }

  // MARK: - R.swift's sanitising (`SwiftIdentifier.init(name:)`)

  /// The name R.swift gives a resource: the parts between disallowed characters joined with the first
  /// character of each later part uppercased, leading ASCII digits dropped, and the leading capitals
  /// lowercased (`URLCell` → `urlCell`, `UITableViewCell` → `uiTableViewCell`). A Swift keyword is the
  /// same name in backticks, which `R.nib.`class`` spells and the lexer reads without them.
  static func swiftName(_ name: String) -> String {
    var parts = name.components(separatedBy: disallowedCharacters)
    let first = parts.removeFirst()
    let joined = parts.reduce(first) { $0 + uppercasingFirst($1) }
    let withoutDigits = String(joined.drop { $0.isASCII && $0.isNumber })
    return lowercasingPrefix(withoutDigits)
  }

  private static func uppercasingFirst(_ part: String) -> String {
    guard let first = part.first else { return part }
    return first.uppercased() + part.dropFirst()
  }

  /// `lowercasePrefix`: the regular expression `^([A-Z]+)(?=[^a-z]{1})` lowercases a run of ASCII capitals
  /// that a character other than an ASCII small letter follows; with none, the first character only.
  private static func lowercasingPrefix(_ name: String) -> String {
    let characters = Array(name)
    let run = characters.prefix { $0.isASCII && $0.isUppercase }.count
    var length = 0
    if run > 0 {
      if run < characters.count, !(characters[run].isASCII && characters[run].isLowercase) {
        length = run
      } else if run >= 2 {
        length = run - 1
      }
    }
    guard length > 0 else {
      guard let first = characters.first else { return name }
      return first.lowercased() + String(characters.dropFirst())
    }
    return String(characters[..<length]).lowercased() + String(characters[length...])
  }

  /// Whitespace, punctuation, symbols, illegal and control characters, but `_` and four emoji ranges.
  private static let disallowedCharacters: CharacterSet = {
    var disallowed = CharacterSet.whitespacesAndNewlines
    disallowed.formUnion(.punctuationCharacters)
    disallowed.formUnion(.symbols)
    disallowed.formUnion(.illegalCharacters)
    disallowed.formUnion(.controlCharacters)
    disallowed.remove(charactersIn: "_")
    for range in [0x2600...0x27BF, 0x1F300...0x1F6FF, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF] {
      for value in range {
        if let scalar = Unicode.Scalar(value) { disallowed.remove(scalar) }
      }
    }
    return disallowed
  }()
}
