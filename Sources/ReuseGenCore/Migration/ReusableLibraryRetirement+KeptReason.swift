extension ReusableLibraryRetirement {
  /// Why `--retire-helpers` keeps the Reusable library whole: a use that the generated API would not serve
  /// the same way. `MigrationNote.keptReusableLibrary` prints it.
  enum KeptReason: Hashable {
    /// `dequeueReusableHeaderFooterView(_:)` at `place` returns an Optional from the library.
    case optionalHeaderFooterDequeue(place: SourceLocation)
    /// The conformance at `place`, whose line the message says, is not the last of its clause.
    case conformanceNotLast(place: SourceLocation)
    /// Code at `place`, whose line the message says, uses the library's nib loading.
    case usesNibLoading(place: SourceLocation)
    /// `view` adopts `NibReusable`, and no xib of it is among the inputs.
    case nibReusableWithoutXib(view: String)

    var message: String { placedMessage.text }

    /// `message`, with the places it says.
    var placedMessage: PlacedText {
      switch self {
      case .optionalHeaderFooterDequeue(let place):
        "'dequeueReusableHeaderFooterView(_:)' at \(placeOf: place) returns an Optional from the "
          + "library and a view from the generated API"
      case .conformanceNotLast(let place):
        "the conformance at line \(lineOf: place) is not the last of its clause"
      case .usesNibLoading(let place): "code at line \(lineOf: place) uses the library's nib loading"
      case .nibReusableWithoutXib(let view):
        "'\(view)' adopts NibReusable, but no xib of it is among the inputs"
      }
    }
  }
}
