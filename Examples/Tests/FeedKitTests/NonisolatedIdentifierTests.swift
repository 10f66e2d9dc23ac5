import Testing
import UIKit

@testable import FeedKit

/// Generated identifiers read the same from any isolation, and are the strings UIKit registers with.
@Suite struct NonisolatedIdentifierTests {
  @Test func identifiersReadOffTheMainActorMatchTheRegisteredOnes() async {
    let sponsored = Post(id: 1, author: "a", body: "b", isSponsored: true)
    let plain = Post(id: 2, author: "a", body: "b", isSponsored: false)
    let tags = await Task.detached {
      [FeedImpressions.tag(for: sponsored), FeedImpressions.tag(for: plain), FeedImpressions.photoTag]
    }.value
    // The nib's identifier for the nib-backed cell; the qualified type name for the others.
    #expect(tags == ["promo", "FeedKit.FeedViewController.PostCell", "FeedKit.PhotoCell"])
    let registered = await MainActor.run {
      [PromoCell.reuseIdentifier, FeedViewController.PostCell.reuseIdentifier, PhotoCell.reuseIdentifier]
    }
    #expect(tags == registered)
  }
}
