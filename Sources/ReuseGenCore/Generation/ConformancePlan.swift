/// What the generated file declares for one class chain: the conformance on its topmost view, and the
/// members that answer for every view of the chain from the dynamic type.
///
/// It declares no member the app's code already declares for the chain's topmost view (`reuseIdentifier`,
/// `reuseSource`): that member is the witness, and UIKit calls keep using the app's strings.
///
/// Most views are identified by their qualified type names, which `_ReuseGenNamedByType` answers from the
/// dynamic type with no member here, and are built from their classes, which needs no member either. So a
/// typical conformance is a bare `extension Cell: Dequeuable, _ReuseGenNamedByType {}`, as cheap to
/// compile as a hand-written one; only the views that differ are spelled out (DESIGN.md §5). When only
/// subclasses declare a `reuseIdentifier`, a member on the topmost class would clash with theirs (Swift
/// cannot override a member declared in an extension), so the identifier then comes from a protocol
/// extension constrained to the chain, which a subclass's own member shadows without overriding.
struct ConformancePlan {
  let host: ReusableView
  /// The chain's views with a known identifier or source, the host included.
  let chain: [ReusableView]
  let options: GeneratorOptions

  /// Whether a view of the chain, generic ones included, adopts a protocol ReuseGen cannot see, whose
  /// default for `reuseIdentifier` a default of `_ReuseGenNamedByType` would make ambiguous.
  private let chainAdoptsUnseenProtocol: Bool

  init(host: ReusableView, chain: [ReusableView], options: GeneratorOptions) {
    self.host = host
    self.chain = chain.filter { !$0.isGeneric }
    self.options = options
    chainAdoptsUnseenProtocol = chain.contains { $0.adoptsUnseenProtocol }
  }

  private var declaresConformance: Bool { host.conformance == .generated }
  /// Whether a context module's class above the host already conforms, so the host answers for its chain
  /// through `_ReuseGenInheritedFacts` (DESIGN.md §9).
  private var answersForInheritedConformance: Bool { host.conformance == .inherited }
  private var needsIdentifier: Bool { !host.declaredMembers.contains("reuseIdentifier") }
  /// Whether a subclass declares its own identifier while the host does not.
  private var identifierInProtocolExtension: Bool {
    needsIdentifier && chain.contains { $0.identifierSource == .declared }
  }
  /// Whether the view's identifier is its qualified type name as Swift spells it at run time, which is
  /// what `_ReuseGenNamedByType` and the fallbacks answer with. A generic view's always is, unless a
  /// protocol ReuseGen cannot see may answer instead.
  private func isNamedByType(_ view: ReusableView) -> Bool {
    if view.isGeneric { return !view.adoptsUnseenProtocol }
    return view.isModuleQualifiedTypeName && view.definingModule == nil && view.isSpelledThroughItsModule
      && !view.adoptsUnseenProtocol
  }
  /// The chain's views below the host whose identifier the host's member must spell out.
  private var spelledSubclasses: [ReusableView] {
    chain.filter { $0 != host && $0.conformanceRoot == host.name && !isNamedByType($0) }
  }
  /// Whether `_ReuseGenNamedByType` gives every view of the chain its identifier.
  private var identifiedByType: Bool {
    needsIdentifier && !identifierInProtocolExtension && !chainAdoptsUnseenProtocol && isNamedByType(host)
      && spelledSubclasses.isEmpty
  }
  private var sourceEntries: [ReusableView] {
    host.declaredMembers.contains("reuseSource") ? [] : chain.filter { $0.source != .class }
  }
  /// The chain's views whose Interface Builder identifier the typed API uses instead of the declared one.
  private var overriddenIdentifiers: [ReusableView] {
    chain.filter { $0.overridingInterfaceBuilderIdentifier != nil }
  }

  var writesAnything: Bool {
    if answersForInheritedConformance {
      return chain.contains { ($0.identifier != nil && !isNamedByType($0)) || $0.source != .class }
    }
    return declaresConformance || needsIdentifier || !sourceEntries.isEmpty || !overriddenIdentifiers.isEmpty
  }

  /// The host's chain answering through `_ReuseGenInheritedFacts`: each view's identifier and source,
  /// `nil` for classes it does not declare.
  private func writeInheritedFacts(_ writer: inout SwiftCodeWriter) {
    for attribute in host.availability { writer.line("@available(\(attribute))") }
    writer.nested("extension \(typeName): _ReuseGenInheritedFacts {") { writer in
      let identifiers = chain.filter { !isNamedByType($0) }.compactMap { view in
        view.identifier.map { (view, $0) }
      }
      documentation("The reuse identifier of `type`, when this module declares it.", &writer)
      writer.nested(
        "\(memberAccess)nonisolated static func _reuseGenIdentifier(of type: AnyObject.Type) -> String? {"
      ) { writer in
        writer.conditional(identifiers, conditions: { $0.0.extraConditions(beyond: host) }, separated: false)
        {
          writer, entry in
          writeBody(
            &writer, "if \(test(for: entry.0, subject: "type"))",
            "return \(SwiftSpelling.stringLiteral(entry.1))")
        }
        writer.line("return nil")
      }
      writer.line()
      documentation("How UIKit builds `type`, when this module declares it.", &writer)
      writer.nested(
        "\(memberAccess)static func _reuseGenSource(of type: AnyObject.Type) -> \(options.names.reuseSource)? {"
      ) { writer in
        writer.conditional(
          chain.filter { $0.source != .class }, conditions: { $0.extraConditions(beyond: host) },
          separated: false
        ) { writer, view in
          writeBody(&writer, "if \(test(for: view, subject: "type"))", "return \(source(of: view))")
        }
        writer.line("return nil")
      }
    }
  }

