/// Applies the Interface Builder rules of the product contract (DESIGN.md §3) to a module's classes.
///
/// - A class is **nib-backed** when a xib holds, as its single top-level object, a cell or reusable view
///   of that class, or a plain `<view>` of a header/footer or supplementary view class. The nib name is
///   the xib's file name without `.xib`.
/// - A class is a **storyboard** view when a storyboard has a prototype of it. A nib wins over a
///   storyboard, because registering the nib is what code-built lists need and it serves storyboard
///   lists equally.
/// - The **identifier** is the registered nib's `reuseIdentifier`; failing that, the first storyboard
///   prototype's, in path order.
/// - Elements whose `customModule` names another module refer to that module's class and are skipped
///   silently. Elements in malformed files are skipped too: the build rejects those files, so no nib or
///   prototype would exist at run time.
///
/// Class names match as ``InterfaceBuilderClassIndex`` describes.
package enum InterfaceBuilderMatcher {
  /// Matches the module's Interface Builder documents against its candidate classes.
  ///
  /// - Parameters:
  ///   - documents: The parsed files, in any order; they are processed sorted by path.
  ///   - module: The module the files and classes belong to.
  ///   - candidates: The module's reusable views.
  /// - Returns: One binding per candidate, the diagnostics, and the class names IB uses.
  package static func match(
    _ documents: [InterfaceBuilderDocument],
    module: String,
    candidates: [InterfaceBuilderCandidate],
    objectiveCClasses: Set<String> = []
  ) -> InterfaceBuilderMatch {
    // Without documents nothing binds; indexing every candidate of a large module would be wasted.
    guard !documents.isEmpty else { return InterfaceBuilderMatch(bindings: [:]) }
    var matcher = Matching(module: module, candidates: candidates, objectiveCClasses: objectiveCClasses)
    let ordered = documents.enumerated().sorted {
      ($0.element.path, $0.offset) < ($1.element.path, $1.offset)
    }
    for (_, document) in ordered {
      matcher.collect(document)
    }
    return matcher.result()
  }
}

/// One place an Interface Builder file backs a candidate.
private struct Usage {
  var source: ViewSource
  var nibName: String? { source.nibName }
  var identifier: String?
  var location: SourceLocation
}

/// The state of one matching run.
private struct Matching {
  let module: String
  let candidates: [InterfaceBuilderCandidate]
  let index: InterfaceBuilderClassIndex
  var usages: [[Usage]]
  var diagnostics: [Diagnostic] = []
  var classNames: Set<String> = []

  /// The classes the module's Objective-C declares (`@interface`): a custom class among them is the
  /// module's, read as Objective-C, and no class the scan missed.
  let objectiveCClasses: Set<String>

  init(module: String, candidates: [InterfaceBuilderCandidate], objectiveCClasses: Set<String>) {
    self.module = module
    self.objectiveCClasses = objectiveCClasses
    self.candidates = candidates
    self.index = InterfaceBuilderClassIndex(candidates: candidates, module: module)
    self.usages = Array(repeating: [], count: candidates.count)
  }

  mutating func collect(_ document: InterfaceBuilderDocument) {
    diagnostics += document.diagnostics
    guard !document.isMalformed else { return }
    // UIKit's nib registration asserts unless the nib has exactly one top-level object.
    let isRegistrable = document.kind == .xib && document.topLevelObjects.count == 1
    var unregistrable: [String] = []

    for element in document.reusableElements {
      guard let customClass = element.object.customClass, element.object.isInModule(module) else { continue }
      let matches = index.candidates(named: customClass)
      if element.impliedKind != nil {
        classNames.insert(customClass)
        if let demangled = InterfaceBuilderClassIndex.demangle(customClass), demangled.module == module {
          classNames.insert(demangled.name)
        }
        if matches.isEmpty, !objectiveCClasses.contains(customClass) {
          diagnostics.append(unmatched(element, customClass: customClass))
        }
      }
      for candidate in matches {
        guard isCompatible(element, with: candidates[candidate].kind) else {
          diagnostics.append(kindMismatch(element, candidate: candidates[candidate]))
          continue
        }
        if document.kind == .xib, element.isTopLevel, let nibName = document.nibName {
          if isRegistrable {
            usages[candidate].append(
              Usage(
                source: .nib(nibName),
                identifier: element.object.reuseIdentifier,
                location: element.object.location
              )
            )
          } else {
            unregistrable.append(candidates[candidate].name)
          }
        } else if element.isPrototype {
          usages[candidate].append(
            Usage(
              source: .storyboard,
              identifier: element.object.reuseIdentifier,
              location: element.object.location
            )
          )
        }
      }
    }

    if !unregistrable.isEmpty, document.topLevelObjects.count > 1 {
      diagnostics.append(tooManyTopLevelObjects(document, classes: unregistrable))
    }
  }

