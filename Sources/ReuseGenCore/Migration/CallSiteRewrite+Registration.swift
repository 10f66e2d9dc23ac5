/// How `migrate` rewrites a registration of the module's view (SPEC §10.3): the class, the nib or R.swift's
/// resource, and the identifier, become the view's type, `register(View.self)`, whose generated
/// registration registers the same class or loads the same nib from the same bundle under the view's
/// identifier. A registration is its own kind because what it must keep is what UIKit registers, not what
/// a call returns: nothing around it changes.
extension Migrator {
  /// The edits of a registration of `view`: its class or nib argument becomes the view's type, and its
  /// identifier argument goes.
  static func registrationEdits(
    _ site: ReuseCallSite, family: ReuseFamily, view: ReusableView, module: CallSiteModule,
    bundle: NibLoading,
    omitted: Set<HelperSignature>
  ) throws(Reason) -> [MigrationEdit] {
    let source = module.sources[site.file]
    if let reason = registrationMismatch(site, of: view, module: module, bundle: bundle) {
      throw reason
    }
    let typeText = try registeredTypeText(site, view: view.name, module: module)
    if let reason = generatedRegisterIsTaken(family: family, view: view, module: module, omitted: omitted) {
      throw reason
    }
    if site.passesRSwiftResource {
      return rswiftRegistrationEdits(site, typeText: typeText, source: source)
    }
    let identifierLabel = site.arguments[site.arguments.count - 1].label
    var edits = [site.removingArgument(identifierLabel, in: source)]
    if site.nibName != nil || ClassForCoder.receiver(of: site.arguments[0], in: source) != nil {
      let first = site.arguments[0]
      edits.insert(
        site.edit(source.tokens[first.first].start, source.tokens[first.last].end, typeText), at: 0)
    }
    return edits
  }

  /// How the typed registration names the registered type, `View.self`: as the call wrote the class, or, for
  /// a nib or R.swift's resource, by the view's name where the call can spell it.
  private static func registeredTypeText(_ site: ReuseCallSite, view name: String, module: CallSiteModule)
    throws(Reason) -> String
  {
    let source = module.sources[site.file]
    guard site.nibName == nil, !site.passesRSwiftResource else {
      guard let spelled = spelling(of: name, at: site, module: module) else {
        throw .call(.viewNameAmbiguous(view: name))
      }
      return spelled + ".self"
    }
    let type = site.arguments[0]
    let typeText: String
    if ClassForCoder.receiver(of: type, in: source) != nil {
      // `X.classForCoder()` registers `X` itself: the typed call names it `X.self` (the tokens before
      // `.classForCoder()`).
      typeText = source.text(from: type.first, through: type.last - 4) + ".self"
    } else {
      typeText = source.text(from: type.first, through: type.last)
    }
    guard typeText.hasSuffix(".self") else {
      // A value whose class is not known (edX's `register(cellNib, …)` of a `var cellNib: UINib`) may be a
      // nib: it is not a class written otherwise.
      if case .unknown = site.registeredClass {
        throw .call(.registeredValueNotRead(argument: typeText, view: name))
      }
      throw .call(.registeredClassNotWrittenAsSelf(view: name))
    }
    return typeText
  }

  /// Why the generated `register(_:)` of `view` would not register what the registration `site` does: the
  /// class of a nib-backed view, another nib, or the nib from another bundle; `nil` when it would.
  static func registrationMismatch(
    _ site: ReuseCallSite, of view: ReusableView, module: CallSiteModule, bundle: NibLoading
  ) -> Reason? {
    let name = view.name
    guard site.nibName != nil else {
      if let member = site.unreadNibMember { return .call(.nibNotRead(member: member)) }
      guard view.source == .class else {
        // A value that is neither a class nor a nib reusegen reads (`delegate?.nibForHeader()`) may be the
        // view's nib: what it registers is not known, not the class.
        if case .unknown = site.registeredClass {
          let argument = module.sources[site.file].text(
            from: site.arguments[0].first, through: site.arguments[0].last)
          return .call(.registeredValueNotRead(argument: argument, view: name))
        }
        return .call(.viewNotClassBacked(view: name, isNibBacked: view.source.nibName != nil))
      }
      return nil
    }
    guard let nib = view.source.nibName, nib == site.nibName else {
      if view.source == .class, let nib = site.nibName, !module.readsXib(named: nib) {
        return .call(.nibNotAmongModuleFiles(nib: nib, view: name))
      }
      return .call(.nibNotTheView(view: name))
    }
    guard
      bundleMatches(
        site.bundle, bundle.bundle, view: name, module: module, file: site.file,
        scope: module.scopeTypes(site.file, site.nameToken), isApplication: bundle.isApplication)
    else {
      return .nibBundleMismatch(bundle.bundle)
    }
    return nil
  }

  /// Why a call cannot reach the generated `register(_:)` of `family`: the module's own helper of that name
  /// takes its place and does not do what it does; `nil` when it can.
  static func generatedRegisterIsTaken(
    family: ReuseFamily, view: ReusableView, module: CallSiteModule, omitted: Set<HelperSignature>
  ) -> Reason? {
    let host = GeneratedAPI.host(family)
    let labels = GeneratedAPI.registerLabels(family)
    guard
      omitted.omits(
        HelperSignature(host: host, name: "register", labels: labels, parameterClass: family.uikitClass)),
      !module.ownHelper("register", labels: labels, host: host, reproducesFor: view)
    else { return nil }
    return .call(.ownHelperReplacesGenerated(signature: "\(host.rawValue).register(_:)"))
  }

  /// Whether the call's bundle is the one the generated registration loads the nib from.
  private static func bundleMatches(
    _ spelled: BundleSpelling?, _ bundle: NibBundle, view: String, module: CallSiteModule, file: Int,
    scope: [String], isApplication: Bool
  ) -> Bool {
    switch (spelled, bundle) {
    case (.main?, .main), (.module?, .module): return true
    case (.forClass(let path)?, .class):
      return module.resolveClass(path, inFile: file, scope: scope) == .module(view)
    // In an app target the main bundle is the one that holds the app's classes.
    case (.main?, .class): return isApplication
    // R.swift's bundle is the main one in an app target; elsewhere it depends on how `R` was generated:
    // `Bundle.module` exists only in a package target, where R.swift 7's `R` is made with it.
    case (.rswiftHostingBundle?, .class), (.rswift?, .module): return true
    case (.rswift?, .main), (.rswift?, .class), (.rswiftHostingBundle?, .main): return isApplication
    case (.forClass(let path)?, .main):
      guard isApplication, case .module = module.resolveClass(path, inFile: file, scope: scope) else {
        return false
      }
      return true
    default: return false
    }
  }
}
