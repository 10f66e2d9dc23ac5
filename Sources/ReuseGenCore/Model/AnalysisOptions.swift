/// What `list` and `generate` share: how to read a module.
package struct AnalysisOptions: Sendable, Equatable {
  /// The module's name, for identifiers and Interface Builder's `customModule`.
  package var module: String
  /// How identifiers are spelled when Interface Builder sets none.
  package var identifierStyle: IdentifierStyle
  /// Reusable-view bases declared in other modules.
  package var externalBases: [String: ViewKind]
  /// The module that hosts this module's support code, when it is not this one.
  package var supportModule: String?
  /// The bridging header the project sets (SPEC §14), as the run prints its path; `nil` leaves it to the
  /// file names (`ObjectiveCInterface`).
  package var bridgingHeader: String?
  /// Whether the project builds the module as an application; `nil` leaves it to the sources
  /// (`CallSiteModule.isApplicationTarget()`).
  package var isApplication: Bool?
  /// The operating systems the project builds the module for; empty when no project says
  /// (`PlatformClauses`).
  package var platforms: Set<String> = []

  /// Creates options.
  package init(
    module: String,
    identifierStyle: IdentifierStyle = .moduleQualified,
    externalBases: [String: ViewKind] = [:],
    supportModule: String? = nil,
    bridgingHeader: String? = nil,
    isApplication: Bool? = nil,
    platforms: Set<String> = []
  ) {
    self.module = module
    self.identifierStyle = identifierStyle
    self.externalBases = externalBases
    self.supportModule = supportModule
    self.bridgingHeader = bridgingHeader
    self.isApplication = isApplication
    self.platforms = platforms
  }
}
