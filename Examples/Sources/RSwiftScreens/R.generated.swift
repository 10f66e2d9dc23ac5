// swift-format-ignore-file
// (R.swift names its structs and its global as the generated code below does.)
import Foundation
import RswiftResources

// A stand-in for the file R.swift 7's build plugin writes for this module, which apps do not commit and the
// Examples cannot generate: the shapes of its `R.nib` and `R.reuseIdentifier` for the module's three xibs,
// as `Sources/RswiftGenerators/Nib+Generator.swift` and `ReuseIdentifier+Generator.swift` of
// mac-cain13/R.swift (f0a0d531686138e9f7ad4c2b6bf6115149aeb08b) generate them. R.swift 7 stores the bundle
// it is given (`let R = _R(bundle: Bundle.module)` in a package target); the stand-in reads `Bundle.module`
// where it is asked for, so that its global `R` needs no `Sendable` bundle.

struct _R {
  var bundle: Bundle { Bundle.module }
  var nib: nib { .init() }
  var reuseIdentifier: reuseIdentifier { .init() }

  /// This `_R.nib` struct is generated, and contains static references to 3 nibs.
  struct nib {
    var bundle: Bundle { Bundle.module }

    /// Nib `TokenCell`.
    var tokenCell: RswiftResources.NibReferenceReuseIdentifier<TokenCell, TokenCell> {
      .init(name: "TokenCell", bundle: bundle, identifier: "token")
    }

    /// Nib `WalletCell`.
    var walletCell: RswiftResources.NibReference<WalletCell> { .init(name: "WalletCell", bundle: bundle) }

    /// Nib `WordCell`.
    var wordCell: RswiftResources.NibReferenceReuseIdentifier<WordCell, WordCell> {
      .init(name: "WordCell", bundle: bundle, identifier: "word")
    }
  }

  /// This `_R.reuseIdentifier` struct is generated, and contains static references to 2 reuse identifiers.
  struct reuseIdentifier {
    /// Reuse identifier `token`.
    let token: RswiftResources.ReuseIdentifier<TokenCell> = .init(identifier: "token")

    /// Reuse identifier `word`.
    let word: RswiftResources.ReuseIdentifier<WordCell> = .init(identifier: "word")
  }
}

let R = _R()
