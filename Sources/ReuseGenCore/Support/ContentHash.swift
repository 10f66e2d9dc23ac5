/// The one content hash of the caches: the scan cache's facts, kept evaluations and outputs, the audit
/// cache's inputs.
enum ContentHash {
  /// A 64-bit hash of `bytes` and their count, fast in a debug build too (which the build plugins run):
  /// eight bytes a step, each step a bijection of the state, so two contents of one length that differ
  /// in one word never collide, and others do with a chance near 2⁻⁶⁴.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let wordSize = MemoryLayout<UInt64>.size
    guard let base = bytes.baseAddress, Int(bitPattern: base) % MemoryLayout<UInt64>.alignment == 0 else {
      // Words are read in place only where they are aligned; elsewhere from an aligned copy.
      var words = [UInt64](repeating: 0, count: bytes.count / wordSize + 1)
      words.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
      return words.withUnsafeBytes { words in
        of(UnsafeBufferPointer(rebasing: words.bindMemory(to: UInt8.self)[..<bytes.count]))
      }
    }
    var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
    let wordCount = bytes.count / wordSize
    UnsafeRawPointer(base).withMemoryRebound(to: UInt64.self, capacity: wordCount) { words in
      var index = 0
      while index < wordCount {
        state = (state ^ UInt64(littleEndian: words[index])) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 32
        index += 1
      }
    }
    var tail: UInt64 = 0
    var index = wordCount * wordSize
    while index < bytes.count {
      tail = tail << 8 | UInt64(base[index])
      index += 1
    }
    state = (state ^ tail) &* 0x9E37_79B9_7F4A_7C15
    // MurmurHash3's finalizer, so that every bit of the state reaches every bit of the hash.
    state ^= state >> 33
    state = state &* 0xFF51_AFD7_ED55_8CCD
    state ^= state >> 33
    state = state &* 0xC4CE_B9FE_1A85_EC53
    return state ^ (state >> 33)
  }
}
