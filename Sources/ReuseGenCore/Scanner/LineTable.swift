/// Maps byte offsets to 1-based lines and UTF-8 byte columns, as the Swift compiler counts them: `\n`,
/// `\r` and `\r\n` each end one line.
///
/// The scanner asks for positions in increasing order, so the counter walks forward from the last
/// answer instead of indexing every line of the file up front: files with no declarations cost nothing,
/// and the rest cost one pass up to their last declaration.
struct LineTable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The 1-based line and column of `target`.
  mutating func position(of target: Int) -> (line: Int, column: Int) {
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    let end = min(target, bytes.count)
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
    return (line, target - lineStart + 1)
  }
}
