/// The class a dequeued view is used as: the cast or annotation around the dequeue.
extension CallSiteModule {
  /// `as! X`, `as? X`, `as X` or `let cell: X =` around a dequeue.
  func readCast(
    _ site: inout ReuseCallSite, source: SourceFile, precedenceSafe: Bool, lookup: any IdentifierLookup
  ) {
    let close = site.closeParen
    guard let context = contextType(file: site.file, nameToken: site.nameToken, close: close) else { return }
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    site.castType = context.written
    site.castClass = classReference(context.path, lookup: lookup, at: place)
    site.castKind = context.kind
    guard context.kind == .forced, let path = source.dottedPath(at: close + 3) else { return }
    site.castEnd = path.last
    let next = path.last + 1
    let followedByType =
      [.period, .leftParen, .leftSquare].contains(source.tokens[next].kind)
      || (source.tokens[next].kind == .operator && !source.tokens[next].isAtStartOfLine
        && ["?", "!", "<", "?.", "!."].contains(source.text(next)))
    site.castIsRewritable = precedenceSafe && !followedByType
  }

  /// Whether the receiver of the call at `nameToken` is, or may be, a table or collection view (SPEC §10.4).
  /// A call on a type (`WPAnalytics.register(provider)`) is a static method, never UIKit's; a call on a
  /// value whose type the sources declare as neither view nor a subclass of one (`analytics.register(…)`
  /// after `let analytics = Analytics()`) is not either. A bare call, or one on a value of another type, may
  /// be.
  func receiverMayBeReuseView(file: Int, nameToken: Int) -> Bool {
    let source = sources[file]
    guard source.isKind(nameToken - 1, .period) else { return true }
    var path = receiverChain(source, period: nameToken - 1).text.split(separator: ".").map(String.init)
    if path.first == "self" { path.removeFirst() }
    guard path.count == 1, let name = path.first, let first = name.first,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return true }
    if first.isUppercase { return false }
    let place = ExpressionPlace(
      file: file, token: nameToken,
      scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
    guard let type = lookup.valueType(of: name, at: place) else { return true }
    return lookup.mayBeReuseView(type)
  }

  /// The receiver of the call whose `.` is at `period`: its text, whether it chains optionally, whether
  /// what precedes it binds more loosely than a cast, and its first token. A call without `receiver.`
  /// (`period` is then the token before its name) is on `self`, and starts at its name.
  func receiverChain(_ source: SourceFile, period: Int)
    -> (text: String, isOptional: Bool, isPrecedenceSafe: Bool, start: Int)
  {
    guard source.isKind(period, .period) else {
      return ("self", false, bindsLooserThanCast(source, before: period + 1), period + 1)
    }
    var index = period - 1
    var optional = false
    while index >= 0 {
      while index >= 0, source.tokens[index].kind == .operator, ["?", "!"].contains(source.text(index)) {
        optional = optional || source.text(index) == "?"
        index -= 1
      }
      guard index >= 0 else { break }
      let kind = source.tokens[index].kind
      if kind == .rightParen || kind == .rightSquare {
        guard let open = source.matchingOpen(index) else { break }
        index = open - 1
        continue
      }
      guard [.identifier, .backtickIdentifier, .dollarIdentifier].contains(kind) else { break }
      index -= 1
      guard index >= 0, source.isKind(index, .period) else { break }
      index -= 1
    }
    let start = index + 1
    let receiver = start < period ? source.text(from: start, through: period - 1) : "self"
    return (receiver, optional, bindsLooserThanCast(source, before: start), start)
  }

  /// Whether what precedes the expression starting at token `start` binds more loosely than a cast: the
  /// start of the file, an opening bracket, a separator, `=`, `return` or a closure's `in`.
  private func bindsLooserThanCast(_ source: SourceFile, before start: Int) -> Bool {
    let index = start - 1
    guard index >= 0 else { return true }
    let kind = source.tokens[index].kind
    let text = source.text(index)
    return [.leftParen, .leftSquare, .leftBrace, .comma, .colon].contains(kind)
      || (kind == .operator && text == "=") || (kind == .identifier && ["return", "in"].contains(text))
  }
}
