/// Which bundle generated code loads nibs from, as `--bundle` chooses.
package enum NibBundle: String, Sendable, CaseIterable, Codable {
  /// `Bundle(for: Cell.self)`, the bundle that holds the view's class; the default.
  case `class`
  /// `Bundle.module`, for SwiftPM targets with resources.
  case module
  /// `Bundle.main`.
  case main
}

/// The settings that shape the generated Swift file.
package struct GeneratorOptions: Sendable, Equatable {
  /// The name of the module the file is compiled into, as `--module` gives it.
  package var module: String
  /// The access level of the support code and of the generated conformances, as `--access` gives it.
  ///
  /// Only `.internal` and `.public` are meaningful: `.public` and `.open` mean public, and every other level
  /// means internal.
  package var access: AccessLevel
  /// Where nib-backed views load their nib from.
  package var bundle: NibBundle
  /// The module that hosts the support code, as `--support-module` gives it.
  ///
  /// When it is set, the file leaves the support section out and imports this module instead.
  package var supportModule: String?
  /// The app's own helpers with the names and labels of generated ones; the file leaves those out.
  package var existingHelpers: Set<HelperSignature>
  /// The names of the support types, renamed where the module declares a type of the documented name.
  package var names: SupportNames

  /// Creates generator options; the defaults match the command line's.
  package init(
    module: String,
    access: AccessLevel = .internal,
    bundle: NibBundle = .class,
    supportModule: String? = nil,
    existingHelpers: Set<HelperSignature> = [],
    names: SupportNames = SupportNames()
  ) {
    self.module = module
    self.access = access
    self.bundle = bundle
    self.supportModule = supportModule
    self.existingHelpers = existingHelpers
    self.names = names
  }

  /// Whether the support code and eligible conformances are declared `public`.
  var isPublic: Bool { access >= .public }

  /// Whether the `Dequeuable` protocol the file conforms to is public: declared public here, or imported.
  var protocolIsPublic: Bool { isPublic || supportModule != nil }
}
