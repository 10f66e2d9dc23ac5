import Foundation

/// An amount of money.
public struct Money: Equatable {
  /// The amount in cents.
  public var cents: Int
}
