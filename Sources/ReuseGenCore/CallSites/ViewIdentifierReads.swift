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
    return tokens.indices.compactMap { index in
      guard isWord(index, Self.identifierProperty), !isDeclarationOrLabel(index), !isTypeLevelRead(index)
      else { return nil }
      let isOwn = !isKind(index - 1, .period) || (isWord(index - 2, "self") && !isKind(index - 3, .period))
      if isOwn, !isKind(index - 1, .period), declaresInEnclosingScope(before: index) { return nil }
      return ViewIdentifierRead(token: index, isOwn: isOwn)
    }
  }

  private static let identifierProperty = "reuseIdentifier"
  private static let identifierSearch = ByteSearch(identifierProperty, anchor: "I")

  /// `var reuseIdentifier`, `func reuseIdentifier`, or a label in a call or a parameter list.
  private func isDeclarationOrLabel(_ index: Int) -> Bool {
    if ["var", "let", "func", "case"].contains(where: { isWord(index - 1, $0) }) { return true }
    return isKind(index + 1, .colon) && (isKind(index - 1, .leftParen) || isKind(index - 1, .comma))
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

  /// Whether a scope around `index` declares `reuseIdentifier` before it: a parameter of an enclosing
  /// function or initializer (`reuseIdentifier: String?`; `reuseIdentifier id: String?` declares `id`), a
  /// closure's (`{ reuseIdentifier in`), or a `let`/`var` that is not a static member. Walks back through
  /// the enclosing braces only, skipping closed blocks; a parameter list counts only in the header of a
  /// brace the read is inside, not a sibling method's.
  private func declaresInEnclosingScope(before index: Int) -> Bool {
    var depth = 0
    var inHeader = false
    var cursor = index - 1
    while cursor >= 0 {
      if isKind(cursor, .rightBrace) {
        depth += 1
        inHeader = false
      } else if isKind(cursor, .leftBrace) {
        inHeader = depth == 0
        depth = max(depth - 1, 0)
      } else if isKind(cursor, .semicolon) {
        inHeader = false
      } else if depth == 0, isWord(cursor, Self.identifierProperty) {
        if isWord(cursor - 1, "let") || isWord(cursor - 1, "var"),
          !isWord(cursor - 2, "static"), !isWord(cursor - 2, "class")
        {
          return true
        }
        if isWord(cursor + 1, "in") { return true }
        let opensItem = { (token: Int) in self.isKind(token, .leftParen) || self.isKind(token, .comma) }
        if inHeader, isKind(cursor + 1, .colon),
          opensItem(cursor - 1) || (name(cursor - 1) != nil && opensItem(cursor - 2))
        {
          return true
        }
      }
      cursor -= 1
    }
    return false
  }

  /// The `(` that `close` closes, or `nil` when none does.
  private func matchingOpen(_ close: Int) -> Int? {
    var depth = 0
    var index = close
    while index >= 0 {
      if isKind(index, .rightParen) { depth += 1 }
      if isKind(index, .leftParen) {
        depth -= 1
        if depth == 0 { return index }
      }
      index -= 1
    }
    return nil
  }
}
