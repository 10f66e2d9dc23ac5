/// Bases from other modules that the module's Interface Builder files prove to be reusable views.
///
/// Apps often derive their cells from a library's cell (`SwipeTableViewCell` of SwipeCellKit, say), whose
/// sources are not scanned. A xib or storyboard that holds such a class as a table view cell proves that
/// every class on its chain below the module's edge is one too: UIKit would not load it otherwise. So the
/// base counts as declared with `--base Name=kind`, and the user need not know the option exists.
enum InterfaceBuilderBases {
  /// The inferred bases by simple name, and one note for each.
  struct Inference {
    var bases: [String: ViewKind] = [:]
    var notes: [Diagnostic] = []
  }

  /// Infers a kind for each undeclared base that Interface Builder files settle, and only for those: a base
  /// whose classes the files draw as different kinds is left to `--base`.
  static func infer(
    from undeclared: [UndeclaredBase], documents: [InterfaceBuilderDocument], module: String,
    declared: [String: ViewKind]
  ) -> Inference {
    guard !undeclared.isEmpty, !documents.isEmpty else { return Inference() }
    let drawn = drawnClasses(in: documents, module: module)
    var kinds: [String: Set<ViewKind>] = [:]
    var evidence: [String: (className: String, location: SourceLocation)] = [:]
    for entry in undeclared {
      // Interface Builder names a nested Swift class by its mangled or `@objc` name: top-level ones only.
      guard let drawing = drawn[entry.className], !entry.className.utf8.contains(UInt8(ascii: ".")) else {
        continue
      }
      let base = String(entry.base.split(separator: ".").last ?? Substring(entry.base))
      guard declared[base] == nil else { continue }
      kinds[base, default: []].formUnion(drawing.kinds)
      if evidence[base] == nil { evidence[base] = (entry.className, drawing.location) }
    }
    var inference = Inference()
    for (base, found) in kinds.sorted(by: { $0.key < $1.key }) {
      guard found.count == 1, let kind = found.first, let proof = evidence[base] else { continue }
      inference.bases[base] = kind
      inference.notes.append(
        Diagnostic(
          InterfaceBuilderMessage.baseInferred(base: base, kind: kind, className: proof.className),
          at: proof.location))
    }
    return inference
  }

  /// Each class Interface Builder draws as a reusable view of `module`, by custom class, with the kinds it
  /// is drawn as and the first place, in the documents' order of paths.
  static func drawnClasses(in documents: [InterfaceBuilderDocument], module: String)
    -> [String: (kinds: Set<ViewKind>, location: SourceLocation)]
  {
    var drawn: [String: (kinds: Set<ViewKind>, location: SourceLocation)] = [:]
    for document in documents.sorted(by: { $0.path < $1.path }) where !document.isMalformed {
      for element in document.reusableElements {
        let object = element.object
        guard let kind = element.impliedKind, let customClass = object.customClass, object.isInModule(module)
        else { continue }
        drawn[customClass, default: ([], object.location)].kinds.insert(kind)
      }
    }
    return drawn
  }
}
