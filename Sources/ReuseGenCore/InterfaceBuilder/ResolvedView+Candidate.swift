// The resolver's views as Interface Builder files may name them.

extension ResolvedView {
  /// What Interface Builder files may name the view by.
  var candidate: InterfaceBuilderCandidate {
    InterfaceBuilderCandidate(name: view.name, objcName: objcName, kind: view.kind, location: view.location)
  }
}