  private var typeName: String { SwiftSpelling.typeName(host.name) }

  /// The access modifier, with its trailing space, of the members (`GeneratedAccess(witnessFor:)`).
  private var memberAccess: String {
    GeneratedAccess(witnessFor: host, options: options).modifier
  }

  func write(_ writer: inout SwiftCodeWriter) {
    if answersForInheritedConformance {
      writeInheritedFacts(&writer)
      return
    }
    let names = options.names
    for attribute in host.availability { writer.line("@available(\(attribute))") }
    let sources = sourceEntries
    let overridden = overriddenIdentifiers
    let identifierHere = needsIdentifier && !identifierInProtocolExtension && !identifiedByType
    let protocols =
      (declaresConformance ? [names.dequeuable] : []) + (identifiedByType ? ["_ReuseGenNamedByType"] : [])
      + (sources.isEmpty ? [] : ["_ReuseGenSourced"])
      + (overridden.isEmpty ? [] : ["_ReuseGenInterfaceBuilderIdentified"])
    let conformance = protocols.isEmpty ? "" : ": " + protocols.joined(separator: ", ")
    var members: [(inout SwiftCodeWriter) -> Void] = []
    if identifierHere { members.append { writeIdentifier(&$0, isolation: "nonisolated ") } }
    if !sources.isEmpty { members.append { writeSource(&$0, entries: sources) } }
    if !overridden.isEmpty { members.append { writeInterfaceBuilderIdentifier(&$0, entries: overridden) } }
    if members.isEmpty {
      writer.line("extension \(typeName)\(conformance) {}")
    } else {
      writer.nested("extension \(typeName)\(conformance) {") { writer in
        for (index, member) in members.enumerated() {
          if index > 0 { writer.line() }
          member(&writer)
        }
      }
    }
    if identifierInProtocolExtension {
      writer.line()
      for attribute in host.availability { writer.line("@available(\(attribute))") }
      writer.nested("extension \(names.dequeuable) where Self: \(typeName) {") { writer in
        // A subclass's own member may be main-actor isolated; its literal, when known, is not.
        let readsMembers = chain.contains { $0.identifierSource == .declared && $0.identifier == nil }
        writeIdentifier(&writer, isolation: readsMembers ? "" : "nonisolated ")
      }
    }
  }

  private func documentation(_ text: String, _ writer: inout SwiftCodeWriter) {
    if !memberAccess.isEmpty { writer.line("/// \(text)") }
  }

  /// Whether the dynamic type is always the host: a `final` class has no subclasses (the module declares
  /// none that compiles). Its members then answer with plain values, which cost the type checker far less
  /// than a type test (DESIGN.md §5).
  private var hostIsExact: Bool { host.isFinal && chain.allSatisfy { $0 == host } }

  /// `reuseIdentifier`: the host's literal, or one per subclass of the chain.
  private func writeIdentifier(_ writer: inout SwiftCodeWriter, isolation: String) {
    let declaration = "\(memberAccess)\(isolation)static var reuseIdentifier: String"
    let hostIdentifier = isNamedByType(host) ? nil : host.identifier.map(SwiftSpelling.stringLiteral)
    let fallback =
      hostIdentifier.map {
        hostIsExact ? $0 : "_ReuseGenIdentity.identifier(of: self, \(typeName).self, \($0))"
      }
      ?? "_ReuseGenInheritance.identifier(of: self)"
    let others = spelledSubclasses
    documentation("The reuse identifier of the dynamic type.", &writer)
    guard !others.isEmpty else {
      writeBody(&writer, declaration, fallback)
      return
    }
    writer.nested("\(declaration) {") { writer in
      writer.conditional(others, conditions: { $0.extraConditions(beyond: host) }, separated: false) {
        writer, view in
        let value: String
        if let identifier = view.identifier {
          value = SwiftSpelling.stringLiteral(identifier)
        } else if view.identifierSource == .declared {
          value = "\(SwiftSpelling.typeName(view.name)).reuseIdentifier"
        } else {
          return
        }
        writeBody(&writer, "if \(test(for: view))", "return \(value)")
      }
      writer.line("return \(fallback)")
    }
  }

