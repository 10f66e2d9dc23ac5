/// Maps byte offsets to 1-based lines and UTF-8 byte columns, as the Swift compiler counts them: `\n`,
/// `\r` and `\r\n` each end one line.
struct LineTable {
  private var lineStarts: [Int] = [0]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        lineStarts.append(index)
      } else if byte == UInt8(ascii: "\r") {
        if index < count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        lineStarts.append(index)
      }
    }
  }

  /// The 1-based line and column of `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }
}
