import Foundation

/// A module whose reusable views cover every kind and shape: nested, in extensions, in `#if`, generic,
/// subclass chains, nib-backed and storyboard prototypes.
///
/// `Scripts/ios-typecheck.sh` compiles this file with `Scripts/synthetic-module/main.swift` to write the
/// same module and type-check it against Apple's iOS SDK, so keep it free of test-only dependencies.
struct SyntheticModule {
  var viewCount: Int

  func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let perFile = 20
    for file in 0..<(viewCount / perFile) {
      var source = "import UIKit\n\nenum Screen\(file) {}\n\n"
      for index in 0..<perFile {
        let number = file * perFile + index
        source += declaration(number, file: file)
      }
      try source.write(
        to: folder.appendingPathComponent("Screen\(file).swift"), atomically: false, encoding: .utf8)
    }
    for number in 0..<5 {
      try nib(className: "NibCell\(number)", identifier: number.isMultiple(of: 2) ? "nib-\(number)" : nil)
        .write(to: folder.appendingPathComponent("NibCell\(number).xib"), atomically: false, encoding: .utf8)
    }
  }

  private func declaration(_ number: Int, file: Int) -> String {
    switch number % 10 {
    case 0: return "final class Row\(number): UITableViewCell {}\n"
    case 1:
      return "extension Screen\(file) {\n  final class Header\(number): UITableViewHeaderFooterView {}\n}\n"
    case 2:
      return "class Tile\(number): UICollectionViewCell {}\nfinal class Leaf\(number): Tile\(number) {}\n"
    case 3:
      return
        "@available(iOS 14.0, *)\nenum Group\(number) {\n  final class Item\(number): UICollectionViewListCell {}\n}\n"
    case 4: return "final class Supplement\(number): UICollectionReusableView {}\n"
    case 5:
      return
        "#if DEBUG\n  final class Debug\(number): UITableViewCell {}\n#else\n  final class Release\(number): UITableViewCell {}\n#endif\n"
    case 6:
      return
        "class Generic\(number)<Model>: UICollectionViewCell {}\nfinal class Concrete\(number): Generic\(number)<Int> {}\n"
    case 7 where number < 50: return "final class NibCell\(number / 10 % 5): UITableViewCell {}\n"
    case 8: return "public final class Public\(number): UITableViewCell {}\n"
    default: return "final class Plain\(number): UITableViewCell {}\n"
    }
  }

  /// What a user of the Reusable library writes by hand for the same views instead of a generated file:
  /// the protocol with its `String(describing:)` default, typed register and dequeue helpers, and one
  /// `extension X: Reusable {}` per class chain, with the view's `#if` and `@available`.
  /// `Benchmarks/compile-cost.py` compares its type-check cost with the generated file's.
  func handWrittenConformances() -> String {
    var source = handWrittenSupport
    for file in 0..<(viewCount / 20) {
      for index in 0..<20 {
        source += handWrittenConformance(file * 20 + index, file: file)
      }
    }
    return source
  }

  /// The conformance a Reusable user writes for the views `declaration(number, file:)` declares.
  private func handWrittenConformance(_ number: Int, file: Int) -> String {
    switch number % 10 {
    case 0: return "extension Row\(number): Reusable {}\n"
    case 1: return "extension Screen\(file).Header\(number): Reusable {}\n"
    case 2: return "extension Tile\(number): Reusable {}\n"
    case 3: return "@available(iOS 14.0, *)\nextension Group\(number).Item\(number): Reusable {}\n"
    case 4: return "extension Supplement\(number): Reusable {}\n"
    case 5:
      return
        "#if DEBUG\n  extension Debug\(number): Reusable {}\n#else\n  extension Release\(number): Reusable {}\n#endif\n"
    case 6: return "extension Generic\(number): Reusable {}\n"
    case 7 where number < 50: return "extension NibCell\(number / 10 % 5): Reusable {}\n"
    case 8: return "extension Public\(number): Reusable {}\n"
    default: return "extension Plain\(number): Reusable {}\n"
    }
  }

  private let handWrittenSupport = """
    import UIKit

    protocol Reusable: AnyObject {
      static var reuseIdentifier: String { get }
    }

    extension Reusable {
      static var reuseIdentifier: String { String(describing: self) }
    }

    extension UITableView {
      func register<T: UITableViewCell & Reusable>(cellType: T.Type) {
        register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
      }

      func register<T: UITableViewHeaderFooterView & Reusable>(headerFooterViewType: T.Type) {
        register(headerFooterViewType, forHeaderFooterViewReuseIdentifier: headerFooterViewType.reuseIdentifier)
      }

      func dequeueReusableCell<T: UITableViewCell & Reusable>(
        for indexPath: IndexPath, cellType: T.Type = T.self
      ) -> T {
        guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T else {
          fatalError("Failed to dequeue a cell with identifier \\(cellType.reuseIdentifier)")
        }
        return cell
      }

      func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView & Reusable>(
        _ viewType: T.Type = T.self
      ) -> T? {
        dequeueReusableHeaderFooterView(withIdentifier: viewType.reuseIdentifier) as? T
      }
    }

    extension UICollectionView {
      func register<T: UICollectionViewCell & Reusable>(cellType: T.Type) {
        register(cellType, forCellWithReuseIdentifier: cellType.reuseIdentifier)
      }

      func register<T: UICollectionReusableView & Reusable>(supplementaryViewType: T.Type, ofKind kind: String) {
        register(
          supplementaryViewType, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: supplementaryViewType.reuseIdentifier)
      }

      func dequeueReusableCell<T: UICollectionViewCell & Reusable>(
        for indexPath: IndexPath, cellType: T.Type = T.self
      ) -> T {
        guard
          let cell = dequeueReusableCell(withReuseIdentifier: cellType.reuseIdentifier, for: indexPath) as? T
        else {
          fatalError("Failed to dequeue a cell with identifier \\(cellType.reuseIdentifier)")
        }
        return cell
      }

      func dequeueReusableSupplementaryView<T: UICollectionReusableView & Reusable>(
        ofKind kind: String, for indexPath: IndexPath, viewType: T.Type = T.self
      ) -> T {
        let view = dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: viewType.reuseIdentifier, for: indexPath)
        guard let typedView = view as? T else {
          fatalError("Failed to dequeue a supplementary view with identifier \\(viewType.reuseIdentifier)")
        }
        return typedView
      }
    }


    """

  private func nib(className: String, identifier: String?) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell \(identifier.map { "reuseIdentifier=\"\($0)\" " } ?? "")id="KGk-i7-Jjw" customClass="\(className)" customModule="Large" customModuleProvider="target"/>
        </objects>
    </document>
    """
  }
}
