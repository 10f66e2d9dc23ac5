/// A console that prints what it is given on another and keeps it, in order, for the audit cache
/// (`AuditCache.Output`): a later run with the same inputs prints the same pieces on the same streams. A
/// piece printed with its places (`ReuseGenCommand.Console.print(_:isError:)`) keeps them, as values; one
/// printed as a bare `String` keeps none known, and is never moved.
final class AuditOutputRecorder {
  /// What was printed so far.
  private(set) var chunks: [AuditCache.Output.Chunk] = []
  private let forward: ReuseGenCommand.Console

  init(_ forward: ReuseGenCommand.Console) {
    self.forward = forward
  }

  /// The console to print through.
  var console: ReuseGenCommand.Console {
    var console = ReuseGenCommand.Console(
      standardOutput: { [self] text in
        chunks.append(AuditCache.Output.Chunk(isError: false, text: PlacedText(text, places: nil)))
        forward.standardOutput(text)
      },
      standardError: { [self] text in
        chunks.append(AuditCache.Output.Chunk(isError: true, text: PlacedText(text, places: nil)))
        forward.standardError(text)
      })
    console.placed = { [self] text, isError in
      chunks.append(AuditCache.Output.Chunk(isError: isError, text: text))
      forward.print(text, isError: isError)
    }
    return console
  }
}
