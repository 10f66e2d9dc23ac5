#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The element names the reader's decisions depend on; every other name is `other`. Both readers map a
/// tag to one of these once, so that the decisions below compare small values instead of strings, and the
/// byte reader makes a `String` only for the elements it records.
enum InterfaceBuilderTag: Equatable {
  case objects, placeholder, view, prototypes, cells, tableView, collectionView
  case tableViewCell, tableViewHeaderFooterView, collectionViewCell, collectionReusableView
  case other

  init(_ name: String) {
    var name = name
    self = name.withUTF8 { Self($0) }
  }

  /// The tag `name`, given as its UTF-8 bytes.
  init(_ name: UnsafeBufferPointer<UInt8>) {
    // The names differ in length, so the length picks the one candidate to compare.
    let candidate: (spelling: StaticString, tag: InterfaceBuilderTag)? =
      switch name.count {
      case 4: ("view", .view)
      case 5: ("cells", .cells)
      case 7: ("objects", .objects)
      case 9: ("tableView", .tableView)
      case 10: ("prototypes", .prototypes)
      case 11: ("placeholder", .placeholder)
      case 13: ("tableViewCell", .tableViewCell)
      case 14: ("collectionView", .collectionView)
      case 18: ("collectionViewCell", .collectionViewCell)
      case 22: ("collectionReusableView", .collectionReusableView)
      case 25: ("tableViewHeaderFooterView", .tableViewHeaderFooterView)
      default: nil
      }
    guard let candidate, let base = name.baseAddress,
      memcmp(base, candidate.spelling.utf8Start, name.count) == 0
    else {
      self = .other
      return
    }
    self = candidate.tag
  }

  /// The kind a reusable-view tag implies, or `nil` for a tag that is not one.
  var impliedKind: ViewKind? {
    switch self {
    case .tableViewCell: .tableViewCell
    case .tableViewHeaderFooterView: .tableViewHeaderFooterView
    case .collectionViewCell: .collectionViewCell
    case .collectionReusableView: .collectionReusableView
    default: nil
    }
  }
}

/// Decides which elements of an Interface Builder file ReuseGen records, as the reader meets their start
/// and end tags: the top-level objects of a xib and every cell or reusable view. Both readers (the byte
/// reader and the `XMLParser` one it falls back to) feed it, so that they record alike by construction.
struct InterfaceBuilderElementRecorder {
  let kind: InterfaceBuilderDocument.Kind
  private(set) var topLevelObjects: [InterfaceBuilderObject] = []
  private(set) var reusableElements: [InterfaceBuilderReusableElement] = []
  /// The open elements, outermost first.
  private var openTags: [InterfaceBuilderTag] = []

  init(kind: InterfaceBuilderDocument.Kind) {
    self.kind = kind
  }

  /// Whether an element that starts now is a child of a xib's `<objects>` right under the root, whose
  /// children are its top-level objects.
  private var isTopLevel: Bool {
    kind == .xib && openTags.count == 2 && openTags[1] == .objects
  }

  /// Whether an element of `tag` that starts now is recorded, so that its attributes must be read.
  func records(_ tag: InterfaceBuilderTag) -> Bool {
    isTopLevel || tag.impliedKind != nil
  }

  /// Opens an element; `object` is its record, which the caller makes exactly when `records(tag)`.
  mutating func open(_ tag: InterfaceBuilderTag, object: InterfaceBuilderObject?) {
    defer { openTags.append(tag) }
    guard let object else { return }
    let isTopLevel = isTopLevel
    if isTopLevel, tag != .placeholder {
      topLevelObjects.append(object)
    }
    let impliedKind = tag.impliedKind
    // A plain view counts only at the top of a xib, where Interface Builder users draw header, footer and
    // supplementary views; anywhere else a custom view is just a subview.
    let isPlainReusableView = isTopLevel && tag == .view && object.customClass != nil
    guard impliedKind != nil || isPlainReusableView else { return }
    reusableElements.append(
      InterfaceBuilderReusableElement(
        object: object, impliedKind: impliedKind, isTopLevel: isTopLevel, isPrototype: isPrototype(tag)))
  }

  /// Closes the innermost open element.
  mutating func close() {
    if !openTags.isEmpty {
      openTags.removeLast()
    }
  }

  /// Storyboards keep prototypes in fixed places: table cells under `tableView/prototypes`, collection
  /// cells under `collectionView/cells`, and supplementary views directly under `collectionView`, keyed
  /// `sectionHeaderView` or `sectionFooterView`. Cells elsewhere, such as a static table's cells, are not
  /// prototypes, and xibs have none.
  private func isPrototype(_ tag: InterfaceBuilderTag) -> Bool {
    guard kind == .storyboard else { return false }
    let parent = openTags.last
    let grandparent = openTags.count >= 2 ? openTags[openTags.count - 2] : nil
    switch tag {
    case .tableViewCell: return parent == .prototypes && grandparent == .tableView
    case .collectionViewCell: return parent == .cells && grandparent == .collectionView
    case .collectionReusableView: return parent == .collectionView
    default: return false
    }
  }
}
