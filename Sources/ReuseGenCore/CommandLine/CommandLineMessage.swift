/// The diagnostics about how the run was configured (`InferredModuleName`), worded in one place.
enum CommandLineMessage: DiagnosticMessage {
  /// Interface Builder draws `customClass` as a class of `customModule`, and the run names the module
  /// `module` after its folder, without `--module`.
  case inferredModuleContradicted(customClass: String, customModule: String, module: String)

  var severity: Diagnostic.Severity { .warning }

  var message: String {
    switch self {
    case .inferredModuleContradicted(let customClass, let customModule, let module):
      "'\(customClass)' is drawn here as a class of module '\(customModule)', but without --module the "
        + "module is named '\(module)' after its folder, so its views are not matched with their "
        + "Interface Builder files; pass --module \(customModule)"
    }
  }
}