  /// `reuseSource`: a nib or storyboard for the views that have one, class-based for the rest.
  private func writeSource(_ writer: inout SwiftCodeWriter, entries: [ReusableView]) {
    let declaration = "\(memberAccess)static var _reuseGenSource: \(options.names.reuseSource)"
    documentation("How UIKit builds the dynamic type.", &writer)
    if entries == [host] && hostIsExact {
      writeBody(&writer, declaration, source(of: host))
      return
    }
    if entries == [host] {
      writer.nested("\(declaration) {") { writer in
        let test = "_ReuseGenIdentity.isType(self, \(typeName).self)"
        let choices = ["? \(source(of: host))", ": _ReuseGenInheritance.source(of: self)"]
        if fits("\(test) \(choices.joined(separator: " "))", in: writer) {
          writer.line("\(test) \(choices.joined(separator: " "))")
        } else {
          writer.line(test)
          writer.indented { writer in
            for choice in choices { writer.line(choice) }
          }
        }
      }
      return
    }
    writePerType(
      &writer, declaration, entries, value: source(of:), fallback: "_ReuseGenInheritance.source(of: self)")
  }

  /// `declaration`, answering with `value` of the one of `entries` that the dynamic type is, else with
  /// `fallback`.
  private func writePerType(
    _ writer: inout SwiftCodeWriter, _ declaration: String, _ entries: [ReusableView],
    value: (ReusableView) -> String, fallback: String
  ) {
    writer.nested("\(declaration) {") { writer in
      writer.conditional(entries, conditions: { $0.extraConditions(beyond: host) }, separated: false) {
        writer, view in
        writeBody(&writer, "if \(test(for: view))", "return \(value(view))")
      }
      writer.line("return \(fallback)")
    }
  }

  /// `_reuseGenInterfaceBuilderIdentifier`: Interface Builder's identifier for the views whose declared
  /// one it overrides, `nil` for the others, which the typed API then registers by `reuseIdentifier`.
  private func writeInterfaceBuilderIdentifier(_ writer: inout SwiftCodeWriter, entries: [ReusableView]) {
    let declaration = "\(memberAccess)nonisolated static var _reuseGenInterfaceBuilderIdentifier: String?"
    func literal(_ view: ReusableView) -> String {
      SwiftSpelling.stringLiteral(view.overridingInterfaceBuilderIdentifier ?? "")
    }
    documentation(
      "The identifier the dynamic type's Interface Builder file sets, where it overrides.", &writer)
    if entries == [host] && hostIsExact {
      writeBody(&writer, declaration, literal(host))
      return
    }
    writePerType(&writer, declaration, entries, value: literal, fallback: "nil")
  }

  /// `opening { statement }` on one line when it fits, else over three.
  private func writeBody(_ writer: inout SwiftCodeWriter, _ opening: String, _ statement: String) {
    if fits("\(opening) { \(statement) }", in: writer) {
      writer.line("\(opening) { \(statement) }")
    } else {
      writer.nested("\(opening) {") { $0.line(statement) }
    }
  }

  private func fits(_ line: String, in writer: SwiftCodeWriter) -> Bool {
    writer.currentIndentWidth + line.count <= SwiftCodeGenerator.lineLimit
  }

  /// The condition that the dynamic type is `view`, behind an availability check where `view` needs a
  /// newer system than the host, and by name where only deprecated code may name `view`.
  private func test(for view: ReusableView, subject: String = "self") -> String {
    let type = SwiftSpelling.typeName(view.name)
    var conditions: [String] = []
    if view != host, let check = view.availabilityCheck(beyond: host) { conditions.append(check) }
    if view.isDeprecated && !host.isDeprecated {
      let name = SwiftSpelling.stringLiteral(options.module + "." + view.name)
      conditions.append("_ReuseGenIdentity.isType(\(subject), named: \(name))")
    } else {
      conditions.append("_ReuseGenIdentity.isType(\(subject), \(type).self)")
    }
    return conditions.joined(separator: ", ")
  }

  private func source(of view: ReusableView) -> String {
    switch view.source {
    case .nib(let nib):
      let bundle: String
      switch options.bundle {
      case .class: bundle = "Bundle(for: \(SwiftSpelling.typeName(view.name)).self)"
      case .module: bundle = "Bundle.module"
      case .main: bundle = "Bundle.main"
      }
      return ".nib(name: \(SwiftSpelling.stringLiteral(nib)), bundle: \(bundle))"
    case .storyboard:
      return ".storyboard"
    case .class:
      return ".class"
    }
  }
}

extension ReusableView {
  /// The `#available` condition that guards every mention of the view outside its own extensions.
  var availabilityCheck: String? { availabilityCheck(beyond: nil) }

  /// The `#available` conditions the view needs beyond what `other`'s attributes already guarantee.
  func availabilityCheck(beyond other: ReusableView?) -> String? {
    let known = Set(other?.availability ?? [])
    let checks = availability.filter { !known.contains($0) }.compactMap {
      Availability($0).availabilityCondition
    }
    return checks.isEmpty ? nil : checks.joined(separator: ", ")
  }

  /// The view's `#if` conditions beyond those of `other`, inside whose conditions it is written.
  func extraConditions(beyond other: ReusableView) -> [String] {
    conditions.starts(with: other.conditions)
      ? Array(conditions.dropFirst(other.conditions.count)) : conditions
  }
}
