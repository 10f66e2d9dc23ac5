extension HelperRetirement {
  /// Why `--retire-helpers` keeps one of the module's own helpers: a call, shape or use that the generated
  /// helper would not serve the same way. `MigrationNote.keptHelper` prints it.
  enum KeptReason: Error, Hashable {
    /// The helper is no method of an extension of a UIKit class.
    case notUIKitExtensionMethod
    /// No call of the helper was found outside its own body.
    case noCall
    /// The helper is passed by name (`forEach(tableView.registerNib)`) at `place`.
    case passedByName(place: SourceLocation)
    /// The call at `place` passes a type chosen at run time.
    case passesTypeChosenAtRunTime(place: SourceLocation)
    /// The helper's calls both register and dequeue.
    case registersAndDequeues
    /// The generated API has no helper of its role and parameters.
    case noGeneratedCounterpart
    /// The helper returns an Optional, which the generated one does not.
    case returnsOptional
    /// The call at `place` is of another registry than the helper's host.
    case otherRegistry(place: SourceLocation)
    /// The call at `place` is for no view of the generated API.
    case noViewOfGeneratedAPI(place: SourceLocation)
    /// The call at `place` uses `used` (unresolved when `nil`), and the generated API would use `generated`
    /// (one decided at run time when `nil`).
    case otherIdentifier(place: SourceLocation, used: String?, generated: String?)
    /// The call at `place` would change its string from `used` to `generated`, and the code at `read`
    /// reads a view's `reuseIdentifier`, which would then return the new one.
    case identifierRead(read: SourceLocation, place: SourceLocation, used: String, generated: String)
    /// The call at `place` registers `view` otherwise than by its source (its class or its nib).
    case registersOtherwise(place: SourceLocation, view: String)
    /// The module's helper `caller` calls it.
    case calledBy(caller: String)
    /// The call at `place` cannot be relabelled to the generated helper's labels.
    case cannotRelabel(place: SourceLocation)

    var message: String { placedMessage.text }

    /// `message`, with the places it says.
    var placedMessage: PlacedText {
      switch self {
      case .notUIKitExtensionMethod: "it is not a UIKit extension's method"
      case .noCall: "no call of it was found"
      case .passedByName(let place): "it is passed by name at \(placeOf: place)"
      case .passesTypeChosenAtRunTime(let place):
        "the call at \(placeOf: place) passes a type chosen at run time"
      case .registersAndDequeues: "it both registers and dequeues"
      case .noGeneratedCounterpart: "the generated API has no helper of its shape"
      case .returnsOptional: "it returns an Optional, and the generated helper does not"
      case .otherRegistry(let place): "the call at \(placeOf: place) is of another registry"
      case .noViewOfGeneratedAPI(let place):
        "the call at \(placeOf: place) is for no view of the generated API"
      case .otherIdentifier(let place, let used, let generated):
        "the call at \(placeOf: place) uses reuse identifier '\(used ?? "unresolved")', "
          + "and the generated API would use '\(generated ?? "one decided at run time")'"
      case .identifierRead(let read, let place, let used, let generated):
        "the call at \(placeOf: place) would change reuse identifier '\(used)' to '\(generated)', "
          + "and the code at \(placeOf: read) may read a view's reuseIdentifier"
      case .registersOtherwise(let place, let view):
        "the call at \(placeOf: place) registers '\(view)' otherwise than by its source"
      case .calledBy(let caller): "'\(caller)' calls it"
      case .cannotRelabel(let place): "the call at \(placeOf: place) cannot be relabelled"
      }
    }
  }
}
