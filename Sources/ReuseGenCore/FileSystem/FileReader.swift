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
    let buffer = ReadBuffer()
    let bytes = Array(try read(atFileSystemPath: path, into: buffer))
    // The bytes live in the buffer, which must outlive the copy. (The closure form that returns the copy
    // needs a standard library whose `withExtendedLifetime` has typed throws, which older SDKs lack.)
    withExtendedLifetime(buffer) {}
    return bytes
  }

  /// The bytes of `file`: its contents in memory, or the file's on disk.
  static func readBytes(of file: InputFile) throws(Failure) -> [UInt8] {
    if let contents = file.contents { return contents }
    return try readBytes(atFileSystemPath: file.fileSystemPath)
  }

  /// Reads `file` into `buffer`, as `read(atFileSystemPath:into:)` does, or copies its contents in memory.
  static func read(_ file: InputFile, into buffer: ReadBuffer) throws(Failure) -> UnsafeBufferPointer<UInt8> {
    guard let contents = file.contents else {
      return try read(atFileSystemPath: file.fileSystemPath, into: buffer)
    }
    buffer.reserve(contents.count)
    contents.withUnsafeBufferPointer { bytes in
      if let start = bytes.baseAddress { buffer.storage.update(from: start, count: bytes.count) }
    }
    return UnsafeBufferPointer(start: buffer.storage, count: contents.count)
  }

  /// Reads the file whose path has these bytes into `buffer`, which a thread reuses from file to file, and
  /// returns them; they stay valid until the buffer is used again.
  static func read(atFileSystemPath path: [UInt8], into buffer: ReadBuffer) throws(Failure)
    -> UnsafeBufferPointer<UInt8>
  {
    try readWithStatus(atFileSystemPath: path, into: buffer).bytes
  }

  /// `read(atFileSystemPath:into:)`, with the file's status as it was before it was read.
  static func readWithStatus(atFileSystemPath path: [UInt8], into buffer: ReadBuffer) throws(Failure)
    -> (bytes: UnsafeBufferPointer<UInt8>, status: FileStatus)
  {
    let descriptor = (path + [0]).withUnsafeBufferPointer { pathBytes in
      pathBytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    }
    guard descriptor >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
    let count = try readToEnd(descriptor, expectedSize: max(Int(info.st_size), 0), into: buffer)
    return (UnsafeBufferPointer(start: buffer.storage, count: count), FileStatus(info))
  }
}

/// Reads the open file into `buffer` to its end and returns the count of bytes. At file scope, where
/// `read` is the C library's on every platform, not `FileReader.read`.
private func readToEnd(_ descriptor: Int32, expectedSize: Int, into buffer: ReadBuffer) throws(FileReader
  .Failure)
  -> Int
{
  // One byte more than the size, so that a file that grew since `fstat` shows it.
  buffer.reserve(expectedSize + 1)
  var count = 0
  while true {
    if count == buffer.capacity {
      // The file grew while being read.
      buffer.reserve(2 * buffer.capacity, keeping: count)
    }
    let readCount = read(descriptor, buffer.storage + count, buffer.capacity - count)
    if readCount < 0 {
      if errno == EINTR { continue }
      throw .cannotOpen(String(cString: strerror(errno)))
    }
    if readCount == 0 { break }
    count += readCount
    // A short read once the whole expected size is in is the end of the file: stopping spares the
    // extra system call, one per file, that would return 0. A short read before it (a network or
    // FUSE file system may return one) reads on.
    if count >= expectedSize, count < buffer.capacity { break }
  }
  return count
}

/// Memory for one file's bytes that a scanning thread reuses from file to file: allocating it once spares
/// a `malloc`, and the kernel's zeroing of fresh pages, for every file.
final class ReadBuffer {
  private(set) var storage: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int

  init() {
    capacity = 64 * 1_024
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Makes room for at least `size` bytes, keeping the first `kept`.
  func reserve(_ size: Int, keeping kept: Int = 0) {
    guard size > capacity else { return }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    grown.update(from: storage, count: kept)
    storage.deallocate()
    storage = grown
    capacity = size
  }
}
