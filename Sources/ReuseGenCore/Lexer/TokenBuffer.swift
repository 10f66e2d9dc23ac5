/// Storage for one file's tokens that a scanning thread reuses from file to file, so that lexing a module
/// allocates (and the kernel zeroes) token memory a few times instead of once per file.
final class TokenBuffer {
  private var storage: UnsafeMutablePointer<Token>
  private var capacity: Int
  /// How many tokens the last `Lexer.tokenize(_:into:)` wrote.
  var count = 0

  init() {
    capacity = 4_096
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Room for the tokens of an input of `size` bytes: one per byte, and the end-of-file token.
  func prepare(forInputOfSize size: Int) -> UnsafeMutablePointer<Token> {
    count = 0
    if size + 1 > capacity {
      storage.deallocate()
      capacity = max(size + 1, 2 * capacity)
      storage = .allocate(capacity: capacity)
    }
    return storage
  }

  /// The tokens of the last input lexed; valid until the buffer is prepared again.
  var tokens: UnsafeBufferPointer<Token> {
    UnsafeBufferPointer(start: storage, count: count)
  }
}
