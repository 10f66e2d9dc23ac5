/// The places where a module's Swift code may read a view's own `reuseIdentifier`: UIKit's instance
/// property of `UITableViewCell`, `UITableViewHeaderFooterView` and `UICollectionReusableView`, which
/// returns the string the view was registered and dequeued with. It is the one way code observes that
/// string at run time, so a migration that changes a registration's string (SPEC §10.3) must find no such
/// read.
///
/// A type's static `reuseIdentifier` (`Cell.reuseIdentifier`, `Self.reuseIdentifier`, `T.reuseIdentifier`,
/// `type(of: cell).reuseIdentifier`) is the app's own member and reads no registration; declarations and
/// argument labels (`init(style:reuseIdentifier:)`) read nothing, nor does a name a parameter or a local
/// declares (`super.init(style: style, reuseIdentifier: reuseIdentifier)`).
struct ViewIdentifierRead: Equatable {
  /// The token of `reuseIdentifier`.
  var token: Int
  /// Whether it is read without a receiver or through `self`: the enclosing type's own property, which is
  /// a view's only inside a view or a protocol a view may adopt.
  var isOwn: Bool
}

extension SourceFile {
  /// The file's reads that may be of a view's instance `reuseIdentifier`, in file order.
  func viewIdentifierReads() -> [ViewIdentifierRead] {
    guard Self.identifierSearch.occurs(in: bytes) else { return [] }
    let metatypes = metatypeNames()
    return tokens.indices.compactMap { index in
      guard isWord(index, Self.identifierProperty), !isDeclarationOrLabel(index), !isTypeLevelRead(index)
      else { return nil }
      let isBare = !isKind(index - 1, .period)
      let isOwn = isBare || (isWord(index - 2, "self") && !isKind(index - 3, .period))
      let scope = EnclosingScope(of: index, in: self)
      if isOwn {
        // A static member's body reads the static member; a bare name may be a parameter or a local.
        if scope.isStatic || (isBare && scope.declaresIdentifier) { return nil }
      } else if let receiver = name(index - 2), metatypes.contains(receiver) {
        // `cellType.reuseIdentifier` of a `cellType: UITableViewCell.Type` parameter or property: a type's
        // member.
        return nil
      }
      return ViewIdentifierRead(token: index, isOwn: isOwn)
    }
  }

  /// The names the file declares as metatypes, parameters or properties: `cellType: UITableViewCell.Type`,
  /// `let type: AnyClass`. A name declared so anywhere in the file is taken for the metatype wherever it is
  /// read, as Swift code that reuses such a name for a value is rare.
  private func metatypeNames() -> Set<String> {
    var names: Set<String> = []
    for index in tokens.indices where isKind(index, .colon) {
      guard let name = name(index - 1) else { continue }
      var end = index + 1
      while !tokens[end].isAtStartOfLine,
        isKind(end, .identifier) || isKind(end, .period) || (isKind(end, .operator) && hasText(end, "?"))
      {
        end += 1
      }
      let last = isKind(end - 1, .operator) ? end - 2 : end - 1
      if last > index, isWord(last, "Type") && isKind(last - 1, .period) || isWord(last, "AnyClass") {
        names.insert(name)
      }
    }
    return names
  }

  fileprivate static let identifierProperty = "reuseIdentifier"
  private static let identifierSearch = ByteSearch(identifierProperty, anchor: "I")

  /// `var reuseIdentifier`, `func reuseIdentifier`, or a label in a call or a parameter list
  /// (`reuseIdentifier: id`, `reuseIdentifier id: String?`).
  private func isDeclarationOrLabel(_ index: Int) -> Bool {
    if ["var", "let", "func", "case"].contains(where: { isWord(index - 1, $0) }) { return true }
    guard isKind(index - 1, .leftParen) || isKind(index - 1, .comma) else { return false }
    return isKind(index + 1, .colon) || (name(index + 1) != nil && isKind(index + 2, .colon))
  }

