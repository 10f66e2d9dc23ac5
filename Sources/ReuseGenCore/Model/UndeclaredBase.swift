/// A class whose chain ends in a base that no scanned source declares, such as a library's cell.
package struct UndeclaredBase: Sendable, Equatable {
  /// The base as written.
  package var base: String
  /// Where the class is declared.
  package var location: SourceLocation
  /// The class's qualified name.
  package var className: String
  /// Whether the base is the class's own superclass, rather than further up its chain.
  package var isDirect = true
}
