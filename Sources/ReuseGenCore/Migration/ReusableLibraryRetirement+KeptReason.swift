extension ReusableLibraryRetirement {
  /// Why `--retire-helpers` keeps the Reusable library whole: a use that the generated API would not serve
  /// the same way. `MigrationNote.keptReusableLibrary` prints it.
  enum KeptReason: Hashable {
    /// `dequeueReusableHeaderFooterView(_:)` at `place` returns an Optional from the library.
    case optionalHeaderFooterDequeue(place: String)
    /// The conformance on line `line` is not the last of its clause.
    case conformanceNotLast(line: Int)
    /// Code on line `line` uses the library's nib loading.
    case usesNibLoading(line: Int)
    /// `view` adopts `NibReusable`, and no xib of it is among the inputs.
    case nibReusableWithoutXib(view: String)

    var message: String {
      switch self {
      case .optionalHeaderFooterDequeue(let place):
        "'dequeueReusableHeaderFooterView(_:)' at \(place) returns an Optional from the "
          + "library and a view from the generated API"
      case .conformanceNotLast(let line): "the conformance at line \(line) is not the last of its clause"
      case .usesNibLoading(let line): "code at line \(line) uses the library's nib loading"
      case .nibReusableWithoutXib(let view):
        "'\(view)' adopts NibReusable, but no xib of it is among the inputs"
      }
    }
  }
}