  func result() -> InterfaceBuilderMatch {
    var diagnostics = self.diagnostics
    var bindings: [InterfaceBuilderCandidate: InterfaceBuilderBinding] = [:]
    // A candidate that no document uses has no binding; skipping it spares hashing it.
    for (candidate, usages) in zip(candidates, usages) where !usages.isEmpty {
      let (binding, bindingDiagnostics) = Self.bind(candidate, usages: usages)
      bindings[candidate] = binding
      diagnostics += bindingDiagnostics
    }
    return InterfaceBuilderMatch(
      bindings: bindings,
      diagnostics: Diagnostic.sortedByLocation(diagnostics),
      interfaceBuilderClassNames: classNames
    )
  }

  /// A tag must name the class's own kind. A plain `<view>` stands for a header/footer or supplementary
  /// view, never for a cell, which a nib must hold under a cell tag.
  private func isCompatible(_ element: InterfaceBuilderReusableElement, with kind: ViewKind) -> Bool {
    guard let implied = element.impliedKind else {
      return kind == .tableViewHeaderFooterView || kind == .collectionReusableView
    }
    return implied == kind
  }

  private static func bind(_ candidate: InterfaceBuilderCandidate, usages: [Usage])
    -> (InterfaceBuilderBinding?, [Diagnostic])
  {
    guard !usages.isEmpty else { return (nil, []) }
    var diagnostics: [Diagnostic] = []
    let nibs = usages.filter { $0.nibName != nil }
    let prototypes = usages.filter { $0.source == .storyboard }
    let nibName = nibs.first?.nibName
    // Localized copies of one xib share its nib name; any of them may carry the identifier.
    let nibIdentifier = nibs.filter { $0.nibName == nibName }.lazy.compactMap(\.identifier).first
    let prototype = nibIdentifier == nil ? prototypes.first { $0.identifier != nil } : nil
    let identifier = nibIdentifier ?? prototype?.identifier

    let nibNames = uniqued(nibs.compactMap(\.nibName))
    if let nibName, nibNames.count > 1 {
      diagnostics.append(
        Diagnostic(
          InterfaceBuilderMessage.topLevelViewOfSeveralNibs(
            view: candidate.name, count: nibNames.count, registered: nibName),
          at: candidate.location,
          notes: nibs.map {
            Diagnostic(InterfaceBuilderMessage.nibHoldsItHere(nib: $0.nibName ?? ""), at: $0.location)
          }
        )
      )
    }

    let identifiers = uniqued(usages.compactMap(\.identifier))
    if let identifier, identifiers.count > 1 {
      let notes = usages.compactMap { usage in
        usage.identifier.map {
          Diagnostic(InterfaceBuilderMessage.identifierSetHere(identifier: $0), at: usage.location)
        }
      }
      diagnostics.append(
        Diagnostic(
          InterfaceBuilderMessage.severalIdentifiers(
            view: candidate.name, count: identifiers.count, used: identifier),
          at: candidate.location,
          notes: notes
        )
      )
    }

    let binding = InterfaceBuilderBinding(
      source: nibName.map(ViewSource.nib) ?? .storyboard,
      identifier: identifier,
      prototypeSettingIdentifier: prototype?.location
    )
    return (binding, diagnostics)
  }

  private func unmatched(_ element: InterfaceBuilderReusableElement, customClass: String) -> Diagnostic {
    Diagnostic(
      InterfaceBuilderMessage.unmatchedCustomClass(
        tag: element.object.tag, customClass: customClass, hint: index.hint(forUnmatched: customClass)),
      at: element.object.location)
  }

  private func kindMismatch(_ element: InterfaceBuilderReusableElement, candidate: InterfaceBuilderCandidate)
    -> Diagnostic
  {
    Diagnostic(
      InterfaceBuilderMessage.kindMismatch(
        view: candidate.name, declared: element.impliedKind, kind: candidate.kind),
      at: element.object.location,
      notes: [Diagnostic(InterfaceBuilderMessage.declaredHere(view: candidate.name), at: candidate.location)]
    )
  }

  /// Points at the second top-level object: the first one too many.
  private func tooManyTopLevelObjects(_ document: InterfaceBuilderDocument, classes: [String]) -> Diagnostic {
    Diagnostic(
      InterfaceBuilderMessage.tooManyTopLevelObjects(
        count: document.topLevelObjects.count, classes: uniqued(classes)),
      at: document.topLevelObjects[1].location
    )
  }
}

/// The elements in order, without repeats.
private func uniqued<Element: Hashable>(_ elements: [Element]) -> [Element] {
  var seen: Set<Element> = []
  return elements.filter { seen.insert($0).inserted }
}
