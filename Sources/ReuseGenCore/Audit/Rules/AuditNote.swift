/// The notes that several audit rules attach to their findings, pointing at the registrations they
/// weigh; each rule words its own finding beside its check (`Message` in its file).
enum AuditNote: DiagnosticMessage {
  /// `identifier` is registered for class `className` at the note's place.
  case registeredFor(identifier: String, className: String)
  /// `identifier` is registered at the note's place.
  case registeredHere(identifier: String)
  /// `identifier` is registered in the registry of `noun` (another than the dequeue's) at the note's place.
  case registeredAs(identifier: String, noun: String)

  var severity: Diagnostic.Severity { .note }

  var message: String {
    switch self {
    case .registeredFor(let identifier, let className): "'\(identifier)' registered for '\(className)' here"
    case .registeredHere(let identifier): "'\(identifier)' is registered here"
    case .registeredAs(let identifier, let noun): "'\(identifier)' is registered as a \(noun) here"
    }
  }
}
