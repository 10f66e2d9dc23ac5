/// A module name inferred from the input folder (no `--module`) that Interface Builder contradicts: a xib or
/// storyboard draws one of the module's classes with `customModule="WooCommerce"` while the run calls the
/// module `Classes`. The view is then not matched with its file, and what is generated changes (a nib cell
/// becomes class-based), so the run says so, once per module name the files give.
enum InferredModuleName {
  static func warnings(_ analysis: ModuleAnalysis, run: RunConfiguration) -> [Diagnostic] {
    guard run.inputs.module == nil else { return [] }
    let module = run.module
    let classNames = Set(
      analysis.views.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name })
    var named: Set<String> = []
    var warnings: [Diagnostic] = []
    for document in analysis.interfaceBuilderDocuments {
      for element in document.reusableElements {
        let object = element.object
        guard let customModule = object.customModule, customModule != module,
          object.customModuleProvider != "target", let customClass = object.customClass,
          classNames.contains(customClass), named.insert(customModule).inserted
        else { continue }
        warnings.append(
          Diagnostic(
            CommandLineMessage.inferredModuleContradicted(
              customClass: customClass, customModule: customModule, module: module),
            at: object.location))
      }
    }
    return warnings
  }
}
