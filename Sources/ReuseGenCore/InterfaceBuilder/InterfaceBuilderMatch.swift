/// A Swift class that Interface Builder files may refer to: one reusable view found in the sources.
package struct InterfaceBuilderCandidate: Sendable, Hashable {
  /// The qualified Swift name, `Feed.Cell`, without backticks.
  package var name: String
  /// The name given by `@objc(Name)`, which is the only name the Objective-C runtime knows the class by.
  package var objcName: String?
  /// The UIKit family the class belongs to.
  package var kind: ViewKind
  /// The location of the class's name token; warnings about the class point here.
  package var location: SourceLocation

  /// Creates a candidate.
  package init(name: String, objcName: String? = nil, kind: ViewKind, location: SourceLocation) {
    self.name = name
    self.objcName = objcName
    self.kind = kind
    self.location = location
  }
}

/// How Interface Builder files decide a class's source and identifier.
package struct InterfaceBuilderBinding: Sendable, Equatable {
  /// `.nib(name)` when a xib holds the class as its single top-level view, else `.storyboard` for a
  /// prototype.
  package var source: ViewSource
  /// The `reuseIdentifier` Interface Builder sets, which must become the class's identifier; `nil` when
  /// none is set and the identifier style decides.
  package var identifier: String?
  /// The storyboard prototype that sets `identifier`, when no nib of the class does: a nib registered under
  /// another identifier asserts at its first dequeue, a prototype dequeued by its own identifier does not.
  package var prototypeSettingIdentifier: SourceLocation?

  /// Creates a binding.
  package init(
    source: ViewSource, identifier: String? = nil, prototypeSettingIdentifier: SourceLocation? = nil
  ) {
    self.source = source
    self.identifier = identifier
    self.prototypeSettingIdentifier = prototypeSettingIdentifier
  }
}

/// What ``InterfaceBuilderMatcher`` concluded for a module.
package struct InterfaceBuilderMatch: Sendable, Equatable {
  /// The binding of each candidate that an Interface Builder file backs; a candidate without one stays
  /// class-based.
  package var bindings: [InterfaceBuilderCandidate: InterfaceBuilderBinding]
  /// Every Interface Builder diagnostic, the documents' own malformed-XML warnings included, sorted by
  /// location. Paths are the documents' paths as given.
  package var diagnostics: [Diagnostic]
  /// The custom class names this module's Interface Builder files use for cells and reusable views,
  /// whether or not a candidate matched them.
  ///
  /// Holds each `customClass` as written and, for a Swift runtime name such as `_TtCC3App4Feed4Cell`,
  /// the qualified Swift name it stands for (`Feed.Cell`). The resolver uses it to suggest declaring an
  /// external base class when IB uses a class it could not prove to be a reusable view. Plain `<view>`s
  /// are not included, because most custom views are not reusable views.
  package var interfaceBuilderClassNames: Set<String>

  /// Creates a result.
  package init(
    bindings: [InterfaceBuilderCandidate: InterfaceBuilderBinding],
    diagnostics: [Diagnostic] = [],
    interfaceBuilderClassNames: Set<String> = []
  ) {
    self.bindings = bindings
    self.diagnostics = diagnostics
    self.interfaceBuilderClassNames = interfaceBuilderClassNames
  }
}
