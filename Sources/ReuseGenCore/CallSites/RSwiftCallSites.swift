/// Call sites that use R.swift's reuse names (SPEC §10.7), read with the names `RSwiftNames` derives from
/// the module's xibs and storyboards. The shapes are R.swift's own: `Sources/RswiftResources/Integrations/`
/// `ReuseIdentifier+Integrations.swift` and `NibReference+Integrations.swift` at commit
/// f0a0d531686138e9f7ad4c2b6bf6115149aeb08b of mac-cain13/R.swift (R.swift 7), and R.swift.Library's
/// `UITableView+ReuseIdentifierProtocol.swift` and kin for R.swift 5, which declare the same calls:
/// - `register(R.nib.x)` registers the nib under its identifier (`register(UINib(resource:),
///   forCellReuseIdentifier: resource.identifier)`); `register(R.reuseIdentifier.x)` (R.swift 7) registers
///   the identifier's class; `registerHeaderFooterView(_:)` and `register(_:forSupplementaryViewOfKind:)`
///   likewise;
/// - `dequeueReusableCell(withIdentifier: R.reuseIdentifier.x, for:)` and kin dequeue by the identifier
///   and return `dequeueReusableCell(…) as? Reusable`, an Optional of the identifier's class;
/// - `R.nib.x()` (R.swift 5: `static func x(_: Void = ()) -> UINib`) and `UINib(resource: R.nib.x)` are
///   the nib named by the xib's file, in R.swift's bundle.
extension CallSiteModule {
  /// The R.swift resource an argument passes whole, as written: `R.nib.x` or `R.reuseIdentifier.x`.
  func rswiftResource(_ source: SourceFile, _ argument: ReuseCallSite.Argument)
    -> (path: [String], resource: RSwiftNames.Resource?)?
  {
    guard let names = lookup.rswiftNames, let path = source.dottedPath(at: argument.first),
      path.last == argument.last, path.components.count == 3, path.components[0] == RSwiftNames.root,
      [RSwiftNames.nibNamespace, RSwiftNames.reuseIdentifierNamespace].contains(path.components[1])
    else { return nil }
    return (path.components, names.resource(path.components))
  }

  /// R.swift's protocols of resources: R.swift 7's (`RswiftResources`) and R.swift 5's (`R.swift.Library`).
  static let rswiftResourceProtocols: Set<String> = [
    "NibReferenceContainer", "ReuseIdentifierContainer", "NibResourceType", "ReuseIdentifierType",
  ]

  /// Whether a function is one of R.swift's own overloads, which take its resources (a generic parameter
  /// constrained to one of its protocols): where its library's source is read (a `--context` folder), its
  /// calls are still R.swift's, read as R.swift documents them, not through its body, which reads the
  /// resource's members; and a call passing a string is UIKit's.
  func isRSwiftOverload(_ function: FunctionDeclaration) -> Bool {
    lookup.rswiftNames != nil
      && function.constraints.values.contains { !Self.rswiftResourceProtocols.isDisjoint(with: $0) }
  }

  /// R.swift's registrations that pass a resource whole: `register(R.nib.x)`,
  /// `register(R.reuseIdentifier.x)`, `registerHeaderFooterView(R.nib.x)` and
  /// `register(R.nib.x, forSupplementaryViewOfKind: kind)`; `nil` for any other call.
  func rswiftRegistration(_ site: ReuseCallSite, name: String, labels: [String]) -> ReuseCallSite? {
    let isHeaderFooter = name == "registerHeaderFooterView" && labels == ["_"]
    let isSupplementary = name == "register" && labels == ["_", "forSupplementaryViewOfKind"]
    guard isHeaderFooter || isSupplementary || (name == "register" && labels == ["_"]),
      let (path, resource) = rswiftResource(sources[site.file], site.arguments[0])
    else { return nil }
    var site = site
    site.passesRSwiftResource = true
    site.identifierLocation = sources[site.file].location(site.arguments[0].first)
    let written = path.joined(separator: ".")
    guard let resource, let reusable = resource.reusable, let identifier = reusable.object.reuseIdentifier
    else {
      site.identifier = .unresolved(.rswiftNoResourceWithIdentifier(written))
      site.registeredClass = .unknown(.rswiftResourceNotDerived(written))
      return site
    }
    site.identifier = IdentifierResolution(value: identifier, method: .evaluated)
    site.family =
      isHeaderFooter
      ? .tableViewHeaderFooterView
      : isSupplementary ? .collectionSupplementaryView : reusable.impliedKind.map(ReuseFamily.init)
    switch resource {
    case .nib(let nib):
      site.nibName = nib.fileName
      site.bundle = .rswift
      site.registeredClass = classOfNib(named: nib.fileName)
    case .reuseIdentifier:
      site.registeredClass = rswiftReusableClass(reusable)
    }
    return site
  }

