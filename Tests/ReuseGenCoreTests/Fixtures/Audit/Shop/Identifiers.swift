// swift-format-ignore-file
import UIKit

/// Reuse identifiers kept in one place, the way many apps do.
enum ReuseID {
  static let product = "ProductCell"
  static let banner = "BannerCell"

  enum Headers {
    static let section = "SectionHeader"
  }
}