  /// `Name.reuseIdentifier` with a type's name (capitalized, as Swift's types, `Self` and generic
  /// parameters are), `X.self.reuseIdentifier`, or `type(of: value).reuseIdentifier`.
  private func isTypeLevelRead(_ index: Int) -> Bool {
    guard isKind(index - 1, .period) else { return false }
    let receiver = index - 2
    if isWord(receiver, "self") { return isKind(receiver - 1, .period) }
    if let name = name(receiver), let first = name.unicodeScalars.first {
      return first.properties.isUppercase
    }
    guard isKind(receiver, .rightParen), let open = matchingOpen(receiver) else { return false }
    return isWord(open - 1, "type")
  }

}

/// What the scopes around a read declare, up to the enclosing type's body: read back through the enclosing
/// braces only, skipping closed blocks, so that a sibling method's parameters and locals do not count.
private struct EnclosingScope {
  /// Whether a static or class member's body encloses the read.
  var isStatic = false
  /// Whether a parameter (`reuseIdentifier: String?`; not `reuseIdentifier id: String?`, which declares
  /// `id`), a closure's parameter (`{ reuseIdentifier in`) or a `let`/`var` that is no static member
  /// declares `reuseIdentifier` before the read.
  var declaresIdentifier = false

  init(of index: Int, in source: SourceFile) {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if source.isKind(cursor, .rightBrace) {
        depth += 1
      } else if source.isKind(cursor, .leftBrace) {
        if depth == 0 {
          switch Self.declaration(openedBy: cursor, in: source) {
          case .type?: return
          case .member(let isStatic, let parameters)?:
            self.isStatic = self.isStatic || isStatic
            record(parameters, in: source)
          case nil: break
          }
        }
        depth = max(depth - 1, 0)
      } else if depth == 0, source.isWord(cursor, SourceFile.identifierProperty) {
        if source.isWord(cursor + 1, "in")
          || ((source.isWord(cursor - 1, "let") || source.isWord(cursor - 1, "var"))
            && !source.isWord(cursor - 2, "static") && !source.isWord(cursor - 2, "class"))
        {
          declaresIdentifier = true
        }
      }
      cursor -= 1
    }
  }

  /// Records whether one parameter list, `open` to its `)`, declares `reuseIdentifier` as a parameter's
  /// internal name.
  private mutating func record(_ parameters: ClosedRange<Int>?, in source: SourceFile) {
    guard let parameters else { return }
    var token = parameters.lowerBound + 1
    while token < parameters.upperBound {
      guard let name = source.name(token), source.isKind(token + 1, .colon),
        source.isKind(token - 1, .leftParen) || source.isKind(token - 1, .comma)
          || (source.name(token - 1) != nil
            && (source.isKind(token - 2, .leftParen) || source.isKind(token - 2, .comma)))
      else {
        token += 1
        continue
      }
      if name == SourceFile.identifierProperty { declaresIdentifier = true }
      // The type runs to the next `,` or the list's `)` outside brackets.
      var end = token + 2
      var nesting = 0
      while end < parameters.upperBound {
        if source.isKind(end, .leftParen) || source.isKind(end, .leftSquare) { nesting += 1 }
        if source.isKind(end, .rightParen) || source.isKind(end, .rightSquare) { nesting -= 1 }
        if nesting == 0, source.isKind(end, .comma) { break }
        end += 1
      }
      token = end
    }
  }

  /// What a brace opens, read from its header back to the previous brace or semicolon.
  private enum Declaration {
    /// A type's or an extension's body.
    case type
    /// A function's, initializer's or property's body (or a statement's, as `if let`), with whether it is
    /// a static or class member and its parameter list.
    case member(isStatic: Bool, parameters: ClosedRange<Int>?)
  }

  private static let typeKeywords: Set = ["class", "struct", "enum", "extension", "protocol", "actor"]
  private static let memberKeywords: Set = ["func", "var", "let", "init", "subscript", "deinit"]
  private static let modifiers: Set = [
    "static", "class", "override", "final", "private", "fileprivate", "internal", "public", "open", "lazy",
    "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience", "weak", "unowned",
  ]

  private static func declaration(openedBy brace: Int, in source: SourceFile) -> Declaration? {
    var cursor = brace - 1
    var parameters: ClosedRange<Int>?
    while cursor >= 0, !source.isKind(cursor, .leftBrace), !source.isKind(cursor, .rightBrace),
      !source.isKind(cursor, .semicolon)
    {
      if source.isKind(cursor, .rightParen), let open = source.matchingOpen(cursor) {
        parameters = open...cursor
        cursor = open - 1
        continue
      }
      if let word = source.name(cursor), !source.isKind(cursor - 1, .period) {
        if memberKeywords.contains(word) {
          // A property or a statement's `let` has no parameter list; the parentheses seen were a call's.
          if !["func", "init", "subscript"].contains(word) { parameters = nil }
          var modifier = cursor - 1
          while let written = source.name(modifier), modifiers.contains(written) {
            if written == "static" || written == "class" {
              return .member(isStatic: true, parameters: parameters)
            }
            modifier -= 1
          }
          return .member(isStatic: false, parameters: parameters)
        }
        if typeKeywords.contains(word) { return .type }
      }
      cursor -= 1
    }
    return nil
  }
}