  /// `R.nib.x()` or `UINib(resource: R.nib.x)` as a registration's nib: its name, R.swift's bundle and the
  /// class of its xib. `false` when the argument is neither.
  func readRSwiftNib(_ site: inout ReuseCallSite, argument: ReuseCallSite.Argument, source: SourceFile)
    -> Bool
  {
    var resource = argument
    var bundle = BundleSpelling.rswift
    if let open = Self.nibInitializerParen(source, at: argument.first),
      source.matchingClose(open) == argument.last,
      source.isWord(open + 1, "resource"), source.isKind(open + 2, .colon)
    {
      // `UINib(resource: R.nib.x)`
      resource = ReuseCallSite.Argument(label: "resource", first: open + 3, last: argument.last - 1)
    } else if source.isKind(argument.last, .rightParen), source.isKind(argument.last - 1, .leftParen) {
      // `R.nib.x()`
      resource = ReuseCallSite.Argument(label: "_", first: argument.first, last: argument.last - 2)
      bundle = .rswiftHostingBundle
    } else {
      return false
    }
    guard let (path, found) = rswiftResource(source, resource), path[1] == RSwiftNames.nibNamespace else {
      return false
    }
    guard case .nib(let nib)? = found else {
      site.registeredClass = .unknown(.rswiftNibNotDerived(path.joined(separator: ".")))
      return true
    }
    site.nibName = nib.fileName
    site.bundle = bundle
    site.registeredClass = classOfNib(named: nib.fileName)
    return true
  }

  /// The class of a view R.swift names: its custom class, in the module that builds the file where the xib
  /// or storyboard says `customModuleProvider="target"`, whatever `customModule` says, as R.swift's parsers
  /// read it (`Nib+Parser.swift`, `reusableFromAttributes`).
  func rswiftReusableClass(_ reusable: InterfaceBuilderReusableElement) -> ClassReference {
    var object = reusable.object
    if object.customModuleProvider == "target" { object.customModule = nil }
    return interfaceBuilderClass(object, kind: reusable.impliedKind)
  }

  /// A dequeue whose identifier argument is a resource whole calls R.swift's overload, which returns an
  /// Optional of the identifier's class: the view is used as that class, and a mismatch is `nil`, a crash
  /// where the call is force-unwrapped.
  func readRSwiftDequeue(_ site: inout ReuseCallSite, source: SourceFile) {
    guard site.role == .dequeue,
      let argument = site.arguments.first(where: {
        $0.label == "withIdentifier" || $0.label == "withReuseIdentifier"
      }),
      let (_, resource) = rswiftResource(source, argument)
    else { return }
    site.passesRSwiftResource = true
    guard site.castKind == nil, let reusable = resource?.reusable else { return }
    let viewClass = rswiftReusableClass(reusable)
    let next = site.closeParen + 1
    let unwrapped =
      source.isKind(next, .operator) && source.text(next) == "!" && !source.tokens[next].isAtStartOfLine
    site.castType = viewClass.name ?? reusable.object.customClass
    site.castClass = viewClass
    site.castKind = .conditional(isFatal: unwrapped)
  }
}
