import XCTest

@testable import Wallet

final class FeedTests: XCTestCase {
  func testFeedHasRows() {
    XCTAssertNotNil(FeedViewController())
  }
}
