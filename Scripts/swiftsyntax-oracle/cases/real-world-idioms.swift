// Idioms from real iOS code bases around reusable views.
import UIKit

infix operator <>: AdditionPrecedence

@available(iOS, deprecated: 13, message: "use \"ModernCell\" instead of class OldCell: UITableViewCell {}")
final class LegacyCell: UITableViewCell, @unchecked Sendable {
  static let identifier = "LegacyCell"
  class var preferredHeight: CGFloat { 44 }
  private lazy var formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy/MM/dd"
    return formatter
  }()
  @objc private func tapped(_ sender: Any) {}
  override func prepareForReuse() {
    super.prepareForReuse()
    let selector = #selector(tapped(_:))
    _ = selector
    DispatchQueue.main.async { [weak self] in
      guard let self else { return }
      self.textLabel?.text = "\(self.formatter.string(from: Date())) / \([1, 2].map { "\($0)" }.joined(separator: "/"))"
    }
  }
}

enum Row: String {
  case title = "class Fake: UITableViewCell {}"
  case body = #"raw "class" \(x)"#
  static func <> (lhs: Row, rhs: Row) -> Row { lhs }
}

protocol Configurable where Self: UITableViewCell {
  associatedtype Model
  func configure(with model: Model)
}

extension Configurable where Self: UITableViewCell {
  func reset() {}
}

final class ProfileCell<Model>: UICollectionViewCell, Configurable
where Model: Decodable & Sendable {
  func configure(with model: Model) {
    switch model {
    case let value as String where value.count > 1 / 2:
      _ = value
    default:
      break
    }
  }
}

public extension UIViewController {
  final class EmbeddedCell: UITableViewCell {}
}

#warning("class NotACell: UITableViewCell {}")

#if swift(>=5.9) && canImport(UIKit)
  @MainActor
  final class ModernCell: UICollectionViewListCell {
    nonisolated override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }
#endif

typealias Handler = (Result<Data, Error>) -> Void

final class Screen: UIViewController {
  var handler: Handler?
  let items = [1, 2, 3].filter { $0 % 2 == 0 }.map { $0 / 2 }
  final class Header: UITableViewHeaderFooterView {
    var paths: [KeyPath<Header, String?>] = [\.textLabel?.text]
  }
  func layout() {
    let ratio = view.bounds.width / view.bounds.height / 2
    _ = ratio
    if case .some(let value) = handler { _ = value }
  }
}

final class Footer: UICollectionReusableView {
  let regex = /[a-z]+\/(\d+)/
  let division = 10 / 2 / 1
}
