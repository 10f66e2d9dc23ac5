/// The module's `TypedReuseIdentifier` declarations: an app's string bound to the class UIKit builds for
/// it, declared once as a static member of an extension constrained to that class, as `migrate` writes
/// them (GeneratedAPI.md, "Typed identifiers"):
///
/// ```swift
/// extension TypedReuseIdentifier where View == UITableViewCell {
///   static var settings: Self { Self("settings") }
/// }
/// ```
///
/// `audit` reads the calls that pass one (`register(identifier: .settings)`) as the string and the class it
/// declares; `migrate` keeps the member names it adds clear of those already declared.
struct TypedIdentifierIndex {
  /// One declared identifier.
  struct Declaration {
    /// How UIKit builds the views of an identifier, as the declaration's `source:` argument says.
    enum Source: Equatable {
      case `class`
      case nib(String)
      case storyboard
    }

    /// The static member's name, which call sites write after a period.
    var member: String
    /// The class the extension's `where View ==` names, as written.
    var viewType: String
    /// The string UIKit sees.
    var rawValue: String
    var source: Source
    var location: SourceLocation
    /// The file that declares it, by index into the module's sources.
    var file: Int
  }

  /// The declarations by member name; a name declared twice keeps both, which leaves its calls unresolved.
  private(set) var byMember: [String: [Declaration]] = [:]

  /// The spellings of the type's name: the documented one and the one the generated file uses when the
  /// module declares a type of that name itself.
  static let typeNames: Set<String> = ["TypedReuseIdentifier", "ReuseGenTypedReuseIdentifier"]

  /// Finds the name every spelling of the type ends with, by its `y`, a letter code seldom has.
  private static let nameSearch = ByteSearch("TypedReuseIdentifier", anchor: "y")

  /// Reads the declarations of `sources`; a file whose bytes never spell the type's name (both spellings
  /// end with it) declares none, and its tokens are not walked.
  init(_ sources: some Sequence<SourceFile>) {
    for (file, source) in sources.enumerated() where Self.nameSearch.occurs(in: source.bytes) {
      for declaration in Self.declarations(in: source, file: file) {
        byMember[declaration.member, default: []].append(declaration)
      }
    }
  }

  /// The one declaration of `member`, if there is exactly one.
  func declaration(_ member: String) -> Declaration? {
    guard let found = byMember[member], found.count == 1 else { return nil }
    return found[0]
  }

  /// Whether some declaration already uses `member`.
  func declares(_ member: String) -> Bool { byMember[member] != nil }

  /// The declarations of one file: each `extension TypedReuseIdentifier where View == X { … }`, and in it
  /// each `static var name` or `static let name` with the string literal it passes.
  private static func declarations(in source: SourceFile, file: Int) -> [Declaration] {
    var result: [Declaration] = []
    var index = 0
    while index < source.tokens.count {
      defer { index += 1 }
      guard source.isWord(index, "extension"), let type = source.dottedPath(at: index + 1),
        let name = type.components.last, typeNames.contains(name)
      else { continue }
      var cursor = type.last + 1
      guard source.isWord(cursor, "where"), source.isWord(cursor + 1, "View"),
        source.isKind(cursor + 2, .operator),
        source.text(cursor + 2) == "==", let view = source.dottedPath(at: cursor + 3)
      else { continue }
      cursor = view.last + 1
      guard source.isKind(cursor, .leftBrace), let close = source.matchingClose(cursor) else { continue }
      let viewType = view.components.joined(separator: ".")
      let members = memberStarts(in: source, open: cursor, close: close)
      for (position, start) in members.enumerated() {
        let end = position + 1 < members.count ? members[position + 1] : close
        guard let member = source.name(start + 2), let rawValue = firstString(in: source, start..<end) else {
          continue
        }
        result.append(
          Declaration(
            member: member, viewType: viewType, rawValue: rawValue,
            source: declaredSource(in: source, start..<end), location: source.location(start + 2), file: file)
        )
      }
      index = close
    }
    return result
  }

  /// The `static` tokens directly in the braces `open...close` that start a `static var` or `static let`.
  private static func memberStarts(in source: SourceFile, open: Int, close: Int) -> [Int] {
    var starts: [Int] = []
    var depth = 0
    for index in open + 1..<close {
      switch source.tokens[index].kind {
      case .leftBrace, .leftParen, .leftSquare: depth += 1
      case .rightBrace, .rightParen, .rightSquare: depth -= 1
      default:
        if depth == 0, source.isWord(index, "static"),
          source.isWord(index + 1, "var") || source.isWord(index + 1, "let")
        {
          starts.append(index)
        }
      }
    }
    return starts
  }

  /// The first plain string literal among `range`'s tokens: the identifier the member passes.
  private static func firstString(in source: SourceFile, _ range: Range<Int>) -> String? {
    range.first { source.isKind($0, .stringQuote) }.flatMap { literal(in: source, at: $0) }
  }

  /// The string of the plain literal whose opening quote is token `first`.
  private static func literal(in source: SourceFile, at first: Int) -> String? {
    for last in [first + 1, first + 2] where last < source.tokens.count {
      if let value = source.stringLiteral(from: first, through: last) { return value }
    }
    return nil
  }

  /// The `source:` the member passes: `.storyboard`, `.nib(name: "Name", …)`, or the class by default.
  private static func declaredSource(in source: SourceFile, _ range: Range<Int>) -> Declaration.Source {
    for index in range where source.isKind(index, .period) {
      if source.isWord(index + 1, "storyboard") { return .storyboard }
      if source.isWord(index + 1, "nib"), source.isKind(index + 2, .leftParen),
        source.isWord(index + 3, "name"),
        source.isKind(index + 4, .colon), source.isKind(index + 5, .stringQuote),
        let name = literal(in: source, at: index + 5)
      {
        return .nib(name)
      }
    }
    return .class
  }
}
