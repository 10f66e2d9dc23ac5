/// What ReuseGen needs to know about one `.xib` or `.storyboard` file.
///
/// The reader keeps only the objects that bear on registration: the xib's top-level objects and every
/// cell or reusable view, with the location of each element's start tag.
package struct InterfaceBuilderDocument: Sendable, Equatable {
  /// The two Interface Builder file formats.
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A `.xib`, compiled to a nib that code can register.
    case xib
    /// A `.storyboard`, whose prototypes UIKit registers itself.
    case storyboard

    /// The kind a path's extension names, or `nil` for any other file.
    ///
    /// The comparison ignores case, because macOS file systems usually do.
    package init?(path: String) {
      let lowercased = path.lowercased()
      if lowercased.hasSuffix(".xib") {
        self = .xib
      } else if lowercased.hasSuffix(".storyboard") {
        self = .storyboard
      } else {
        return nil
      }
    }
  }

  /// The file's path, exactly as the caller gave it; diagnostics print it unchanged.
  package var path: String
  /// Whether the file is a xib or a storyboard.
  package var kind: Kind
  /// The children of a xib's `<objects>` element other than `<placeholder>`s, in document order.
  ///
  /// Always empty for a storyboard, whose scenes have no top-level objects in the nib sense.
  package var topLevelObjects: [InterfaceBuilderObject]
  /// Every cell and reusable view in the file, in document order.
  package var reusableElements: [InterfaceBuilderReusableElement]
  /// Problems found while reading: at most one warning, for malformed XML.
  package var diagnostics: [Diagnostic]
  /// Whether the XML was malformed; the objects above are then only what was read before the error.
  package var isMalformed: Bool

  /// Creates a document record.
  package init(
    path: String,
    kind: Kind,
    topLevelObjects: [InterfaceBuilderObject] = [],
    reusableElements: [InterfaceBuilderReusableElement] = [],
    diagnostics: [Diagnostic] = [],
    isMalformed: Bool = false
  ) {
    self.path = path
    self.kind = kind
    self.topLevelObjects = topLevelObjects
    self.reusableElements = reusableElements
    self.diagnostics = diagnostics
    self.isMalformed = isMalformed
  }

  /// The name `UINib(nibName:bundle:)` takes for this file: its file name without `.xib`.
  ///
  /// `nil` for a storyboard. A localized copy such as `Base.lproj/Cell.xib` has the same nib name as the
  /// unlocalized one, because UIKit picks the localization itself.
  package var nibName: String? {
    guard kind == .xib else { return nil }
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    return String(fileName.dropLast(".xib".count))
  }
}

/// One Interface Builder object: an XML element with the attributes that tie it to a Swift class.
package struct InterfaceBuilderObject: Sendable, Equatable {
  /// The element's tag, such as `tableViewCell` or `view`.
  package var tag: String
  /// The `customClass` attribute: the runtime name of the class UIKit instantiates.
  package var customClass: String?
  /// The `customModule` attribute: the module the custom class lives in.
  package var customModule: String?
  /// The `customModuleProvider` attribute; `target` means "whichever module contains this file".
  package var customModuleProvider: String?
  /// The `reuseIdentifier` attribute.
  package var reuseIdentifier: String?
  /// The `key` attribute, which names the object's role in its parent, such as `sectionHeaderView`.
  package var key: String?
  /// Where the element's start tag begins: the `<`, with the column counted in UTF-8 bytes.
  package var location: SourceLocation

  /// Whether the custom class is one of `module`'s: `customModuleProvider="target"` means the module that
  /// contains the file, whatever `customModule` says; no `customModule` leaves the lookup to the runtime,
  /// which finds the module's class.
  package func isInModule(_ module: String) -> Bool {
    customModuleProvider == "target" || customModule == nil || customModule == module
  }

  /// Creates an object record. Empty attribute values count as absent, as Interface Builder treats them.
  package init(
    tag: String,
    customClass: String? = nil,
    customModule: String? = nil,
    customModuleProvider: String? = nil,
    reuseIdentifier: String? = nil,
    key: String? = nil,
    location: SourceLocation
  ) {
    self.tag = tag
    self.customClass = nonEmpty(customClass)
    self.customModule = nonEmpty(customModule)
    self.customModuleProvider = nonEmpty(customModuleProvider)
    self.reuseIdentifier = nonEmpty(reuseIdentifier)
    self.key = nonEmpty(key)
    self.location = location
  }
}

/// A cell or reusable view drawn in Interface Builder.
package struct InterfaceBuilderReusableElement: Sendable, Equatable {
  /// The element and its class attributes.
  package var object: InterfaceBuilderObject
  /// The kind the element's tag implies.
  ///
  /// `nil` for a plain top-level `<view>` of a xib, which Interface Builder offers for drawing header,
  /// footer and supplementary views; what it stands for depends on its Swift class.
  package var impliedKind: ViewKind?
  /// Whether the element is a top-level object of a xib.
  package var isTopLevel: Bool
  /// Whether the element is a storyboard prototype: a table cell in a table view's `<prototypes>`, a
  /// collection cell in a collection view's `<cells>`, or a supplementary view of a collection view.
  package var isPrototype: Bool

  /// Creates an element record.
  package init(object: InterfaceBuilderObject, impliedKind: ViewKind?, isTopLevel: Bool, isPrototype: Bool) {
    self.object = object
    self.impliedKind = impliedKind
    self.isTopLevel = isTopLevel
    self.isPrototype = isPrototype
  }
}

/// The string, or `nil` when it is absent or empty.
private func nonEmpty(_ value: String?) -> String? {
  guard let value, !value.isEmpty else { return nil }
  return value
}
