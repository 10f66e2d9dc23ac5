#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps byte offsets to 1-based lines and UTF-8 byte columns, as the Swift compiler counts them: `\n`,
/// `\r` and `\r\n` each end one line.
///
/// The scanner asks for positions in increasing order, so the counter walks forward from the last
/// answer instead of indexing every line of the file up front: files with no declarations cost nothing,
/// and the rest cost one pass up to their last declaration. Files without `\r`, nearly all of them, are
/// walked with `memchr`, which skips whole words of bytes at a time.
struct LineTable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let hasCarriageReturns: Bool
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    hasCarriageReturns =
      bytes.count > 0 && memchr(bytes.baseAddress!, Int32(UInt8(ascii: "\r")), bytes.count) != nil
  }

  /// The 1-based line and column of `target`.
  mutating func position(of target: Int) -> (line: Int, column: Int) {
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    let end = min(target, bytes.count)
    if hasCarriageReturns {
      walkByteByByte(to: end)
    } else if let base = bytes.baseAddress {
      while offset < end, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), end - offset) {
        offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        line += 1
        lineStart = offset
      }
      offset = max(offset, end)
    }
    return (line, target - lineStart + 1)
  }

  private mutating func walkByteByByte(to end: Int) {
    while offset < end {
      let byte = bytes[offset]
      offset += 1
      // A `\r` directly followed by `\n` leaves the line break to the `\n`.
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && (offset == bytes.count || bytes[offset] != UInt8(ascii: "\n")))
      {
        line += 1
        lineStart = offset
      }
    }
  }
}
