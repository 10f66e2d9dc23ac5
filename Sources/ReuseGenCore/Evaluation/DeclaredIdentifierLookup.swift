/// Where `list` and `generate` look up the names a declared identifier uses (DESIGN.md §10): the run's
/// one index of every file when it has one (`audit`, `migrate`), else the files read when first needed.
final class DeclaredIdentifierLookup {
  private var built: SourceLookup?
  private let build: () -> SourceLookup

  private init(build: @escaping () -> SourceLookup) {
    self.build = build
  }

  /// The lookup over the run's index of every file.
  static func complete(_ lookup: SourceLookup) -> DeclaredIdentifierLookup {
    DeclaredIdentifierLookup { lookup }
  }

  /// A lookup over `files`, of modules `modules`, read and indexed when first asked.
  static func reading(_ files: [InputFile], modules: [String], moduleName: String) -> DeclaredIdentifierLookup
  {
    DeclaredIdentifierLookup {
      let read = files.map { file -> AuditSource? in
        guard let bytes = try? FileReader.readBytes(atFileSystemPath: file.fileSystemPath),
          !GeneratedFileMarker.isGenerated(bytes)
        else { return nil }
        return AuditSource(path: file.displayPath, filePath: file.path, bytes: bytes)
      }
      return ModuleSources(read: read, modules: modules, moduleFileCount: files.count, moduleName: moduleName)
        .lookup
    }
  }

  /// Runs `body` with the lookup.
  func evaluate<Result>(_ body: (SourceLookup) -> Result) -> Result {
    if built == nil { built = build() }
    return body(built!)
  }
}
