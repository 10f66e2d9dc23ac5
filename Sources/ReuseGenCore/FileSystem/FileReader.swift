#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with plain system calls: no `String` or `Data` in the hot path, and no blocking on a
/// FIFO, because only regular files are read.
enum FileReader {
  enum Failure: Error {
    case cannotOpen(String)
    case notRegularFile
  }

  static func readBytes(atPath path: String) throws(Failure) -> [UInt8] {
    try readBytes(atFileSystemPath: Array(path.utf8))
  }

  /// Reads the file whose path has these bytes, which need not be UTF-8.
  static func readBytes(atFileSystemPath path: [UInt8]) throws(Failure) -> [UInt8] {
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    }
    guard descriptor >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
    var capacity = max(Int(info.st_size), 0) + 1
    var bytes = [UInt8](repeating: 0, count: capacity)
    var count = 0
    while true {
      if count == capacity {
        // The file grew while being read.
        capacity *= 2
        bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
      }
      let readCount = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, capacity - count)
      }
      if readCount < 0 {
        if errno == EINTR { continue }
        throw .cannotOpen(String(cString: strerror(errno)))
      }
      if readCount == 0 { break }
      count += readCount
    }
    bytes.removeSubrange(count...)
    return bytes
  }
}
