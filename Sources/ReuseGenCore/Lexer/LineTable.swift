#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps byte offsets to 1-based lines and UTF-8 byte columns, as the Swift compiler counts them: `\n`,
/// `\r` and `\r\n` each end one line. It is the one line rule of every stage: the scanner walks it forward
/// as a cursor (`position(of:)`), and `audit` and `migrate` index every line of a file up front
/// (`lineStarts(of:)`), so a file with old Mac line endings has the same positions in every command.
///
/// The scanner asks for positions in increasing order, so the cursor walks forward from the last answer
/// instead of indexing every line of the file up front: files with no declarations cost nothing, and the
/// rest cost one pass up to their last declaration. Files without `\r`, nearly all of them, are walked with
/// `memchr`, which skips whole words of bytes at a time.
struct LineTable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let hasCarriageReturns: Bool
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    hasCarriageReturns = Self.hasCarriageReturns(bytes)
  }

  /// The 1-based line and column of `target`.
  mutating func position(of target: Int) -> (line: Int, column: Int) {
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    let end = min(target, bytes.count)
    while let next = Self.nextLineStart(
      bytes, from: offset, before: end, hasCarriageReturns: hasCarriageReturns)
    {
      offset = next
      line += 1
      lineStart = next
    }
    offset = max(offset, end)
    return (line, target - lineStart + 1)
  }

  /// Where each line of `bytes` starts, 0 first.
  static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    let carriageReturns = hasCarriageReturns(bytes)
    var offset = 0
    while let next = nextLineStart(
      bytes, from: offset, before: bytes.count, hasCarriageReturns: carriageReturns)
    {
      starts.append(next)
      offset = next
    }
    return starts
  }

  /// The 0-based index of the line that holds `offset`, given where each line starts.
  static func line(containing offset: Int, lineStarts: [Int]) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private static func hasCarriageReturns(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count > 0 && memchr(bytes.baseAddress!, Int32(UInt8(ascii: "\r")), bytes.count) != nil
  }

  /// The offset just past the first line break that ends in `offset..<end`, or `nil` when none does. A `\r`
  /// directly followed by `\n` leaves the line break to the `\n`, even when the `\n` is at `end`.
  private static func nextLineStart(
    _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, before end: Int, hasCarriageReturns: Bool
  ) -> Int? {
    guard offset < end, let base = bytes.baseAddress else { return nil }
    guard hasCarriageReturns else {
      guard let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), end - offset) else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }
    var index = offset
    while index < end {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && (index == bytes.count || bytes[index] != UInt8(ascii: "\n")))
      {
        return index
      }
    }
    return nil
  }
}
