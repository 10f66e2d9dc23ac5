/// A console that prints what it is given on another and keeps it, in order, for the audit cache
/// (`AuditCache.Output`): a later run with the same inputs prints the same pieces on the same streams.
final class AuditOutputRecorder {
  /// What was printed so far.
  private(set) var chunks: [AuditCache.Output.Chunk] = []
  private let forward: ReuseGenCommand.Console

  init(_ forward: ReuseGenCommand.Console) {
    self.forward = forward
  }

  /// The console to print through.
  var console: ReuseGenCommand.Console {
    ReuseGenCommand.Console(
      standardOutput: { [self] text in
        chunks.append(AuditCache.Output.Chunk(isError: false, text: text))
        forward.standardOutput(text)
      },
      standardError: { [self] text in
        chunks.append(AuditCache.Output.Chunk(isError: true, text: text))
        forward.standardError(text)
      })
  }
}
