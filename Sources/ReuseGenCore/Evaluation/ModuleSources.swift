/// The Swift files of a module and its context, read and indexed for identifier lookup only when first
/// needed: `list` and `generate` need them just for a declared identifier that names another constant, and
/// `audit` and `migrate` always.
final class ModuleSources {
  private let files: [(module: String, file: InputFile)]
  private let moduleName: String
  private(set) var unreadable: [InputFile] = []
  private var built: (sources: [AuditSource], lookup: SourceLookup, moduleFileCount: Int)?
  private let moduleFileCount: Int

  /// The module's own files, then each context module's.
  init(module: String, files: [InputFile], context: [(module: String, files: [InputFile])]) {
    moduleName = module
    moduleFileCount = files.count
    self.files =
      files.map { (module, $0) } + context.flatMap { entry in entry.files.map { (entry.module, $0) } }
  }

  /// The files read, module files first; files reusegen generated are left out, as their calls are the
  /// typed API's internals.
  var sources: [AuditSource] { build().sources }

  /// How many of `sources` are the module's own.
  var readModuleFileCount: Int { build().moduleFileCount }

  /// The lookup over every file read.
  var lookup: SourceLookup { build().lookup }

  /// The module each of `sources` belongs to.
  private(set) var moduleOfSource: [String] = []

  private func build() -> (sources: [AuditSource], lookup: SourceLookup, moduleFileCount: Int) {
    if let built { return built }
    var sources: [AuditSource] = []
    var modules: [String] = []
    var ownCount = 0
    for (position, entry) in files.enumerated() {
      guard let bytes = try? FileReader.readBytes(atFileSystemPath: entry.file.fileSystemPath) else {
        unreadable.append(entry.file)
        continue
      }
      guard !GeneratedFileMarker.isGenerated(bytes) else { continue }
      sources.append(AuditSource(path: entry.file.displayPath, filePath: entry.file.path, bytes: bytes))
      modules.append(entry.module)
      if position < moduleFileCount { ownCount += 1 }
    }
    moduleOfSource = modules
    let indices = sources.enumerated().map { SourceIndex($1, file: $0) }
    let lookup = SourceLookup(
      sources: sources, indices: indices, moduleOfFile: modules, moduleName: moduleName)
    let result = (sources, lookup, ownCount)
    built = result
    return result
  }
}
