/// A string local of an Objective-C method whose value is a message send or class string, not a literal:
/// `NSString *cellIdentifier = [XMPPAccountCell cellIdentifier];`, which the dequeue after it then passes
/// (SPEC §10.7). A literal local is an `ObjectiveCConstant`.
package struct ObjectiveCLocal: Sendable, Equatable {
  /// The local's name.
  package var name: String
  /// Its value as read.
  package var value: IdentifierExpression
  /// Where its name is written.
  package var location: SourceLocation
  /// The byte offset of the innermost `{` around it.
  package var brace: Int
}

extension ObjectiveCModule {
  /// The value of the local `name` that the send `site` of `file` sees: the last one declared before it
  /// in a brace around it; `nil` when a literal constant of that name is nearer, or there is none.
  func localExpression(of name: String, at site: ObjectiveCSite, in file: ObjectiveCFile) -> ObjectiveCLocal?
  {
    guard
      let local = file.locals.last(where: {
        $0.name == name && $0.location < site.location && site.braces.contains($0.brace)
      })
    else { return nil }
    // A literal local of the same name declared after it, still before the send, shadows or replaces it.
    let laterConstant = file.constants.contains {
      $0.name == name && local.location < $0.location && $0.location < site.location
    }
    return laterConstant ? nil : local
  }
}