/// A read of a view's `reuseIdentifier` in the module's Swift (`file` and `token`) or Objective-C.
struct ModuleIdentifierRead {
  var file: Int?
  var token: Int?
  var place: SourceLocation
  /// For a read of its own `reuseIdentifier` by a view class of the module (`self.reuseIdentifier` in a
  /// cell's method), that class: the read sees only its own and its subclasses' strings.
  var ownView: String?
}

extension CallSiteModule {
  /// The module's reads of a view's instance `reuseIdentifier`, Swift first, in file order: code that
  /// would see a registration's new string if a migration changed it.
  func viewIdentifierReads() -> [ModuleIdentifierRead] {
    var reads: [ModuleIdentifierRead] = []
    // A read inside a registration's or dequeue's arguments is the site's identifier, which the site's
    // evaluation answers for: a view's own string there leaves the site unresolved.
    var callSpans = Array(repeating: [ClosedRange<Int>](), count: sources.count)
    for site in sites { callSpans[site.file].append(site.nameToken...site.closeParen) }
    for (file, source) in sources.prefix(moduleFileCount).enumerated() {
      for read in source.viewIdentifierReads()
      where !callSpans[file].contains(where: { $0.contains(read.token) })
        && (!read.isOwn || readsOwnViewProperty(read, file: file))
      {
        let ownView = read.isOwn ? indices[file].innermostType(around: read.token).flatMap(moduleView) : nil
        reads.append(
          ModuleIdentifierRead(
            file: file, token: read.token, place: source.location(read.token), ownView: ownView?.name))
      }
    }
    for file in analysis.objectiveC.files {
      reads += file.viewIdentifierReads.map { ModuleIdentifierRead(file: nil, token: nil, place: $0) }
    }
    return reads
  }

  /// Whether `read` may see the string `view` is registered with: a read through a receiver may be of any
  /// view; a view's read of its own, only of that view or a subclass.
  func identifierRead(_ read: ModuleIdentifierRead, mayObserve view: String) -> Bool {
    guard let ownView = read.ownView, ownView != view else { return true }
    return lookup.isClass(.module(view), kindOf: .module(ownView)) != false
  }

  /// Whether a read of the enclosing type's own `reuseIdentifier` is a view's: inside a reusable view of
  /// the module, an extension of UIKit's, or a protocol (whose extension a view may adopt).
  private func readsOwnViewProperty(_ read: ViewIdentifierRead, file: Int) -> Bool {
    guard let type = indices[file].innermostType(around: read.token) else { return false }
    let last = String(type.split(separator: ".").last ?? "")
    return moduleView(type) != nil || UIKitClasses.kind(of: last) != nil
      || lookup.typeNames.isProtocol(type, recorder: nil)
  }

  /// The module's view a type body's path names, by its path or its last name.
  private func moduleView(_ path: String) -> ReusableView? {
    view(named: path) ?? view(named: String(path.split(separator: ".").last ?? ""))
  }
}
