#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the file system says of a file without reading it: the scan cache trusts an entry whose file has
/// the status it had, as `git` trusts its index (`ScanCache`).
struct FileStatus: Equatable, Sendable {
  var size: UInt64
  /// The modification and status-change times, in nanoseconds since 1970.
  var modified: Int64
  var changed: Int64
  var inode: UInt64
  var device: UInt64

  init(size: UInt64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
    (self.size, self.modified, self.changed, self.inode, self.device) = (
      size, modified, changed, inode, device
    )
  }

  init(_ info: stat) {
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    self.init(
      size: UInt64(max(info.st_size, 0)),
      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
      inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
  }

  /// The status of the regular file whose path has these bytes; `nil` for any other file, or none.
  static func of(fileSystemPath path: [UInt8]) -> FileStatus? {
    var info = stat()
    let result = (path + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) }
    }
    guard result == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileStatus(info)
  }

  /// Nanoseconds since 1970, now.
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
