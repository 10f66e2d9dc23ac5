/// Code ReuseGen does not read (SPEC §10.7): a registration may live in a superclass, or in the type an
/// extension extends, that no file the run reads declares (Objective-C, a module given no `--context`, a
/// library). A dequeue such code may serve is never a certain crash.
extension CallSiteModule {
  /// Where the registration of the dequeue at `site` may be, out of the code the run reads.
  struct UnreadRegistrar: Equatable {
    /// The type around the call.
    var owner: String
    /// The class no file read declares: `owner` itself, or one of its superclasses.
    var unread: String
  }

  /// The class out of the code the run reads that may register what the call at `site` dequeues: the first
  /// superclass of the type around the call that no file read declares and that is not Apple's, or that
  /// type itself when it is no file's; `nil` when the chain is read up to Apple's classes, or the call is in
  /// no type.
  func unreadRegistrar(around site: ReuseCallSite) -> UnreadRegistrar? {
    guard let owner = scopeTypes(site.file, site.nameToken).last else { return nil }
    let chain = classChain(of: owner)
    let unread: String
    switch chain.end {
    case .undeclared(let superclass): unread = superclass
    case .unresolvable where chain.classes == [owner]: unread = owner
    case .unresolvable, .root, .uikit, .unknown, .cycle: return nil
    }
    let name = unread.split(separator: ".").last.map(String.init) ?? unread
    guard !AppleNames.isApples(name), !UIKitClasses.rootNames.contains(name) else { return nil }
    return UnreadRegistrar(owner: owner, unread: unread)
  }
}

extension CallSiteModule.UnreadRegistrar {
  /// Why the dequeue is not a certain crash, and what would let `audit` look.
  var explanation: String {
    owner == unread
      ? "'\(owner)', whose extension makes this call, is declared in no file audit reads and may register it"
      : "'\(owner)' inherits from '\(unread)', which no file audit reads declares, and which may register it"
  }
}
