/// Why `migrate` leaves a call site, an identifier group or a helper as it is (SPEC §10.5): a value that
/// code asks questions of, rendered as a sentence in one place (`message`). No code reads the sentence back.
///
/// The reasons of one concern are one nested enum in a file of its own, cases and wording together: the
/// call's shape (`MigrationReason+CallShape.swift`), the group's string and views
/// (`MigrationReason+GroupConflict.swift`), and a dequeue whose identifier is chosen at run time
/// (`MigrationReason+ClosedSet.swift`). A new reason is a case there, never a sentence at the site.
indirect enum MigrationReason: Error, Hashable {
  /// A nib registration whose bundle is not the one the generated file loads the nib from (`--bundle`).
  case nibBundleMismatch(NibBundle)
  /// An error the analysis or audit reports at one of the group's call sites.
  case errorAtCallSite(identifier: String)
  /// An error the analysis or audit reports about the view the group would move to.
  case errorAboutView(view: String, identifier: String)
  /// Nothing the run reads registers the string, and a class it does not read (`registrar`) may.
  case registeredInUnreadCode(identifier: String, registrar: String)
  /// A group of the app's own string moves only whole, and one of its sites cannot move, for `site`.
  case siteOfGroupCannotMove(identifier: String, site: MigrationReason)
  /// The group's string is also passed as typed identifier `member` (at `place`), by a call that cannot move
  /// to the view's typed API with the group: the group's string sites keep meaning the string, so they do
  /// not move to the view's own identifier.
  case passedAsTypedIdentifier(identifier: String, member: String, place: SourceLocation)
  /// The site keeps the app's string beside the group's sites that pass it as typed identifier `member`
  /// (SPEC §10.6), since it cannot pass the typed identifier itself, for `site`.
  case keepsStringBesideTypedIdentifier(identifier: String, member: String, site: MigrationReason)
  /// The call itself cannot be written as the typed call, or would mean something else written so.
  case call(CallShape)
  /// The group's string, its views or other code that uses the string keep the group as it is.
  case group(GroupConflict)
  /// A dequeue whose identifier is chosen at run time among several.
  case closedSet(ClosedSet)

  /// The reason as `migrate`'s notes print it, after "not migrated: ".
  var message: String { placedMessage.text }

  /// `message`, with the places it says.
  var placedMessage: PlacedText {
    switch self {
    case .nibBundleMismatch(let bundle):
      "the nib's bundle is not the one the generated file loads it from (--bundle \(bundle.rawValue))"
    case .errorAtCallSite(let identifier):
      "an error at this call site keeps reuse identifier '\(identifier)' as it is"
    case .errorAboutView(let view, let identifier):
      "an error about '\(view)' keeps reuse identifier '\(identifier)' as it is"
    case .registeredInUnreadCode(let identifier, let registrar):
      "reuse identifier '\(identifier)' may be registered by '\(registrar)', which no file migrate reads "
        + "declares, so it keeps its string"
    case .siteOfGroupCannotMove(let identifier, let site):
      "reuse identifier '\(identifier)' moves to the typed API only with all its call sites, and this one "
        + "cannot move: \(site.placedMessage)"
    case .passedAsTypedIdentifier(let identifier, let member, let place):
      "reuse identifier '\(identifier)' is also passed as the typed identifier '.\(member)' (\(placeOf: place)), by a "
        + "call that cannot move with the group"
    case .keepsStringBesideTypedIdentifier(let identifier, let member, let site):
      "reuse identifier '\(identifier)' stays a string here, the one the group's other calls pass as the typed "
        + "identifier '.\(member)', because this call cannot pass it: \(site.placedMessage)"
    case .call(let shape): PlacedText(shape.message)
    case .group(let conflict): conflict.placedMessage
    case .closedSet(let choice): PlacedText(choice.message)
    }
  }

  /// Whether the site stays for its nib's bundle, directly or as the site that keeps its group: the
  /// summary counts those sites to advise `--bundle`.
  var isNibBundleMismatch: Bool {
    switch self {
    case .nibBundleMismatch: true
    case .siteOfGroupCannotMove(_, let site), .keepsStringBesideTypedIdentifier(_, _, let site):
      site.isNibBundleMismatch
    case .errorAtCallSite, .errorAboutView, .registeredInUnreadCode, .passedAsTypedIdentifier, .call, .group,
      .closedSet:
      false
    }
  }
}
