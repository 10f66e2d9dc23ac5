/// Where the generated file loads nibs from, as `migrate` compares it with a registration's bundle.
struct NibLoading {
  /// `--bundle`, or its `reusegen.json` key.
  var bundle: NibBundle
  /// Whether the module is an application target, whose main bundle is the one that holds its classes
  /// (`CallSiteModule.isApplicationTarget()`).
  var isApplication: Bool

  /// The summary line for the sites that stay because of their bundle, outside an app target: what moves
  /// them.
  static func summary(count: Int, bundle: NibBundle) -> String? {
    guard count > 0 else { return nil }
    let other = bundle == .main ? "class" : "main"
    return
      "\(count) call site\(count == 1 ? "" : "s") stay\(count == 1 ? "s" : "") because \(count == 1 ? "its nib loads" : "their nibs load") from another bundle than the generated file's (--bundle \(bundle.rawValue)); "
      + "if the module's nibs are in the app's main bundle, pass --bundle \(other) or set \"bundle\": \"\(other)\" in reusegen.json\n"
  }
}
