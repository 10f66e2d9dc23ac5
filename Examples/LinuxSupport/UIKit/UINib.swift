import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uinib
///
/// On Linux a nib is read from the Interface Builder `.xib` source (or an XML `.nib`) in the bundle, since
/// there is no `ibtool` to compile it. `instantiate(withOwner:options:)` builds every top-level object of
/// the xib with its `customClass`, through `init?(coder:)`, and calls `awakeFromNib()` on each, as UIKit
/// does. `StandIn.swift` lists what it leaves out.
@available(iOS 4.0, *)
@MainActor
open class UINib: NSObject {
  /// Mirrors https://developer.apple.com/documentation/uikit/uinib/optionskey
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// Mirrors https://developer.apple.com/documentation/uikit/uinib/optionskey/init(rawvalue:)
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Mirrors https://developer.apple.com/documentation/uikit/uinib/optionskey/rawvalue
    public var rawValue: String

    /// Mirrors https://developer.apple.com/documentation/uikit/uinib/optionskey/externalobjects
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
  ///
  /// Like UIKit, it only records the name: a missing nib is reported when it is instantiated. It looks
  /// for `<name>.xib`, then `<name>.nib`, in `bundleOrNil`, or in the main bundle when that is `nil`.
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.init(source: .named(name), bundle: bundleOrNil ?? .main)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uinib/init(data:bundle:)
  ///
  /// `data` is the XML of a xib.
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
    self.init(source: .data(data), bundle: bundleOrNil ?? .main)
  }

  private init(source: Source, bundle: Bundle) {
    self.source = source
    self.bundle = bundle
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)
  ///
  /// Returns the top-level objects of the nib, placeholders excluded, in document order.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil)
    -> [Any]
  {
    _NibInstantiator.instantiate(loadArchive(), bundle: bundle)
  }

  // MARK: Loading

  private enum Source {
    case named(String)
    case data(Data)
  }

  private let source: Source
  private let bundle: Bundle
  private var archive: [_NibObject]?

  /// The nib's name for messages, as UIKit prints it.
  var _debugName: String {
    switch source {
    case .named(let name): name
    case .data: "(data)"
    }
  }

  private func loadArchive() -> [_NibObject] {
    if let archive { return archive }
    let data: Data?
    switch source {
    case .named(let name):
      let url =
        bundle.url(forResource: name, withExtension: "xib")
        ?? bundle.url(forResource: name, withExtension: "nib")
      data = url.flatMap { try? Data(contentsOf: $0) }
    case .data(let bytes):
      data = bytes
    }
    guard let data, let objects = _NibArchiveReader.topLevelObjects(in: data) else {
      _UIKitTrap.couldNotLoadNib(named: _debugName, bundle: bundle)
    }
    archive = objects
    return objects
  }
}
