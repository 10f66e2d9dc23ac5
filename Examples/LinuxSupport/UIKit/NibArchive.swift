import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One top-level object of a xib: its element name (`tableViewCell`, `view`, …), attributes and frame.
struct _NibObject: Sendable {
  var elementName: String
  var attributes: [String: String]
  var frame: CGRect?
}

/// Reads the top-level objects of a xib: the children of `<objects>` other than placeholders.
///
/// Subviews, outlets, constraints and other nested content are not read.
final class _NibArchiveReader: NSObject, XMLParserDelegate {
  /// The top-level objects of the xib in `data`, or `nil` when it is not a readable xib.
  static func topLevelObjects(in data: Data) -> [_NibObject]? {
    let reader = _NibArchiveReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse(), reader.sawObjects else { return nil }
    return reader.objects
  }

  private var path: [String] = []
  private var objects: [_NibObject] = []
  private var sawObjects = false

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    if path == ["document"], elementName == "objects" {
      sawObjects = true
    } else if path == ["document", "objects"], elementName != "placeholder" {
      objects.append(_NibObject(elementName: elementName, attributes: attributeDict, frame: nil))
    } else if path.count == 3, path.starts(with: ["document", "objects"]), elementName == "rect",
      attributeDict["key"] == "frame", !objects.isEmpty
    {
      objects[objects.count - 1].frame = CGRect(
        x: Double(attributeDict["x"] ?? "") ?? 0,
        y: Double(attributeDict["y"] ?? "") ?? 0,
        width: Double(attributeDict["width"] ?? "") ?? 0,
        height: Double(attributeDict["height"] ?? "") ?? 0)
    }
    path.append(elementName)
  }

  func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    path.removeLast()
  }
}

/// The coder `UINib` passes to `init?(coder:)`: it carries the xib element being loaded.
final class _NibCoder: NSCoder {
  let object: _NibObject

  init(object: _NibObject) {
    self.object = object
    super.init()
  }

  override var allowsKeyedCoding: Bool {
    true
  }

  override func containsValue(forKey key: String) -> Bool {
    object.attributes[key] != nil
  }

  override func decodeObject(forKey key: String) -> Any? {
    object.attributes[key]
  }
}

/// Builds the objects of a xib, the way UIKit's nib loading does on Linux's terms.
@MainActor
enum _NibInstantiator {
  static func instantiate(_ objects: [_NibObject], bundle: Bundle) -> [Any] {
    let made = objects.map { make($0, bundle: bundle) }
    for case let responder as UIResponder in made {
      responder.awakeFromNib()
    }
    return made
  }

  private static func make(_ object: _NibObject, bundle: Bundle) -> Any {
    let base = baseClass(forElement: object.elementName)
    guard let base else {
      // Non-view objects such as `customObject` or gesture recognizers: the stand-in has no class for them.
      return NSObject()
    }
    var viewClass: UIView.Type = base
    if let customClass = object.attributes["customClass"] {
      if let resolved = _NibClassResolver.resolve(object, bundle: bundle) as? UIView.Type {
        viewClass = resolved
      } else {
        // UIKit logs this and falls back to the element's own class.
        let name = [object.attributes["customModule"], customClass].compactMap { $0 }.joined(separator: ".")
        FileHandle.standardError.write(Data("Unknown class \(name) in Interface Builder file.\n".utf8))
      }
    }
    return viewClass.init(coder: _NibCoder(object: object)) ?? NSObject()
  }

  /// The UIKit class an Interface Builder element stands for, or `nil` for objects that are not views.
  private static func baseClass(forElement element: String) -> UIView.Type? {
    switch element {
    case "tableViewCell": return UITableViewCell.self
    case "tableViewHeaderFooterView": return UITableViewHeaderFooterView.self
    case "collectionViewCell": return UICollectionViewCell.self
    case "collectionReusableView": return UICollectionReusableView.self
    case "label": return UILabel.self
    case "scrollView": return UIScrollView.self
    case "tableView": return UITableView.self
    case "collectionView": return UICollectionView.self
    case "customObject": return nil
    default:
      if element.hasSuffix("GestureRecognizer") || element.hasSuffix("Controller") { return nil }
      return UIView.self
    }
  }
}

/// Finds the Swift class a xib element's `customClass` names, as the Objective-C runtime would.
///
/// Swift classes are looked up with `NSClassFromString("Module.Class")`, which swift-corelibs-foundation
/// supports for top-level classes. `customModuleProvider="target"` means "the module the xib is built
/// into", which Xcode substitutes at build time; the stand-in infers it from the bundle's name
/// (`<Package>_<Target>.resources` for SwiftPM resources) and falls back to `customModule`.
enum _NibClassResolver {
  static func resolve(_ object: _NibObject, bundle: Bundle) -> AnyClass? {
    guard let customClass = object.attributes["customClass"], !customClass.isEmpty else { return nil }
    let customModule = object.attributes["customModule"]
    var candidates: [String] = []
    if customClass.hasPrefix("_Tt") {
      candidates = [customClass]
    } else if object.attributes["customModuleProvider"] == "target" {
      candidates = (moduleNames(inferredFrom: bundle) + [customModule].compactMap { $0 }).map {
        "\($0).\(customClass)"
      }
    } else if let customModule {
      candidates = ["\(customModule).\(customClass)"]
    } else {
      // A bare name is an Objective-C class, UIKit's own among them (`UITableViewHeaderFooterView` as a
      // `<view>`'s custom class), which the runtime finds by that name; the stand-in's are Swift classes of
      // its `UIKit` module.
      candidates = [customClass, "UIKit.\(customClass)"]
    }
    for name in candidates where !isNested(name) {
      if let found = NSClassFromString(name) {
        return found
      }
    }
    return nil
  }

  /// `NSClassFromString` on Linux rejects nested names with a log line; such classes stay unresolved.
  private static func isNested(_ qualifiedName: String) -> Bool {
    !qualifiedName.hasPrefix("_Tt") && qualifiedName.split(separator: ".").count > 2
  }

  /// Module names a bundle may belong to: `Pkg_Target.resources` gives `Target`, `Pkg_Target`; the main
  /// bundle gives its executable's name.
  private static func moduleNames(inferredFrom bundle: Bundle) -> [String] {
    var names: [String] = []
    let bundleName = bundle.bundleURL.deletingPathExtension().lastPathComponent
    var remainder = Substring(bundleName)
    while let underscore = remainder.firstIndex(of: "_") {
      remainder = remainder[remainder.index(after: underscore)...]
      if !remainder.isEmpty { names.append(String(remainder)) }
    }
    names.append(bundleName)
    if let executable = bundle.executableURL?.deletingPathExtension().lastPathComponent {
      names.append(executable)
    }
    return names.map { $0.replacingOccurrences(of: "-", with: "_") }
  }
}
